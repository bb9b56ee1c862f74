import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type AdminTestApp, createAdminTestApp, createTestApp, loginCookie } from './support/test-app.ts';
import { linkToken, startInbox } from './support/smtp-inbox.ts';

type Mailbox = Awaited<ReturnType<typeof startInbox>>;

describe('an admin registers people and looks after their accounts', () => {
  let t: AdminTestApp;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startInbox();
    t = await createAdminTestApp({ env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://railway.example' } });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const register = (body: object, cookie = t.admin) =>
    t.app.inject({ method: 'POST', url: '/api/register', headers: { cookie }, payload: body });
  const accounts = async () =>
    (await t.app.inject({ url: '/api/accounts', headers: { cookie: t.admin } })).json() as {
      id: string;
      email: string;
      role: string;
      status: string;
    }[];
  const setPassword = (token: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/set-password', payload: { token, password } });
  const accountOf = async (email: string) => (await accounts()).find((a) => a.email === email)!;

  it('invites a volunteer by e-mail; the link sets a password once, then the volunteer logs in', async () => {
    const res = await register({ name: 'Vera Volunteer', email: 'Vera@Example.org' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('The user has been registered successfully');
    expect(await accountOf('vera@example.org')).toMatchObject({ role: 'volunteer', status: 'invited' });

    const mail = await mailbox.waitForMail('vera@example.org', /account/);
    expect(mail.text).toContain('https://railway.example/set-password#token=');
    expect(mail.text).toContain('72 hours');
    const token = linkToken(mail);

    const set = await setPassword(token, 'Steam-Engine-1877');
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toBe('Your password has been set and you are signed in.');
    const again = await setPassword(token, 'Another-Passw0rd-9');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toMatch(/expired or has already been used/);

    const cookie = await loginCookie(t.app, 'vera@example.org', 'Steam-Engine-1877');
    expect((await t.app.inject({ url: '/api/role', headers: { cookie } })).body).toBe('volunteer');
    expect(await accountOf('vera@example.org')).toMatchObject({ status: 'active' });
  });

  it("takes the spec form's empty password as none given, and invites", async () => {
    const res = await register({ name: 'Eli Empty', email: 'eli@example.org', role: 'volunteer', password: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await accountOf('eli@example.org')).toMatchObject({ status: 'invited' });
    await mailbox.waitForMail('eli@example.org', /account/);
    const weak = await register({ name: 'Wes Weak', email: 'wes@example.org', password: 'short' });
    expect(weak.json().error.fields.password).toMatch(/^Password must be 8 to 128 characters/);
  });

  it('keeps only the hash of a link token, and refuses an expired link', async () => {
    await register({ name: 'Late Larry', email: 'larry@example.org' });
    const token = linkToken(await mailbox.waitForMail('larry@example.org', /account/));
    const { rows } = await t.app.database.query<{ token_hash: string }>('SELECT token_hash FROM account_tokens');
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    await t.app.database.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second'`);
    expect((await setPassword(token, 'Steam-Engine-1877')).statusCode).toBe(400);
  });

  it('resends an invitation with a new link; the old one stops working', async () => {
    await register({ name: 'Resent Rita', email: 'rita@example.org' });
    const first = linkToken(await mailbox.waitForMail('rita@example.org', /account/));
    const { id } = await accountOf('rita@example.org');
    mailbox.received.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${id}/invitation`,
      headers: { cookie: t.admin },
    });
    expect(res.statusCode).toBe(200);
    const second = linkToken(await mailbox.waitForMail('rita@example.org', /account/));
    expect(second).not.toBe(first);
    expect((await setPassword(first, 'Steam-Engine-1877')).statusCode).toBe(400);
    expect((await setPassword(second, 'Steam-Engine-1877')).statusCode).toBe(200);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${id}/invitation`,
      headers: { cookie: t.admin },
    });
    expect(done.statusCode).toBe(409);
  });

  it('refuses a second account with the same e-mail, with a field message', async () => {
    const res = await register({ name: 'Vera Again', email: 'vera@example.org' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.email).toBe('An account with this e-mail address already exists.');
  });

  it('registers an admin when asked, who then sees admin calls', async () => {
    await register({ name: 'Second Admin', email: 'second@example.org', role: 'admin' });
    expect(await accountOf('second@example.org')).toMatchObject({ role: 'admin' });
  });

  it('changes a role, and will not demote or remove the last admin', async () => {
    const solo = await createTestApp();
    try {
      const cookie = await loginCookie(solo.app, ADMIN.email, ADMIN.password);
      const list = (await solo.app.inject({ url: '/api/accounts', headers: { cookie } })).json() as { id: string }[];
      const demote = await solo.app.inject({
        method: 'PUT',
        url: `/api/accounts/${list[0]!.id}/role`,
        headers: { cookie },
        payload: { role: 'volunteer' },
      });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().error.message).toMatch(/at least one admin/);
      const remove = await solo.app.inject({
        method: 'DELETE',
        url: `/api/accounts/${list[0]!.id}`,
        headers: { cookie },
      });
      expect(remove.statusCode).toBe(409);
      expect((await solo.app.inject({ url: '/api/role', headers: { cookie } })).body).toBe('admin');
    } finally {
      await solo.close();
    }

    const { id } = await accountOf('vera@example.org');
    const vera = await loginCookie(t.app, 'vera@example.org', 'Steam-Engine-1877');
    const promote = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${id}/role`,
      headers: { cookie: t.admin },
      payload: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/role', headers: { cookie: vera } })).body).toBe('admin');
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/${id}/role`,
      headers: { cookie: t.admin },
      payload: { role: 'superuser' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.role).toBe('Choose a role: volunteer or admin.');
  });

  it('removes an account and ends its sessions at once', async () => {
    const { id } = await accountOf('vera@example.org');
    const vera = await loginCookie(t.app, 'vera@example.org', 'Steam-Engine-1877');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/accounts/${id}`, headers: { cookie: t.admin } });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie: vera } })).statusCode).toBe(401);
    expect((await accounts()).map((a) => a.email)).not.toContain('vera@example.org');
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/accounts/${id}`, headers: { cookie: t.admin } });
    expect(gone.statusCode).toBe(404);
  });
});
