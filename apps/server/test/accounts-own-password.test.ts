import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminTestApp, createAdminTestApp, loginCookie, registeredCookie } from './support/test-app.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';

describe('a signed-in person changes their own password without typing their e-mail', () => {
  let t: AdminTestApp;
  let inbox: Inbox;
  const vol = { name: 'Owen Own', email: 'owen@example.org', password: 'First-Passw0rd-1', role: 'volunteer' };

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createAdminTestApp({ env: { SMTP_URL: inbox.url } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const change = (cookie: string | undefined, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('changes it with the old one, keeps this session, ends the others, mails the owner and audits it', async () => {
    const here = await registeredCookie(t.app, t.admin, vol);
    const elsewhere = await loginCookie(t.app, vol.email, vol.password);
    const res = await change(here, { oldPassword: vol.password, newPassword: 'Second-Passw0rd-2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your password has been changed successfully.');
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: here } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: elsewhere } })).statusCode).toBe(401);
    await inbox.waitForMail(vol.email, /password has been changed/);
    await loginCookie(t.app, vol.email, 'Second-Passw0rd-2');
    const audit = await t.app.inject({ url: '/api/admin/audit', headers: { cookie: t.admin } });
    expect(audit.body).toContain('Password of Owen Own');
  });

  it('refuses a wrong old password and a weak new one with clear messages, and changes nothing', async () => {
    const cookie = await loginCookie(t.app, vol.email, 'Second-Passw0rd-2');
    const wrong = await change(cookie, { oldPassword: 'Not-The-Passw0rd', newPassword: 'Third-Passw0rd-3' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid Email or Password');
    const weak = await change(cookie, { oldPassword: 'Second-Passw0rd-2', newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.newPassword).toMatch(/^Password must be 8 to 128 characters/);
    await loginCookie(t.app, vol.email, 'Second-Passw0rd-2');
  });

  it('is refused without a session', async () => {
    const res = await change(undefined, { oldPassword: 'Second-Passw0rd-2', newPassword: 'Third-Passw0rd-3' });
    expect(res.statusCode).toBe(401);
  });
});
