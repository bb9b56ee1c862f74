import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@lmr/shared/booking';
import { type CheckInAnswer, type GateDay, gateMessages } from '@lmr/shared/booking-gate';
import { bookingCheckIns, bookingOrders } from '../src/db/schema/index.ts';
import { loadTicketKeys, signReference } from '../src/domains/booking/ticket-references.ts';
import { hashToken } from '../src/domains/sessions/tokens.ts';
import { bookableGhostDay } from './support/booking.ts';
import { adminCalls, dayFromToday } from './support/roster.ts';
import { ADMIN, createTestApp, loginCookie, registeredCookie, type TestApp } from './support/test-app.ts';

const GHOST_DAY = dayFromToday(12);
const password = 'Volunteer-Passw0rd-1';

describe('the gate: who may check tickets in, the manifest, and every scan kept', () => {
  let t: TestApp;
  let trains: Record<string, string>;
  let admin: ReturnType<typeof adminCalls>;
  let gate: ReturnType<typeof adminCalls>;
  let orders: { id: string; time: string }[];
  let buyer = 0;

  /** The hash of a ticket's signed reference: what its QR code carries, as a gate phone hashes it. */
  const ticketHash = async (orderId: string, ticket: number) =>
    hashToken(signReference(await loadTicketKeys(t.config), { kind: 'ticket', orderId, ticket }));
  const scan = (over: { ticketHash: string; departureId: string; deviceId?: string; id?: string }) => ({
    id: randomUUID(),
    deviceId: 'phone-a',
    scannedAt: new Date().toISOString(),
    ...over,
  });
  const send = async (scans: object[]) => {
    const res = await gate('POST', '/api/gate/check-ins', { scans });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CheckInAnswer>().results.map((r) => r.outcome);
  };
  const manifest = async () => {
    const res = await gate('GET', `/api/gate/days/${GHOST_DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    return Object.fromEntries(res.json<GateDay>().departures.map((d) => [d.time, d]));
  };

  async function book(time: string, name: string, tickets: object) {
    const visitor = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.0.3.${++buyer}` });
    const held = await visitor('/api/booking/holds', { departureId: trains[time], tickets });
    expect(held.statusCode, held.body).toBe(201);
    const { reference } = held.json<Order>();
    const reserved = await visitor('/api/booking/orders/reserve', {
      reference,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_CONTENT: 'false' } });
    const adminCookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    admin = adminCalls(t, adminCookie);
    trains = await bookableGhostDay(t, adminCookie, GHOST_DAY);
    await book('18:00', 'Ann Kewley', { adult: 2, child: 1 });
    await book('18:30', 'Bob Quayle', { family: 1, babe: 1 });
    const rows = await t.app.database.db.select().from(bookingOrders);
    orders = rows.map((r) => ({ id: r.id, time: r.departureId === trains['18:00'] ? '18:00' : '18:30' }));

    const volunteer = { name: 'Gwen Gate', email: 'gwen@example.org', password, role: 'volunteer' };
    gate = adminCalls(t, await registeredCookie(t.app, adminCookie, volunteer));
    const { volunteers } = (await admin('GET', '/api/admin/roster/qualifications')).json<{
      volunteers: { id: string; email: string }[];
    }>();
    const userId = volunteers.find((v) => v.email === volunteer.email)!.id;
    const res = await admin('PUT', '/api/admin/roster/qualifications', {
      userId,
      qualification: 'Gate check-in',
      expiresOn: dayFromToday(365),
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  });
  afterAll(() => t.close());

  it('opens to an admin and a volunteer with the Gate qualification; refuses a visitor and other volunteers', async () => {
    const other = adminCalls(
      t,
      await registeredCookie(t.app, await loginCookie(t.app, ADMIN.email, ADMIN.password), {
        name: 'Dan Driver',
        email: 'dan@example.org',
        password,
        role: 'volunteer',
      }),
    );
    const url = `/api/gate/days/${GHOST_DAY}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const refused = await other('GET', url);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: 'forbidden', message: gateMessages.notAtTheGate } });
    const scanRefused = await other('POST', '/api/gate/check-ins', {
      scans: [scan({ ticketHash: await ticketHash(orders[0]!.id, 1), departureId: trains['18:00']! })],
    });
    expect(scanRefused.statusCode).toBe(403);
    expect((await admin('GET', url)).statusCode).toBe(200);
    expect((await gate('GET', url)).statusCode).toBe(200);
    expect(await t.app.database.db.select().from(bookingCheckIns)).toEqual([]);
  });

  it('lets the gate screen alone use the camera and compile the QR decoder’s WebAssembly', async () => {
    const gatePage = await t.app.inject({ method: 'GET', url: '/gate' });
    expect(gatePage.headers['permissions-policy']).toContain('camera=(self)');
    expect(gatePage.headers['content-security-policy']).toMatch(/script-src 'self' [^;]*'wasm-unsafe-eval'/);
    const other = await t.app.inject({ method: 'GET', url: '/book' });
    expect(other.headers['permissions-policy']).toContain('camera=()');
    expect(other.headers['content-security-policy']).not.toContain('wasm-unsafe-eval');
  });

  it('lists each train’s tickets by the hash of the reference on its QR code, with the counts checked in of sold', async () => {
    const day = await manifest();
    const ann = orders.find((o) => o.time === '18:00')!.id;
    expect(day['18:00']).toMatchObject({ sold: 3, checkedIn: 0 });
    expect(day['18:00']!.tickets).toEqual([
      { hash: await ticketHash(ann, 1), name: 'Ann Kewley', label: 'Adult', checkedIn: false, repeats: 0 },
      { hash: await ticketHash(ann, 2), name: 'Ann Kewley', label: 'Adult', checkedIn: false, repeats: 0 },
      { hash: await ticketHash(ann, 3), name: 'Ann Kewley', label: 'Child', checkedIn: false, repeats: 0 },
    ]);
    // A family's one ticket for four; the babe in arms is on the manifest, with no ticket of its own.
    expect(day['18:30']!.tickets.map((x) => x.label)).toEqual([
      'Family (one ticket for four: two adults and two children), Babe in arms ×1',
    ]);
    expect(day['19:00']).toMatchObject({ sold: 0, checkedIn: 0, tickets: [] });
  });

  it('checks a ticket in once: the same scan sent again changes nothing, a second scan from another phone is kept and flagged', async () => {
    const ann = orders.find((o) => o.time === '18:00')!.id;
    const first = scan({ ticketHash: await ticketHash(ann, 1), departureId: trains['18:00']! });
    expect(await send([first])).toEqual(['checked_in']);
    // The phone lost the answer and sends its queue again.
    expect(await send([first])).toEqual(['checked_in']);
    const again = scan({ ticketHash: first.ticketHash, departureId: first.departureId, deviceId: 'phone-b' });
    expect(await send([again])).toEqual(['repeat']);

    const day = await manifest();
    expect(day['18:00']).toMatchObject({ sold: 3, checkedIn: 1 });
    expect(day['18:00']!.tickets[0]).toMatchObject({ checkedIn: true, repeats: 1 });
    // The admins' manifest of the train counts the check-in once, the repeat not at all.
    const adminManifest = await admin('GET', `/api/admin/booking/departures/${trains['18:00']!}/manifest`);
    expect(adminManifest.json()).toMatchObject({ checkedIn: 1 });
    const stored = await t.app.database.db.select().from(bookingCheckIns);
    expect(stored.map((r) => [r.deviceId, r.repeat]).sort()).toEqual([
      ['phone-a', false],
      ['phone-b', true],
    ]);
  });

  it('lets exactly one of two phones sending the same ticket at once have its check-in', async () => {
    const ann = orders.find((o) => o.time === '18:00')!.id;
    const hash = await ticketHash(ann, 2);
    const outcomes = await Promise.all(
      ['phone-a', 'phone-b', 'phone-c'].map((deviceId) =>
        send([scan({ ticketHash: hash, departureId: trains['18:00']!, deviceId })]),
      ),
    );
    expect(outcomes.flat().sort()).toEqual(['checked_in', 'repeat', 'repeat']);
  });

  it('answers a scan of no ticket of that train as such and keeps nothing; refuses a malformed one with field messages', async () => {
    const before = (await t.app.database.db.select().from(bookingCheckIns)).length;
    const bob = orders.find((o) => o.time === '18:30')!.id;
    const forged = hashToken('t.00000000-0000-4000-8000-000000000000.1.forged');
    expect(
      await send([
        scan({ ticketHash: forged, departureId: trains['18:00']! }),
        // Bob's ticket is for the 18:30, not this train.
        scan({ ticketHash: await ticketHash(bob, 1), departureId: trains['18:00']! }),
      ]),
    ).toEqual(['not_a_ticket', 'not_a_ticket']);

    const bad = await gate('POST', '/api/gate/check-ins', {
      scans: [{ id: 'x', ticketHash: 'not a hash', departureId: trains['18:00'], scannedAt: 'yesterday' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { code: 'invalid_input', fields: { 'scans.0.ticketHash': gateMessages.badScan } },
    });
    expect(await t.app.database.db.select().from(bookingCheckIns)).toHaveLength(before);
  });
});
