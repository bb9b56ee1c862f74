import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestApp, createAdminTestApp } from './support/test-app.ts';
import { setAdminsMustUseSecondFactor } from '../src/domains/second-factor/second-factor-policy.ts';
import { linkToken, startInbox } from './support/smtp-inbox.ts';

type Mailbox = Awaited<ReturnType<typeof startInbox>>;

describe('choosing a password from an invitation signs the person in', () => {
  let t: AdminTestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startInbox();
    t = await createAdminTestApp({ env: { SMTP_URL: mailbox.url } });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  async function invite(name: string, email: string, role: 'volunteer' | 'admin') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: t.admin },
      payload: { name, email, role },
    });
    expect(res.statusCode, res.body).toBe(201);
    return linkToken(await mailbox.waitForMail(email, /account/));
  }
  const setPassword = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/set-password', payload: { token, password } });
  const sessionOf = (res: Awaited<ReturnType<typeof setPassword>>) =>
    `lmr_session=${res.cookies.find((c) => c.name === 'lmr_session')?.value}`;

  it('a volunteer is signed in at once and told where they are', async () => {
    const token = await invite('Nell New', 'nell@example.org', 'volunteer');
    const res = await setPassword(token, 'Steam-Engine-1877');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been set and you are signed in.',
      name: 'Nell New',
      role: 'volunteer',
    });
    const role = await t.app.inject({ url: '/api/role', headers: { cookie: sessionOf(res) } });
    expect(role.body).toBe('volunteer');
  });

  it('an admin who must use a second factor is asked to add one before the session does anything else', async () => {
    // Turned on after the seeded admin signed in, so that this test's inviting needs no factor of its own.
    await setAdminsMustUseSecondFactor(t.app.database, true);
    const token = await invite('Ada Admin', 'ada@example.org', 'admin');
    const res = await setPassword(token, 'Steam-Engine-1878');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', secondFactor: 'enrol' });
    const refused = await t.app.inject({ url: '/api/accounts', headers: { cookie: sessionOf(res) } });
    expect(refused.json().error.code).toBe('second_factor_required');
  });

  it('a used link signs nobody in', async () => {
    const token = await invite('Ola Once', 'ola@example.org', 'volunteer');
    expect((await setPassword(token, 'Steam-Engine-1879')).statusCode).toBe(200);
    const again = await setPassword(token, 'Steam-Engine-1880');
    expect(again.statusCode).toBe(400);
    expect(again.cookies.find((c) => c.name === 'lmr_session')).toBeUndefined();
  });
});
