import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longDate } from '@lmr/shared/day-text';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { adminCalls, dayFromToday, rosterFixture } from './support/roster.ts';
import { ADMIN, type AdminTestApp, createAdminTestApp, registeredCookie } from './support/test-app.ts';

const CARA = { name: 'Cara Corlett', email: 'cara@example.org', password: 'Volunteer-Passw0rd-3', role: 'volunteer' };
const SOON = dayFromToday(3);
const LATER = dayFromToday(20);

describe('a volunteer withdrawing close to their duty', () => {
  let inbox: Inbox;
  let t: AdminTestApp;
  let cara: ReturnType<typeof adminCalls>;
  let roleId: string;
  beforeAll(async () => {
    inbox = await startInbox();
    t = await createAdminTestApp({
      env: { SMTP_URL: inbox.url, DEMO_CONTENT: 'false', PUBLIC_URL: 'https://trains.example.org' },
    });
    cara = adminCalls(t, await registeredCookie(t.app, t.admin, CARA));
    const { roleIds } = await rosterFixture(t, t.admin, [SOON, LATER], [{ name: 'Driver', places: 1 }]);
    roleId = roleIds.Driver!;
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const take = async (date: string) => {
    const res = await cara('POST', '/api/roster/duties', { date, roleId });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const toAdmins = () => inbox.received.filter((r) => r.to.includes(ADMIN.email));

  it('mails the admins, through the mail queue, when the day is a few days off; not when it is weeks off', async () => {
    const later = await take(LATER);
    const soon = await take(SOON);
    expect((await cara('DELETE', `/api/roster/duties/${later}`)).statusCode).toBe(204);
    expect((await cara('DELETE', `/api/roster/duties/${soon}`)).statusCode).toBe(204);
    await expect.poll(() => toAdmins().length, { timeout: 20_000 }).toBe(1);
    const { mail } = toAdmins()[0]!;
    expect(mail.subject).toBe(`Cara Corlett withdrew: Driver on ${longDate(SOON)}`);
    expect(mail.text).toContain(`Cara Corlett has withdrawn from Driver on ${longDate(SOON)}`);
    expect(mail.text).toContain('https://trains.example.org/admin/roster');
    // The duty weeks off went quietly: its place is simply open again.
    expect(
      inbox.received.some((r) => (r.mail.text ?? '').includes(longDate(LATER)) && r.to.includes(ADMIN.email)),
    ).toBe(false);
  });
});
