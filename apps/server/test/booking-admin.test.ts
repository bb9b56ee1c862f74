import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import { type ManagedBooking, type Order, bookingMessages } from '@lmr/shared/booking';
import type { CheckInAnswer } from '@lmr/shared/booking-gate';
import {
  type AdminOrder,
  bookingAdminMessages,
  type BuyerData,
  type DepartureManifest,
} from '@lmr/shared/booking-admin';
import { buyerDataRules } from '@lmr/shared/booking-privacy';
import { anonymiseLapsedBuyers } from '../src/domains/booking/buyer-data.ts';
import { bookingSweepJob } from '../src/domains/booking/booking-sweep.ts';
import { ticketsMovedJob } from '../src/domains/booking/ticket-mail.ts';
import { loadTicketKeys, signReference } from '../src/domains/booking/ticket-references.ts';
import { hashToken } from '../src/domains/sessions/tokens.ts';
import { bookableGhostDay } from './support/booking.ts';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe.ts';
import { adminCalls, dayFromToday } from './support/roster.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

const GHOST_DAY = dayFromToday(14);

/** The day `months` months (and `days` days) after the Ghost Trains day. */
function afterGhostDay(months: number, days = 0) {
  const day = new Date(`${GHOST_DAY}T00:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * The admins' side of bookings (issue 28 points 8 and 9): a train's sales and manifest, CSV, search, refund through
 * the fake Stripe, resend, move, and a buyer's data exported, erased and anonymised after the keeping time.
 */
describe('booking for admins, and buyers’ personal data', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let inbox: Inbox;
  let webhookUrl: string;
  let admin: ReturnType<typeof adminCalls>;
  let trains: Record<string, string>;
  let buyer = 0;
  const reference: Record<string, string> = {};

  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, remoteAddress: `10.0.3.${++buyer}`, headers: { origin: t.config.publicUrl } });
  /** Holds tickets on a train and reserves them (or pays online through the fake Stripe); the secret reference. */
  async function book(time: string, tickets: object, name: string, email: string, pay: 'reserve' | 'online') {
    const held = await visitor('POST', '/api/booking/holds', { departureId: trains[time], tickets });
    expect(held.statusCode, held.body).toBe(201);
    const ref = held.json<Order>().reference;
    const res = await visitor('POST', `/api/booking/orders/${pay === 'online' ? 'pay' : 'reserve'}`, {
      reference: ref,
      name,
      email,
    });
    expect(res.statusCode, res.body).toBe(200);
    if (pay === 'online') {
      const session = res.json<{ url: string }>().url.split('/').at(-1)!;
      expect((await stripe.deliver(stripe.pay(session), webhookUrl)).status).toBe(200);
    }
    reference[email] = ref;
    return ref;
  }
  const manifest = async (time: string) => {
    const res = await admin('GET', `/api/admin/booking/departures/${trains[time]}/manifest`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<DepartureManifest>();
  };
  const search = async (q: string) => {
    const res = await admin('POST', '/api/admin/booking/orders/search', { q });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminOrder[]>();
  };
  const orderOf = async (email: string) => (await search(email)).find((o) => o.email === email)!;
  const audit = async (q: string) =>
    (await admin('GET', `/api/admin/audit?q=${encodeURIComponent(q)}`)).json<{ entries: AuditEntry[] }>().entries;

  beforeAll(async () => {
    [stripe, inbox] = await Promise.all([startFakeStripe(), startInbox()]);
    t = await createTestApp({
      env: { DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org', SMTP_URL: inbox.url, ...stripe.env },
    });
    webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/stripe-webhook`;
    const cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    admin = adminCalls(t, cookie);
    trains = await bookableGhostDay(t, cookie, GHOST_DAY);
    await book('18:00', { adult: 2, child: 1, babe: 1 }, 'Ann Kewley', 'ann@example.org', 'reserve');
    await book('18:00', { wheelchair: 1, adult: 1 }, '=HYPERLINK("http://evil.example")', 'eve@example.org', 'online');
    await book('18:30', { adult: 1 }, 'Bob Quayle', 'bob@example.org', 'reserve');
    // A buyer still choosing: seats held on the 18:00, not sold.
    await visitor('POST', '/api/booking/holds', { departureId: trains['18:00'], tickets: { adult: 3 } });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([stripe.close(), inbox.close()]);
  });

  it('a train’s manifest: sold, held, free and checked in, each confirmed order, babes and wheelchair spaces', async () => {
    const m = await manifest('18:00');
    expect(m).toMatchObject({ seats: 20, seatsSold: 5, seatsHeld: 3, seatsFree: 12, checkedIn: 0 });
    expect(m.orders.map((o) => [o.name, o.state])).toEqual([
      ['=HYPERLINK("http://evil.example")', 'paid'],
      ['Ann Kewley', 'reserved'],
    ]);
    expect(m.totals).toEqual({ seats: 5, babes: 1, wheelchairSpaces: 1 });
    const unknown = await admin('GET', `/api/admin/booking/departures/${crypto.randomUUID()}/manifest`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: bookingMessages.unknownDeparture } });
  });

  it('the CSV export: a cell a spreadsheet would run as a formula starts with a quote; the export is audited', async () => {
    const res = await admin('GET', `/api/admin/booking/departures/${trains['18:00']}/orders.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,time,name,email,state,adult,child,family,babe,wheelchair,seats,wheelchair_spaces,total_pence',
    );
    expect(lines[1]).toBe(
      `${GHOST_DAY},18:00,"'=HYPERLINK(""http://evil.example"")",eve@example.org,paid,1,0,0,0,1,2,1,600`,
    );
    expect(lines[2]).toBe(`${GHOST_DAY},18:00,Ann Kewley,ann@example.org,reserved,2,1,0,1,0,3,0,750`);
    expect((await audit('exported a train’s orders'))[0]).toMatchObject({ actorEmail: ADMIN.email, status: 200 });
  });

  it('finds orders by part of a name or e-mail, or by the whole reference; too short a search is refused', async () => {
    expect((await search('kewl')).map((o) => o.email)).toEqual(['ann@example.org']);
    expect((await search('BOB@EXAMPLE')).map((o) => o.name)).toEqual(['Bob Quayle']);
    expect((await search(reference['bob@example.org']!)).map((o) => o.name)).toEqual(['Bob Quayle']);
    expect(await search('%_')).toEqual([]);
    const short = await admin('POST', '/api/admin/booking/orders/search', { q: 'a' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.q).toBe(bookingAdminMessages.searchTooShort);
  });

  it('refunds part of an online payment through the payments call and the fake Stripe; the booking stays', async () => {
    const { payment } = await orderOf('eve@example.org');
    expect(payment).toMatchObject({ amountPence: 600, refundedPence: 0 });
    expect((await orderOf('ann@example.org')).payment).toBeNull();
    const taken = (await manifest('18:00')).seatsSold;
    const res = await admin('POST', `/api/admin/payments/${payment!.id}/refunds`, {
      amountPence: 250,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST')).toHaveLength(1);
    expect(await orderOf('eve@example.org')).toMatchObject({ state: 'paid', payment: { refundedPence: 250 } });
    expect((await manifest('18:00')).seatsSold).toBe(taken);
  });

  it('a part refund keeps the booking; a whole refund ends it: seats back, tickets refused at the gate, its page says refunded', async () => {
    const eve = await orderOf('eve@example.org');
    const seatsTaken = async () =>
      (
        await t.app.database.query<{ n: number }>('SELECT seats_taken AS n FROM booking_departures WHERE id = $1', [
          trains['18:00'],
        ])
      ).rows[0]!.n;
    const keys = await loadTicketKeys(t.config);
    const gate = async () => {
      const scans = [1, 2].map((ticket) => ({
        id: crypto.randomUUID(),
        deviceId: 'phone-a',
        scannedAt: new Date().toISOString(),
        departureId: trains['18:00'],
        ticketHash: hashToken(signReference(keys, { kind: 'ticket', orderId: eve.id, ticket })),
      }));
      const res = await admin('POST', '/api/gate/check-ins', { scans });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CheckInAnswer>().results.map((r) => r.outcome);
    };
    // The manage link of Eve's tickets mail, signed as the mail signs it.
    const manageRef = signReference(keys, { kind: 'manage', orderId: eve.id });
    const page = async () =>
      (await visitor('POST', '/api/booking/manage', { reference: manageRef })).json<ManagedBooking>();
    expect(eve.state).toBe('paid');
    const taken = await seatsTaken();

    const rest = await admin('POST', `/api/admin/payments/${eve.payment!.id}/refunds`, {
      amountPence: 350,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await orderOf('eve@example.org')).toMatchObject({ state: 'refunded', payment: { refundedPence: 600 } });
    expect(await seatsTaken()).toBe(taken - 2);
    expect((await manifest('18:00')).orders.map((o) => o.name)).toEqual(['Ann Kewley']);
    expect(await gate()).toEqual(['not_a_ticket', 'not_a_ticket']);
    expect(await page()).toMatchObject({ state: 'refunded', cancelledTrain: null });
  });

  it('resends an order’s tickets: exactly one more mail, audited; a cancelled or unknown order is refused', async () => {
    await inbox.waitForMail('ann@example.org', /Your tickets/);
    const ann = await orderOf('ann@example.org');
    const res = await admin('POST', `/api/admin/booking/orders/${ann.id}/resend`);
    expect(res.statusCode, res.body).toBe(204);
    // The queue runs jobs in turn: once a later booking's first mail is here, the resend has run.
    await book('19:00', { adult: 1 }, 'Cat Corlett', 'cat@example.org', 'reserve');
    await inbox.waitForMail('cat@example.org', /Your tickets/);
    const anns = inbox.received.filter((r) => r.to.includes('ann@example.org')).map((r) => r.mail);
    expect(anns).toHaveLength(2);
    expect(anns[1]!.subject).toBe(anns[0]!.subject);
    expect(anns[1]!.messageId).not.toBe(anns[0]!.messageId);
    expect((await audit('sent a booking’s tickets again'))[0]!.details).toContain(`booking ${ann.id}`);
    const unknown = await admin('POST', `/api/admin/booking/orders/${crypto.randomUUID()}/resend`);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: bookingAdminMessages.unknownOrder } });
  });

  it('moves an order to another train, taking its seats there and giving them back, and mails the buyer the tickets for it once; a full train refuses', async () => {
    const bob = await orderOf('bob@example.org');
    const moved = await admin('POST', `/api/admin/booking/orders/${bob.id}/move`, { departureId: trains['19:00'] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminOrder>()).toMatchObject({ time: '19:00', name: 'Bob Quayle' });
    expect((await manifest('18:30')).seatsSold).toBe(0);
    expect((await manifest('19:00')).orders.map((o) => o.name)).toContain('Bob Quayle');
    expect((await audit('moved a booking'))[0]!.details).toContain('from the 18:30 train');

    await book('18:30', { adult: 8 }, 'Dan Big', 'dan@example.org', 'reserve');
    await book('18:30', { adult: 8 }, 'Dot Big', 'dot@example.org', 'reserve');
    await book('18:30', { adult: 4 }, 'Don Big', 'don@example.org', 'reserve');
    // The queue runs jobs in turn: once Don's tickets are here, the move's mail has been sent.
    await inbox.waitForMail('don@example.org', /Your tickets/);
    const bobs = inbox.received.filter((r) => r.to.includes('bob@example.org')).map((r) => r.mail);
    expect(bobs.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Your tickets: the 18:30 train/),
      expect.stringMatching(/^Your tickets: the 19:00 train/),
    ]);
    // The same order, so the same tickets: the QR code the buyer already has still opens the gate.
    const qr = (mail: (typeof bobs)[number]) => mail.attachments.find((a) => a.filename === 'ticket-1.png')!.content;
    expect(qr(bobs[1]!).equals(qr(bobs[0]!))).toBe(true);
    // The move's mail is recorded with the move, so the sweep would queue it had the queue call been lost; its job
    // delivered again, or the sweep of another process, sends nothing more.
    const { rows: moves } = await t.app.database.query<{ id: string }>(
      'SELECT id FROM booking_move_mails WHERE order_id = $1',
      [bob.id],
    );
    expect(moves).toHaveLength(1);
    const context = { database: t.app.database, mailer: t.app.mailer, config: t.config, log: t.app.log };
    await ticketsMovedJob.run({ moveId: moves[0]!.id }, { ...context, queue: t.app.mailQueue });
    await bookingSweepJob.sweep!.run({ ...context, queue: t.app.mailQueue });
    expect(inbox.received.filter((r) => r.to.includes('bob@example.org'))).toHaveLength(2);
    const full = await admin('POST', `/api/admin/booking/orders/${bob.id}/move`, { departureId: trains['18:30'] });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(bookingMessages.soldOut);
    expect((await manifest('19:00')).orders.map((o) => o.name)).toContain('Bob Quayle');
  });

  it('exports a buyer’s data as JSON and erases it on request, keeping the sales figures; both audited', async () => {
    const exported = await admin('POST', '/api/admin/booking/buyers/export', { email: 'Ann@example.org' });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<BuyerData>().orders).toMatchObject([
      { name: 'Ann Kewley', email: 'ann@example.org', state: 'reserved', totalPence: 750 },
    ]);
    expect((await audit('exported a buyer’s data'))[0]).toMatchObject({ status: 200 });

    const erased = await admin('POST', '/api/admin/booking/buyers/erase', { email: 'ann@example.org' });
    expect(erased.json()).toEqual({ erased: 1 });
    expect((await audit('erased a buyer’s name'))[0]).toMatchObject({ status: 200 });
    expect(await search('kewley')).toEqual([]);
    const m = await manifest('18:00');
    expect(m.orders.find((o) => o.totalPence === 750)).toMatchObject({ name: null, email: null, seats: 3 });
    expect(m.seatsSold).toBe(3);
    const again = await admin('POST', '/api/admin/booking/buyers/export', { email: 'ann@example.org' });
    expect(again.json()).toEqual({ error: { code: 'not_found', message: bookingAdminMessages.noBuyer } });
  });

  it('anonymises buyers once their train is longer ago than the setting keeps them; the totals stay', async () => {
    const db = t.app.database.db;
    expect(await anonymiseLapsedBuyers(db, afterGhostDay(buyerDataRules.keepMonths))).toBe(0);
    expect(await search('example.org')).not.toEqual([]);
    const before = await manifest('18:00');
    expect(await anonymiseLapsedBuyers(db, afterGhostDay(buyerDataRules.keepMonths, 1))).toBeGreaterThan(0);
    expect(await search('example.org')).toEqual([]);
    const after = await manifest('18:00');
    expect(after.orders.every((o) => o.name === null && o.email === null)).toBe(true);
    expect({ ...after, orders: after.orders.map((o) => o.totalPence) }).toEqual({
      ...before,
      orders: before.orders.map((o) => o.totalPence),
    });
  });
});
