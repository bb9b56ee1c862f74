import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

describe('logging in and out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the configured admin at first start, who can log in and is told the role as text', async () => {
    const cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    const role = await t.app.inject({ url: '/api/role', headers: { cookie } });
    expect(role.statusCode).toBe(200);
    expect(role.headers['content-type']).toMatch(/^text\/plain/);
    expect(role.body).toBe('admin');
    const profile = await t.app.inject({ url: '/api/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ email: ADMIN.email, role: 'admin' });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN });
    const cookie = res.cookies.find((c) => c.name === 'lmr_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    // The hint that lets the browser skip the role request for visitors: readable, and says nothing.
    const hint = res.cookies.find((c) => c.name === 'lmr_logged_in');
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: `lmr_session=${cookie!.value}` },
    });
    const cleared = out.cookies.find((c) => c.name === 'lmr_logged_in');
    expect(cleared?.value).toBe('');
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { ...ADMIN, password: 'Wrong-Passw0rd' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.org', password: 'Wrong-Passw0rd' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error.message).toBe('Invalid Email or Password');
  });

  it('answers 401 to the profile of a visitor and ends the session at logout', async () => {
    expect((await t.app.inject('/api/profile')).statusCode).toBe(401);
    const cookie = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
  });
});
