import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingDay, bookingRules, type Order } from '@lmr/shared/booking';
import { type WaitingEntry, waitingListMessages } from '@lmr/shared/booking-waiting-list';
import { sweepLapsedOffers } from '../src/domains/booking/waiting-list-mail.ts';
import { bookableGhostDay } from './support/booking.ts';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe.ts';
import { adminCalls, dayFromToday } from './support/roster.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

const GHOST_DAY = dayFromToday(12);

describe('the waiting list of a full train: freed seats offered by mail, in order, each offer held for a while', () => {
  let t: TestApp;
  let inbox: Inbox;
  let stripe: FakeStripe;
  let webhookUrl: string;
  let admin: ReturnType<typeof adminCalls>;
  let trains: Record<string, string>;
  let buyer = 0;

  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, remoteAddress: `10.0.3.${++buyer}`, headers: { origin: t.config.publicUrl } });
  const hold = async (tickets: object) => {
    const held = await visitor('POST', '/api/booking/holds', { departureId: trains['19:00'], tickets });
    expect(held.statusCode, held.body).toBe(201);
    return held.json<Order>().reference;
  };
  const reserve = (reference: string, name: string, email: string) =>
    visitor('POST', '/api/booking/orders/reserve', { reference, name, email });
  const join = (name: string, email: string, tickets: object, time = '19:00') =>
    visitor('POST', '/api/booking/waiting-list', { departureId: trains[time], tickets, name, email });
  const mailsTo = (to: string) => inbox.received.filter((r) => r.to.includes(to));
  /** The secret of the offer link in the waiting-list mail to `to`. */
  const offerReference = async (to: string) => {
    const mail = await inbox.waitForMail(to, /Seats for you: the 19:00 train/);
    return /\/book\/offer#ref=([A-Za-z0-9_-]{22})/.exec(mail.text!)![1]!;
  };
  const manageReference = async (to: string) =>
    /\/book\/manage#ref=(\S+)/.exec((await inbox.waitForMail(to, /Your tickets/)).text!)![1]!;
  /** Seats left as visitors see them, and the train's count of seats taken, which never passes its capacity. */
  async function seats() {
    const day = (await visitor('GET', `/api/booking/days/${GHOST_DAY}`)).json<BookingDay>();
    const { rows } = await t.app.database.query<{ seats: number; seats_taken: number }>(
      'SELECT seats, seats_taken FROM booking_departures WHERE id = $1',
      [trains['19:00']],
    );
    expect(rows[0]!.seats_taken).toBeLessThanOrEqual(rows[0]!.seats);
    return day.departures.find((d) => d.time === '19:00')!.seatsLeft;
  }
  /**
   * The clock moved past the end of `email`'s offer: its hold's end and its end job's start, set by the database's
   * clock, go back a second (the job carries the entry's id and nothing else, and starts as the hold has ended).
   */
  async function offerRunsOut(email: string) {
    const { rows } = await t.app.database.query<{ keys: string[]; starts: boolean }>(
      `SELECT array(SELECT jsonb_object_keys(j.data) ORDER BY 1) AS keys, j.start_after - o.held_until BETWEEN interval '0' AND interval '2 milliseconds' AS starts
         FROM pgboss.job j JOIN booking_waiting_list w ON w.id::text = j.data->>'entryId'
         JOIN booking_orders o ON o.id = w.order_id
        WHERE j.data->>'kind' = 'booking-waiting-list-lapse' AND w.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ keys: ['entryId', 'kind'], starts: true }]);
    await t.app.database.query(
      `UPDATE booking_orders SET held_until = now() - interval '1 second' WHERE email = $1 AND state = 'held'`,
      [email],
    );
    await t.app.database.query(
      `UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE data->>'kind' = 'booking-waiting-list-lapse'
          AND data->>'entryId' IN (SELECT id::text FROM booking_waiting_list WHERE email = $1)`,
      [email],
    );
  }
  const list = async () => {
    const answer = await admin('GET', `/api/admin/booking/departures/${trains['19:00']}/waiting-list`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<WaitingEntry[]>().map((e) => [e.name, e.seats, e.state]);
  };

  beforeAll(async () => {
    [inbox, stripe] = await Promise.all([startInbox(), startFakeStripe()]);
    t = await createTestApp({
      env: { DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org', SMTP_URL: inbox.url, ...stripe.env },
    });
    webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe-webhook`;
    const adminCookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    admin = adminCalls(t, adminCookie);
    trains = await bookableGhostDay(t, adminCookie, GHOST_DAY);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([inbox.close(), stripe.close()]);
  });

  it('a full train: joining is offered, in order; bad input and a train with the seats are refused, storing nothing', async () => {
    for (const adult of [8, 8, 1]) await hold({ adult });
    expect((await reserve(await hold({ adult: 3 }), 'Ann Kewley', 'ann@example.org')).statusCode).toBe(200);
    expect(await seats()).toBe(0);
    const refused = await visitor('POST', '/api/booking/holds', {
      departureId: trains['19:00'],
      tickets: { adult: 2 },
    });
    expect(refused.json().error.code).toBe('sold_out');

    const first = await join('Bea Quayle', 'bea@example.org', { adult: 2, child: 1 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ position: 1 });
    expect((await join('Cal Corlett', 'cal@example.org', { adult: 3 })).json()).toEqual({ position: 2 });
    expect((await join('Bea Quayle', 'BEA@example.org', { adult: 2, child: 1 })).json()).toEqual({ position: 1 });

    const hasSeats = await join('Dot Kinvig', 'dot@example.org', { adult: 2 }, '18:30');
    expect(hasSeats.statusCode).toBe(409);
    expect(hasSeats.json().error).toEqual({ code: 'not_full', message: waitingListMessages.notFull });
    const bad = await join('', 'not an address', { adult: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'name', 'tickets.adult']);
    expect(await list()).toEqual([
      ['Bea Quayle', 3, 'waiting'],
      ['Cal Corlett', 3, 'waiting'],
    ]);
  });

  it('a cancellation offers its seats to the first; let lapse, they pass to the second, who books them', async () => {
    const cancelled = await visitor('POST', '/api/booking/manage/cancel', {
      reference: await manageReference('ann@example.org'),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await seats()).toBe(0);

    const bea = await offerReference('bea@example.org');
    const offered = (await visitor('POST', '/api/booking/orders/find', { reference: bea })).json<Order>();
    expect(offered).toMatchObject({ state: 'held', time: '19:00', tickets: { adult: 2, child: 1 }, totalPence: 750 });
    expect(await list()).toEqual([
      ['Bea Quayle', 3, 'offered'],
      ['Cal Corlett', 3, 'waiting'],
    ]);

    // Bea lets the offer lapse: the queue's job for its end passes the seats to Cal.
    await offerRunsOut('bea@example.org');
    const cal = await offerReference('cal@example.org');
    expect(await seats()).toBe(0);
    expect((await reserve(bea, 'Bea Quayle', 'bea@example.org')).json().error.code).toBe('hold_expired');

    const booked = await reserve(cal, 'Cal Corlett', 'cal@example.org');
    expect(booked.statusCode, booked.body).toBe(200);
    await inbox.waitForMail('cal@example.org', /Your tickets: the 19:00 train/);
    expect(await seats()).toBe(0);
    expect(await list()).toEqual([
      ['Bea Quayle', 3, 'lapsed'],
      ['Cal Corlett', 3, 'booked'],
    ]);
    // The safety net's sweep, after the job, offers nobody twice.
    await sweepLapsedOffers(t.app.database, t.app.mailQueue, t.app.log);
    expect(mailsTo('bea@example.org')).toHaveLength(1);
    expect(mailsTo('cal@example.org').map((r) => r.mail.subject)).toEqual([
      expect.stringMatching(/^Seats for you/),
      expect.stringMatching(/^Your tickets/),
    ]);
  });

  it('leaving from the offer gives its seats to the next person at once; an unknown offer is refused', async () => {
    expect((await join('Dot Kinvig', 'dot@example.org', { adult: 3 })).json()).toEqual({ position: 1 });
    expect((await join('Eve Clague', 'eve@example.org', { adult: 1, child: 2 })).json()).toEqual({ position: 2 });
    const cancelled = await visitor('POST', '/api/booking/manage/cancel', {
      reference: await manageReference('cal@example.org'),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const dot = await offerReference('dot@example.org');
    const left = await visitor('POST', '/api/booking/waiting-list/leave', { reference: dot });
    expect(left.statusCode, left.body).toBe(204);
    await offerReference('eve@example.org');
    expect(await seats()).toBe(0);
    expect((await reserve(dot, 'Dot Kinvig', 'dot@example.org')).json().error.code).toBe('hold_expired');
    const again = await visitor('POST', '/api/booking/waiting-list/leave', { reference: dot });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(waitingListMessages.offerUnknown);
    expect((await list()).slice(1)).toEqual([
      ['Cal Corlett', 3, 'cancelled'],
      ['Dot Kinvig', 3, 'left'],
      ['Eve Clague', 3, 'offered'],
    ]);
  });

  it('an offer paid online and then refunded in full shows as refunded, and its seats go to the next person', async () => {
    expect((await join('Zoe Teare', 'zoe@example.org', { adult: 3 })).json()).toEqual({ position: 1 });
    const pay = await visitor('POST', '/api/booking/orders/pay', {
      reference: await offerReference('eve@example.org'),
      name: 'Eve Clague',
      email: 'eve@example.org',
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const sessionId = pay.json<{ url: string }>().url.split('/').at(-1)!;
    expect((await stripe.deliver(stripe.pay(sessionId), webhookUrl)).status).toBe(200);
    expect((await list()).at(-2)).toEqual(['Eve Clague', 3, 'booked']);

    const { rows } = await t.app.database.query<{ id: string; amount: number }>(
      `SELECT p.id, p.amount_pence AS amount FROM payments p JOIN booking_orders o ON o.id::text = p.reference
        WHERE o.email = 'eve@example.org'`,
    );
    const refund = await admin('POST', `/api/admin/payments/${rows[0]!.id}/refunds`, {
      amountPence: rows[0]!.amount,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(refund.statusCode, refund.body).toBe(201);
    expect((await list()).slice(-2)).toEqual([
      ['Eve Clague', 3, 'refunded'],
      ['Zoe Teare', 3, 'offered'],
    ]);
    await offerReference('zoe@example.org');
  });

  it('limits joining per e-mail address: past five in an hour it is refused, and the list stays as it was', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await join('Fay Kermode', 'fay@example.org', { adult: 1 })).json()).toEqual({ position: 1 });
    }
    const refused = await join('Fay Kermode', 'fay@example.org', { adult: 2 });
    expect(refused.statusCode).toBe(429);
    expect((await list()).at(-1)).toEqual(['Fay Kermode', 1, 'waiting']);
  });

  it('a carriage added to the full train offers its new seats to the waiting list, in order, before anyone else', async () => {
    expect((await join('Gil Moore', 'gil@example.org', { adult: 3 })).json()).toEqual({ position: 2 });
    const wagon = await admin('PUT', '/api/admin/booking/carriages/ore-wagons', { seats: 4, wheelchairSpaces: 0 });
    expect(wagon.statusCode, wagon.body).toBe(204);
    const added = await admin('PUT', `/api/admin/booking/departures/${trains['19:00']}`, {
      carriages: ['carriage-1', 'carriage-2', 'ore-wagons'],
      ...bookingRules.defaults,
    });
    expect(added.statusCode, added.body).toBe(204);
    expect((await list()).slice(-2)).toEqual([
      ['Fay Kermode', 1, 'offered'],
      ['Gil Moore', 3, 'offered'],
    ]);
    expect(await seats()).toBe(0);
    await offerReference('fay@example.org');
    await offerReference('gil@example.org');
  });

  it('a carriage of the full train given more seats in place offers them to the waiting list, in order', async () => {
    expect((await join('Ivy Cain', 'ivy@example.org', { adult: 2 })).json()).toEqual({ position: 1 });
    const raised = await admin('PUT', '/api/admin/booking/carriages/ore-wagons', { seats: 6, wheelchairSpaces: 0 });
    expect(raised.statusCode, raised.body).toBe(204);
    expect((await list()).at(-1)).toEqual(['Ivy Cain', 2, 'offered']);
    expect(await seats()).toBe(0);
    await offerReference('ivy@example.org');
  });

  it('a cancelled day offers nobody the seats freed on its trains: no offer is made for a train that will not run', async () => {
    expect((await join('Hal Crellin', 'hal@example.org', { adult: 1 })).json()).toEqual({ position: 1 });
    const cancelled = await admin('PUT', `/api/admin/timetable/changes/${GHOST_DAY}`, {
      status: 'cancelled',
      reason: 'high winds',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Gil lets his offer lapse: its three seats come back on a train that will not run.
    await t.app.database.query(
      `UPDATE booking_orders SET held_until = now() - interval '1 second' WHERE email = 'gil@example.org'`,
    );
    await sweepLapsedOffers(t.app.database, t.app.mailQueue, t.app.log);
    expect((await list()).slice(-3)).toEqual([
      ['Gil Moore', 3, 'lapsed'],
      ['Ivy Cain', 2, 'offered'],
      ['Hal Crellin', 1, 'waiting'],
    ]);
  });
});
