import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@lmr/shared/booking';
import { fakeServer, json } from '../../../test/fake-server.ts';
import AdminBookingPage from './admin-booking-page.tsx';

const prices = { adult: 300, child: 150, family: 800, babe: 0, wheelchair: 300 };
const salesWindow = { salesOpenDaysBefore: 60, salesCloseMinutesBefore: 30, maxSeatsPerOrder: 8 };

describe('the booking screen', () => {
  it('shows each bookable train’s seats sold, held and free, and makes another day’s trains bookable', async () => {
    const user = userEvent.setup();
    const calls = fakeServer({
      'GET /api/admin/booking': () =>
        json({
          carriages: [
            { id: 'carriage-1', name: 'Carriage No 1', seats: 10, wheelchairSpaces: 0 },
            { id: 'carriage-2', name: 'Carriage No 2', seats: 10, wheelchairSpaces: 1 },
          ],
          departures: [
            {
              id: 'd-1',
              date: '2026-10-24',
              time: '18:00',
              carriages: ['carriage-1', 'carriage-2'],
              seats: 20,
              wheelchairSpaces: 1,
              seatsSold: 7,
              seatsHeld: 2,
              wheelchairSpacesTaken: 1,
              ...salesWindow,
            },
          ],
          days: [
            { date: '2026-10-24', patternName: 'Ghost Trains evening', times: ['18:00'], prices },
            { date: '2026-10-31', patternName: 'Ghost Trains evening', times: ['18:00', '18:30'], prices },
          ],
        }),
      'POST /api/admin/booking/departures': () => json({ ids: ['d-2', 'd-3'] }, 201),
    });
    render(
      <MemoryRouter>
        <AdminBookingPage />
      </MemoryRouter>,
    );
    const row = (await screen.findByRole('rowheader', { name: 'Saturday, 24 October 2026, 18:00' })).closest('tr')!;
    expect([...row.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent)).toEqual([
      'Carriage No 1, Carriage No 2',
      '20',
      '7',
      '2',
      '11',
    ]);

    const form = screen.getByRole('form', { name: 'Make a day’s trains bookable' });
    expect(within(form).getByLabelText('Running day')).toHaveValue('2026-10-31');
    await user.click(within(form).getByRole('button', { name: 'Make its trains bookable' }));
    expect(await within(form).findByText(bookingMessages.emptyMakeUp)).toBeInTheDocument();

    await user.click(within(form).getByRole('checkbox', { name: /^Carriage No 2/ }));
    await user.clear(within(form).getByLabelText('Most seats in one booking'));
    await user.type(within(form).getByLabelText('Most seats in one booking'), '6');
    await user.click(within(form).getByRole('button', { name: 'Make its trains bookable' }));
    expect(await screen.findByText('The trains of Saturday, 31 October 2026 can be booked.')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/admin/booking/departures')?.body).toEqual({
      date: '2026-10-31',
      carriages: ['carriage-2'],
      ...salesWindow,
      maxSeatsPerOrder: 6,
    });
  });
});
