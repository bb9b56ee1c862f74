import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { startInbox } from './support/smtp-inbox.ts';
import { ADMIN, createTestApp, type TestApp } from './support/test-app.ts';

type Mailbox = Awaited<ReturnType<typeof startInbox>>;

describe('the login limits cannot be walked around', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startInbox();
    t = await createTestApp({ env: { SMTP_URL: mailbox.url, TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  const login = (email: string, password: string, from: { remoteAddress?: string; forwardedFor?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress: from.remoteAddress ?? '127.0.0.1',
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    });

  it('refuses TRUST_PROXY=true at start, saying why and what to write', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*X-Forwarded-For.*TRUST_PROXY=1/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });

  it('counts the address the proxy saw, not the one the client wrote into X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 32; i++) {
      // The client writes a fresh left-most entry each time; the proxy appends the real address.
      const res = await login(`nobody${i}@example.org`, 'wrong', { forwardedFor: `198.51.100.${i}, 203.0.113.7` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('counts IPv6 clients by their /64', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      const res = await login(`someone${i}@example.org`, 'wrong', {
        forwardedFor: `2001:db8:1:2::${(i + 1).toString(16)}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await login('other@example.org', 'wrong', { forwardedFor: '2001:db8:1:3::1' })).statusCode).toBe(401);
  });

  it('does not refund earlier failures after a success', async () => {
    const from = { forwardedFor: '192.0.2.44' };
    for (let i = 0; i < 4; i++) expect((await login(ADMIN.email, 'wrong', from)).statusCode).toBe(401);
    expect((await login(ADMIN.email, ADMIN.password, from)).statusCode).toBe(200);
    expect((await login(ADMIN.email, 'wrong', from)).statusCode).toBe(401);
    expect((await login(ADMIN.email, ADMIN.password, from)).statusCode).toBe(429);
  });

  it('pauses an account guessed at from many addresses, tells its owner once, and keeps forgot-password open', async () => {
    const owner = 'pat@example.org';
    await t.app.database.query(
      `INSERT INTO users (name, email, role, password_hash) VALUES ('Pat', $1, 'volunteer', NULL)`,
      [owner],
    );
    const statuses = [];
    for (let i = 0; i < 23; i++)
      statuses.push((await login(owner, 'wrong', { forwardedFor: `192.0.2.${100 + i}` })).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429]);
    const mail = await mailbox.waitForMail(owner, /Logins to your account are paused/);
    expect(mail.text).toContain('/forgot-password');
    const forgot = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: owner } });
    expect(forgot.statusCode).toBe(200);
    await mailbox.waitForMail(owner, /Choose a new password/);
    expect(mailbox.received.filter((r) => r.to.includes(owner) && /paused/.test(r.mail.subject ?? ''))).toHaveLength(1);
  });
});
