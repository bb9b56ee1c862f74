import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { bookingAdminMessages, bookingAdminWords as w } from '@lmr/shared/booking-admin';
import { fakeServer, json } from '../../../test/fake-server.ts';
import AdminBookingPage from './admin-booking-page.tsx';

const salesWindow = { salesOpenDaysBefore: 60, salesCloseMinutesBefore: 30, maxSeatsPerOrder: 8 };
const departure = (id: string, time: string, seatsSold: number) => ({
  id,
  date: '2026-10-24',
  time,
  carriages: ['carriage-1'],
  seats: 20,
  wheelchairSpaces: 1,
  seatsSold,
  seatsHeld: 0,
  wheelchairSpacesTaken: 0,
  ...salesWindow,
});
const ann = {
  id: 'o-1',
  name: 'Ann Kewley',
  email: 'ann@example.org',
  state: 'paid',
  tickets: { adult: 2, child: 1, family: 0, babe: 1, wheelchair: 0 },
  seats: 3,
  wheelchairSpaces: 0,
  totalPence: 750,
  departureId: 'd-1',
  date: '2026-10-24',
  time: '18:00',
  payment: { id: 'p-1', amountPence: 750, refundedPence: 0 },
};

function renderScreen(more: Parameters<typeof fakeServer>[0] = {}) {
  const calls = fakeServer({
    'GET /api/admin/booking': () =>
      json({ carriages: [], departures: [departure('d-1', '18:00', 3), departure('d-2', '18:30', 0)], days: [] }),
    ...more,
  });
  render(
    <MemoryRouter>
      <AdminBookingPage />
    </MemoryRouter>,
  );
  return calls;
}

