import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  type AdminTestApp,
  createAdminTestApp,
  createTestApp,
  loginCookie,
  type TestApp,
} from './support/test-app.ts';

describe('requests from other sites', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://railway.example' } });
    // A route of the kind a mail program calls without a cookie (RFC 8058 one-click unsubscribe).
    t.app.route({
      method: 'POST',
      url: '/api/test-one-click',
      config: { access: 'public', csrf: false },
      handler: async () => ({ ok: true }),
    });
    admin = await loginCookie(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t.close());

  const register = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: admin, ...headers },
      payload: { name: 'Forged', email: `forged${Math.random()}@example.org` },
    });

  it('refuses a state-changing call whose Origin or Referer is another site, with 403', async () => {
    const byOrigin = await register({ origin: 'https://evil.example' });
    expect(byOrigin.statusCode).toBe(403);
    expect(byOrigin.json().error.message).toBe('This request came from another site and was refused.');
    expect((await register({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await register({ origin: 'null' })).statusCode).toBe(403);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: admin, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/role', headers: { cookie: admin } })).body).toBe('admin');
  });

  it("accepts the site's own origin (PUBLIC_URL's) and clients that name none", async () => {
    expect((await register({ origin: 'https://railway.example' })).statusCode).toBe(201);
    expect((await register({ referer: 'https://railway.example/register' })).statusCode).toBe(201);
    expect((await register({})).statusCode).toBe(201);
  });

  it('refuses an origin that only the Host or X-Forwarded-Host the client wrote agrees with', async () => {
    const rebound = await register({ origin: 'http://evil.example', host: 'evil.example' });
    expect(rebound.statusCode).toBe(403);
    const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    expect((await register({ origin: 'https://evil.example', ...forwarded })).statusCode).toBe(403);
  });

  it('lets a route that declares csrf: false be called from anywhere', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-one-click',
      headers: { origin: 'https://mail.example' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('does not check reads', async () => {
    const res = await t.app.inject({ url: '/api/role', headers: { cookie: admin, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('requests through a proxy', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp({ env: { PUBLIC_URL: 'https://railway.example', TRUST_PROXY: '10.0.0.1' } });
  });
  afterAll(() => t.close());

  const registerFrom = (remoteAddress: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress,
      headers: { cookie: t.admin, ...headers },
      payload: { name: 'Proxied', email: `proxied${Math.random()}@example.org` },
    });
  const otherName = { origin: 'https://www.railway.example', 'x-forwarded-proto': 'https' };

  it('accept the origin a trusted proxy reports the request reached (X-Forwarded-Proto and -Host)', async () => {
    const res = await registerFrom('10.0.0.1', { ...otherName, 'x-forwarded-host': 'www.railway.example' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuse the same origin from a client that is not the trusted proxy, named in Host or X-Forwarded-Host', async () => {
    const byForwarded = await registerFrom('192.0.2.7', { ...otherName, 'x-forwarded-host': 'www.railway.example' });
    expect(byForwarded.statusCode).toBe(403);
    const byHost = await registerFrom('192.0.2.7', {
      origin: 'http://www.railway.example',
      host: 'www.railway.example',
    });
    expect(byHost.statusCode).toBe(403);
  });
});

describe('the session cookie over HTTPS', () => {
  it('is Secure when a trusted proxy says the request came over HTTPS, and not otherwise', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const login = (headers: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: ADMIN, headers });
      const https = await login({ 'x-forwarded-proto': 'https' });
      expect(https.cookies.find((c) => c.name === 'lmr_session')?.secure).toBe(true);
      const http = await login({});
      expect(http.cookies.find((c) => c.name === 'lmr_session')?.secure).toBeFalsy();
    } finally {
      await t.close();
    }
  });
});

describe('bad input to the account calls', () => {
  let t: AdminTestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(() => t.close());

  const huge = 'A'.repeat(100_000);
  const bad: [string, unknown][] = [
    ['empty', {}],
    ['empty strings', { name: '', email: '', password: '', oldPassword: '', newPassword: '', token: '' }],
    ['wrong types', { name: 42, email: ['a@b.c'], password: { $ne: null }, token: 7, role: true }],
    ['huge', { name: huge, email: `${huge}@example.org`, password: huge, newPassword: huge, token: huge }],
    ['SQL', { name: "x'); DROP TABLE users;--", email: "' OR 1=1 --", password: "' OR '1'='1", token: "' OR 1=1--" }],
    ['script', { name: '<script>alert(1)</script>', email: '<script>@x.y</script>', token: '<img src=x>' }],
    ['not an object', [1, 2, 3]],
  ];
  const calls = [
    { url: '/api/login', admin: false },
    { url: '/api/reset-password', admin: false },
    { url: '/api/forgot-password', admin: false },
    { url: '/api/set-password', admin: false },
    { url: '/api/register', admin: true },
  ];

  for (const call of calls) {
    it(`${call.url} answers 400 with field messages, never 500`, async () => {
      for (const [what, payload] of bad) {
        const res = await t.app.inject({
          method: 'POST',
          url: call.url,
          payload: payload as object,
          headers: call.admin ? { cookie: t.admin } : {},
          remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        });
        expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
        expect(res.json().error.code).toBe('invalid_input');
      }
      const notJson = await t.app.inject({
        method: 'POST',
        url: call.url,
        payload: '{"email": ',
        headers: { 'content-type': 'application/json', ...(call.admin ? { cookie: t.admin } : {}) },
      });
      expect(notJson.statusCode).toBe(400);
    });
  }

  it('takes a body-less POST with a JSON content type as an empty object: logout signs out, login names the fields', async () => {
    const user = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    const json = { 'content-type': 'application/json' };
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { ...json, cookie: user } });
    expect(logout.statusCode, logout.body).toBe(204);
    expect((await t.app.inject({ url: '/api/role', headers: { cookie: user } })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', headers: json, remoteAddress: '10.8.0.1' });
    expect(login.statusCode).toBe(400);
    expect(login.json().error.fields).toEqual({ email: 'Email is required.', password: 'Password is Required.' });
  });

  it('gives the same messages as the forms', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'nope', password: '' } });
    expect(res.json().error.fields).toEqual({ email: 'Email must be valid.', password: 'Password is Required.' });
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: t.admin },
      payload: { name: ' ', email: '' },
    });
    expect(reg.json().error.fields).toEqual({ name: 'You must enter a name', email: 'Email is required.' });
  });

  it('bad account ids get 400, and nothing changed', async () => {
    for (const id of ['1', "1' OR 1=1", '<script>']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/accounts/${encodeURIComponent(id)}`,
        headers: { cookie: t.admin },
      });
      expect(res.statusCode).toBe(400);
    }
    const list = await t.app.inject({ url: '/api/accounts', headers: { cookie: t.admin } });
    expect(list.json()).toHaveLength(1);
  });
});
