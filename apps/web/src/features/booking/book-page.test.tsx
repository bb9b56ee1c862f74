import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { bookingMessages, bookingWords } from '@lmr/shared/booking';
import { cancelledDayMessages, cancelledTrainWords } from '@lmr/shared/booking-cancelled-day';
import { waitingListMessages, waitingListWords } from '@lmr/shared/booking-waiting-list';
import { validationMessages } from '@lmr/shared/messages';
import { admissionWords, giftAidWords } from '@lmr/shared/tax-relief-words';
import { departure } from '../../../test/booking-fixtures.ts';
import { fakeServer, json } from '../../../test/fake-server.ts';
import BookPage from './book-page.tsx';

const DATE = '2026-10-31';
const REFERENCE = 'AbCdEfGhIjKlMnOpQrStUv';
const order = (state: 'held' | 'reserved') => ({
  purpose: 'booking',
  reference: REFERENCE,
  state,
  date: DATE,
  time: '18:30',
  tickets: { adult: 2, child: 1, family: 0, babe: 0, wheelchair: 0 },
  totalPence: 750,
  heldUntil: '2026-10-20T17:40:00.000Z',
  name: state === 'reserved' ? 'Ann Kewley' : null,
});

/** Fills the Gift Aid declaration that comes with the fare with Gift Aid: at 3, IM4 7NL, typed in lower case. */
async function declareGiftAid(user: ReturnType<typeof userEvent.setup>, firstName: string, lastName: string) {
  await user.type(screen.getByRole('textbox', { name: giftAidWords.firstName }), firstName);
  await user.type(screen.getByRole('textbox', { name: giftAidWords.lastName }), lastName);
  await user.type(screen.getByRole('textbox', { name: giftAidWords.house }), '3');
  await user.type(screen.getByRole('textbox', { name: giftAidWords.postcode }), 'im4 7nl');
}

