import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { donationWords, givingChartWords } from '@lmr/shared/donation-words';
import type { Donation } from '@lmr/shared/donations';
import type { GivingCharts } from '@lmr/shared/monthly-gifts';
import { fakeServer, json } from '../../../test/fake-server.ts';
import AdminDonationsPage from './admin-donations-page.tsx';

const pledge: Donation = {
  id: '5f0c2a64-7a38-4f55-9d0e-0b6f4c1f2a01',
  reference: 'LMR-ABCD2345',
  amountPence: 2000,
  way: 'transfer',
  state: 'pledged',
  name: 'Bob Quayle',
  email: 'bob@example.org',
  createdAt: '2026-11-20T10:00:00Z',
  receivedAt: null,
  receiptSentAt: null,
  refundedPence: 0,
};

/** A month of a monthly gift, £3.00 of it refunded. */
const partRefunded: Donation = {
  ...pledge,
  id: '5f0c2a64-7a38-4f55-9d0e-0b6f4c1f2a02',
  reference: 'LMR-EFGH6789',
  way: 'online',
  state: 'received',
  amountPence: 800,
  receivedAt: '2026-11-21T10:00:00Z',
  refundedPence: 300,
};

const charts: GivingCharts = {
  months: [
    { month: '2026-10', receivedPence: 1500 },
    { month: '2026-11', receivedPence: 2500 },
  ],
  beforePence: 10_000,
  targetPence: 5_500_000,
  lapsed: [
    {
      email: 'hal@example.org',
      name: 'Hal',
      lastGiftAt: '2025-09-01T12:00:00Z',
      totalPence: 3000,
      reason: 'no_gift_in_a_year',
    },
  ],
};

function renderPage() {
  const calls = fakeServer({
    'GET /api/admin/donations': () =>
      json({ donations: [pledge, partRefunded], appeal: { targetPence: 5_500_000, raisedPence: 1000, purpose: '' } }),
    'POST /api/admin/donations': (body) => json({ ...pledge, ...(body as object), state: 'received' }, 201),
    [`POST /api/admin/donations/${pledge.id}/received`]: () => json({ ...pledge, state: 'received' }),
    'GET /api/admin/donations/charts': () => json(charts),
  });
  render(
    <MemoryRouter>
      <AdminDonationsPage />
    </MemoryRouter>,
  );
  return calls;
}

describe('the admins’ donations screen', () => {
  it('records a cash gift typed in pounds as pence, and refuses an amount below the least with its words', async () => {
    const calls = renderPage();
    const form = await screen.findByRole('form', { name: 'Record a gift' });
    const amount = within(form).getByLabelText('Amount in pounds');
    await userEvent.type(amount, '0.2');
    await userEvent.type(within(form).getByLabelText('From (name)'), 'Cath Corlett');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the gift' }));
    expect(await within(form).findByText(donationWords.tooSmall)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '£25.50');
    await userEvent.clear(within(form).getByLabelText('Received on'));
    await userEvent.type(within(form).getByLabelText('Received on'), '2026-06-14');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the gift' }));
    expect(await screen.findByText('£25.50 from Cath Corlett recorded.')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/admin/donations')!.body).toEqual({
      amountPence: 2550,
      way: 'cash',
      name: 'Cath Corlett',
      email: '',
      receivedOn: '2026-06-14',
    });
  });

  it('marks a promised transfer received once it is on the statement', async () => {
    const calls = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /On the statement: received.*LMR-ABCD2345/ }));
    expect(await screen.findByText(/LMR-ABCD2345 received/)).toBeInTheDocument();
    expect(calls.some((c) => c.call === `POST /api/admin/donations/${pledge.id}/received`)).toBe(true);
  });

  it('shows what has been refunded of a gift received', async () => {
    renderPage();
    const gifts = await screen.findByRole('table', { name: 'Every gift, newest first' });
    expect(within(gifts).getByRole('row', { name: /LMR-EFGH6789/ })).toHaveTextContent('received, £3.00 refunded');
  });

  it('shows gifts by month with the running total as the chart’s table, and the lapsed donors to contact', async () => {
    renderPage();
    const months = await screen.findByRole('table', { name: givingChartWords.title });
    expect(within(months).getByRole('row', { name: /2026-11 £25.00 £140.00/ })).toBeInTheDocument();
    const lapsed = screen.getByRole('table', { name: givingChartWords.lapsedTitle });
    expect(within(lapsed).getByRole('row', { name: /hal@example.org Hal 2025-09-01 £30.00/ })).toHaveTextContent(
      givingChartWords.reasons.no_gift_in_a_year,
    );
  });
});
