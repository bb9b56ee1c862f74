import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingMessages, bookingWords } from '@lmr/shared/booking';
import { waitingListMessages, waitingListWords } from '@lmr/shared/booking-waiting-list';
import { fakeServer, json } from '../../../test/fake-server.ts';
import WaitingListOfferPage from './waiting-list-offer-page.tsx';

afterEach(() => {
  window.location.hash = '';
});

const REF = 'AbCdEfGhIjKlMnOpQrStUv';
const offered = {
  purpose: 'booking',
  reference: REF,
  state: 'held',
  date: '2026-10-31',
  time: '19:00',
  tickets: { adult: 2, child: 1, family: 0, babe: 0, wheelchair: 0 },
  totalPence: 750,
  heldUntil: '2026-10-30T20:00:00.000Z',
  name: 'Bea Quayle',
};

function showPage() {
  window.location.hash = `#ref=${REF}`;
  const calls = fakeServer({
    'POST /api/booking/orders/find': () => json(offered),
    'POST /api/booking/waiting-list/leave': () => new Response(null, { status: 204 }),
  });
  render(
    <MemoryRouter initialEntries={['/book/offer']}>
      <WaitingListOfferPage />
    </MemoryRouter>,
  );
  return calls;
}

describe('seats offered from the waiting list, from the offer mail’s link', () => {
  it('shows the seats held to book them as any buyer does, or gives them up with the reference in the body', async () => {
    const user = userEvent.setup();
    const calls = showPage();
    expect(await screen.findByText(bookingWords.heldFor('20:00'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bookingMessages.payAtStation })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: waitingListWords.leave }));
    expect(await screen.findByText(waitingListMessages.left)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: bookingMessages.payAtStation })).not.toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/booking/waiting-list/leave')?.body).toEqual({ reference: REF });
  });
});
