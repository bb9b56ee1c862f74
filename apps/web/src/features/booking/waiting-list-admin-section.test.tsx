import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { WaitingListSection } from './waiting-list-admin-section.tsx';

const Section = withQueryClient(WaitingListSection);
const train = (id: string, time: string) => ({
  id,
  date: '2026-10-31',
  time,
  carriages: ['carriage-1'],
  seats: 10,
  wheelchairSpaces: 0,
  seatsSold: 10,
  seatsHeld: 0,
  wheelchairSpacesTaken: 0,
  salesOpenDaysBefore: 60,
  salesCloseMinutesBefore: 30,
  maxSeatsPerOrder: 8,
});

describe('the waiting lists on the booking screen', () => {
  it('shows a chosen train’s list in order, with what became of each offer, a refunded booking as refunded', async () => {
    const user = userEvent.setup();
    fakeServer({
      'GET /api/admin/booking/departures/d-1900/waiting-list': () =>
        json([
          {
            name: 'Bea Quayle',
            email: 'bea@example.org',
            seats: 3,
            joinedAt: '2026-10-20T09:00:00.000Z',
            state: 'lapsed',
            offeredAt: '2026-10-21T10:00:00.000Z',
          },
          {
            name: 'Cal Corlett',
            email: 'cal@example.org',
            seats: 2,
            joinedAt: '2026-10-20T09:05:00.000Z',
            state: 'waiting',
            offeredAt: null,
          },
          {
            name: 'Eve Clague',
            email: 'eve@example.org',
            seats: 3,
            joinedAt: '2026-10-20T09:10:00.000Z',
            state: 'refunded',
            offeredAt: '2026-10-22T10:00:00.000Z',
          },
        ]),
    });
    render(<Section departures={[train('d-1830', '18:30'), train('d-1900', '19:00')]} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Train' }), 'Saturday, 31 October 2026, 19:00');
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))).toEqual([
      ['Bea Quayle', 'bea@example.org', '3', '20 Oct 2026, 10:00', '21 Oct 2026, 11:00', 'Offer ran out'],
      ['Cal Corlett', 'cal@example.org', '2', '20 Oct 2026, 10:05', '', 'Waiting'],
      ['Eve Clague', 'eve@example.org', '3', '20 Oct 2026, 10:10', '22 Oct 2026, 11:00', 'Booked, then refunded'],
    ]);
  });
});
