import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, bookingRules, type BookingDay, type ManagedBooking, type Order } from '@lmr/shared/booking';
import { cancelledDayMessages } from '@lmr/shared/booking-cancelled-day';
import { longDate } from '@lmr/shared/day-text';
import { migrate } from '../src/db/migrate.ts';
import { checkCrew } from '../src/domains/booking/crew-check.ts';
import { mailCancelledDay, sweepCancelledDays } from '../src/domains/booking/cancelled-day-mail.ts';
import { bookableGhostDay, ghostPattern, visitorCalls } from './support/booking.ts';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe.ts';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, jobContext, loginCookie, type TestApp } from './support/test-app.ts';

const MIGRATION = '2275_cancelled_trains_per_order_and_train.sql';
const GHOST_DAY = dayFromToday(14);
const OTHER_DAY = dayFromToday(15);
/** Within the fortnight before a day when its roster is checked for its crew (crewRules). */
const CREW_DAYS = [dayFromToday(12), dayFromToday(13)];

/**
 * A cancelled day's bookings (decision 140): the admin cancels the day in the timetable, each live order gets
 * one mail through the real SMTP inbox with the three choices, and a refund reaches the fake Stripe once.
 */
describe('booking: a day cancelled with bookings on it', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let inbox: Inbox;
  let webhookUrl: string;
  let admin: ReturnType<typeof adminCalls>;
  let cookie: string;
  let trains: Record<string, string>;
  let otherTrains: Record<string, string>;
  let visitor: ReturnType<typeof visitorCalls>;

  const held = async (time: string, tickets: object) => {
    const res = await visitor('POST', '/api/booking/holds', { departureId: trains[time], tickets });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>().reference;
  };
  const mailsTo = (to: string) => inbox.received.filter((r) => r.to.includes(to));
  const manageReference = (to: string, subject: RegExp) =>
    /\/book\/manage#ref=(\S+)/.exec(mailsTo(to).find((r) => subject.test(r.mail.subject ?? ''))!.mail.text!)![1]!;
  const choose = (what: 'refund' | 'donate' | 'rebook', body: object) =>
    visitor('POST', `/api/booking/manage/${what}`, body);
  const managedAt = async (to: string) =>
    (
      await visitor('POST', '/api/booking/manage', { reference: manageReference(to, /Cancelled/) })
    ).json<ManagedBooking>();
  const refundsAtStripe = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
  const cancelDay = () =>
    admin('PUT', `/api/admin/timetable/changes/${GHOST_DAY}`, { status: 'cancelled', reason: 'high winds' });
  /** The sweep's work now, as every process does it every few seconds. */
  const sweep = () => sweepCancelledDays(jobContext(t));
  const orderIdOf = async (email: string) =>
    (await t.app.database.query<{ id: string }>('SELECT id FROM booking_orders WHERE email = $1', [email])).rows[0]!.id;
  const paymentIdOf = async (email: string) =>
    (
      await t.app.database.query<{ id: string }>('SELECT id FROM payments WHERE reference = $1', [
        await orderIdOf(email),
      ])
    ).rows[0]!.id;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    inbox = await startInbox();
    t = await createTestApp({
      env: { DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org', SMTP_URL: inbox.url, ...stripe.env },
    });
    visitor = visitorCalls(t, '10.0.3');
    webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe-webhook`;
    cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    admin = adminCalls(t, cookie);
    trains = await bookableGhostDay(t, cookie, GHOST_DAY);
    const view = (await admin('GET', '/api/admin/timetable')).json<{ patterns: { id: string; name: string }[] }>();
    const patternId = view.patterns.find((p) => p.name === ghostPattern.name)!.id;
    expect((await admin('POST', '/api/admin/timetable/days', { date: OTHER_DAY, patternId })).statusCode).toBe(201);
    const made = await admin('POST', '/api/admin/booking/departures', {
      date: OTHER_DAY,
      carriages: ['carriage-1'],
      ...bookingRules.defaults,
    });
    expect(made.statusCode, made.body).toBe(201);
    const day = (await visitor('GET', `/api/booking/days/${OTHER_DAY}`)).json<BookingDay>();
    otherTrains = Object.fromEntries(day.departures.map((d) => [d.time, d.id]));

    // Ann reserves to pay at the station; Bob and Cat pay online through the fake Stripe.
    const ann = await held('18:00', { adult: 2, child: 1 });
    const reserved = await visitor('POST', '/api/booking/orders/reserve', {
      reference: ann,
      name: 'Ann Kewley',
      email: 'ann@example.org',
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    for (const [name, email] of [
      ['Bob Quayle', 'bob@example.org'],
      ['Cat Corlett', 'cat@example.org'],
      ['Dan Kinvig', 'dan@example.org'],
    ]) {
      const reference = await held('18:30', { adult: 2, child: 1 });
      const pay = await visitor('POST', '/api/booking/orders/pay', { reference, name, email });
      expect(pay.statusCode, pay.body).toBe(200);
      const sessionId = pay.json<{ url: string }>().url.split('/').at(-1)!;
      expect((await stripe.deliver(stripe.pay(sessionId), webhookUrl)).status).toBe(200);
    }
    for (const to of ['ann@example.org', 'bob@example.org', 'cat@example.org', 'dan@example.org'])
      await inbox.waitForMail(to, /Your tickets/);
    // An admin refunds part of Dan's fare before the day is cancelled.
    const part = await admin('POST', `/api/admin/payments/${await paymentIdOf('dan@example.org')}/refunds`, {
      amountPence: 250,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(part.statusCode, part.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    await stripe.close();
  });

  it('cancelling the day stops its sales and mails each live booking once, with the three choices', async () => {
    expect((await cancelDay()).statusCode).toBe(200);
    await sweep();
    const refused = await visitor('POST', '/api/booking/holds', {
      departureId: trains['19:00'],
      tickets: { adult: 1 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'not_on_sale', message: bookingMessages.notOnSale });

    const subject = /Cancelled: the 18:00 train/;
    const ann = await inbox.waitForMail('ann@example.org', subject);
    expect(ann.text).toContain('(high winds)');
    expect(ann.text).toContain(cancelledDayMessages.chooseMove);
    expect(ann.text).toContain(cancelledDayMessages.chooseRefundReserved);
    expect(ann.text).toContain(cancelledDayMessages.chooseDonateReserved);
    const bob = await inbox.waitForMail('bob@example.org', /Cancelled: the 18:30 train/);
    expect(bob.text).toContain(cancelledDayMessages.chooseRefundPaid('£7.50'));
    expect(bob.text).toContain(cancelledDayMessages.chooseDonate('£7.50'));
    expect(bob.text).toMatch(/https:\/\/trains\.example\.org\/book\/manage#ref=/);
    await inbox.waitForMail('cat@example.org', /Cancelled/);
    // Part of Dan's fare was refunded already: the refund offered is the rest.
    const dan = await inbox.waitForMail('dan@example.org', /Cancelled: the 18:30 train/);
    expect(dan.text).toContain(cancelledDayMessages.chooseRefundPaid('£5.00'));
    // The manage link says the train is cancelled, with the choice still to make.
    expect(await managedAt('bob@example.org')).toMatchObject({ state: 'paid', cancelledTrain: { choice: null } });

    // Cancelled again (undone and cancelled once more), swept, and each mail sent by hand: nobody is mailed again.
    expect((await admin('DELETE', `/api/admin/timetable/changes/${GHOST_DAY}`)).statusCode).toBe(204);
    expect((await cancelDay()).statusCode).toBe(200);
    await sweep();
    const anns = await orderIdOf('ann@example.org');
    await mailCancelledDay(t.app.database, t.app.mailer, t.config, anns);
    for (const to of ['ann@example.org', 'bob@example.org', 'cat@example.org']) {
      expect(
        mailsTo(to).filter((r) => /Cancelled/.test(r.mail.subject ?? '')),
        to,
      ).toHaveLength(1);
    }
  });

  it('a refund of a paid booking reaches the fake Stripe once, in full, even when asked twice', async () => {
    const refundsBefore = refundsAtStripe().length;
    const reference = manageReference('bob@example.org', /Cancelled/);
    const first = await choose('refund', { reference });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ManagedBooking>()).toMatchObject({ state: 'refunded', cancelledTrain: { choice: 'refunded' } });
    expect((await managedAt('bob@example.org')).cancelledTrain).toEqual({ choice: 'refunded', leftToRefundPence: 0 });
    const again = await choose('refund', { reference });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'already_chosen', message: cancelledDayMessages.alreadyChosen });
    expect(refundsAtStripe()).toHaveLength(refundsBefore + 1);
    expect(refundsAtStripe().at(-1)!.form).toMatchObject({ amount: '750' });
    const { rows } = await t.app.database.query<{ state: string; amount_pence: number }>(
      'SELECT r.state, r.amount_pence FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.reference = $1',
      [await orderIdOf('bob@example.org')],
    );
    expect(rows).toEqual([{ state: 'succeeded', amount_pence: 750 }]);
    // A donation after the refund is the same booking's second choice: refused.
    expect((await choose('donate', { reference })).json().error.code).toBe('already_chosen');
  });

  it('a paid fare given as a donation is recorded in payments with no refund; a reservation has nothing to give', async () => {
    const refundsBefore = refundsAtStripe().length;
    const donated = await choose('donate', { reference: manageReference('cat@example.org', /Cancelled/) });
    expect(donated.statusCode, donated.body).toBe(200);
    const { rows } = await t.app.database.query<{ amount_pence: number; state: string }>(
      'SELECT d.amount_pence, p.state FROM fare_donations d JOIN payments p ON p.id = d.payment_id WHERE p.reference = $1',
      [await orderIdOf('cat@example.org')],
    );
    expect(rows).toEqual([{ amount_pence: 750, state: 'paid' }]);
    expect(refundsAtStripe()).toHaveLength(refundsBefore);

    const ann = await choose('donate', { reference: manageReference('ann@example.org', /Cancelled/) });
    expect(ann.statusCode).toBe(409);
    expect(ann.json().error).toEqual({ code: 'nothing_paid', message: cancelledDayMessages.nothingPaid });
  });

  it('moves a booking to a train with seats on another day, once; a train of the cancelled day is refused', async () => {
    const reference = manageReference('ann@example.org', /Cancelled/);
    const sameDay = await choose('rebook', { reference, departureId: trains['19:00'] });
    expect(sameDay.json().error).toEqual({ code: 'same_day', message: cancelledDayMessages.otherDay });
    const moved = await choose('rebook', { reference, departureId: otherTrains['18:30'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ManagedBooking>()).toMatchObject({
      state: 'reserved',
      date: OTHER_DAY,
      time: '18:30',
      cancelledTrain: { choice: 'moved' },
    });
    const day = (await visitor('GET', `/api/booking/days/${OTHER_DAY}`)).json<BookingDay>();
    expect(day.departures.find((d) => d.time === '18:30')!.seatsLeft).toBe(7);
    const twice = await choose('rebook', { reference, departureId: otherTrains['19:00'] });
    expect(twice.json().error.code).toBe('already_chosen');

    const audit = await t.app.database.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE action LIKE 'a buyer%' ORDER BY id",
    );
    expect(audit.rows.map((r) => r.action)).toEqual([
      cancelledDayMessages.auditRefund,
      cancelledDayMessages.auditDonate,
      cancelledDayMessages.auditMove,
    ]);
  });

  it('a booking moved to another day is mailed its three choices again when that day is cancelled too', async () => {
    const cancelled = await admin('PUT', `/api/admin/timetable/changes/${OTHER_DAY}`, {
      status: 'cancelled',
      reason: 'a failed engine',
    });
    expect(cancelled.statusCode).toBe(200);
    await sweep();
    await sweep();
    const subject = new RegExp(`Cancelled: the 18:30 train on ${longDate(OTHER_DAY)}`);
    const mail = await inbox.waitForMail('ann@example.org', subject);
    expect(mail.text).toContain('(a failed engine)');
    expect(mail.text).toContain(cancelledDayMessages.chooseRefundReserved);
    expect(mailsTo('ann@example.org').filter((r) => subject.test(r.mail.subject ?? ''))).toHaveLength(1);
    expect(await managedAt('ann@example.org')).toMatchObject({ date: OTHER_DAY, cancelledTrain: { choice: null } });
    const refunded = await choose('refund', { reference: manageReference('ann@example.org', /Cancelled/) });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<ManagedBooking>()).toMatchObject({
      state: 'cancelled',
      cancelledTrain: { choice: 'refunded' },
    });
  });

  it('a partly refunded booking can still take the refund: the fake Stripe is asked for the rest', async () => {
    // Its manage page offers what is left, not the whole fare.
    expect((await managedAt('dan@example.org')).cancelledTrain).toEqual({ choice: null, leftToRefundPence: 500 });
    const rest = await choose('refund', { reference: manageReference('dan@example.org', /Cancelled/) });
    expect(rest.statusCode, rest.body).toBe(200);
    // The rest makes the refund whole, which ends the booking as refunded (decision 155).
    expect(rest.json<ManagedBooking>()).toMatchObject({ state: 'refunded', cancelledTrain: { choice: 'refunded' } });
    expect(refundsAtStripe().map((r) => r.form.amount)).toEqual(['250', '750', '500']);
    const { rows } = await t.app.database.query<{ state: string; amount_pence: number }>(
      'SELECT r.state, r.amount_pence FROM refunds r WHERE r.payment_id = $1 ORDER BY r.amount_pence',
      [await paymentIdOf('dan@example.org')],
    );
    expect(rows).toEqual([
      { state: 'succeeded', amount_pence: 250 },
      { state: 'succeeded', amount_pence: 500 },
    ]);
  });

  it('an installation that upgrades keeps each record on its train, and a train moved away from unnamed', async () => {
    const query = (text: string, params?: unknown[]) => t.app.database.query(text, params);
    const records = async () =>
      (
        await query(
          `SELECT o.email, c.choice, c.departure_id = o.departure_id AS on_its_train, c.departure_id IS NULL AS unnamed
           FROM booking_day_cancellations c JOIN booking_orders o ON o.id = c.order_id ORDER BY o.email, c.recorded_at`,
        )
      ).rows;
    // The table as it was before migration 2275: one row per order, and none yet for Ann's second train.
    await query(
      `DELETE FROM booking_day_cancellations c USING booking_orders o
       WHERE o.id = c.order_id AND c.departure_id = o.departure_id AND o.email = 'ann@example.org'`,
    );
    await query('ALTER TABLE booking_day_cancellations DROP COLUMN departure_id');
    await query('ALTER TABLE booking_day_cancellations ADD PRIMARY KEY (order_id)');
    await query(`DELETE FROM schema_migrations WHERE name = $1`, [MIGRATION]);
    expect(await migrate(t.app.database, { only: new Set([MIGRATION]) })).toEqual([MIGRATION]);
    expect(await records()).toEqual([
      { email: 'ann@example.org', choice: 'moved', on_its_train: null, unnamed: true },
      { email: 'bob@example.org', choice: 'refunded', on_its_train: true, unnamed: false },
      { email: 'cat@example.org', choice: 'donated', on_its_train: true, unnamed: false },
      { email: 'dan@example.org', choice: 'refunded', on_its_train: true, unnamed: false },
    ]);
    // Ann's second train recorded again, as the sweep did: her manage link reads it, not the unnamed one.
    await query(
      `INSERT INTO booking_day_cancellations (order_id, departure_id, choice)
       SELECT id, departure_id, 'refunded' FROM booking_orders WHERE email = 'ann@example.org'`,
    );
    expect((await managedAt('ann@example.org')).cancelledTrain).toEqual({ choice: 'refunded', leftToRefundPence: 0 });
  });

  it('a day whose roster lacks a Driver or a Guard pauses its sales and tells the admins once; the crew rostered or an override resumes them', async () => {
    const { roleIds } = await rosterFixture(t, cookie, CREW_DAYS, [
      { name: 'Driver', places: 1 },
      { name: 'Guard', places: 1 },
    ]);
    const trainOn = async (date: string) => {
      const made = await admin('POST', '/api/admin/booking/departures', {
        date,
        carriages: ['carriage-1'],
        ...bookingRules.defaults,
      });
      expect(made.statusCode, made.body).toBe(201);
      return made.json<{ ids: string[] }>().ids[0]!;
    };
    const trains = [await trainOn(CREW_DAYS[0]!), await trainOn(CREW_DAYS[1]!)];
    const hold = (i: number) =>
      visitor('POST', '/api/booking/holds', { departureId: trains[i], tickets: { adult: 1 } });

    await checkCrew(jobContext(t));
    await checkCrew(jobContext(t));
    const paused = await hold(0);
    expect(paused.statusCode).toBe(409);
    expect(paused.json().error).toEqual({ code: 'sales_paused', message: cancelledDayMessages.salesPaused });
    const day = (await visitor('GET', `/api/booking/days/${CREW_DAYS[0]}`)).json<BookingDay>();
    expect(day.departures.every((d) => !d.onSale)).toBe(true);
    expect(day.salesPaused).toBe(true);
    for (const date of CREW_DAYS)
      await inbox.waitForMail(ADMIN.email, new RegExp(`Sales paused.*${new Date(`${date}T12:00:00Z`).getUTCDate()}`));
    expect(mailsTo(ADMIN.email).filter((r) => /Sales paused/.test(r.mail.subject ?? ''))).toHaveLength(2);

    // The first day gets its Driver and Guard; the second an admin's override.
    const { rows } = await t.app.database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN.email]);
    for (const role of ['Driver', 'Guard']) {
      const assigned = await admin('POST', '/api/admin/roster/assignments', {
        date: CREW_DAYS[0],
        roleId: roleIds[role],
        userId: rows[0]!.id,
      });
      expect(assigned.statusCode, assigned.body).toBe(201);
    }
    const override = await admin('POST', `/api/admin/booking/crew-pauses/${CREW_DAYS[1]}/override`);
    expect(override.statusCode, override.body).toBe(204);
    expect((await admin('POST', `/api/admin/booking/crew-pauses/${CREW_DAYS[1]}/override`)).statusCode).toBe(404);
    await checkCrew(jobContext(t));
    expect((await hold(0)).statusCode).toBe(201);
    expect((await hold(1)).statusCode).toBe(201);
    expect((await visitor('GET', `/api/booking/days/${CREW_DAYS[0]}`)).json<BookingDay>().salesPaused).toBe(false);
    const audit = await t.app.database.query<{ details: string }>(
      "SELECT details FROM audit_log WHERE action = 'let a day’s sales go on without its crew' ORDER BY id",
    );
    expect(audit.rows[0]).toEqual({ details: CREW_DAYS[1] });
  });
});