function showPage(payOnline = false, salesPaused = false, giftAid: object | null = null) {
  const calls = fakeServer({
    'GET /api/booking/days': () => json([{ date: DATE, patternName: 'Ghost Trains evening' }]),
    [`GET /api/booking/days/${DATE}`]: () =>
      json({
        date: DATE,
        patternName: 'Ghost Trains evening',
        prices: { adult: 300, child: 150, family: 800, babe: 0, wheelchair: 300 },
        departures: [departure('d-1800', '18:00', 0), departure('d-1830', '18:30', 12)].map((d) => ({
          ...d,
          onSale: !salesPaused,
        })),
        payOnline,
        salesPaused,
        giftAid,
      }),
    'POST /api/booking/holds': (body) =>
      (body as { departureId: string }).departureId === 'd-1800'
        ? json({ error: { code: 'sold_out', message: bookingMessages.soldOut } }, 409)
        : json(order('held'), 201),
    'POST /api/booking/waiting-list': () => json({ position: 2 }, 201),
    ['POST /api/booking/orders/reserve']: () => json(order('reserved')),
    ['POST /api/booking/orders/pay']: () => json({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
  });
  render(
    <MemoryRouter initialEntries={['/book']}>
      <BookPage />
    </MemoryRouter>,
  );
  return calls;
}

describe('booking seats without an account', () => {
  it('shows the seats left on each train, totals the tickets, holds them, then reserves them to pay at the station', async () => {
    const user = userEvent.setup();
    const calls = showPage();
    expect(await screen.findByRole('radio', { name: '18:00: sold out' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: '18:30: 12 seats left' })).toBeChecked();

    await user.clear(screen.getByRole('spinbutton', { name: 'Adult, £3.00' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Adult, £3.00' }), '2');
    await user.clear(screen.getByRole('spinbutton', { name: 'Child, £1.50' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Child, £1.50' }), '1');
    expect(screen.getByText('Total: £7.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText(bookingWords.heldFor('18:40'))).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/booking/holds')?.body).toEqual({
      departureId: 'd-1830',
      tickets: { adult: 2, child: 1, family: 0, babe: 0, wheelchair: 0 },
    });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann Kewley');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann.kewley@example.org');
    expect(screen.queryByRole('button', { name: bookingMessages.payOnline })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: bookingMessages.payAtStation }));

    expect(await screen.findByRole('heading', { name: bookingWords.confirmed })).toBeInTheDocument();
    expect(screen.getByText(REFERENCE)).toBeInTheDocument();
    expect(screen.getByText('£7.50')).toBeInTheDocument();
  });

  it('offers paying online beside paying at the station only when the railway offers it, and sends the details to pay', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = showPage(true);
    await user.type(await screen.findByRole('spinbutton', { name: 'Adult, £3.00' }), '{backspace}1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ann Kewley');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann.kewley@example.org');
    expect(screen.getByRole('button', { name: bookingMessages.payAtStation })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: admissionWords.fareLegend })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: bookingMessages.payOnline }));
    await vi.waitFor(() => expect(calls.map((c) => c.call)).toContain('POST /api/booking/orders/pay'));
    expect(calls.find((c) => c.call.endsWith('/pay'))?.body).toEqual({
      reference: REFERENCE,
      name: 'Ann Kewley',
      email: 'ann.kewley@example.org',
    });
    expect(calls.some((c) => c.call.endsWith('/reserve'))).toBe(false);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
  });

  it('in UK mode offers the fare with Gift Aid beside the standard one, and pays it online with the declaration', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const prices = { adult: 330, child: 170, family: 880, babe: 0, wheelchair: 330 };
    const calls = showPage(true, false, { charity: 'Laxey Heritage Trust', prices });
    await user.type(await screen.findByRole('spinbutton', { name: 'Adult, £3.00' }), '{backspace}2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('radio', { name: admissionWords.standard('£7.50') })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: admissionWords.withGiftAid('£8.30') }));
    expect(screen.getByText(admissionWords.declaration('Laxey Heritage Trust'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bookingMessages.payAtStation })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Gina Kermode');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'gina@example.org');
    await user.click(screen.getByRole('button', { name: bookingMessages.payOnline }));
    expect(await screen.findByText(giftAidWords.houseRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.call.endsWith('/pay'))).toBe(false);

    await declareGiftAid(user, 'Gina', 'Kermode');
    await user.click(screen.getByRole('button', { name: bookingMessages.payOnline }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'));
    expect(calls.find((c) => c.call.endsWith('/pay'))?.body).toEqual({
      reference: REFERENCE,
      name: 'Gina Kermode',
      email: 'gina@example.org',
      giftAid: { title: '', firstName: 'Gina', lastName: 'Kermode', house: '3', postcode: 'IM4 7NL' },
    });
  });

  it('in UK mode the fare with Gift Aid is offered when paying at the station too, reserved with the declaration', async () => {
    const user = userEvent.setup();
    const prices = { adult: 330, child: 170, family: 880, babe: 0, wheelchair: 330 };
    const calls = showPage(false, false, { charity: 'Laxey Heritage Trust', prices });
    await user.type(await screen.findByRole('spinbutton', { name: 'Adult, £3.00' }), '{backspace}2');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: admissionWords.withGiftAid('£8.30') }));
    expect(screen.queryByRole('button', { name: bookingMessages.payOnline })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam Station');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.org');
    await declareGiftAid(user, 'Sam', 'Station');
    await user.click(screen.getByRole('button', { name: bookingMessages.payAtStation }));
    expect(await screen.findByText(bookingMessages.reserved)).toBeInTheDocument();
    expect(calls.find((c) => c.call.endsWith('/reserve'))?.body).toEqual({
      reference: REFERENCE,
      name: 'Sam Station',
      email: 'sam@example.org',
      giftAid: { title: '', firstName: 'Sam', lastName: 'Station', house: '3', postcode: 'IM4 7NL' },
    });
  });

  it('says in words that a day’s sales are paused while its crew is confirmed, on the day and on each train', async () => {
    showPage(false, true);
    expect(await screen.findByText(cancelledDayMessages.salesPaused)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: `18:30: ${cancelledTrainWords.pausedTrain}` })).toBeDisabled();
    expect(screen.getByRole('radio', { name: `18:00: ${cancelledTrainWords.pausedTrain}` })).toBeDisabled();
  });

  it('says on the field what is wrong before asking the server: no tickets chosen', async () => {
    const user = userEvent.setup();
    const calls = showPage();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(bookingMessages.noTickets)).toBeInTheDocument();
    expect(calls.some((c) => c.call === 'POST /api/booking/holds')).toBe(false);
  });

  it('a sold-out train offers its waiting list for the tickets chosen, with a name and e-mail', async () => {
    const user = userEvent.setup();
    const calls = showPage();
    await user.click(await screen.findByRole('radio', { name: '18:00: sold out' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Adult, £3.00' }), '{backspace}2');
    expect(screen.queryByRole('form', { name: waitingListWords.joinHeading })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const join = await screen.findByRole('form', { name: waitingListWords.joinHeading });
    expect(screen.getByText(bookingMessages.soldOut)).toBeInTheDocument();
    await user.click(within(join).getByRole('button', { name: waitingListWords.join }));
    expect(await within(join).findByText(validationMessages.nameRequired)).toBeInTheDocument();
    expect(calls.some((c) => c.call === 'POST /api/booking/waiting-list')).toBe(false);

    await user.type(within(join).getByRole('textbox', { name: 'Name' }), 'Bea Quayle');
    await user.type(within(join).getByRole('textbox', { name: 'Email' }), 'bea@example.org');
    await user.click(within(join).getByRole('button', { name: waitingListWords.join }));
    expect(await screen.findByText(waitingListMessages.joined(2))).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/booking/waiting-list')?.body).toEqual({
      departureId: 'd-1800',
      tickets: { adult: 2, child: 0, family: 0, babe: 0, wheelchair: 0 },
      name: 'Bea Quayle',
      email: 'bea@example.org',
    });
  });
});
