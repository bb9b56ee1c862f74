import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import { type AdminBooking, type BookingDay, bookingMessages, bookingRules, type Order } from '@lmr/shared/booking';
import { longDate } from '@lmr/shared/day-text';
import { bookableGhostDay } from './support/booking.ts';
import { capturedLog } from './support/captured-log.ts';
import { adminCalls, dayFromToday } from './support/roster.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

const GHOST_DAY = dayFromToday(10);

describe('booking seats on event trains, paid at the station', () => {
  let t: TestApp;
  let admin: ReturnType<typeof adminCalls>;
  let trains: Record<string, string>;
  let buyer = 0;
  const log = capturedLog();

  /** Each buyer comes from an address of their own, as buyers on their phones do. */
  const visitor = (method: 'GET' | 'POST', url: string, payload?: object, remoteAddress = `10.0.1.${++buyer % 250}`) =>
    t.app.inject({ method, url, payload, remoteAddress, headers: { origin: t.config.publicUrl } });
  const day = async () => (await visitor('GET', `/api/booking/days/${GHOST_DAY}`)).json<BookingDay>();
  const departure = async (time: string) => (await day()).departures.find((d) => d.time === time)!;
  const hold = (time: string, tickets: object, remoteAddress?: string) =>
    visitor('POST', '/api/booking/holds', { departureId: trains[time], tickets }, remoteAddress);

  beforeAll(async () => {
    t = await createTestApp({
      env: { DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org' },
      logger: log.logger,
    });
    const adminCookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    admin = adminCalls(t, adminCookie);
    trains = await bookableGhostDay(t, adminCookie, GHOST_DAY);
  });
  afterAll(() => t.close());

  it('lists the bookable day and its trains with the seats of their make-up and the day’s ticket prices', async () => {
    const days = await visitor('GET', '/api/booking/days');
    expect(days.json()).toEqual([{ date: GHOST_DAY, patternName: 'Ghost Trains evening' }]);
    expect(days.headers['cache-control']).toBe('public, max-age=5');
    const answer = await day();
    expect(answer.prices).toEqual({ adult: 300, child: 150, family: 800, babe: 0, wheelchair: 300 });
    expect(answer.departures.map((d) => [d.time, d.seatsLeft, d.wheelchairSpacesLeft, d.onSale])).toEqual([
      ['18:00', 20, 1, true],
      ['18:30', 20, 1, true],
      ['19:00', 20, 1, true],
    ]);
  });

  it('two adults, a child and a babe in arms: held, reserved with a name and e-mail, then found by the reference alone, which no stored row or log line shows', async () => {
    const held = await hold('18:00', { adult: 2, child: 1, babe: 1 });
    expect(held.statusCode, held.body).toBe(201);
    const order = held.json<Order>();
    expect(order).toMatchObject({ purpose: 'booking', state: 'held', date: GHOST_DAY, time: '18:00', totalPence: 750 });
    expect((await departure('18:00')).seatsLeft).toBe(17);

    const reserved = await visitor('POST', '/api/booking/orders/reserve', {
      reference: order.reference,
      name: 'Ann Kewley',
      email: 'ann.kewley@example.org',
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json<Order>()).toMatchObject({ state: 'reserved', name: 'Ann Kewley', totalPence: 750 });
    const again = await visitor('POST', '/api/booking/orders/find', { reference: order.reference });
    expect(again.json<Order>()).toMatchObject({ state: 'reserved', tickets: { adult: 2, child: 1, babe: 1 } });
    expect((await departure('18:00')).seatsLeft).toBe(17);

    const { rows } = await t.app.database.query<{ row: string }>(
      'SELECT row_to_json(o)::text AS row FROM booking_orders o',
    );
    expect(rows.map((r) => r.row).join('\n')).not.toContain(order.reference);
    // Nor the log: the reference travels in bodies, which are not logged, never in an address.
    expect(log.lines.join('')).toContain('/api/booking/orders/reserve');
    expect(log.lines.filter((line) => line.includes(order.reference))).toEqual([]);
  });

  it('a family ticket is four seats at one price; a wheelchair space comes with its companion’s seat, and runs out', async () => {
    const family = await hold('18:30', { family: 1 });
    expect(family.json<Order>().totalPence).toBe(800);
    const wheelchair = await hold('18:30', { wheelchair: 1 });
    expect(wheelchair.json<Order>().totalPence).toBe(300);
    expect(await departure('18:30')).toMatchObject({ seatsLeft: 15, wheelchairSpacesLeft: 0 });

    const second = await hold('18:30', { wheelchair: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'sold_out', message: bookingMessages.noWheelchairSpace });
  });

  it('refuses an order over the train’s maximum, or of nothing, or a babe alone, with a clear message, taking no seat', async () => {
    const before = await departure('19:00');
    const tooMany = await hold('19:00', { adult: 9 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toBe(bookingMessages.tooMany(8));
    const nothing = await hold('19:00', {});
    expect(nothing.json().error.fields).toEqual({ 'tickets.adult': bookingMessages.noTickets });
    const babe = await hold('19:00', { babe: 1 });
    expect(babe.json().error.fields).toEqual({ 'tickets.babe': bookingMessages.babeNeedsAdult });
    const badMail = await visitor('POST', '/api/booking/orders/reserve', {
      reference: 'x'.repeat(22),
      name: 'A',
      email: 'nope',
    });
    expect(badMail.statusCode).toBe(400);
    expect(await departure('19:00')).toEqual(before);
  });

  it('a hold past its minutes stops counting, gives its seats back, and can no longer be reserved', async () => {
    const before = (await departure('19:00')).seatsLeft;
    const held = (await hold('19:00', { adult: 3 })).json<Order>();
    expect((await departure('19:00')).seatsLeft).toBe(before - 3);
    await t.app.database.query(
      `UPDATE booking_orders SET held_until = now() - interval '1 second' WHERE departure_id = $1 AND state = 'held'`,
      [trains['19:00']],
    );
    expect((await departure('19:00')).seatsLeft).toBe(before);

    const late = await visitor('POST', '/api/booking/orders/reserve', {
      reference: held.reference,
      name: 'Late Buyer',
      email: 'late@example.org',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(bookingMessages.holdExpired);
    expect((await visitor('POST', '/api/booking/orders/find', { reference: held.reference })).json<Order>().state).toBe(
      'expired',
    );
  });

  it('fifty buyers racing for the last ten seats: exactly ten get one, the others are told it is sold out', async () => {
    // Carriage No 1 alone: ten seats, none taken yet on this train once the lapsed hold is given back.
    const ten = await admin('PUT', `/api/admin/booking/departures/${trains['19:00']}`, {
      carriages: ['carriage-1'],
      salesOpenDaysBefore: 60,
      salesCloseMinutesBefore: 30,
      maxSeatsPerOrder: 8,
    });
    expect(ten.statusCode, ten.body).toBe(204);
    const answers = await Promise.all(Array.from({ length: 50 }, () => hold('19:00', { adult: 1 })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.message).toBe(bookingMessages.soldOut);
    expect((await departure('19:00')).seatsLeft).toBe(0);
    const { rows } = await t.app.database.query<{ taken: number; held: number }>(
      `SELECT d.seats_taken AS taken, (SELECT sum(seats)::int FROM booking_orders o
         WHERE o.departure_id = d.id AND o.state = 'held') AS held FROM booking_departures d WHERE d.id = $1`,
      [trains['19:00']],
    );
    expect(rows[0]).toEqual({ taken: 10, held: 10 });
  });

  it('shows the admin each train’s seats sold, held and free, and refuses a make-up smaller than what is sold', async () => {
    const view = (await admin('GET', '/api/admin/booking')).json<AdminBooking>();
    const first = view.departures.find((d) => d.time === '18:00')!;
    expect(first).toMatchObject({ seats: 20, seatsSold: 3, seatsHeld: 0, carriages: ['carriage-1', 'carriage-2'] });
    expect(view.departures.find((d) => d.time === '18:30')).toMatchObject({ seatsSold: 0, seatsHeld: 5 });
    expect(view.carriages.map((c) => [c.id, c.seats, c.wheelchairSpaces])).toEqual(
      expect.arrayContaining([
        ['carriage-1', 10, 0],
        ['carriage-2', 10, 1],
      ]),
    );

    const smaller = await admin('PUT', '/api/admin/booking/carriages/carriage-1', { seats: 0, wheelchairSpaces: 0 });
    expect(smaller.statusCode).toBe(409);
    expect(smaller.json().error.message).toBe(bookingMessages.makeUpTooSmall);
    const removed = await admin('DELETE', `/api/admin/booking/departures/${first.id}`);
    expect(removed.json().error.message).toBe(bookingMessages.hasOrders);
    const again = await admin('POST', '/api/admin/booking/departures', {
      date: GHOST_DAY,
      carriages: ['carriage-1'],
      salesOpenDaysBefore: 60,
      salesCloseMinutesBefore: 30,
      maxSeatsPerOrder: 8,
    });
    expect(again.json().error.message).toBe(bookingMessages.alreadyBookable);

    const entries = (await admin('GET', '/api/admin/audit')).json<{ entries: AuditEntry[] }>().entries;
    expect(entries.map((e) => e.details).join('\n')).toContain(
      `Ghost Trains evening on ${longDate(GHOST_DAY)}: 3 trains`,
    );
  });

  it('refuses a hold once the train’s sales have closed, and an unknown reference', async () => {
    await admin('PUT', `/api/admin/booking/departures/${trains['18:30']}`, {
      carriages: ['carriage-1', 'carriage-2'],
      salesOpenDaysBefore: 1,
      salesCloseMinutesBefore: 30,
      maxSeatsPerOrder: 8,
    });
    expect((await departure('18:30')).onSale).toBe(false);
    const closed = await hold('18:30', { adult: 1 });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(bookingMessages.notOnSale);
    const unknown = await visitor('POST', '/api/booking/orders/find', { reference: 'a'.repeat(22) });
    expect(unknown.statusCode).toBe(404);
  });

  it('a hold prices by the pattern kept with its train; a train made bookable before that works its day out', async () => {
    const { rows } = await t.app.database.query<{ name: string }>(
      `SELECT p.name FROM booking_departures d JOIN timetable_patterns p ON p.id = d.pattern_id WHERE d.id = $1`,
      [trains['19:00']],
    );
    expect(rows).toEqual([{ name: 'Ghost Trains evening' }]);
    // Four more seats on the full 19:00, in the ore wagons.
    expect(
      (await admin('PUT', '/api/admin/booking/carriages/ore-wagons', { seats: 4, wheelchairSpaces: 0 })).statusCode,
    ).toBe(204);
    const added = await admin('PUT', `/api/admin/booking/departures/${trains['19:00']}`, {
      carriages: ['carriage-1', 'carriage-2', 'ore-wagons'],
      ...bookingRules.defaults,
    });
    expect(added.statusCode, added.body).toBe(204);
    const kept = await hold('19:00', { adult: 1, child: 1 });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json<Order>()).toMatchObject({ state: 'held', time: '19:00', totalPence: 450, name: null });

    await t.app.database.query('UPDATE booking_departures SET pattern_id = NULL WHERE id = $1', [trains['19:00']]);
    const older = await hold('19:00', { adult: 1, child: 1 });
    expect(older.statusCode, older.body).toBe(201);
    expect(older.json<Order>().totalPence).toBe(450);
    const found = await visitor('POST', '/api/booking/orders/find', { reference: older.json<Order>().reference });
    expect(found.json<Order>()).toEqual(older.json<Order>());
  });

  it('limits the holds one address can make', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push((await hold('18:00', { adult: 1 }, '10.9.9.9')).statusCode);
    expect(answers.at(-1)).toBe(429);
  });
});
