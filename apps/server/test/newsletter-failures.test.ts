import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@lmr/shared/audit';
import { newsletterFailureMessages, type NewsletterFailures } from '@lmr/shared/newsletter-failures';
import { type Inbox, startInbox } from './support/smtp-inbox.ts';
import { capturedLog } from './support/captured-log.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { adminWithSubscribers, newsletterSender, postNewsletter } from './support/newsletter.ts';

const READERS = ['kept@example.org', 'gone@example.org', 'moved@example.org'];

describe('the addresses a newsletter could not reach', () => {
  let t: TestApp;
  let inbox: Inbox;
  let admin: string;
  /** The addresses the mail server refuses for good (550), as it would a mistyped one. */
  const refused = new Set(['gone@example.org', 'moved@example.org']);

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: { cookie: admin } });
  const failures = async () => {
    const res = await call('GET', '/api/admin/newsletter-failures');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NewsletterFailures>();
  };
  const failureOf = async (email: string) => (await failures())[0]!.failures.find((f) => f.email === email)!;
  /** Sends everything due, as the mail workers would, then waits for nothing else. */
  const sendDue = () => newsletterSender(t.app).runOnce();
  const log = capturedLog();
  const logLines = log.lines;

  beforeAll(async () => {
    inbox = await startInbox({ refuse: (address) => refused.has(address) });
    t = await createTestApp({
      env: { SMTP_URL: inbox.url, MAIL_WORKERS: 'false' },
      logger: log.logger,
    });
    admin = await adminWithSubscribers(t.app, READERS, '10.8.0');
    const sent = await postNewsletter(t.app, admin, '/api/send-newsletter', {
      title: 'Santa Specials',
      subject: 'Santa Specials',
      message: 'Santa rides the line in December. '.repeat(3),
    });
    expect(sent.statusCode).toBe(202);
    expect(await sendDue()).toBe(3);
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('lists each refused address under its newsletter, why in plain words, and the server’s own answer', async () => {
    expect(inbox.received.map((m) => m.to)).toEqual([['kept@example.org']]);
    const [newsletter, ...others] = await failures();
    expect(others).toEqual([]);
    expect(newsletter).toMatchObject({ title: 'Santa Specials', subject: 'Santa Specials' });
    expect(newsletter!.failures.map((f) => f.email)).toEqual(['gone@example.org', 'moved@example.org']);
    const gone = newsletter!.failures[0]!;
    expect(gone.reason).toBe(
      'The receiving mail server refused this address: it may be mistyped, or the mailbox may no longer exist.',
    );
    expect(gone.serverAnswer).toContain('550');
    expect(gone.attempts).toBe(1);
    expect(gone.subscriberId).not.toBeNull();
  });

  it('logs each refusal by its delivery and the server’s code, never by the reader’s address', async () => {
    const refusals = logLines.filter((line) => line.includes('newsletter mail failed')).map((line) => JSON.parse(line));
    expect(refusals).toHaveLength(2);
    const listed = (await failures())[0]!.failures.map((f) => f.id);
    expect(refusals.map((r) => String(r.delivery)).sort()).toEqual([...listed].sort());
    for (const refusal of refusals) expect(refusal).toMatchObject({ responseCode: 550, final: true });
    for (const reader of READERS) expect(logLines.join('')).not.toContain(reader);
  });

  it('sends one again when asked, and it leaves the list once it goes through', async () => {
    refused.delete('moved@example.org');
    const moved = await failureOf('moved@example.org');
    const retry = await call('POST', `/api/admin/newsletter-failures/${moved.id}/retry`);
    expect(retry.statusCode, retry.body).toBe(202);
    expect(retry.json()).toEqual({ message: newsletterFailureMessages.retryQueued('moved@example.org') });
    // Queued, so a second ask changes nothing.
    const again = await call('POST', `/api/admin/newsletter-failures/${moved.id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(newsletterFailureMessages.notFailed);

    expect(await sendDue()).toBe(1);
    expect(inbox.received.map((m) => m.to[0])).toEqual(['kept@example.org', 'moved@example.org']);
    expect((await failures())[0]!.failures.map((f) => f.email)).toEqual(['gone@example.org']);

    const audit = await call('GET', '/api/admin/audit');
    expect(audit.json<{ entries: AuditEntry[] }>().entries.find((e) => e.status === 202)).toMatchObject({
      action: 'sent a newsletter again to one address',
      details: 'Newsletter sent again to moved@example.org',
    });
  });

  it('keeps a removed address listed as removed, and will not send to it again', async () => {
    const gone = await failureOf('gone@example.org');
    expect((await call('DELETE', `/api/admin/subscribers/${gone.subscriberId}`)).statusCode).toBe(204);
    expect(await failureOf('gone@example.org')).toMatchObject({ subscriberId: null });
    const retry = await call('POST', `/api/admin/newsletter-failures/${gone.id}/retry`);
    expect(retry.statusCode).toBe(409);
    expect(await sendDue()).toBe(0);
  });

  it('answers a delivery that does not exist with 404 and a malformed one with 400, changing nothing', async () => {
    expect((await call('POST', '/api/admin/newsletter-failures/999999/retry')).statusCode).toBe(404);
    const bad = await call('POST', '/api/admin/newsletter-failures/gone%40example.org/retry');
    expect(bad.statusCode).toBe(400);
    expect((await failures())[0]!.failures.map((f) => f.email)).toEqual(['gone@example.org']);
  });
});
