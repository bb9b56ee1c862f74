import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookingDay, bookingMessages, type Order } from '@lmr/shared/booking';
import { eq } from 'drizzle-orm';
import { bookingOrders } from '../src/db/schema/index.ts';
import { mailTickets, ticketsMailJob } from '../src/domains/booking/ticket-mail.ts';
import { loadTicketKeys, verifyReference } from '../src/domains/booking/ticket-references.ts';
import { bookableGhostDay } from './support/booking.ts';
import { parseCalendar } from './support/calendar-parser.ts';
import { decodeQr } from './support/qr-code.ts';
import { dayFromToday } from './support/roster.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

const GHOST_DAY = dayFromToday(10);

describe('tickets by mail: one mail per order, sent once', () => {
  let t: TestApp;
  let inbox: Inbox;
  let trains: Record<string, string>;
  let buyer = 0;

  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, remoteAddress: `10.0.2.${++buyer}`, headers: { origin: t.config.publicUrl } });
  /** Holds and reserves tickets on a train; the order's id. */
  async function book(time: string, tickets: object, email: string) {
    const held = await visitor('POST', '/api/booking/holds', { departureId: trains[time], tickets });
    expect(held.statusCode, held.body).toBe(201);
    const { reference } = held.json<Order>();
    const reserved = await visitor('POST', '/api/booking/orders/reserve', {
      reference: reference,
      name: 'Ann Kewley',
      email,
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const rows = await t.app.database.db.select().from(bookingOrders);
    return rows.find((r) => r.email === email)!.id;
  }
  const mailsTo = (to: string) => inbox.received.filter((r) => r.to.includes(to));
  /** The manage link's reference in the tickets mail to `to`. */
  const manageReference = (to: string) => /\/book\/manage#ref=(\S+)/.exec(mailsTo(to)[0]!.mail.text!)![1]!;
  const manage = (action: '' | '/cancel' | '/move', body: object) =>
    visitor('POST', `/api/booking/manage${action}`, body);
  const seatsLeft = async () => {
    const day = await visitor('GET', `/api/booking/days/${GHOST_DAY}`);
    return Object.fromEntries(day.json<BookingDay>().departures.map((d) => [d.time, d.seatsLeft]));
  };

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createTestApp({
      env: { DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org', SMTP_URL: inbox.url },
    });
    trains = await bookableGhostDay(t, await loginCookie(t.app, ADMIN.email, ADMIN.password), GHOST_DAY);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('sends the order, a QR code per ticket that the server verifies, the train as .ics and a manage link', async () => {
    const orderId = await book('18:00', { adult: 2, family: 1, babe: 1 }, 'ann@example.org');
    const mail = await inbox.waitForMail('ann@example.org', /Your tickets: the 18:00 train/);
    expect(mail.text).toContain('Ticket 3: Family (one ticket for four: two adults and two children)');
    expect(mail.text).toContain('Babe in arms: 1');
    expect(mail.text).toContain('Total: £14.00');
    expect(mail.text).toContain('up to 48 hours before');

    const codes = mail.attachments.filter((a) => a.contentType === 'image/png');
    expect(codes.map((c) => c.cid)).toEqual(['ticket-1', 'ticket-2', 'ticket-3']);
    // The parser puts each cid picture into the HTML as data: the HTML part shows every code.
    expect(String(mail.html).match(/<img src="data:image\/png/g)).toHaveLength(3);
    const keys = await loadTicketKeys(t.config);
    const references = await Promise.all(codes.map((c) => decodeQr(c.content)));
    expect(references.map((r) => verifyReference(keys, r!))).toEqual(
      [1, 2, 3].map((ticket) => ({ kind: 'ticket', orderId, ticket })),
    );

    const ics = mail.attachments.find((a) => a.filename === 'train.ics')!;
    const [event] = parseCalendar(ics.content.toString('utf8')).events;
    expect(event).toMatchObject({ uid: `booking-${orderId}@trains.example.org`, status: 'CONFIRMED' });
    expect(event!.startZone).toBe('Europe/Isle_of_Man');
    expect(event!.summary).toContain('18:00 train');

    const manage = /https:\/\/trains\.example\.org\/book\/manage#ref=(\S+)/.exec(mail.text!)![1]!;
    expect(verifyReference(keys, manage)).toEqual({ kind: 'manage', orderId });
  });

  it('a second send of the same order, by hand or through the queue, sends nothing more', async () => {
    const orderId = await book('18:30', { child: 1 }, 'bob@example.org');
    await inbox.waitForMail('bob@example.org', /Your tickets/);
    await mailTickets(t.app.database, t.app.mailer, t.config, orderId);
    await t.app.mailQueue.send(ticketsMailJob, { orderId });
    // The queue runs jobs in turn: once a later order's mail is here, the repeated job has run.
    await book('19:00', { adult: 1 }, 'cat@example.org');
    await inbox.waitForMail('cat@example.org', /Your tickets/);
    expect(mailsTo('bob@example.org')).toHaveLength(1);
  });

  it('refuses a forged or changed reference', async () => {
    const keys = await loadTicketKeys(t.config);
    const orderId = '00000000-0000-4000-8000-000000000000';
    expect(verifyReference(keys, `t.${orderId}.1.${'A'.repeat(22)}`)).toBeUndefined();
    const mail = mailsTo('ann@example.org')[0]!.mail;
    const real = (await decodeQr(mail.attachments.find((a) => a.cid === 'ticket-1')!.content))!;
    expect(verifyReference(keys, real.replace(/\.1\./, '.2.'))).toBeUndefined();
    expect(verifyReference(keys, 'nonsense')).toBeUndefined();
  });

  it('the manage link shows the booking with the refund policy stored on it; a forged or ticket reference is refused', async () => {
    const seen = await manage('', { reference: manageReference('ann@example.org') });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ state: 'reserved', time: '18:00', refundHoursBefore: 48, name: 'Ann Kewley' });
    const forged = await manage('', { reference: manageReference('ann@example.org').slice(0, -2) + 'AA' });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ error: { code: 'not_found', message: bookingMessages.badManageReference } });
    const mail = mailsTo('ann@example.org')[0]!.mail;
    const ticket = (await decodeQr(mail.attachments.find((a) => a.cid === 'ticket-1')!.content))!;
    expect((await manage('/cancel', { reference: ticket })).statusCode).toBe(404);
  });

  it('moves a booking to another train with seats in one step, and refuses a full one without changing anything', async () => {
    const reference = manageReference('ann@example.org');
    expect(await seatsLeft()).toEqual({ '18:00': 14, '18:30': 19, '19:00': 19 });
    for (const adult of [8, 8, 3]) {
      const held = await visitor('POST', '/api/booking/holds', { departureId: trains['19:00'], tickets: { adult } });
      expect(held.statusCode, held.body).toBe(201);
    }
    const full = await manage('/move', { reference, departureId: trains['19:00'] });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json().error.code).toBe('sold_out');
    expect(await seatsLeft()).toEqual({ '18:00': 14, '18:30': 19, '19:00': 0 });

    const moved = await manage('/move', { reference, departureId: trains['18:30'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ state: 'reserved', time: '18:30' });
    expect(await seatsLeft()).toEqual({ '18:00': 20, '18:30': 13, '19:00': 0 });
  });

  it('cancels within the refund policy, giving the seats back; refuses a second cancel and one past the policy', async () => {
    const cancelled = await manage('/cancel', { reference: manageReference('ann@example.org') });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    expect((await seatsLeft())['18:30']).toBe(19);
    const again = await manage('/cancel', { reference: manageReference('ann@example.org') });
    expect(again.json().error.code).toBe('not_confirmed');

    // Bob's order was bought under a policy of 30 days' notice: the policy stored on it is the one applied.
    await t.app.database.db
      .update(bookingOrders)
      .set({ refundHoursBefore: 30 * 24 })
      .where(eq(bookingOrders.email, 'bob@example.org'));
    const late = await manage('/cancel', { reference: manageReference('bob@example.org') });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({ code: 'too_late', message: bookingMessages.cancelTooLate(720) });
    expect((await seatsLeft())['18:30']).toBe(19);
  });
});
