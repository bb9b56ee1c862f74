import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { donationWords, giveFormWords } from '@lmr/shared/donation-words';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { blankSettings } from '../../../test/site-settings.ts';
import DonatePage from './donate-page.tsx';

const page = { title: 'Donate', description: 'Help the railway', html: '<p>Every gift counts.</p>', picture: '' };
const bank = {
  accountName: 'Laxey and Lonan Heritage Trust',
  sortCode: '40-11-22',
  accountNumber: '12345678',
  reference: '',
};
const settings = { ...blankSettings, donation: { ...blankSettings.donation, target: 55000, bank } };

function renderDonate({ online = true, address = '/donate', declarationId = '' } = {}) {
  const calls = fakeServer({
    'GET /api/site/pages/donate': () => json(page),
    'GET /api/site/settings': () => json(settings),
    'GET /api/donations/appeal': () =>
      json({ targetPence: 5_500_000, raisedPence: 1_201_000, purpose: 'for the track' }),
    'GET /api/donations/ways': () => json({ online }),
    'POST /api/donations': (body) => {
      const gift = body as { amountPence: number; way: string };
      if (gift.way === 'online') return json({ way: 'online', url: 'https://pay.example/cs_test_2' }, 201);
      return json({ way: 'transfer', reference: 'LMR-ABCD2345', amountPence: gift.amountPence }, 201);
    },
    'POST /api/payments/check': () => json({ state: 'paid', purpose: 'donation', reference: 'x' }),
  });
  render(
    <MemoryRouter initialEntries={[address]}>
      <DonatePage declarationId={declarationId || undefined} />
    </MemoryRouter>,
  );
  return calls;
}

describe('Donate', () => {
  it('draws the thermometer from the gifts received, against the target', async () => {
    renderDonate();
    expect(await screen.findByText('£12,010 raised so far of £55,000')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('value', '1201000');
  });

  it('gives by bank transfer: a suggested amount in pence, and the reference shown with the bank details', async () => {
    const calls = renderDonate();
    const form = await screen.findByRole('form', { name: giveFormWords.title });
    await userEvent.click(within(form).getByRole('button', { name: '£25' }));
    await userEvent.type(within(form).getByLabelText(giveFormWords.name), 'Bob Quayle');
    await userEvent.type(within(form).getByLabelText(giveFormWords.email), 'bob@example.org');
    await userEvent.click(within(form).getByLabelText(giveFormWords.transfer));
    await userEvent.click(within(form).getByRole('button', { name: giveFormWords.submit }));
    expect(await screen.findByText('LMR-ABCD2345')).toBeInTheDocument();
    expect(screen.getByText(giveFormWords.transferThanks('£25.00'))).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/donations')!.body).toEqual({
      amountPence: 2500,
      way: 'transfer',
      name: 'Bob Quayle',
      email: 'bob@example.org',
      monthly: false,
      giveKey: expect.any(String),
    });
  });

  it('gives £5 a month: online only (the bank transfer choice goes), sent as monthly, then to the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = renderDonate();
    const form = await screen.findByRole('form', { name: giveFormWords.title });
    await userEvent.click(within(form).getByRole('button', { name: '£5' }));
    await userEvent.type(within(form).getByLabelText(giveFormWords.name), 'Gil Kinvig');
    await userEvent.type(within(form).getByLabelText(giveFormWords.email), 'gil@example.org');
    await userEvent.click(within(form).getByLabelText(giveFormWords.transfer));
    await userEvent.click(within(form).getByLabelText(giveFormWords.monthly));
    expect(within(form).queryByLabelText(giveFormWords.transfer)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: giveFormWords.submit }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_test_2'));
    expect(calls.find((c) => c.call === 'POST /api/donations')!.body).toEqual({
      amountPence: 500,
      way: 'online',
      name: 'Gil Kinvig',
      email: 'gil@example.org',
      monthly: true,
      giveKey: expect.any(String),
    });
  });

  it('Give pressed twice sends one gift with its key and the declaration it carries; Give stays off while the page opens', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const declarationId = '4f0c3c56-2f57-4c1b-9d2e-6a0f4a1d9b10';
    const calls = renderDonate({ declarationId });
    const form = await screen.findByRole('form', { name: giveFormWords.title });
    expect(within(form).getByText(giveFormWords.withDeclaration)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(giveFormWords.name), 'Ida Corlett');
    await userEvent.type(within(form).getByLabelText(giveFormWords.email), 'ida@example.org');
    const giveButton = within(form).getByRole('button', { name: giveFormWords.submit });
    await userEvent.dblClick(giveButton);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_test_2'));
    expect(giveButton).toBeDisabled();
    await userEvent.click(giveButton);
    const sent = calls.filter((c) => c.call === 'POST /api/donations');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      way: 'online',
      declarationId,
      giveKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('says what is wrong with an amount on its field, and sends nothing', async () => {
    const calls = renderDonate();
    const form = await screen.findByRole('form', { name: giveFormWords.title });
    const amount = within(form).getByLabelText(giveFormWords.amount);
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.50');
    await userEvent.click(within(form).getByRole('button', { name: giveFormWords.submit }));
    expect(await within(form).findByText(donationWords.tooSmall)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '10.505');
    await userEvent.click(within(form).getByRole('button', { name: giveFormWords.submit }));
    expect(await within(form).findByText(donationWords.wholePence)).toBeInTheDocument();
    expect(calls.some((c) => c.call === 'POST /api/donations')).toBe(false);
  });

  it('offers only bank transfer while online giving is off', async () => {
    renderDonate({ online: false });
    const form = await screen.findByRole('form', { name: giveFormWords.title });
    expect(within(form).queryByLabelText(giveFormWords.online)).not.toBeInTheDocument();
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('back from the payment page, asks the server and thanks the donor once the provider says paid', async () => {
    const calls = renderDonate({ address: '/donate?session=cs_test_1' });
    expect(await screen.findByText(giveFormWords.paid)).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/payments/check')!.body).toEqual({ sessionId: 'cs_test_1' });
  });
});
