import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminBooking, type BookingDay, bookingMessages, type Order } from '@lmr/shared/booking';
import type { AuditEntry } from '@lmr/shared/audit';
import { bookingAdminMessages } from '@lmr/shared/booking-admin';
import { giftAidWords } from '@lmr/shared/tax-relief-words';
import { bookableGhostDay } from './support/booking.ts';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe.ts';
import { readOdsRows } from './support/ods-reader.ts';
import { adminCalls, dayFromToday } from './support/roster.ts';
import { siteItemCalls } from './support/site-items.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

const GHOST_DAY = dayFromToday(12);

/**
 * Paying online for seats: booking's purpose registered in app.ts, Stripe's API played by the fake
 * (support/fake-stripe.ts), whose signed webhooks reach the listening server over HTTP as Stripe's would.
 */
describe('booking seats and paying online (fake Stripe)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let webhookUrl: string;
  let admin: ReturnType<typeof adminCalls>;
  let trains: Record<string, string>;
  let buyer = 0;
  let site: ReturnType<typeof siteItemCalls>;

  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      remoteAddress: `10.0.2.${++buyer % 250}`,
      headers: { origin: t.config.publicUrl },
    });
  const departure = async (time: string) =>
    (await visitor('GET', `/api/booking/days/${GHOST_DAY}`))
      .json<BookingDay>()
      .departures.find((d) => d.time === time)!;
  const orderOf = async (reference: string) =>
    (await visitor('POST', '/api/booking/orders/find', { reference })).json<Order>();
  const seatsTaken = async (time: string) =>
    (
      await t.app.database.query<{ n: number }>('SELECT seats_taken AS n FROM booking_departures WHERE id = $1', [
        trains[time],
      ])
    ).rows[0]!.n;
  /** Two adults and a child held on a train, and the buyer sent to pay: the order and Stripe's session. */
  const holdAndPay = async (time: string) => {
    const held = await visitor('POST', '/api/booking/holds', {
      departureId: trains[time],
      tickets: { adult: 2, child: 1 },
    });
    const { reference } = held.json<Order>();
    const pay = () =>
      visitor('POST', '/api/booking/orders/pay', {
        reference: reference,
        name: 'Ann Kewley',
        email: 'ann@example.org',
      });
    const res = await pay();
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json<{ url: string }>();
    return { reference, url, sessionId: url.split('/').at(-1)!, pay };
  };
  const check = (sessionId: string) => visitor('POST', '/api/payments/check', { sessionId });

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      env: { DEMO_CONTENT: 'false', MAIL_WORKERS: 'false', PUBLIC_URL: 'https://trains.example.org', ...stripe.env },
    });
    webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe-webhook`;
    const adminCookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    admin = adminCalls(t, adminCookie);
    site = siteItemCalls(
      () => t.app,
      () => adminCookie,
    );
    trains = await bookableGhostDay(t, adminCookie, GHOST_DAY);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('offers paying online; 2 adults and a child go to Stripe with the lines in pence, kept until the page closes', async () => {
    expect((await visitor('GET', `/api/booking/days/${GHOST_DAY}`)).json<BookingDay>().payOnline).toBe(true);
    const { reference, url, sessionId, pay } = await holdAndPay('18:00');
    expect(url).toBe(stripe.session(sessionId).url);
    const order = await orderOf(reference);
    expect(order).toMatchObject({ state: 'awaiting_payment', name: 'Ann Kewley', totalPence: 750 });

    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    expect(created).toHaveLength(1);
    expect(created[0]!.form).toMatchObject({
      customer_email: 'ann@example.org',
      success_url: `https://trains.example.org/book/return?session={CHECKOUT_SESSION_ID}#ref=${reference}`,
      line_items: {
        0: { quantity: '2', price_data: { currency: 'gbp', unit_amount: '300' } },
        1: { quantity: '1', price_data: { currency: 'gbp', unit_amount: '150' } },
      },
    });
    expect(created[0]!.idempotencyKey).toMatch(/^booking-order-/);
    expect(Number(created[0]!.form.expires_at) * 1000).toBeLessThanOrEqual(new Date(order.heldUntil).getTime());
    expect(JSON.stringify(created[0]!.form.metadata)).not.toContain(reference);
    const { rows } = await t.app.database.query<{ row: string }>('SELECT row_to_json(p)::text AS row FROM payments p');
    expect(rows.map((r) => r.row).join('\n')).not.toContain(reference);

    // A double click: the same page, no second checkout, and the seats are still taken once.
    expect((await pay()).json()).toEqual({ url });
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')).toHaveLength(1);
    expect((await departure('18:00')).seatsLeft).toBe(17);
  });

  it('a browser back on the return page without paying is told “still waiting”, and nothing is confirmed', async () => {
    const { reference, sessionId } = await holdAndPay('19:00');
    const back = await check(sessionId);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ state: 'open', purpose: 'booking' });
    expect((await orderOf(reference)).state).toBe('awaiting_payment');
    const reserve = await visitor('POST', '/api/booking/orders/reserve', {
      reference: reference,
      name: 'Ann Kewley',
      email: 'ann@example.org',
    });
    expect(reserve.json().error).toMatchObject({ code: 'awaiting_payment', message: bookingMessages.awaitingPayment });
  });

  it('the signed webhook marks the order paid once; sent again, nothing changes and the seats stay taken once', async () => {
    const { reference, sessionId } = await holdAndPay('18:30');
    const paid = stripe.pay(sessionId);
    expect((await stripe.deliver(paid, webhookUrl)).status).toBe(200);
    expect((await orderOf(reference)).state).toBe('paid');
    expect((await check(sessionId)).json()).toMatchObject({ state: 'paid' });
    const sold = async () =>
      (await admin('GET', '/api/admin/booking')).json<AdminBooking>().departures.find((d) => d.id === trains['18:30']);
    expect(await sold()).toMatchObject({ seatsSold: 3, seatsHeld: 0 });

    expect((await stripe.deliver(paid, webhookUrl)).status).toBe(200);
    expect((await orderOf(reference)).state).toBe('paid');
    expect(await sold()).toMatchObject({ seatsSold: 3, seatsHeld: 0 });
    expect(await seatsTaken('18:30')).toBe(3);
    expect((await departure('18:30')).seatsLeft).toBe(17);
  });

  it('a whole refund made in Stripe’s dashboard ends the order and gives its seats back, as an admin’s refund does', async () => {
    const before = await seatsTaken('19:00');
    const { reference, sessionId } = await holdAndPay('19:00');
    expect((await stripe.deliver(stripe.pay(sessionId), webhookUrl)).status).toBe(200);
    expect(await seatsTaken('19:00')).toBe(before + 3);
    const refunded = stripe.refundInDashboard(sessionId, stripe.session(sessionId).amount_total);
    expect((await stripe.deliver(refunded, webhookUrl)).status).toBe(200);
    expect((await orderOf(reference)).state).toBe('refunded');
    expect(await seatsTaken('19:00')).toBe(before);
    expect((await stripe.deliver(refunded, webhookUrl)).status).toBe(200);
    expect(await seatsTaken('19:00')).toBe(before);
  });

  it('a checkout that expires unpaid gives the seats back, once however often Stripe says so', async () => {
    const before = await seatsTaken('19:00');
    const { reference, sessionId } = await holdAndPay('19:00');
    expect(await seatsTaken('19:00')).toBe(before + 3);
    const expired = stripe.expire(sessionId);
    expect((await stripe.deliver(expired, webhookUrl)).status).toBe(200);
    expect((await orderOf(reference)).state).toBe('expired');
    expect(await seatsTaken('19:00')).toBe(before);
    expect((await stripe.deliver(expired, webhookUrl)).status).toBe(200);
    expect((await stripe.deliver(stripe.expire(sessionId), webhookUrl)).status).toBe(200);
    expect(await seatsTaken('19:00')).toBe(before);
    expect((await check(sessionId)).json()).toMatchObject({ state: 'expired' });
  });

  const giftAid = { title: 'Ms', firstName: 'Gina', lastName: 'Kermode', house: '3', postcode: 'im4 7nl' };
  const holdForGiftAid = async (email: string) => {
    const held = await visitor('POST', '/api/booking/holds', {
      departureId: trains['18:30'],
      tickets: { adult: 2, child: 1 },
    });
    const { reference } = held.json<Order>();
    const pay = () => visitor('POST', '/api/booking/orders/pay', { reference, name: 'Gina Kermode', email, giftAid });
    return { reference, pay };
  };

  it('in Isle of Man mode Gift Aid on admission is not offered, and paying with it is refused, changing nothing', async () => {
    expect((await visitor('GET', `/api/booking/days/${GHOST_DAY}`)).json<BookingDay>().giftAid).toBeNull();
    const { reference, pay } = await holdForGiftAid('gina@example.org');
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'other_tax_relief', message: giftAidWords.notUk });
    expect(await orderOf(reference)).toMatchObject({ state: 'held', totalPence: 750 });
    const declarations = await t.app.database.query('SELECT id FROM gift_aid_declarations');
    expect(declarations.rows).toHaveLength(0);
  });

  it('in UK mode the fare with Gift Aid is offered beside the standard one, paid through Stripe and claimed', async () => {
    await site.useTaxRelief('uk-gift-aid');
    const day = (await visitor('GET', `/api/booking/days/${GHOST_DAY}`)).json<BookingDay>();
    expect(day.prices).toMatchObject({ adult: 300, child: 150 });
    expect(day.giftAid).toMatchObject({ charity: 'Laxey Heritage Trust', prices: { adult: 330, child: 170 } });

    const { reference, pay } = await holdForGiftAid('gina@example.org');
    const res = await pay();
    expect(res.statusCode, res.body).toBe(200);
    const sessionId = res.json<{ url: string }>().url.split('/').at(-1)!;
    expect(await orderOf(reference)).toMatchObject({ state: 'awaiting_payment', totalPence: 830 });
    // A double click opens the same page and makes no second declaration; the standard fare asked now is refused.
    expect((await pay()).json()).toEqual(res.json());
    const standardNow = await visitor('POST', '/api/booking/orders/pay', {
      reference,
      name: 'Gina Kermode',
      email: 'gina@example.org',
    });
    expect(standardNow.json().error.code).toBe('awaiting_payment');
    const declared = await t.app.database.query(
      `SELECT id FROM gift_aid_declarations WHERE email = 'gina@example.org'`,
    );
    expect(declared.rows).toHaveLength(1);
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    expect(created.at(-1)!.form).toMatchObject({
      line_items: {
        0: { quantity: '2', price_data: { currency: 'gbp', unit_amount: '330' } },
        1: { quantity: '1', price_data: { currency: 'gbp', unit_amount: '170' } },
      },
    });
    // A standard fare's order paid the same day is no gift, and stays off the claim.
    const standard = await holdAndPay('18:30');
    for (const session of [sessionId, standard.sessionId]) {
      expect((await stripe.deliver(stripe.pay(session), webhookUrl)).status).toBe(200);
    }
    expect((await orderOf(reference)).state).toBe('paid');

    const today = dayFromToday(0);
    const claim = await admin('GET', `/api/admin/tax-relief/gift-aid-claim?from=${today}&to=${today}`);
    expect(claim.statusCode).toBe(200);
    const rows = await readOdsRows(claim.rawPayload);
    const [d, m, y] = [today.slice(8, 10), today.slice(5, 7), today.slice(2, 4)];
    expect(rows.slice(rows.findIndex((r) => r[0] === 'Title') + 1)).toEqual([
      ['Ms', 'Gina', 'Kermode', '3', 'IM4 7NL', '', '', `${d}/${m}/${y}`, 8.3],
    ]);

    // After a part refund the claim is what is left, while that is still 10% over the standard £7.50 of the tickets
    // kept (£8.25); the child's fare refunded (£1.70) leaves £6.60, no longer a gift, and the order off the claim.
    const { rows: paid } = await t.app.database.query<{ id: string }>(
      `SELECT p.id FROM payments p JOIN booking_orders o ON p.reference = o.id::text WHERE o.email = 'gina@example.org'`,
    );
    const claimedAfterRefund = async (amountPence: number) => {
      const refund = await admin('POST', `/api/admin/payments/${paid[0]!.id}/refunds`, {
        amountPence,
        idempotencyKey: crypto.randomUUID(),
      });
      expect(refund.statusCode, refund.body).toBe(201);
      const after = await admin('GET', `/api/admin/tax-relief/gift-aid-claim?from=${today}&to=${today}`);
      const left = await readOdsRows(after.rawPayload);
      return left.slice(left.findIndex((r) => r[0] === 'Title') + 1).map((r) => r.at(-1));
    };
    expect(await claimedAfterRefund(5)).toEqual([8.25]);
    expect(await claimedAfterRefund(165)).toEqual([]);
  });

  it('in UK mode the fare with Gift Aid is reserved to pay at the station, and claimed once the office records it paid', async () => {
    const { reference } = await holdForGiftAid('sam@example.org');
    const declaration = { ...giftAid, firstName: 'Sam', lastName: 'Station' };
    const reserved = await visitor('POST', '/api/booking/orders/reserve', {
      reference,
      name: 'Sam Station',
      email: 'sam@example.org',
      giftAid: declaration,
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json<Order>()).toMatchObject({ state: 'reserved', totalPence: 830 });
    const today = dayFromToday(0);
    const claimed = async () => {
      const claim = await admin('GET', `/api/admin/tax-relief/gift-aid-claim?from=${today}&to=${today}`);
      const rows = await readOdsRows(claim.rawPayload);
      return rows.slice(rows.findIndex((r) => r[0] === 'Title') + 1).map((r) => [r[2], r.at(-1)]);
    };
    // Reserved is not paid: nothing is claimed until the booking office takes the money.
    expect(await claimed()).toEqual([]);

    const { rows } = await t.app.database.query<{ id: string }>(
      `SELECT id FROM booking_orders WHERE email = 'sam@example.org'`,
    );
    const paid = await admin('POST', `/api/admin/booking/orders/${rows[0]!.id}/paid-at-station`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'paid', totalPence: 830 });
    expect(await claimed()).toEqual([['Station', 8.3]]);
    const again = await admin('POST', `/api/admin/booking/orders/${rows[0]!.id}/paid-at-station`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(bookingAdminMessages.notReserved);
    const audit = await admin('GET', `/api/admin/audit?q=${encodeURIComponent(rows[0]!.id)}`);
    const entries = audit.json<{ entries: AuditEntry[] }>().entries;
    // The refused second call is in the log too, with its status.
    expect(entries.map((e) => [e.action, e.status])).toEqual([
      ['recorded a booking paid at the station', 409],
      ['recorded a booking paid at the station', 200],
    ]);
    expect(entries[1]!.details).toContain('£8.30');
  });

  it('with online payment switched off, the day says so and paying online is refused', async () => {
    expect((await admin('PUT', '/api/admin/payment-settings', { onlinePayment: false })).statusCode).toBe(200);
    expect((await visitor('GET', `/api/booking/days/${GHOST_DAY}`)).json<BookingDay>().payOnline).toBe(false);
    const held = await visitor('POST', '/api/booking/holds', { departureId: trains['18:00'], tickets: { adult: 1 } });
    const { reference } = held.json<Order>();
    const res = await visitor('POST', '/api/booking/orders/pay', {
      reference: reference,
      name: 'Ann',
      email: 'ann@example.org',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'not_offered', message: bookingMessages.payOnlineOff });
    expect((await orderOf(reference)).state).toBe('held');
  });
});
