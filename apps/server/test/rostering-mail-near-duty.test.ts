import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDate } from '@lmr/shared/day-text';
import { sweepRosterMail } from '../src/domains/rostering/roster-mail.ts';
import type { SiteSettings } from '@lmr/shared/site-content';
import { parseCalendar } from './support/calendar-parser.ts';
import { siteItemCalls } from './support/site-items.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import { type AdminTestApp, createAdminTestApp, registeredCookie } from './support/test-app.ts';

const ELLA = { name: 'Ella Kneale', email: 'ella@example.org', password: 'Volunteer-Passw0rd-5', role: 'volunteer' };
const SOON = dayFromToday(1);
const LATER = dayFromToday(12);

describe('a duty taken within two days of the day gets one mail, not a confirmation and a reminder', () => {
  let inbox: Inbox;
  let t: AdminTestApp;
  let ella: string;
  let roleId: string;

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createAdminTestApp({ env: { SMTP_URL: inbox.url, DEMO_CONTENT: 'false' } });
    ella = await registeredCookie(t.app, t.admin, ELLA);
    const { roleIds } = await rosterFixture(
      t,
      t.admin,
      [SOON, dayFromToday(2), LATER],
      [{ name: 'Platform', places: 1 }],
    );
    roleId = roleIds.Platform!;
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** Runs the roster sweep as the server does every few seconds, at `now`; the mails it queues. */
  const sweepAt = async (now = new Date()) => {
    const queued: string[] = [];
    await sweepRosterMail(t.app.database, async (id) => void queued.push(id), t.app.log, now);
    return queued;
  };
  const take = async (date: string) => {
    const res = await adminCalls(t, ella)('POST', '/api/roster/duties', { date, roleId });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('sends the confirmation, with where to report and a calendar invite, and records no reminder after it', async () => {
    await take(SOON);
    const mail = await inbox.waitForMail(ELLA.email, new RegExp(`^Your duty on ${longDate(SOON)}$`));
    expect(mail.text).toContain('The day is close: no reminder will follow.');
    // Where to report, in the words and in a calendar invite a calendar app reads.
    expect(mail.text).toMatch(/Where to report: Laxey Mines Railway, .+\./);
    const invite = mail.attachments.find((a) => a.filename === 'duty.ics')!;
    expect(invite.contentType).toBe('text/calendar');
    const [event] = parseCalendar(invite.content.toString('utf8')).events;
    expect(event!.summary).toMatch(/^Platform: /);
    expect(event!.location).toMatch(/^Laxey Mines Railway, /);
    expect(event!.status).toBe('CONFIRMED');
    await sweepAt();
    // A reminder is either still to send (the first count) or sent (the second): neither, ever.
    const { rows } = await t.app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM roster_mails WHERE kind = 'reminder' AND mailed_at IS NULL`,
    );
    expect(rows[0]!.n).toBe(0);
    expect(inbox.received.filter((r) => r.to.includes(ELLA.email))).toHaveLength(1);
  });

  it('names whom to call on the day once the Site settings have a phone number, and no one before', async () => {
    const site = siteItemCalls(
      () => t.app,
      () => t.admin,
    );
    const { data, etag } = await site.item<SiteSettings>('settings');
    const before = await inbox.waitForMail(ELLA.email, new RegExp(`^Your duty on ${longDate(SOON)}$`));
    expect(before.text).not.toContain('Whom to call');
    const saved = await site.saveDraft('settings', { ...data, phone: '01624 861706' }, etag);
    expect((await site.publish('settings', saved.headers.etag as string)).statusCode).toBe(200);
    await take(dayFromToday(2));
    const mail = await inbox.waitForMail(ELLA.email, new RegExp(`^Your duty on ${longDate(dayFromToday(2))}$`));
    expect(mail.text).toContain('Whom to call on the day: 01624 861706.');
  });

  it('still reminds two days before of a duty taken earlier', async () => {
    await take(LATER);
    const mail = await inbox.waitForMail(ELLA.email, new RegExp(`^Your duty on ${longDate(LATER)}$`));
    expect(mail.text).not.toContain('no reminder will follow');
    const twoDaysBefore = new Date(Date.parse(`${LATER}T12:00:00Z`) - 2 * 86_400_000);
    expect(await sweepAt(twoDaysBefore)).toHaveLength(1);
  });
});
