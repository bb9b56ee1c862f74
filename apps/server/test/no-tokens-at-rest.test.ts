import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type AdminTestApp, createAdminTestApp } from './support/test-app.ts';
import { type Inbox, linkIn, linkToken, startInbox } from './support/smtp-inbox.ts';
import { capturedLog } from './support/captured-log.ts';
import { everyRow } from './support/every-row.ts';

/**
 * Every e-mailed link token (invitation, reset, subscription confirmation, unsubscribe) exists only in
 * the mail: not in any table (ours or the job queue's, finished jobs included) and not in the log.
 */
describe('link tokens at rest', () => {
  let t: AdminTestApp;
  let inbox: Inbox;
  const log = capturedLog('trace');
  const lines = log.lines;

  beforeAll(async () => {
    inbox = await startInbox();
    t = await createAdminTestApp({
      env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://railway.example', MAIL_RATE_PER_SECOND: '0' },
      logger: log.logger,
    });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });

  it('finds no token in any table or log line after an invitation, a reset, a confirmation and a newsletter', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/newsletter-settings',
      headers: { cookie: t.admin },
      payload: { doubleOptIn: true },
    });

    expect((await post('/api/register', { name: 'Ivy Invited', email: 'ivy@example.org' }, t.admin)).statusCode).toBe(
      201,
    );
    const invitation = linkToken(await inbox.waitForMail('ivy@example.org', /account/));

    expect((await post('/api/forgot-password', { email: ADMIN.email })).statusCode).toBe(200);
    const reset = linkToken(await inbox.waitForMail(ADMIN.email, /new password/));

    expect((await post('/api/submit-email', { email: 'sam@example.org' })).statusCode).toBe(200);
    const confirmMail = await inbox.waitForMail('sam@example.org', /confirm/);
    const confirm = linkIn(confirmMail.text!, /(?<=\/newsletter\/confirm\/)[\w-]+/);
    await t.app.inject(`/newsletter/confirm/${confirm}`);
    expect((await post('/api/confirm-subscription', { token: confirm })).statusCode).toBe(200);

    const sent = await post(
      '/api/send-newsletter',
      {
        title: 'Spring',
        subject: 'Spring news',
        message: 'Trains run every Sunday from Easter, and on bank holidays through the summer.',
      },
      t.admin,
    );
    expect(sent.statusCode).toBe(202);
    const newsletter = await inbox.waitForMail('sam@example.org', /Spring news/);
    const unsubscribe = linkIn(newsletter.text!, /(?<=\/unsubscribe\/)[\w-]+/);
    await t.app.inject(`/unsubscribe/${unsubscribe}`);

    expect((await post('/api/set-password', { token: invitation, password: 'Steam-Engine-1877' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/set-password', { token: reset, password: 'Steam-Engine-1878' })).statusCode).toBe(200);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/one-click-unsubscribe/${unsubscribe}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);

    const tokens = { invitation, reset, confirm, unsubscribe };
    const rows = await everyRow(t.app.database);
    const log = lines.join('');
    expect(log).toContain('/api/one-click-unsubscribe/[redacted]');
    for (const [kind, token] of Object.entries(tokens)) expect(token.length, kind).toBeGreaterThanOrEqual(40);
    const leaks = Object.entries(tokens).flatMap(([kind, token]) => [
      ...(rows.includes(token) ? [`${kind} token in a table`] : []),
      ...(log.includes(token) ? [`${kind} token in the log`] : []),
    ]);
    expect(leaks).toEqual([]);
  });
});
