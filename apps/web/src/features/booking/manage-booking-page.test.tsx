import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { bookingMessages, bookingWords } from '@lmr/shared/booking';
import { cancelledTrainWords } from '@lmr/shared/booking-cancelled-day';
import { departure } from '../../../test/booking-fixtures.ts';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { dialogNamed } from '../../../test/second-factor.ts';
import ManageBookingPage from './manage-booking-page.tsx';

afterEach(() => {
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
  cancelledTrain: null as { choice: string | null; leftToRefundPence: number } | null,
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

  it('shows a paid booking as paid, with nothing to pay at the station, and says to call to change it', async () => {
    window.location.hash = `#ref=${REF}`;
    fakeServer({ 'POST /api/booking/manage': () => json({ ...booking('18:00'), state: 'paid' }) });
    showPage();
    expect(await screen.findByText(bookingMessages.paidChange)).toBeInTheDocument();
    expect(screen.getByText(bookingMessages.paidNote)).toBeInTheDocument();
    expect(screen.queryByText(bookingWords.stateCancelled)).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(bookingWords.toPay))).not.toBeInTheDocument();
  });

  it.each([
    ['refunded in full', 'refunded', bookingWords.stateRefunded],
    ['its buyer cancelled', 'cancelled', bookingWords.stateCancelled],
  ])('says a booking %s is so, with nothing to pay at the station and nothing to change', async (_, state, words) => {
    window.location.hash = `#ref=${REF}`;
    fakeServer({ 'POST /api/booking/manage': () => json({ ...booking('18:00'), state }) });
    showPage();
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(bookingWords.toPay))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: bookingWords.cancel })).not.toBeInTheDocument();
  });

  describe('a booking on a train the railway cancelled', () => {
    const OTHER = '2026-11-07';
    /** The server's booking, changed by the buyer's choice as the server changes it. */
    const serve = (state: 'paid' | 'reserved', leftToRefundPence = state === 'paid' ? 600 : 0) => {
      let now = { ...booking('18:00'), state, cancelledTrain: { choice: null as string | null, leftToRefundPence } };
      const choose = (choice: string, change: object) => () => {
        now = { ...now, ...change, cancelledTrain: { choice, leftToRefundPence: 0 } };
        return json(now);
      };
      return fakeServer({
        'POST /api/booking/manage': () => json(now),
        'GET /api/booking/days': () =>
          json([
            { date: DATE, patternName: 'Ghost Trains evening' },
            { date: OTHER, patternName: 'Ghost Trains evening' },
          ]),
        [`GET /api/booking/days/${OTHER}`]: () =>
          json({
            date: OTHER,
            patternName: 'Ghost Trains evening',
            prices: { adult: 300, child: 150, family: 800, babe: 0, wheelchair: 300 },
            departures: [departure('d-o1800', '18:00', 0), departure('d-o1900', '19:00', 9)],
            payOnline: true,
            salesPaused: false,
          }),
        'POST /api/booking/manage/refund': choose('refunded', { state: state === 'paid' ? 'refunded' : 'cancelled' }),
        'POST /api/booking/manage/rebook': choose('moved', { date: OTHER, time: '19:00' }),
      });
    };
    const confirm = async (user: ReturnType<typeof userEvent.setup>, asked: string) => {
      const dialog = await dialogNamed('Confirm Action');
      expect(within(dialog).getByText(asked)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { hidden: true, name: 'Confirm' }));
    };

    it('offers a paid booking its three choices; the refund, asked first by name, says its outcome and then that it was chosen', async () => {
      window.location.hash = `#ref=${REF}`;
      const calls = serve('paid');
      const user = userEvent.setup();
      showPage();
      expect(await screen.findByText(cancelledTrainWords.cancelled)).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: cancelledTrainWords.moveDay })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: cancelledTrainWords.donate })).toBeInTheDocument();
      expect(screen.queryByText(bookingMessages.paidChange)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: cancelledTrainWords.refund }));
      await confirm(user, cancelledTrainWords.askRefund('£6.00'));
      expect(await screen.findByText(cancelledTrainWords.refundedNow)).toBeInTheDocument();
      expect(await screen.findByText(cancelledTrainWords.chosen.refunded)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: cancelledTrainWords.donate })).not.toBeInTheDocument();
      expect(calls.find((c) => c.call === 'POST /api/booking/manage/refund')?.body).toEqual({ reference: REF });
    });

    it('offers a partly refunded booking a refund of what is left of its fare, not the whole fare', async () => {
      window.location.hash = `#ref=${REF}`;
      serve('paid', 350);
      const user = userEvent.setup();
      showPage();
      await user.click(await screen.findByRole('button', { name: cancelledTrainWords.refund }));
      await confirm(user, cancelledTrainWords.askRefund('£3.50'));
      expect(await screen.findByText(cancelledTrainWords.refundedNow)).toBeInTheDocument();
    });

    it('offers a booking to pay at the station a move to a train with seats on another day, or to cancel, but no donation', async () => {
      window.location.hash = `#ref=${REF}`;
      const calls = serve('reserved');
      const user = userEvent.setup();
      showPage();
      expect(await screen.findByRole('button', { name: cancelledTrainWords.cancel })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: cancelledTrainWords.donate })).not.toBeInTheDocument();
      const days = screen.getByRole('combobox', { name: cancelledTrainWords.moveDay });
      await screen.findByRole('option', { name: /7 November/ });
      expect([...days.querySelectorAll('option')].map((o) => o.value)).toEqual(['', OTHER]);
      await user.selectOptions(days, OTHER);
      const trains = await screen.findByRole('combobox', { name: cancelledTrainWords.moveTrain });
      expect([...trains.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['', '19:00']);
      await user.selectOptions(trains, 'd-o1900');
      await user.click(screen.getByRole('button', { name: cancelledTrainWords.move }));
      await confirm(user, cancelledTrainWords.askMove('Saturday, 7 November 2026', '19:00'));
      expect(await screen.findByText(cancelledTrainWords.movedNow)).toBeInTheDocument();
      expect(await screen.findByText(cancelledTrainWords.chosen.moved)).toBeInTheDocument();
      expect(screen.getByText(/the 19:00 train/)).toBeInTheDocument();
      expect(calls.find((c) => c.call === 'POST /api/booking/manage/rebook')?.body).toEqual({
        reference: REF,
        departureId: 'd-o1900',
      });
    });
  });
});
