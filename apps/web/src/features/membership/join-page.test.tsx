import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { longDate } from '@lmr/shared/day-text';
import { joinPageWords, membershipWords } from '@lmr/shared/membership-words';
import { fakeServer, json } from '../../../test/fake-server.ts';
import JoinPage from './join-page.tsx';

function renderJoin(address: string, checked: 'paid' | 'open' = 'paid', firstChargeOn?: string) {
  const calls = fakeServer({
    'GET /api/membership/types': () =>
      json({ types: [{ name: 'Family', pricePence: 2000, months: 12 }], online: true }),
    'POST /api/membership': () => json({ url: 'https://pay.example/cs_test_9' }, 201),
    'POST /api/payments/check': () => json({ state: checked, purpose: 'membership', reference: 'x', firstChargeOn }),
  });
  render(
    <MemoryRouter initialEntries={[address]}>
      <JoinPage />
    </MemoryRouter>,
  );
  return calls;
}

describe('Join', () => {
  it('back from the payment page, asks the server whether it is paid: the address alone thanks no one', async () => {
    const calls = renderJoin('/join?session=cs_test_1', 'open');
    expect(await screen.findByText(joinPageWords.open)).toBeInTheDocument();
    expect(screen.queryByText(joinPageWords.paid)).toBeNull();
    expect(calls.find((c) => c.call === 'POST /api/payments/check')!.body).toEqual({ sessionId: 'cs_test_1' });
  });

  it('thanks the new member once the provider says paid', async () => {
    renderJoin('/join?session=cs_test_2');
    expect(await screen.findByText(joinPageWords.paid)).toBeInTheDocument();
  });

  it('back from turning automatic renewal on within a paid year, says nothing was taken and when the first charge falls', async () => {
    renderJoin('/join?session=cs_test_3', 'paid', '2027-03-01');
    const said = await screen.findByText(joinPageWords.paidLater(longDate('2027-03-01')));
    expect(said).toHaveTextContent(/^Thank you\. Nothing has been taken today: automatic renewal .* is set up/);
    expect(screen.queryByText(joinPageWords.paid)).toBeNull();
  });

  it('joins renewing automatically when the member ticks it, then goes to the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = renderJoin('/join');
    await userEvent.type(await screen.findByLabelText(joinPageWords.name), 'Ada Auto');
    await userEvent.type(screen.getByLabelText(joinPageWords.email), 'ada@example.org');
    await userEvent.click(screen.getByRole('checkbox', { name: membershipWords.automatic }));
    await userEvent.click(screen.getByRole('button', { name: joinPageWords.submit }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_test_9'));
    expect(calls.find((c) => c.call === 'POST /api/membership')!.body).toEqual({
      typeName: 'Family',
      name: 'Ada Auto',
      email: 'ada@example.org',
      automatic: true,
    });
  });
});
