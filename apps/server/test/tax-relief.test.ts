import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '@lmr/shared/site-content';
import type { GiftAidDeclaration, TaxRelief } from '@lmr/shared/tax-relief';
import { giftAidWords } from '@lmr/shared/tax-relief-words';
import { annualStatementJob, makeStatementsDue } from '../src/domains/tax-relief/annual-statement.ts';
import { scheduleColumns } from '../src/domains/tax-relief/claim-schedule.ts';
import { taxReliefSupporterSource } from '../src/domains/tax-relief/tax-relief-supporter-source.ts';
import { readOdsRows } from './support/ods-reader.ts';
import { adminCalls, dayFromToday } from './support/roster.ts';
import { siteItemCalls } from './support/site-items.ts';
import { type Inbox, linkIn, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

/**
 * Tax relief on gifts (issue 29 point 4), switched by the Site setting: UK Gift Aid declarations and the claim
 * schedule read back from its ODS file without the library that wrote it; then the Isle of Man's annual statement,
 * mailed once to a real SMTP inbox in April and downloaded from its link and by an admin.
 */
describe('tax relief: UK Gift Aid, then the Isle of Man’s annual statement', () => {
  let t: TestApp;
  let inbox: Inbox;
  let admin: ReturnType<typeof adminCalls>;
  let useScheme: (scheme: SiteSettings['taxRelief']) => Promise<void>;
  // A few calls from one address: within every rate limit the visitor's calls meet.
  const visitor = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { origin: t.config.publicUrl } });
  const recordGift = async (email: string, receivedOn: string, amountPence: number, name = 'A Donor') => {
    const answer = await admin('POST', '/api/admin/donations', { amountPence, way: 'cash', name, email, receivedOn });
    expect(answer.statusCode).toBe(201);
  };
  const donor = (email: string, lastName: string) => ({
    title: 'Mrs',
    firstName: 'Ann',
    lastName,
    house: '12',
    postcode: 'im4 7nl',
    email,
  });
  const claimRows = async (from: string, to: string) => {
    const answer = await admin('GET', `/api/admin/tax-relief/gift-aid-claim?from=${from}&to=${to}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.oasis.opendocument.spreadsheet');
    return readOdsRows(answer.rawPayload);
  };

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createTestApp({
      env: { DEMO_CONTENT: 'false', SMTP_URL: inbox.url, PUBLIC_URL: 'https://trains.example.org' },
    });
    const cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    admin = adminCalls(t, cookie);
    const site = siteItemCalls(
      () => t.app,
      () => cookie,
    );
    useScheme = site.useTaxRelief;
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  it('is the Isle of Man’s by default, and Gift Aid is refused there', async () => {
    expect((await visitor('GET', '/api/tax-relief')).json<TaxRelief>().scheme).toBe('isle-of-man');
    const refused = await visitor('POST', '/api/tax-relief/gift-aid-declarations', {
      ...donor('early@example.org', 'Early'),
      scope: 'all-gifts',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(giftAidWords.notUk);
  });

  it('in UK mode a declaration made with a gift puts the gift on the claim, read back from the ODS file', async () => {
    await useScheme('uk-gift-aid');
    expect((await visitor('GET', '/api/tax-relief')).json<TaxRelief>()).toEqual({
      scheme: 'uk-gift-aid',
      charity: 'Laxey Heritage Trust',
    });
    const today = dayFromToday(0);
    await recordGift('ann@example.org', today, 1000, 'Ann Smith-Jones');
    const declared = await visitor('POST', '/api/tax-relief/gift-aid-declarations', {
      ...donor('Ann@Example.org', 'Smith-Jones'),
      scope: 'all-gifts',
    });
    expect(declared.statusCode).toBe(201);
    // A gift without a declaration is left off.
    await recordGift('bob@example.org', today, 2500, 'Bob Nobody');

    const rows = await claimRows(dayFromToday(-1), today);
    const header = rows.findIndex((r) => r[0] === 'Title');
    expect(rows[header]).toEqual([...scheduleColumns]);
    const [d, m, y] = [today.slice(8, 10), today.slice(5, 7), today.slice(2, 4)];
    expect(rows.slice(header + 1)).toEqual([
      ['Mrs', 'Ann', 'Smith Jones', '12', 'IM4 7NL', '', '', `${d}/${m}/${y}`, 10],
    ]);
  });

  it('a phone declaration cancelled within 30 days never had effect; cancelled later, the gifts before it stay', async () => {
    const phone = (email: string, lastName: string, madeOn: string) =>
      admin('POST', '/api/admin/tax-relief/gift-aid-declarations', {
        ...donor(email, lastName),
        scope: 'all-gifts',
        way: 'phone',
        madeOn,
      });
    const recent = (await phone('cara@example.org', 'Recent', dayFromToday(-10))).json<GiftAidDeclaration>();
    const older = (await phone('dora@example.org', 'Older', dayFromToday(-40))).json<GiftAidDeclaration>();
    const record = await inbox.waitForMail('cara@example.org', /Your Gift Aid declaration/);
    expect(record.text).toContain('You may cancel this declaration within 30 days');
    expect(record.text).toContain('House name or number: 12');
    expect(record.text).toContain('pay any difference');
    await recordGift('cara@example.org', dayFromToday(-5), 700);
    await recordGift('dora@example.org', dayFromToday(-5), 900);

    const cancelRecent = await admin('POST', `/api/admin/tax-relief/gift-aid-declarations/${recent.id}/cancel`);
    expect(cancelRecent.json<GiftAidDeclaration>()).toMatchObject({ void: true });
    const cancelOlder = await admin('POST', `/api/admin/tax-relief/gift-aid-declarations/${older.id}/cancel`);
    expect(cancelOlder.json<GiftAidDeclaration>()).toMatchObject({ void: false });
    const again = await admin('POST', `/api/admin/tax-relief/gift-aid-declarations/${older.id}/cancel`);
    expect(again.statusCode).toBe(409);

    const lastNames = (await claimRows(dayFromToday(-7), dayFromToday(0))).map((r) => r[2]);
    expect(lastNames).toContain('Older');
    expect(lastNames).not.toContain('Recent');
  });

  it('in Isle of Man mode the annual statement lists the year’s gifts, is mailed once in April, and downloads', async () => {
    await useScheme('isle-of-man');
    await recordGift('eve@example.org', '2025-04-06', 1500, 'Eve Quayle');
    await recordGift('eve@example.org', '2026-04-05', 2000, 'Eve Quayle');
    await recordGift('eve@example.org', '2026-04-06', 9900, 'Eve Quayle');
    await recordGift('eve@example.org', '2025-04-05', 4400, 'Eve Quayle');
    const enqueue = (statementId: string) => t.app.mailQueue.send(annualStatementJob, { statementId });
    const april = new Date('2026-04-10T09:00:00Z');
    // In March nothing is due; two sweeps in April (two processes, or one run twice) make one statement.
    await makeStatementsDue(t.app.database, enqueue, t.app.log, new Date('2026-03-10T09:00:00Z'));
    await makeStatementsDue(t.app.database, enqueue, t.app.log, april);
    await makeStatementsDue(t.app.database, enqueue, t.app.log, april);

    const mail = await inbox.waitForMail('eve@example.org', /tax year 2025-26/);
    expect(mail.subject).toBe('Your gifts to Laxey Heritage Trust in the tax year 2025-26');
    expect(mail.text).toContain('Sunday, 6 April 2025');
    expect(mail.text).toContain('Sunday, 5 April 2026');
    expect(mail.text).toContain('Total: £35.00');
    expect(mail.text).not.toContain('£99.00');
    expect(mail.text).not.toContain('£44.00');

    const link = linkIn(mail.text ?? '', /https:\/\/trains\.example\.org\/api\/tax-relief\/statements\/[\w-]+/);
    const download = await visitor('GET', new URL(link).pathname);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="gifts-2025.txt"');
    expect(download.body).toContain('Total: £35.00');
    expect((await visitor('GET', '/api/tax-relief/statements/not-a-link')).statusCode).toBe(404);

    const byAdmin = await admin('POST', '/api/admin/tax-relief/statements', { year: 2025, email: 'eve@example.org' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.body).toContain('Total: £35.00');

    // A later sweep in April, and a mail queued after it, bring no second statement.
    await makeStatementsDue(t.app.database, enqueue, t.app.log, new Date('2026-04-20T09:00:00Z'));
    await recordGift('last@example.org', dayFromToday(0), 100);
    await inbox.waitForMail('last@example.org', /Thank you for your gift/);
    const statements = inbox.received.filter((r) => /tax year/.test(r.mail.subject ?? ''));
    expect(statements).toHaveLength(1);
  });

  it('offers the supporter record its timeline and export, and erasure keeps the declarations HMRC may ask for', async () => {
    const { db } = t.app.database;
    const people = ['cara@example.org', 'dora@example.org', 'eve@example.org'];
    const timeline = await db.transaction((tx) => taxReliefSupporterSource.timeline(people, tx));
    expect(timeline.map((e) => e.summary).sort()).toEqual([
      'Annual statement of gifts for 2025-26 mailed',
      'Gift Aid declaration made by phone, cancelled',
      'Gift Aid declaration made by phone, cancelled',
    ]);
    const exported = await db.transaction((tx) => taxReliefSupporterSource.exportData(people, tx));
    expect(exported.map((row) => row.kind).sort()).toEqual([
      'Gift Aid declaration',
      'Gift Aid declaration',
      'annual statement',
    ]);

    await db.transaction((tx) => taxReliefSupporterSource.erase(people, tx));
    const left = await db.transaction((tx) => taxReliefSupporterSource.exportData(people, tx));
    // The void declaration never had effect and goes; the other ended now, so HMRC may ask for it for six years.
    expect(left).toEqual([expect.objectContaining({ kind: 'Gift Aid declaration', lastName: 'Older' })]);
  });
});
