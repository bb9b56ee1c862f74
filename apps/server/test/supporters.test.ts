import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import { supporterWords } from '@lmr/shared/supporter-words';
import type { SupporterPage, SupporterSummary } from '@lmr/shared/supporters';
import { bookableGhostDay, visitorCalls } from './support/booking.ts';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { type AdminTestApp, createAdminTestApp, registeredCookie, subscribeEach } from './support/test-app.ts';

const ANN = { name: 'Ann Kewley', email: 'ann@example.org', password: 'Volunteer-Passw0rd', role: 'volunteer' };
const WORK = 'ann.kewley@work.example';
const PAST_DAY = dayFromToday(-7);

/**
 * The one supporter record (issue 29, decision 149): a gift, a booking, a volunteer's hours and a newsletter
 * subscription joined by e-mail on one admin page; a merge; the supporter's own link; export and erasure.
 */
describe('supporters: one record per person, their own link, their personal data', () => {
  let t: AdminTestApp;
  let inbox: Inbox;
  let admin: ReturnType<typeof adminCalls>;
  let annId = '';
  let linkNumber = 0;

  const search = async (q: string) =>
    (await admin('POST', '/api/admin/supporters/search', { q })).json<{ supporters: SupporterSummary[] }>().supporters;
  const page = async (id: string) => (await admin('GET', `/api/admin/supporters/${id}`)).json<SupporterPage>();
  const askLink = (email: string, address = `10.7.0.${++linkNumber}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/supporter/link',
      payload: { email },
      remoteAddress: address,
      headers: { origin: t.config.publicUrl },
    });
  const own = (path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/supporter/own${path}`,
      payload,
      headers: { origin: t.config.publicUrl },
    });
  const tokenIn = (text: string) => /\/your-record#token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
  const gift = (name: string, email: string, amountPence: number) =>
    admin('POST', '/api/admin/donations', { amountPence, way: 'cash', name, email, receivedOn: dayFromToday(-3) });

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createAdminTestApp({ env: { DEMO_CONTENT: 'false', SMTP_URL: inbox.url } });
    admin = adminCalls(t, t.admin);
    await registeredCookie(t.app, t.admin, ANN);
    const { roleIds } = await rosterFixture(t, t.admin, [PAST_DAY], [{ name: 'Guard', places: 1 }]);
    const { rows } = await t.app.database.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ANN.email]);
    await t.app.database.query('INSERT INTO duty_assignments (day, role_id, slot, user_id) VALUES ($1, $2, 1, $3)', [
      PAST_DAY,
      roleIds.Guard,
      rows[0]!.id,
    ]);
    expect((await gift('Ann Kewley', 'Ann@Example.org', 1000)).statusCode).toBe(201);
    const trains = await bookableGhostDay(t, t.admin, dayFromToday(10));
    const visitor = visitorCalls(t, '10.8.0');
    const held = await visitor('POST', '/api/booking/holds', { departureId: trains['18:00'], tickets: { adult: 2 } });
    const reserved = await visitor('POST', '/api/booking/orders/reserve', {
      reference: held.json<{ reference: string }>().reference,
      name: 'Ann Kewley',
      email: ANN.email,
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    await subscribeEach(t.app, [ANN.email], '10.9.0');
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('one supporter’s page joins a gift, a booking, hours and the newsletter by e-mail, newest first', async () => {
    const found = await search('ANN@example.org');
    expect(found).toEqual([{ id: expect.any(String), name: '', emails: [ANN.email] }]);
    annId = found[0]!.id;
    const named = await admin('PUT', `/api/admin/supporters/${annId}`, {
      name: 'Ann Kewley',
      house: '3',
      postcode: 'IM4 7AA',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(await search('kewley')).toEqual([{ id: annId, name: 'Ann Kewley', emails: [ANN.email] }]);

    const { timeline } = await page(annId);
    expect(timeline.map((e) => e.kind).sort()).toEqual(['booking', 'donation', 'newsletter', 'volunteer hours']);
    expect(timeline.find((e) => e.kind === 'donation')).toMatchObject({
      amountPence: 1000,
      summary: 'Gift of £10.00 (cash, received)',
    });
    expect(timeline.find((e) => e.kind === 'booking')).toMatchObject({ amountPence: 600 });
    expect(timeline.find((e) => e.kind === 'volunteer hours')!.summary).toBe(`Guard on ${PAST_DAY}: 5.5 hours`);
    const times = timeline.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    // A stranger's e-mail makes no record.
    expect(await search('nobody@example.org')).toEqual([]);
  });

  it('merges two records, asked first by the other’s name: one record then answers for both e-mails', async () => {
    expect((await gift('A. Kewley', WORK, 500)).statusCode).toBe(201);
    const otherId = (await search(WORK))[0]!.id;
    await admin('PUT', `/api/admin/supporters/${otherId}`, { name: 'A. Kewley', house: '', postcode: '' });

    const unconfirmed = await admin('POST', `/api/admin/supporters/${annId}/merge`, { otherId, confirm: 'Ann' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.message).toBe(supporterWords.confirmByName('A. Kewley'));
    expect((await page(otherId)).emails).toEqual([WORK]);

    const merged = await admin('POST', `/api/admin/supporters/${annId}/merge`, { otherId, confirm: 'a. kewley' });
    expect(merged.statusCode, merged.body).toBe(200);
    const both = merged.json<SupporterPage>();
    expect(both.emails).toEqual([WORK, ANN.email]);
    expect(
      both.timeline
        .filter((e) => e.kind === 'donation')
        .map((e) => e.amountPence)
        .sort((a, b) => a! - b!),
    ).toEqual([500, 1000]);
    expect((await admin('GET', `/api/admin/supporters/${otherId}`)).statusCode).toBe(404);
    expect((await search(WORK)).map((s) => s.id)).toEqual([annId]);
    const audit = (await admin('GET', '/api/admin/audit?q=merged')).json<{ entries: AuditEntry[] }>().entries;
    expect(audit[0]).toMatchObject({ action: 'merged two supporters', status: 200 });
  });

  it('answers a link request alike for known and unknown e-mails, mails only the known, and limits each e-mail', async () => {
    const known = await askLink(ANN.email);
    const unknown = await askLink('stranger@example.org');
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    const mail = await inbox.waitForMail(ANN.email, /Your record/);
    expect(mail.text).toContain('/your-record#token=');
    await askLink(ANN.email);
    await askLink(ANN.email);
    const fourth = await askLink(ANN.email);
    expect(fourth.statusCode).toBe(429);
    await inbox.waitFor(inbox.received.length);
    expect(inbox.received.filter((r) => r.to.includes('stranger@example.org'))).toEqual([]);
  });

  it('opens the record with the link’s token, as often as wanted until it expires, and records consent with how', async () => {
    const token = tokenIn(
      inbox.received.find((r) => r.to.includes(ANN.email) && /Your record/.test(r.mail.subject ?? ''))!.mail.text!,
    );
    const opened = await own('', { token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<SupporterPage>()).toMatchObject({ name: 'Ann Kewley', emails: [WORK, ANN.email] });

    const updated = await own('/update', {
      token,
      name: 'Ann Kewley',
      house: 'Glen Cottage',
      postcode: 'IM4 7AA',
      consents: { appeal: true, membership: false },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const record = updated.json<SupporterPage>();
    expect(record.house).toBe('Glen Cottage');
    expect(record.consents).toEqual([
      { purpose: 'appeal', given: true, how: supporterWords.consentHow.ownLink, at: expect.any(String) },
      { purpose: 'membership', given: false, how: supporterWords.consentHow.ownLink, at: expect.any(String) },
    ]);
    expect(record.timeline.filter((e) => e.kind === 'consent')).toHaveLength(2);

    await t.app.database.query("UPDATE supporter_links SET expires_at = now() - interval '1 second'");
    const expired = await own('', { token });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ error: { code: 'not_found', message: supporterWords.linkExpired } });
    expect((await own('', { token: 'made-up' })).statusCode).toBe(404);
    const { rows } = await t.app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM supporter_links WHERE token_hash = $1',
      [token],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('an admin records a consent given by phone or on paper, with when and how, audited; a late one does not undo a newer', async () => {
    const consent = (body: object, id = annId) => admin('POST', `/api/admin/supporters/${id}/consents`, body);
    const before = (await page(annId)).consentHistory.length;
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const refused = await consent({ purpose: 'membership', given: true, way: 'phone', at: future });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ at: supporterWords.consentAtFuture });
    const badWay = await consent({ purpose: 'membership', given: true, way: 'pigeon', at: '2026-01-01T10:00:00Z' });
    expect(Object.keys(badWay.json().error.fields)).toEqual(['way']);
    const stranger = await consent(
      { purpose: 'membership', given: true, way: 'phone', at: '2026-01-01T10:00:00Z' },
      crypto.randomUUID(),
    );
    expect(stranger.statusCode).toBe(404);
    expect((await page(annId)).consentHistory).toHaveLength(before);

    const byPhone = new Date().toISOString();
    const recorded = await consent({ purpose: 'membership', given: true, way: 'phone', at: byPhone });
    expect(recorded.statusCode, recorded.body).toBe(200);
    // A paper form dated last year, withdrawing the appeal's mail, is kept but the newer consent stands.
    const onPaper = await consent({ purpose: 'appeal', given: false, way: 'paper', at: '2025-06-01T09:00:00Z' });
    const record = onPaper.json<SupporterPage>();
    expect(record.consents).toEqual([
      { purpose: 'appeal', given: true, how: supporterWords.consentHow.ownLink, at: expect.any(String) },
      { purpose: 'membership', given: true, how: 'by phone, recorded by an admin', at: byPhone },
    ]);
    expect(record.consentHistory.at(-1)).toEqual({
      purpose: 'appeal',
      given: false,
      how: 'on paper, recorded by an admin',
      at: '2025-06-01T09:00:00.000Z',
    });
    const audit = await admin('GET', `/api/admin/audit?q=${encodeURIComponent('recorded a supporter’s consent')}`);
    const entries = audit.json<{ entries: AuditEntry[] }>().entries.filter((e) => e.status === 200);
    expect(entries.map((e) => e.details)).toEqual([
      expect.stringContaining(`supporter ${annId}: appeal withdrawn paper`),
      expect.stringContaining(`supporter ${annId}: membership given phone`),
    ]);
  });

  it('exports each source’s data', async () => {
    const res = await admin('POST', `/api/admin/supporters/${annId}/export`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json<{ supporter: SupporterPage; sources: Record<string, Record<string, unknown>[]> }>();
    expect(data.supporter).toMatchObject({ name: 'Ann Kewley', house: 'Glen Cottage', emails: [WORK, ANN.email] });
    expect(data.sources.donations!.map((d) => d.amountPence)).toEqual(expect.arrayContaining([1000, 500]));
    expect(data.sources.bookings).toEqual([expect.objectContaining({ email: ANN.email, seats: 2 })]);
    expect(data.sources['volunteer hours']).toEqual([{ day: PAST_DAY, role: 'Guard', hours: 5.5, done: true }]);
    expect(data.sources.newsletter).toEqual([expect.objectContaining({ email: ANN.email, status: 'pending' })]);
  });

  it('erases on request, asked first by name: the gifts stay without a name or e-mail, and no table holds the e-mail', async () => {
    expect((await admin('POST', `/api/admin/supporters/${annId}/erase`, { confirm: 'Someone' })).statusCode).toBe(400);
    const erased = await admin('POST', `/api/admin/supporters/${annId}/erase`, { confirm: 'Ann Kewley' });
    expect(erased.statusCode, erased.body).toBe(204);

    const gifts = await t.app.database.query<{
      amount_pence: number;
      name: string;
      email: string | null;
      received_at: Date;
    }>('SELECT amount_pence, name, email, received_at FROM donations ORDER BY amount_pence');
    expect(gifts.rows.map((g) => [g.amount_pence, g.name, g.email])).toEqual([
      [500, supporterWords.erasedName, null],
      [1000, supporterWords.erasedName, null],
    ]);
    expect(gifts.rows.every((g) => g.received_at instanceof Date)).toBe(true);

    // Every table is searched for either e-mail, but two: the rate limits' counters (their keys lapse within the
    // hour) and the audit log, which is append-only by design (migration 0900, decision 150).
    const { rows: tables } = await t.app.database.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('rate_limits', 'audit_log')",
    );
    for (const { name } of tables) {
      const { rows } = await t.app.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM public."${name}" t WHERE t::text ILIKE '%ann@example.org%' OR t::text ILIKE '%${WORK}%'`,
      );
      expect(rows[0]!.n, name).toBe(0);
    }
    expect((await admin('GET', `/api/admin/supporters/${annId}`)).statusCode).toBe(404);
    const audit = (await admin('GET', '/api/admin/audit?q=erased a supporter')).json<{ entries: AuditEntry[] }>()
      .entries;
    expect(audit[0]).toMatchObject({ status: 204, details: expect.not.stringContaining('Kewley') });
  });
});
