import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, loginCookie, signupsActiveAtOnce } from './support/test-app.ts';
import { type Inbox, rawHeader, startInbox } from './support/smtp-inbox.ts';

const SUBSCRIBERS = 1000;
const KILL_AT = 500;
const root = path.resolve(import.meta.dirname, '../../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

/** The production server in a child process, so the test can kill it with SIGKILL like a crash would. */
async function startServer(env: Record<string, string>, port: number) {
  const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > until) throw new Error('server did not start');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve()),
  );

describe('a newsletter to 1,000 subscribers survives kill -9 of the sending server', () => {
  const children: ChildProcess[] = [];
  let inbox: Inbox | undefined;
  let dataDir: string | undefined;
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await inbox?.close();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('delivers exactly once to each, with distinct unsubscribe links, and one-click unsubscribe holds', async () => {
    // Subscribe through the API, from many addresses and IPs, with no workers running.
    const setup = await createTestApp({ env: { MAIL_WORKERS: 'false' } });
    dataDir = setup.dataDir;
    await signupsActiveAtOnce(setup.app, await loginCookie(setup.app, ADMIN.email, ADMIN.password));
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader${i}@example.org`);
    for (const [i, email] of emails.entries()) {
      const res = await setup.app.inject({
        method: 'POST',
        url: '/api/submit-email',
        payload: { email },
        remoteAddress: `10.9.${i >> 8}.${i & 255}`,
      });
      expect(res.statusCode).toBe(200);
    }
    await setup.app.close();

    let server: ChildProcess | undefined;
    let killed = false;
    inbox = await startInbox({
      // The admin signs in below from another client than the set-up's, so the owner is told of a new
      // device: that mail is not the newsletter's.
      only: (to) => to.every((address) => address.startsWith('reader')),
      onMail: (count) => {
        if (count < KILL_AT || killed) return true;
        if (count === KILL_AT && server) {
          // Hold this and every mail after it unacknowledged, let acknowledged ones be recorded, then crash.
          killed = true;
          const victim = server;
          setTimeout(() => victim.kill('SIGKILL'), 300);
        }
        return false;
      },
    });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: dataDir,
      ...(setup.databaseUrl ? { DATABASE_URL: setup.databaseUrl } : {}),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: inbox.url,
      PUBLIC_URL: base,
      MAIL_RATE_PER_SECOND: '0',
      MAIL_BATCH_SIZE: '20',
      MAIL_CLAIM_SECONDS: '2',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
    };
    server = await startServer(env, port);
    children.push(server);

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const sendNewsletter = async (title: string) => {
      const res = await fetch(`${base}/api/send-newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ title, subject: title, message: 'News from the line: '.repeat(4) }),
      });
      expect(res.status).toBe(202);
      return (await res.json()) as { id: string; total: number };
    };
    const first = await sendNewsletter('Spring running days');
    expect(first.total).toBe(SUBSCRIBERS);

    await exited(server);
    expect(killed).toBe(true);
    const beforeRestart = inbox.received.length;
    expect(beforeRestart).toBeGreaterThanOrEqual(KILL_AT - 1);
    expect(beforeRestart).toBeLessThan(SUBSCRIBERS);
    inbox.dropHeld();

    server = await startServer(env, port);
    children.push(server);
    await inbox.waitFor(SUBSCRIBERS, 60_000);
    await new Promise((r) => setTimeout(r, 3000)); // long enough for any duplicate to show up
    const mails = inbox.received.slice();
    expect(mails).toHaveLength(SUBSCRIBERS);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(SUBSCRIBERS);
    const oneClick = mails.map((m) => rawHeader(m.mail, 'list-unsubscribe')!.replace(/^<|>$/g, ''));
    expect(new Set(oneClick).size).toBe(SUBSCRIBERS);
    expect(mails.every((m) => rawHeader(m.mail, 'list-unsubscribe-post') === 'List-Unsubscribe=One-Click')).toBe(true);
    const pageLinks = mails.map((m) => m.mail.text!.match(/\/unsubscribe\/[\w-]+/)![0]);
    expect(new Set(pageLinks).size).toBe(SUBSCRIBERS);

    const status = await (await fetch(`${base}/api/admin/newsletters/${first.id}`, { headers: { cookie } })).json();
    expect(status).toMatchObject({ total: SUBSCRIBERS, sent: SUBSCRIBERS, failed: 0, pending: 0 });

    // A mail program unsubscribes in one click: a POST without cookie or Origin, as RFC 8058 describes.
    const leaver = mails[42]!;
    const url = oneClick[42]!;
    expect(url.startsWith(`${base}/api/one-click-unsubscribe/`)).toBe(true);
    const unsub = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsub.status).toBe(200);
    expect(
      (
        await fetch(url, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).status,
    ).toBe(200);

    const second = await sendNewsletter('Summer running days');
    expect(second.total).toBe(SUBSCRIBERS - 1);
    await inbox.waitFor(2 * SUBSCRIBERS - 1, 60_000);
    await new Promise((r) => setTimeout(r, 1500));
    const secondRound = inbox.received.slice(SUBSCRIBERS);
    expect(secondRound).toHaveLength(SUBSCRIBERS - 1);
    expect(secondRound.map((m) => m.to[0])).not.toContain(leaver.to[0]);
  }, 240_000);
});
