import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { donationWords } from '@lmr/shared/donation-words';
import type { Donation } from '@lmr/shared/donations';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { queryClient } from '../../lib/query-client.tsx';
import AdminDonationsPage from './admin-donations-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

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
};

function renderPage() {
  const calls = fakeServer({
    'GET /api/admin/donations': () =>
      json({ donations: [pledge], appeal: { targetPence: 5_500_000, raisedPence: 1000, purpose: '' } }),
    'POST /api/admin/donations': (body) => json({ ...pledge, ...(body as object), state: 'received' }, 201),
    [`POST /api/admin/donations/${pledge.id}/received`]: () => json({ ...pledge, state: 'received' }),
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
});