describe('the booking screen for a train’s orders and a buyer’s data', () => {
  it('shows a train’s figures as a table beside the chart, its manifest, a print button and the CSV export', async () => {
    const user = userEvent.setup();
    renderScreen({
      'GET /api/admin/booking/departures/d-1/manifest': () =>
        json({
          id: 'd-1',
          date: '2026-10-24',
          time: '18:00',
          seats: 20,
          seatsSold: 3,
          seatsHeld: 2,
          seatsFree: 15,
          checkedIn: 0,
          orders: [ann],
          totals: { seats: 3, babes: 1, wheelchairSpaces: 0 },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Manifest of the 18:00 train' }));
    const figures = await screen.findByRole('table', { name: w.salesCaption });
    expect([...figures.querySelectorAll('tr')].map((tr) => tr.textContent)).toEqual([
      'Sold3',
      'Held2',
      'Free15',
      'Checked in0',
    ]);
    const manifest = screen.getByRole('region', { name: w.manifestTitle('Saturday, 24 October 2026', '18:00') });
    const row = within(manifest).getByRole('rowheader', { name: 'Ann Kewley' }).closest('tr')!;
    expect(row.textContent).toContain('2 Adult, 1 Child, 1 Babe in arms');
    expect(within(manifest).getByText(/Babes in arms: 1\./)).toBeInTheDocument();
    expect(within(manifest).getByRole('link', { name: w.csv })).toHaveAttribute(
      'href',
      '/api/admin/booking/departures/d-1/orders.csv',
    );
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(within(manifest).getByRole('button', { name: w.print }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('finds a booking, refunds part of its payment with one key, resends its tickets and moves it', async () => {
    const user = userEvent.setup();
    const calls = renderScreen({
      'POST /api/admin/booking/orders/search': (body) =>
        (body as { q: string }).q.length < 2
          ? json(
              {
                error: {
                  code: 'invalid_input',
                  message: 'Please check the fields.',
                  fields: { q: bookingAdminMessages.searchTooShort },
                },
              },
              400,
            )
          : json([ann]),
      'POST /api/admin/payments/p-1/refunds': () =>
        json({ id: 'r-1', amountPence: 250, state: 'succeeded', refundedPence: 250 }, 201),
      'POST /api/admin/booking/orders/o-1/resend': () => new Response(null, { status: 204 }),
      'POST /api/admin/booking/orders/o-1/move': () => json({ ...ann, departureId: 'd-2', time: '18:30' }),
    });
    const find = await screen.findByRole('search');
    await user.type(within(find).getByLabelText(w.search), 'k');
    await user.click(within(find).getByRole('button', { name: w.searchButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingAdminMessages.searchTooShort);
    await user.type(within(find).getByLabelText(w.search), 'ewley');
    await user.click(within(find).getByRole('button', { name: w.searchButton }));
    expect(await screen.findByRole('rowheader', { name: 'Ann Kewley ann@example.org' })).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'POST /api/admin/booking/orders/search').at(-1)?.body).toEqual({
      q: 'kewley',
    });

    await user.click(screen.getByRole('button', { name: w.refund }));
    // jsdom has no showModal(): an open dialog counts as hidden there, so it is read among hidden ones.
    const refund = screen.getByRole('dialog', { hidden: true });
    await user.clear(within(refund).getByLabelText(w.refundAmount));
    await user.type(within(refund).getByLabelText(w.refundAmount), '2.50');
    await user.click(within(refund).getByRole('button', { hidden: true, name: w.refund }));
    expect(await screen.findByText(w.refunded('£2.50'))).toBeInTheDocument();
    const asked = calls.find((c) => c.call === 'POST /api/admin/payments/p-1/refunds')?.body;
    expect(asked).toMatchObject({ amountPence: 250, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    await user.click(screen.getByRole('button', { name: w.resend }));
    expect(await screen.findByText(w.resent)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: w.move }));
    const move = screen.getByRole('dialog', { hidden: true });
    expect(within(move).getByLabelText(w.moveTo)).toHaveDisplayValue('Saturday, 24 October 2026, 18:30 (20 free)');
    await user.click(within(move).getByRole('button', { hidden: true, name: w.move }));
    expect(await screen.findByText(w.moved)).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/admin/booking/orders/o-1/move')?.body).toEqual({
      departureId: 'd-2',
    });
  });

  it('records a booking reserved to pay at the station as paid there, offered for reserved bookings only', async () => {
    const user = userEvent.setup();
    const reserved = { ...ann, state: 'reserved', payment: null };
    const calls = renderScreen({
      'POST /api/admin/booking/orders/search': () => json([reserved]),
      'POST /api/admin/booking/orders/o-1/paid-at-station': () => json({ ...reserved, state: 'paid' }),
    });
    const find = await screen.findByRole('search');
    await user.type(within(find).getByLabelText(w.search), 'kewley');
    await user.click(within(find).getByRole('button', { name: w.searchButton }));
    await user.click(await screen.findByRole('button', { name: w.paidAtStation }));
    expect(await screen.findByText(w.markedPaid)).toBeInTheDocument();
    expect(calls.filter((c) => c.call.endsWith('/paid-at-station'))).toHaveLength(1);
  });

  it('erases a buyer’s data only after asking by their name', async () => {
    const user = userEvent.setup();
    const calls = renderScreen({
      'POST /api/admin/booking/buyers/export': () =>
        json({
          email: 'ann@example.org',
          orders: [{ ...ann, createdAt: '', reservedAt: null, paidAt: '', cancelledAt: null }],
        }),
      'POST /api/admin/booking/buyers/erase': () => json({ erased: 1 }),
    });
    const section = await screen.findByRole('region', { name: w.buyerTitle });
    await user.type(within(section).getByLabelText(w.buyerEmail), 'ann@example.org');
    await user.click(within(section).getByRole('button', { name: w.eraseBuyer }));
    const ask = await screen.findByRole('dialog', { hidden: true });
    expect(ask).toHaveTextContent(w.eraseAsk('Ann Kewley'));
    expect(calls.some((c) => c.call === 'POST /api/admin/booking/buyers/erase')).toBe(false);
    await user.click(within(ask).getByRole('button', { hidden: true, name: 'Confirm' }));
    expect(await screen.findByText(w.erased(1))).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/admin/booking/buyers/erase')?.body).toEqual({
      email: 'ann@example.org',
    });
  });
});
