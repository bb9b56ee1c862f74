import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../src/domains/newsletter/subscribers.ts';
import { hashToken } from '../src/domains/sessions/tokens.ts';
import { rawHeader, startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, loginCookie, type TestApp } from './support/test-app.ts';

type Inbox = Awaited<ReturnType<typeof startInbox>>;

describe('what the site says about its own mail', () => {
  let t: TestApp;
  let inbox: Inbox;
  beforeAll(async () => {
    inbox = await startInbox();
    t = await createTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: 'https://www.laxey-railway.example' } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('gives every mail a Message-ID in the site domain, and marks automatic mail Auto-Submitted', async () => {
    const admin = await loginCookie(t.app, ADMIN.email, ADMIN.password);
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/newsletter-settings',
      headers: { cookie: admin },
      payload: { doubleOptIn: true },
    });
    await post('/api/submit-email', { email: 'reader@example.org' });
    await post('/api/forgot-password', { email: ADMIN.email });
    await post('/api/register', { name: 'Ivy', email: 'ivy@example.org' }, { cookie: admin });
    await post('/api/send-email', {
      name: 'Visitor',
      email: 'visitor@example.org',
      subject: 'Opening times',
      message: 'When do the trains run in August? We would like to visit with our children.',
    });
    const mails = await inbox.waitFor(4);
    for (const { mail } of mails) {
      expect(mail.messageId, mail.subject).toMatch(/@www\.laxey-railway\.example>?$/);
    }
    const automatic = (subject: RegExp) =>
      rawHeader(mails.find((m) => subject.test(m.mail.subject ?? ''))!.mail, 'auto-submitted');
    expect(automatic(/confirm your subscription/)).toBe('auto-generated');
    expect(automatic(/new password/)).toBe('auto-generated');
    expect(automatic(/Your Laxey Mines Railway account/)).toBe('auto-generated');
    // A visitor's message is not automatic: the railway's own out-of-office may answer it.
    expect(automatic(/Opening times/)).toBeUndefined();
  });

  it('answers a repeated one-click unsubscribe with 200, and an unknown link with 404', async () => {
    const { rows } = await t.app.database.query<{ id: string }>(
      `INSERT INTO subscribers (email, status, unsubscribe_hash) VALUES ('leaver@example.org', 'active', 'x') RETURNING id`,
    );
    const token = await unsubscribeToken(t.app.database, rows[0]!.id);
    await t.app.database.query('UPDATE subscribers SET unsubscribe_hash = $2 WHERE id = $1', [
      rows[0]!.id,
      hashToken(token),
    ]);
    const oneClick = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/one-click-unsubscribe/${id}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick(token)).statusCode).toBe(200);
    expect((await oneClick(token)).statusCode).toBe(200);
    const left = await t.app.database.query("SELECT 1 FROM subscribers WHERE email = 'leaver@example.org'");
    expect(left.rows).toHaveLength(0);
    expect((await oneClick('A'.repeat(43))).statusCode).toBe(404);
  });
});
