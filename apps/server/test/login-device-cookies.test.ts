import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackMessages } from '@lmr/shared/messages';
import { type Inbox, linkToken, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, loginCookie, registeredCookie, type TestApp } from './support/test-app.ts';

const DEVICE_COOKIE = 'lmr_device';

/** A browser: the cookies the server gave it, and the address its requests come from (through the proxy). */
interface Browser {
  cookies: Map<string, string>;
  address: string;
}

const browserAt = (address: string): Browser => ({ cookies: new Map(), address });

describe('a browser that has signed in before keeps its own allowance (device cookies)', () => {
  let t: TestApp;
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox();
    t = await createTestApp({ env: { SMTP_URL: inbox.url, TRUST_PROXY: '1', MAIL_RATE_PER_SECOND: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  /** A request as the browser sends it: with its cookies, keeping those the answer sets. */
  async function send(browser: Browser, method: 'GET' | 'POST', url: string, payload?: object) {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: '127.0.0.1',
      headers: {
        'x-forwarded-for': browser.address,
        cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      ...(payload ? { payload } : {}),
    });
    for (const c of res.cookies) browser.cookies.set(c.name, c.value);
    return res;
  }
  const login = (browser: Browser, email: string, password: string) =>
    send(browser, 'POST', '/api/login', { email, password });

  let adminPassword = ADMIN.password;
  const adminsEarlierBrowser = browserAt('198.51.100.7');

  it('lets the owner’s earlier browser in at once after 40 wrong passwords from 40 addresses; a new browser only after "Forgot password?"', async () => {
    const earlier = adminsEarlierBrowser;
    expect((await login(earlier, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect(earlier.cookies.has(DEVICE_COOKIE)).toBe(true);
    expect((await send(earlier, 'POST', '/api/logout')).statusCode).toBe(204);

    const guesses = [];
    for (let i = 1; i <= 40; i++)
      guesses.push((await login(browserAt(`203.0.113.${i}`), ADMIN.email, 'wrong')).statusCode);
    expect(guesses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(guesses.slice(20).every((s) => s === 429)).toBe(true);

    expect((await login(earlier, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await send(earlier, 'GET', '/api/profile')).statusCode).toBe(200);

    const fresh = browserAt('192.0.2.80');
    const refused = await login(fresh, ADMIN.email, ADMIN.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(feedbackMessages.accountPausedForNewBrowsers);
    expect(fresh.cookies.has(DEVICE_COOKIE)).toBe(false);

    expect((await send(fresh, 'POST', '/api/forgot-password', { email: ADMIN.email })).statusCode).toBe(200);
    const token = linkToken(await inbox.waitForMail(ADMIN.email, /Choose a new password/));
    adminPassword = 'After-The-Siege-9';
    expect((await send(fresh, 'POST', '/api/set-password', { token, password: adminPassword })).statusCode).toBe(200);
    expect((await login(fresh, ADMIN.email, adminPassword)).statusCode).toBe(200);
    expect(fresh.cookies.has(DEVICE_COOKIE)).toBe(true);
  });

  /** An account made by the admin, signed in once from `browser`. */
  async function accountSignedInFrom(browser: Browser, who: { name: string; email: string; password: string }) {
    const admin = await loginCookie(t.app, ADMIN.email, adminPassword);
    await registeredCookie(t.app, admin, { ...who, role: 'volunteer' });
    expect((await login(browser, who.email, who.password)).statusCode).toBe(200);
  }

  it('trusts only a cookie the server gave to that account, and gives each browser a small allowance of its own', async () => {
    const kim = { name: 'Kim', email: 'kim@example.org', password: 'Kim-Passw0rd-12' };
    const kimsBrowser = browserAt('198.51.100.20');
    await accountSignedInFrom(kimsBrowser, kim);
    for (let i = 1; i <= 21; i++) await login(browserAt(`203.0.113.${100 + i}`), kim.email, 'wrong');

    // The admin's device cookie does not open Kim's paused account, nor does a made-up one.
    const borrowed = browserAt('198.51.100.21');
    borrowed.cookies.set(DEVICE_COOKIE, adminsEarlierBrowser.cookies.get(DEVICE_COOKIE)!);
    const madeUp = browserAt('198.51.100.22');
    madeUp.cookies.set(DEVICE_COOKIE, 'Zk3_q-Tq1mVbq9yXr0yHc2n8sQm5d4aWlP7eJuIoF1E');
    expect((await login(borrowed, kim.email, kim.password)).statusCode).toBe(429);
    expect((await login(madeUp, kim.email, kim.password)).statusCode).toBe(429);
    expect((await login(kimsBrowser, kim.email, kim.password)).statusCode).toBe(200);

    // Somebody holding Kim's browser still has only a few guesses.
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await login(kimsBrowser, kim.email, 'wrong')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('keeps the cookie from scripts, Secure where the session cookie is, and only its hash in the database', async () => {
    const val = { name: 'Val', email: 'val@example.org', password: 'Volunteer-Passw0rd-1' };
    await accountSignedInFrom(browserAt('198.51.100.30'), val);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.30', 'x-forwarded-proto': 'https' },
      payload: { email: val.email, password: val.password },
    });
    const device = res.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, secure: true });
    expect(res.cookies.find((c) => c.name === 'lmr_session')).toMatchObject({ secure: true });
    const { rows } = await t.app.database.query<{ token_hash: string }>('SELECT token_hash FROM device_cookies');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.token_hash)).not.toContain(device!.value);
  });

  it('keeps the owner’s code step open while a password thief guesses codes; a mailed new password reopens it', async () => {
    const sam = { name: 'Sam', email: 'sam@example.org', password: 'Sam-Passw0rd-123' };
    const owner = browserAt('198.51.100.40');
    await accountSignedInFrom(owner, sam);
    const { secret } = (await send(owner, 'POST', '/api/second-factor/totp/setup')).json<{ secret: string }>();
    const confirm = await send(owner, 'POST', '/api/second-factor/totp', { code: await generate({ secret }) });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
    expect((await send(owner, 'POST', '/api/logout')).statusCode).toBe(204);

    const thief = browserAt('203.0.113.250');
    expect((await login(thief, sam.email, sam.password)).json().secondFactor).toBe('verify');
    const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const wrong = nextCode === '000000' ? '111111' : '000000';
    const guesses = [];
    for (let i = 0; i < 6; i++)
      guesses.push((await send(thief, 'POST', '/api/second-factor/totp/verify', { code: wrong })).statusCode);
    expect(guesses).toEqual([400, 400, 400, 400, 400, 429]);

    expect((await login(owner, sam.email, sam.password)).json().secondFactor).toBe('verify');
    const passed = await send(owner, 'POST', '/api/second-factor/totp/verify', { code: nextCode });
    expect(passed.statusCode, passed.body).toBe(204);

    const laptop = browserAt('198.51.100.41');
    const useRecoveryCode = () =>
      send(laptop, 'POST', '/api/second-factor/recovery-code/verify', { code: recoveryCodes[0] });
    await login(laptop, sam.email, sam.password);
    expect((await useRecoveryCode()).statusCode).toBe(429);
    expect((await send(laptop, 'POST', '/api/forgot-password', { email: sam.email })).statusCode).toBe(200);
    const token = linkToken(await inbox.waitForMail(sam.email, /Choose a new password/));
    const newPassword = 'Sam-New-Passw0rd-4';
    expect((await send(laptop, 'POST', '/api/set-password', { token, password: newPassword })).statusCode).toBe(200);
    expect((await login(laptop, sam.email, newPassword)).json().secondFactor).toBe('verify');
    const reopened = await useRecoveryCode();
    expect(reopened.statusCode, reopened.body).toBe(204);
  });
});
