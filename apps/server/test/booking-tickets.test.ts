import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@lmr/shared/booking';
import { bookingOrders } from '../src/db/schema/index.ts';
import { mailTickets, ticketsMailJob } from '../src/domains/booking/ticket-mail.ts';
import { loadTicketKeys, verifyReference } from '../src/domains/booking/ticket-references.ts';
import { bookableGhostDay } from './support/booking.ts';
import { parseCalendar } from './support/calendar-parser.ts';
import { dayFromToday } from './support/roster.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

const GHOST_DAY = dayFromToday(10);

/** The text a QR code in a PNG carries, read by a decoder as a phone's camera would. */
async function decodeQr(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

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
    const reserved = await visitor('POST', `/api/booking/orders/${reference}/reserve`, { name: 'Ann Kewley', email });
    expect(reserved.statusCode, reserved.body).toBe(200);
    const rows = await t.app.database.db.select().from(bookingOrders);
    return rows.find((r) => r.email === email)!.id;
  }
  const mailsTo = (to: string) => inbox.received.filter((r) => r.to.includes(to));

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
});
