import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { expect, it } from 'vitest';
import { giveFormWords } from '@lmr/shared/donation-words';
import { giftAidWords } from '@lmr/shared/tax-relief-words';
import { fakeServer, json } from '../../test/fake-server.ts';
import { blankSettings } from '../../test/site-settings.ts';
import DonateScreen from './donate-screen.tsx';

const giftId = '0b6f2c1e-4f5a-4d8e-9a51-3c2d1e0f9a88';

it('back from the payment page, a declaration for this gift names the gift paid for (decision 166)', async () => {
  const calls = fakeServer({
    'GET /api/site/pages/donate': () => json({ title: 'Donate', description: '', html: '', picture: '' }),
    'GET /api/site/settings': () => json(blankSettings),
    'GET /api/donations/appeal': () => json({ targetPence: 0, raisedPence: 0, purpose: '' }),
    'GET /api/donations/ways': () => json({ online: true }),
    'GET /api/tax-relief': () => json({ scheme: 'uk-gift-aid', charity: 'Laxey Heritage Trust' }),
    'POST /api/payments/check': () => json({ state: 'paid', purpose: 'donation', reference: giftId }),
    'POST /api/tax-relief/gift-aid-declarations': () => json({ id: 'd1' }, 201),
  });
  render(
    <MemoryRouter initialEntries={['/donate?session=cs_test_1']}>
      <DonateScreen />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  expect(await screen.findByText(giveFormWords.paid)).toBeInTheDocument();
  const form = await screen.findByRole('form', { name: giftAidWords.heading });
  expect(within(form).getByText(giftAidWords.afterGift)).toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: giftAidWords.firstName }), 'Ivy');
  await user.type(within(form).getByRole('textbox', { name: giftAidWords.lastName }), 'Kewley');
  await user.type(within(form).getByRole('textbox', { name: giftAidWords.house }), '9');
  await user.type(within(form).getByRole('textbox', { name: giftAidWords.postcode }), 'IM4 7NL');
  await user.type(within(form).getByRole('textbox', { name: giftAidWords.email }), 'ivy@example.org');
  await user.click(within(form).getByRole('button', { name: giftAidWords.declare }));

  expect(await screen.findByText(giftAidWords.declared)).toBeInTheDocument();
  expect(calls.find((c) => c.call === 'POST /api/tax-relief/gift-aid-declarations')!.body).toMatchObject({
    scope: 'this-gift',
    email: 'ivy@example.org',
    giftId,
  });
  // It is that gift's: the next gift on the page carries no declaration.
  expect(screen.queryByText(giveFormWords.withDeclaration)).not.toBeInTheDocument();
});
