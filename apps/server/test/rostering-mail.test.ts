import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDate } from '@lmr/shared/day-text';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import {
  type AdminTestApp,
  createAdminTestApp,
  createTestApp,
  makeTempDir,
  migratedDatabase,
  registeredCookie,
  type TestApp,
} from './support/test-app.ts';

const CARA = { name: 'Cara Corlett', email: 'cara@example.org', password: 'Volunteer-Passw0rd-3', role: 'volunteer' };
const DAN = { name: 'Dan Faragher', email: 'dan@example.org', password: 'Volunteer-Passw0rd-4', role: 'volunteer' };

const DAY = dayFromToday(12);
const SOON = dayFromToday(2);
const onPostgres = process.env.TEST_DB === 'postgres';

describe(`roster mail, each sent once${onPostgres ? ', from two server processes' : ''}`, () => {
  let inbox: Inbox;
  let t: AdminTestApp;
  let second: TestApp | undefined;
  let cara: string;
  let roleIds: Record<string, string>;
  // Kept across the restart: the same data folder (PGlite) or database (PostgreSQL).
  let dataDir: string;
  let databaseUrl: string | undefined;

  const env = () => ({ SMTP_URL: inbox.url, DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org' });
  const mailsTo = (to: string, subject: RegExp) =>
    inbox.received.filter((r) => r.to.includes(to) && subject.test(r.mail.subject ?? ''));
  const admin = () => adminCalls(t, t.admin);
  const caraTakes = async (date: string) => {
    const res = await adminCalls(t, cara)('POST', '/api/roster/duties', { date, roleId: roleIds['Ticket stall'] });
    expect(res.statusCode, res.body).toBe(201);
  };

  beforeAll(async () => {
    inbox = await startInbox();
    dataDir = await makeTempDir();
    databaseUrl = await migratedDatabase(dataDir);
    t = await createAdminTestApp({ env: env(), dataDir, databaseUrl });
    if (onPostgres) second = await createTestApp({ env: env(), databaseUrl });
    cara = await registeredCookie(t.app, t.admin, CARA);
    await registeredCookie(t.app, t.admin, DAN);
    ({ roleIds } = await rosterFixture(t, t.admin, [SOON, DAY], [{ name: 'Ticket stall', places: 2 }]));
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
    await inbox.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('confirms a duty taken, and one an admin gives', async () => {
    await caraTakes(DAY);
    const accounts = (await admin()('GET', '/api/accounts')).json<{ id: string; email: string }[]>();
    const dan = accounts.find((a) => a.email === DAN.email)!.id;
    const given = await admin()('POST', '/api/admin/roster/assignments', {
      date: DAY,
      roleId: roleIds['Ticket stall'],
      userId: dan,
    });
    expect(given.statusCode, given.body).toBe(201);

    const mail = await inbox.waitForMail(CARA.email, /^Your duty on /);
    expect(mail.text).toContain('You are on duty as Ticket stall');
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    await inbox.waitForMail(DAN.email, /^Your duty on /);
  });

  it('sends a duty taken two days before one mail, its confirmation, which says no reminder follows', async () => {
    await caraTakes(SOON);
    const mail = await inbox.waitForMail(CARA.email, new RegExp(`^Your duty on ${longDate(SOON)}$`));
    expect(mail.text).toContain('The day is close: no reminder will follow.');
  });

  it('tells every rostered volunteer once when the day is cancelled, even across a restart', async () => {
    const cancelled = await admin()('PUT', `/api/admin/timetable/changes/${DAY}`, {
      status: 'cancelled',
      reason: 'Track repairs',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notice = await inbox.waitForMail(CARA.email, /^Change to /);
    expect(notice.text).toContain('No trains: Track repairs');
    await inbox.waitForMail(DAN.email, /^Change to /);

    // A restart, then a second change: its notice comes through the new process's sweep, by which time
    // anything that process would send again of the first has gone too.
    await second?.close();
    second = undefined;
    await t.close();
    t = await createAdminTestApp({ env: env(), dataDir, databaseUrl });
    const undone = await admin()('DELETE', `/api/admin/timetable/changes/${DAY}`);
    expect(undone.statusCode).toBe(204);
    await inbox.waitFor(inbox.received.length + 2);

    for (const who of [CARA.email, DAN.email]) {
      const notices = mailsTo(who, /^Change to /).map((r) => r.mail.text ?? '');
      expect(notices, who).toHaveLength(2);
      expect(
        notices.filter((n) => n.includes('No trains: Track repairs')),
        who,
      ).toHaveLength(1);
      expect(
        notices.filter((n) => n.includes('back to its usual timetable')),
        who,
      ).toHaveLength(1);
      expect(mailsTo(who, new RegExp(`^Your duty on ${longDate(DAY)}$`)), who).toHaveLength(1);
    }
    // Her duty two days on was confirmed in one mail (rostering-mail-near-duty.test.ts shows reminders).
    expect(mailsTo(CARA.email, /^Reminder/)).toHaveLength(0);
  });

  it('mails everyone on a day’s roster when an admin writes to them', async () => {
    const sent = await admin()('POST', `/api/admin/roster/days/${DAY}/mail`, {
      subject: 'Meet at the shed',
      message: 'Please come to the carriage shed at ten.',
    });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toEqual({ count: 2 });
    const mail = await inbox.waitForMail(DAN.email, /^Meet at the shed$/);
    expect(mail.text).toContain('Please come to the carriage shed at ten.');
    await inbox.waitForMail(CARA.email, /^Meet at the shed$/);
  });
});
