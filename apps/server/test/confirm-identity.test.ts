import type { ParsedMail } from 'mailparser';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_MINUTES } from '@lmr/shared/second-factor';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, type AdminTestApp, createAdminTestApp, loginCookie, registeredCookie } from './support/test-app.ts';

const VAL = { name: 'Val', email: 'val@example.org', password: 'Volunteer-Passw0rd-1', role: 'volunteer' };
const RHONA = { name: 'Rhona', email: 'rhona@example.org', password: 'Rhona-Passw0rd-1', role: 'volunteer' };
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1';

/** The code an authenticator app shows `stepsAhead` time steps from now (one step ahead is still accepted). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Everything a mail says, to look for what it must not carry. */
const wholeMail = (mail: ParsedMail) => `${mail.subject} ${mail.text} ${String(mail.html)}`;

describe('changing how you sign in asks who you are, and tells you', () => {
  let t: AdminTestApp;
  let inbox: Inbox;

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createAdminTestApp({ env: { SMTP_URL: inbox.url, MAIL_RATE_PER_SECOND: '0' } });
    for (const who of [VAL, RHONA]) await registeredCookie(t.app, t.admin, who);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), 'user-agent': LAPTOP },
      ...(payload ? { payload } : {}),
    });

  const logIn = (who: { email: string; password: string }, userAgent = LAPTOP) =>
    loginCookie(t.app, who.email, who.password, { 'user-agent': userAgent });

  const confirmIdentity = (cookie: string, answer: object) => inject('POST', '/api/confirm-identity', cookie, answer);

  /** Signs in, and passes the second factor with one of the account's recovery codes. */
  async function signedInWith(who: { email: string; password: string }, recoveryCode: string, userAgent = LAPTOP) {
    const cookie = await logIn(who, userAgent);
    const passed = await inject('POST', '/api/second-factor/recovery-code/verify', cookie, { code: recoveryCode });
    expect(passed.statusCode, passed.body).toBe(204);
    return cookie;
  }

  /** Every session's sign-in and confirmations happened `minutes` ago, as if the browser had been left open. */
  const confirmedAgo = (minutes: number) =>
    t.app.database.query(
      `UPDATE sessions SET confirmed_at = now() - make_interval(mins => $1),
         factor_confirmed_at = CASE WHEN factor_confirmed_at IS NULL THEN NULL ELSE now() - make_interval(mins => $1) END`,
      [minutes],
    );
  const leftOpen = () => confirmedAgo(CONFIRMATION_MINUTES + 1);

  const expectConfirmationRequired = (res: { statusCode: number; json: () => { error: { code: string } } }) => {
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('confirmation_required');
  };

  const auditOf = async (email: string) => {
    const admin = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    const res = await inject('GET', `/api/admin/audit?q=${encodeURIComponent(email)}`, admin);
    return res
      .json<{ entries: { action: string; actorEmail: string; status: number; details: string }[] }>()
      .entries.filter((e) => e.actorEmail === email);
  };

  it('asks for it on exactly the calls that change how one signs in, each answered 403 confirmation_required', async () => {
    const flagged = t.app.routeTable.filter((r) => r.recentConfirmation).map((r) => `${r.method} ${r.url}`);
    expect(flagged.sort()).toEqual(
      [
        'POST /api/second-factor/totp/setup',
        'POST /api/second-factor/totp',
        'DELETE /api/second-factor/totp',
        'POST /api/second-factor/passkeys/options',
        'POST /api/second-factor/passkeys',
        'DELETE /api/second-factor/passkeys/:id',
        'POST /api/second-factor/recovery-codes',
        'DELETE /api/sessions/:id',
        'DELETE /api/sessions',
      ].sort(),
    );
    const cookie = await logIn(VAL);
    await leftOpen();
    for (const route of t.app.routeTable.filter((r) => r.recentConfirmation)) {
      const url = route.url.replace(':id', '00000000-0000-4000-8000-000000000000');
      expectConfirmationRequired(await inject(route.method as 'POST', url, cookie, {}));
    }
    // Nothing else is asked of a session left open.
    expect((await inject('GET', '/api/second-factor', cookie)).statusCode).toBe(200);
    expect((await inject('GET', '/api/sessions', cookie)).statusCode).toBe(200);
  });

  let valSecret = '';
  let valRecoveryCodes: string[] = [];

  it('lets the password confirm, within the window, and mails the owner the authenticator app added', async () => {
    const cookie = await logIn(VAL);
    await leftOpen();
    expectConfirmationRequired(await inject('POST', '/api/second-factor/totp/setup', cookie));
    const wrong = await confirmIdentity(cookie, { method: 'password', password: 'Not-It-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: 'That password is not right.' });
    expectConfirmationRequired(await inject('POST', '/api/second-factor/totp/setup', cookie));

    const right = await confirmIdentity(cookie, { method: 'password', password: VAL.password });
    expect(right.statusCode, right.body).toBe(204);
    const setup = await inject('POST', '/api/second-factor/totp/setup', cookie);
    expect(setup.statusCode, setup.body).toBe(200);
    valSecret = setup.json<{ secret: string }>().secret;
    // Still inside the window a little before it ends.
    await confirmedAgo(CONFIRMATION_MINUTES - 1);
    const added = await inject('POST', '/api/second-factor/totp', cookie, { code: await codeFor(valSecret) });
    expect(added.statusCode, added.body).toBe(200);
    valRecoveryCodes = added.json<{ recoveryCodes: string[] }>().recoveryCodes;

    const mail = await inbox.waitForMail(VAL.email, /An authenticator app was added to your account/);
    expect(mail.text).toContain('Firefox on Linux at 127.0.0.1');
    const said = wholeMail(mail);
    for (const secret of [valSecret, ...valRecoveryCodes]) expect(said).not.toContain(secret);
  });

  it('lets an authenticator code confirm, and mails the owner new recovery codes without them', async () => {
    const cookie = await signedInWith(VAL, valRecoveryCodes[0]!);
    await leftOpen();
    expectConfirmationRequired(await inject('POST', '/api/second-factor/recovery-codes', cookie));
    const confirm = await confirmIdentity(cookie, {
      method: 'authenticator',
      code: await codeFor(valSecret, 1),
    });
    expect(confirm.statusCode, confirm.body).toBe(204);
    const fresh = await inject('POST', '/api/second-factor/recovery-codes', cookie);
    expect(fresh.statusCode, fresh.body).toBe(200);
    valRecoveryCodes = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;

    const mail = await inbox.waitForMail(VAL.email, /New recovery codes were made for your account/);
    const said = wholeMail(mail);
    for (const secret of [valSecret, ...valRecoveryCodes]) expect(said).not.toContain(secret);
  });

  it('refuses the confirmation to a session that still owes its second factor', async () => {
    const cookie = await logIn(VAL);
    const res = await confirmIdentity(cookie, { method: 'password', password: VAL.password });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('second_factor_required');
  });

  let otherDevices = 0;

  it('asks before signing out another device or all of them, and mails the owner each time', async () => {
    const laptop = await signedInWith(VAL, valRecoveryCodes[0]!);
    const phone = await signedInWith(VAL, valRecoveryCodes[1]!, PHONE);
    const devices = (await inject('GET', '/api/sessions', laptop)).json<{ id: string; browser: string }[]>();
    const phoneId = devices.find((d) => d.browser === 'Safari on iOS')!.id;

    await leftOpen();
    expectConfirmationRequired(await inject('DELETE', `/api/sessions/${phoneId}`, laptop));
    expect((await inject('GET', '/api/profile', phone)).statusCode).toBe(200);
    const confirm = () => confirmIdentity(laptop, { method: 'password', password: VAL.password });
    expect((await confirm()).statusCode).toBe(204);
    expect((await inject('DELETE', `/api/sessions/${phoneId}`, laptop)).statusCode).toBe(204);
    expect((await inject('GET', '/api/profile', phone)).statusCode).toBe(401);
    const one = await inbox.waitForMail(VAL.email, /A device was signed out of your account/);
    expect(one.text).toContain('Safari on iOS at 127.0.0.1 was signed out');

    const tablet = await signedInWith(VAL, valRecoveryCodes[2]!, PHONE);
    await leftOpen();
    expectConfirmationRequired(await inject('DELETE', '/api/sessions', laptop));
    expect((await inject('GET', '/api/profile', tablet)).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(204);
    const others = (await inject('GET', '/api/sessions', laptop)).json<unknown[]>().length - 1;
    expect(others).toBeGreaterThan(1);
    expect((await inject('DELETE', '/api/sessions', laptop)).statusCode).toBe(204);
    expect((await inject('GET', '/api/profile', tablet)).statusCode).toBe(401);
    const all = await inbox.waitForMail(VAL.email, /Your other devices were signed out/);
    expect(all.text).toContain(`${others} other devices were signed out`);
    otherDevices = others;
  });

  it('asks before removing the authenticator app, mails the owner, and audits every step', async () => {
    const cookie = await signedInWith(VAL, valRecoveryCodes[3]!);
    await leftOpen();
    expectConfirmationRequired(await inject('DELETE', '/api/second-factor/totp', cookie));
    const confirm = await confirmIdentity(cookie, {
      method: 'password',
      password: VAL.password,
    });
    expect(confirm.statusCode).toBe(204);
    expect((await inject('DELETE', '/api/second-factor/totp', cookie)).statusCode).toBe(204);
    await inbox.waitForMail(VAL.email, /The authenticator app was removed from your account/);

    const steps = (await auditOf(VAL.email)).map((e) => `${e.action} ${e.status} ${e.details}`);
    expect(steps).toEqual(
      expect.arrayContaining([
        'confirmed who they are 400 ',
        'confirmed who they are 204 Password',
        'confirmed who they are 204 Authenticator app',
        'made new recovery codes 403 ',
        'made new recovery codes 200 ',
        'signed out every other device 403 ',
        `signed out every other device 204 ${otherDevices} other devices`,
        'removed the authenticator app 403 ',
        'removed the authenticator app 204 ',
      ]),
    );
  });

  it('changes the password of an account without a second factor with the old one alone, as the API always did', async () => {
    const res = await inject('POST', '/api/reset-password', undefined, {
      email: RHONA.email,
      oldPassword: RHONA.password,
      newPassword: 'Rhona-Passw0rd-2',
    });
    expect(res.statusCode, res.body).toBe(200);
    RHONA.password = 'Rhona-Passw0rd-2';
    await inbox.waitForMail(RHONA.email, /Your password has been changed/);
    expect((await auditOf(RHONA.email)).map((e) => `${e.action} ${e.status} ${e.details}`)).toContain(
      `changed a password 200 Password of ${RHONA.name} <${RHONA.email}>`,
    );
  });

  it('changes the password of an account with a second factor only from a session that passed it lately', async () => {
    const first = await logIn(RHONA);
    const setup = await inject('POST', '/api/second-factor/totp/setup', first);
    const secret = setup.json<{ secret: string }>().secret;
    const added = await inject('POST', '/api/second-factor/totp', first, { code: await codeFor(secret) });
    const [code1, code2] = added.json<{ recoveryCodes: string[] }>().recoveryCodes;
    const change = (newPassword: string, cookie?: string) =>
      inject('POST', '/api/reset-password', cookie, { email: RHONA.email, oldPassword: RHONA.password, newPassword });

    // The old password alone, as a thief who has it would try: refused, and the password stays.
    const stranger = await change('Thief-Passw0rd-9');
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().error.code).toBe('second_factor_sign_in_required');
    // Nor does a session that has given the password but not the factor.
    const halfway = await logIn(RHONA);
    expect((await change('Thief-Passw0rd-9', halfway)).json().error.code).toBe('second_factor_sign_in_required');

    const signedIn = await signedInWith(RHONA, code1!);
    expect((await change('Rhona-Passw0rd-3', signedIn)).statusCode).toBe(200);
    RHONA.password = 'Rhona-Passw0rd-3';

    const later = await signedInWith(RHONA, code2!);
    await leftOpen();
    const stale = await change('Rhona-Passw0rd-4', later);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.code).toBe('second_factor_confirmation_required');
    // The password does not vouch for a password change; the factor does.
    await confirmIdentity(later, { method: 'password', password: RHONA.password });
    expect((await change('Rhona-Passw0rd-4', later)).statusCode).toBe(403);
    const byCode = await confirmIdentity(later, {
      method: 'authenticator',
      code: await codeFor(secret, 1),
    });
    expect(byCode.statusCode, byCode.body).toBe(204);
    expect((await change('Rhona-Passw0rd-4', later)).statusCode).toBe(200);
    expect((await inject('GET', '/api/profile', later)).statusCode).toBe(200);
    expect((await inject('GET', '/api/profile', signedIn)).statusCode).toBe(401);
    await logIn({ email: RHONA.email, password: 'Rhona-Passw0rd-4' });

    const steps = (await auditOf(RHONA.email)).map((e) => `${e.action} ${e.status}`);
    expect(steps).toEqual(
      expect.arrayContaining(['changed a password 401', 'changed a password 403', 'changed a password 200']),
    );
  });
});
