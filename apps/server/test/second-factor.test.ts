import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMatchingHash, hashRecoveryCode } from '../src/domains/second-factor/recovery-codes.ts';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, type TestApp } from './support/test-app.ts';

const SECOND_ADMIN = { name: 'Morag', email: 'morag@example.org', password: 'Second-Admin-Passw0rd', role: 'admin' };
const VOLUNTEER = { name: 'Val', email: 'val@example.org', password: 'Volunteer-Passw0rd-1', role: 'volunteer' };

/** The code an authenticator app shows `stepsAhead` time steps from now (one step ahead is still accepted). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

describe('the second factor, with "admins must use a second factor" on', () => {
  let t: TestApp;
  let inbox: Inbox;

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createTestApp({
      env: { ADMIN_SECOND_FACTOR: 'required', SMTP_URL: inbox.url, MAIL_RATE_PER_SECOND: '0' },
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' },
      ...(payload ? { payload } : {}),
    });

  async function logIn(who: { email: string; password: string }, userAgent = 'Mozilla/5.0 (X11; Linux) Firefox/140.0') {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'user-agent': userAgent },
      payload: { email: who.email, password: who.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = `lmr_session=${res.cookies.find((c) => c.name === 'lmr_session')!.value}`;
    return { cookie, next: res.json<{ secondFactor?: string }>().secondFactor };
  }

  /** Sets up an authenticator app for the signed-in account; its secret and the recovery codes it was given. */
  async function addAuthenticator(cookie: string) {
    const setup = await inject('POST', '/api/second-factor/totp/setup', cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri, qrSvg } = setup.json<{ secret: string; uri: string; qrSvg: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/Laxey%20Mines%20Railway:/);
    expect(qrSvg).toContain('<svg');
    const setupCode = await codeFor(secret);
    const confirm = await inject('POST', '/api/second-factor/totp', cookie, { code: setupCode });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return { secret, setupCode, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }

  let adminSecret = '';
  let adminSetupCode = '';
  let adminRecoveryCodes: string[] = [];

  it('asks an admin without a second factor to add one, and lets the session do nothing else until then', async () => {
    const { cookie, next } = await logIn(ADMIN);
    expect(next).toBe('enrol');
    const refused = await inject('GET', '/api/accounts', cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('second_factor_required');
    const status = await inject('GET', '/api/second-factor', cookie);
    expect(status.json()).toMatchObject({ next: 'enrol', required: true, authenticator: false });
    const change = await inject('POST', '/api/register', cookie, VOLUNTEER);
    expect(change.statusCode).toBe(401);

    const added = await addAuthenticator(cookie);
    adminSecret = added.secret;
    adminSetupCode = added.setupCode;
    adminRecoveryCodes = added.recoveryCodes;
    expect(adminRecoveryCodes).toHaveLength(10);
    expect(new Set(adminRecoveryCodes).size).toBe(10);
    expect((await inject('GET', '/api/accounts', cookie)).statusCode).toBe(200);
    // The refused call changed nothing: it is not in the audit log as an admin action.
    const audit = await inject('GET', '/api/admin/audit', cookie);
    const entries = audit.json<{ entries: { path: string; status: number }[] }>().entries;
    expect(entries.filter((e) => e.path === '/api/register')).toEqual([]);
    expect(entries.length).toBeGreaterThan(0);
  });

  it('keeps recovery codes only as hashes', async () => {
    const { rows } = await t.app.database.query<{ code_hash: string }>('SELECT code_hash FROM recovery_codes');
    expect(rows).toHaveLength(10);
    const stored = rows.map((r) => r.code_hash).join(' ');
    for (const code of adminRecoveryCodes) expect(stored).not.toContain(code);
  });

  it('passes with an authenticator code once, and refuses the same code again within its window', async () => {
    const first = await logIn(ADMIN);
    expect(first.next).toBe('verify');
    // The code the set-up was confirmed with has been used: refused.
    const replayedSetup = await inject('POST', '/api/second-factor/totp/verify', first.cookie, {
      code: adminSetupCode,
    });
    expect(replayedSetup.statusCode).toBe(400);
    expect(replayedSetup.json().error.code).toBe('code_wrong');
    const nextCode = await codeFor(adminSecret, 1);
    const ok = await inject('POST', '/api/second-factor/totp/verify', first.cookie, { code: nextCode });
    expect(ok.statusCode, ok.body).toBe(204);
    expect((await inject('GET', '/api/accounts', first.cookie)).statusCode).toBe(200);

    const second = await logIn(ADMIN);
    const replay = await inject('POST', '/api/second-factor/totp/verify', second.cookie, { code: nextCode });
    expect(replay.statusCode).toBe(400);
    expect((await inject('GET', '/api/accounts', second.cookie)).statusCode).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const first = await logIn(ADMIN);
    const used = await inject('POST', '/api/second-factor/recovery-code/verify', first.cookie, {
      code: adminRecoveryCodes[0]!.toUpperCase(),
    });
    expect(used.statusCode, used.body).toBe(204);
    expect((await inject('GET', '/api/accounts', first.cookie)).statusCode).toBe(200);
    const status = await inject('GET', '/api/second-factor', first.cookie);
    expect(status.json()).toMatchObject({ next: null, recoveryCodesLeft: 9 });

    const second = await logIn(ADMIN);
    const again = await inject('POST', '/api/second-factor/recovery-code/verify', second.cookie, {
      code: adminRecoveryCodes[0],
    });
    expect(again.statusCode).toBe(400);
    const other = await inject('POST', '/api/second-factor/recovery-code/verify', second.cookie, {
      code: adminRecoveryCodes[1],
    });
    expect(other.statusCode).toBe(204);
  });

  it('compares recovery codes against every stored hash, whatever their length', () => {
    const stored = ['abcde-fghjk', 'mnpqr-stuvw'].map(hashRecoveryCode);
    expect(findMatchingHash(hashRecoveryCode('MNPQR STUVW'), stored)).toBe(stored[1]);
    expect(findMatchingHash(hashRecoveryCode('mnpqr-stuvx'), stored)).toBeUndefined();
    expect(findMatchingHash('ab', stored)).toBeUndefined();
  });

  it('refuses a session that passed no factor a new factor when the account has one', async () => {
    const { cookie } = await logIn(ADMIN);
    const setup = await inject('POST', '/api/second-factor/totp/setup', cookie);
    expect(setup.statusCode).toBe(401);
    expect(setup.json().error.code).toBe('second_factor_required');
    const codes = await inject('POST', '/api/second-factor/recovery-codes', cookie);
    expect(codes.statusCode).toBe(401);
  });

  let adminCookie = '';

  it('lists the devices signed in, and signs out one without ending the others', async () => {
    const laptop = await logIn(ADMIN, 'Mozilla/5.0 (Windows NT 10.0) Chrome/140.0 Safari/537.36');
    // Every code of this window has been used by now: recovery codes pass these two.
    const useRecoveryCode = (cookie: string, code: string) =>
      inject('POST', '/api/second-factor/recovery-code/verify', cookie, { code });
    expect((await useRecoveryCode(laptop.cookie, adminRecoveryCodes[2]!)).statusCode).toBe(204);
    const phone = await logIn(ADMIN, 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1');
    expect((await useRecoveryCode(phone.cookie, adminRecoveryCodes[3]!)).statusCode).toBe(204);
    const list = await inject('GET', '/api/sessions', laptop.cookie);
    const devices = list.json<{ id: string; browser: string; address: string; current: boolean }[]>();
    expect(devices.map((d) => d.browser)).toEqual(expect.arrayContaining(['Chrome on Windows', 'Safari on iOS']));
    const phoneDevice = devices.find((d) => d.browser === 'Safari on iOS')!;
    expect(devices.find((d) => d.current)?.browser).toBe('Chrome on Windows');
    expect(phoneDevice.address).toBe('127.0.0.1');

    expect((await inject('DELETE', `/api/sessions/${phoneDevice.id}`, laptop.cookie)).statusCode).toBe(204);
    expect((await inject('GET', '/api/profile', phone.cookie)).statusCode).toBe(401);
    expect((await inject('GET', '/api/profile', laptop.cookie)).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/sessions/${phoneDevice.id}`, laptop.cookie)).statusCode).toBe(404);

    expect((await inject('DELETE', '/api/sessions', laptop.cookie)).statusCode).toBe(204);
    const left = (await inject('GET', '/api/sessions', laptop.cookie)).json<{ current: boolean }[]>();
    expect(left).toEqual([expect.objectContaining({ current: true })]);
    adminCookie = laptop.cookie;
  });

  it('mails the owner when a browser and address sign in for the first time', async () => {
    const mail = await inbox.waitForMail(ADMIN.email, /A new sign-in to your account/);
    expect(mail.text).toContain('Chrome on Windows');
    expect(mail.text).toContain('127.0.0.1');
  });

  it('lets another admin reset a second factor, ending that person’s sessions, recorded in the audit log', async () => {
    const register = await inject('POST', '/api/register', adminCookie, SECOND_ADMIN);
    expect(register.statusCode).toBe(201);
    const morag = await logIn(SECOND_ADMIN);
    expect(morag.next).toBe('enrol');
    await addAuthenticator(morag.cookie);
    const accounts = (await inject('GET', '/api/accounts', adminCookie)).json<{ id: string; email: string }[]>();
    const moragId = accounts.find((a) => a.email === SECOND_ADMIN.email)!.id;
    const adminId = accounts.find((a) => a.email === ADMIN.email)!.id;

    const own = await inject('DELETE', `/api/accounts/${adminId}/second-factor`, adminCookie);
    expect(own.statusCode).toBe(409);
    const reset = await inject('DELETE', `/api/accounts/${moragId}/second-factor`, adminCookie);
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await inject('GET', '/api/profile', morag.cookie)).json().error.code).toBe('not_logged_in');
    const again = await logIn(SECOND_ADMIN);
    expect(again.next).toBe('enrol');
    await inbox.waitForMail(SECOND_ADMIN.email, /Your second factor has been reset/);

    const audit = await inject('GET', '/api/admin/audit', adminCookie);
    const entries = audit.json<{ entries: { action: string; actorEmail: string; details: string; status: number }[] }>()
      .entries;
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'reset someone’s second factor',
          actorEmail: ADMIN.email,
          details: `Second factor of ${SECOND_ADMIN.name} <${SECOND_ADMIN.email}>`,
          status: 200,
        }),
        expect.objectContaining({
          action: 'added an authenticator app',
          actorEmail: SECOND_ADMIN.email,
        }),
        expect.objectContaining({ action: 'signed in with an authenticator code', status: 204 }),
        expect.objectContaining({ action: 'signed in with an authenticator code', status: 400 }),
        expect.objectContaining({
          action: 'signed in with a recovery code',
          status: 204,
        }),
        expect.objectContaining({ action: 'signed a device out', status: 204 }),
        expect.objectContaining({ action: 'signed out every other device', status: 204 }),
      ]),
    );
  });

  it('refuses a volunteer with an authenticator every call but the second factor until a code passes, and throttles guesses', async () => {
    expect((await inject('POST', '/api/register', adminCookie, VOLUNTEER)).statusCode).toBe(201);
    const first = await logIn(VOLUNTEER);
    expect(first.next).toBeUndefined();
    const { secret } = await addAuthenticator(first.cookie);

    const { cookie, next } = await logIn(VOLUNTEER);
    expect(next).toBe('verify');
    expect((await inject('GET', '/api/files', cookie)).json().error.code).toBe('second_factor_required');
    const wrong = (await codeFor(secret, 1)) === '000000' ? '111111' : '000000';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await inject('POST', '/api/second-factor/totp/verify', cookie, { code: wrong })).statusCode);
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await inject('POST', '/api/second-factor/totp/verify', cookie, { code: await codeFor(secret, 1) });
    expect(right.statusCode).toBe(429);
    expect((await inject('GET', '/api/files', cookie)).statusCode).toBe(401);
  });

  it('lets admins turn the rule off, after which an admin without a factor is only asked', async () => {
    const off = await inject('PUT', '/api/admin/security-settings', adminCookie, { adminsMustUseSecondFactor: false });
    expect(off.statusCode).toBe(200);
    expect((await inject('GET', '/api/admin/security-settings', adminCookie)).json()).toEqual({
      adminsMustUseSecondFactor: false,
    });
    const morag = await logIn(SECOND_ADMIN);
    expect(morag.next).toBe('suggest');
    expect((await inject('GET', '/api/accounts', morag.cookie)).statusCode).toBe(200);
  });
});
