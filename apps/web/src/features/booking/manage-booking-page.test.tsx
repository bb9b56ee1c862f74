import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingMessages, bookingWords } from '@lmr/shared/booking';
import { departure } from '../../../test/booking-fixtures.ts';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { queryClient } from '../../lib/query-client.tsx';
import ManageBookingPage from './manage-booking-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  window.location.hash = '';
});

const DATE = '2026-10-31';
const REF = 'm.order-1.signature';
const booking = (time: string) => ({
  state: 'reserved',
  date: DATE,
  time,
  tickets: { adult: 2, child: 0, family: 0, babe: 0, wheelchair: 0 },
  totalPence: 600,
  name: 'Ann Kewley',
  refundHoursBefore: 48,
  changeableUntil: '2026-10-29T17:00:00.000Z',
});

const showPage = () =>
  render(
    <MemoryRouter initialEntries={['/book/manage']}>
      <ManageBookingPage />
    </MemoryRouter>,
  );

describe('managing a booking from its tickets mail', () => {
  it('reads the reference from the link’s fragment, shows the booking and moves it to a train with seats', async () => {
    window.location.hash = `#ref=${REF}`;
    const calls = fakeServer({
      'POST /api/booking/manage': () => json(booking('18:00')),
      [`GET /api/booking/days/${DATE}`]: () =>
        json({
          date: DATE,
          patternName: 'Ghost Trains evening',
          prices: { adult: 300, child: 150, family: 800, babe: 0, wheelchair: 300 },
          departures: [
            departure('d-1800', '18:00', 4),
            departure('d-1830', '18:30', 0),
            departure('d-1900', '19:00', 9),
          ],
        }),
      'POST /api/booking/manage/move': () => json(booking('19:00')),
    });
    const user = userEvent.setup();
    showPage();
    expect(await screen.findByText(/the 18:00 train/)).toBeInTheDocument();
    expect(calls[0]).toEqual({ call: 'POST /api/booking/manage', body: { reference: REF } });
    const select = await screen.findByRole('combobox', { name: bookingWords.moveTo });
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['', '19:00']);
    await user.selectOptions(select, 'd-1900');
    await user.click(screen.getByRole('button', { name: bookingWords.move }));
    expect(await screen.findByText(bookingWords.movedNow)).toBeInTheDocument();
    expect(screen.getByText(/the 19:00 train/)).toBeInTheDocument();
  });

  it('says a link without a reference is not valid', async () => {
    fakeServer({});
    showPage();
    expect(await screen.findByText(bookingMessages.badManageReference)).toBeInTheDocument();
  });

  it('shows a booking paid online as paid, with nothing to pay at the station, and says to call to change it', async () => {
    window.location.hash = `#ref=${REF}`;
    fakeServer({ 'POST /api/booking/manage': () => json({ ...booking('18:00'), state: 'paid' }) });
    showPage();
    expect(await screen.findByText(bookingMessages.paidOnlineChange)).toBeInTheDocument();
    expect(screen.getByText(bookingMessages.paidOnlineNote)).toBeInTheDocument();
    expect(screen.queryByText(bookingWords.stateCancelled)).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(bookingWords.toPay))).not.toBeInTheDocument();
  });
});
