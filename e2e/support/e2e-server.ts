// Starts what the browser tests talk to: a real SMTP server that keeps what it receives (readable on
// a small mailbox port), and the production server on a fresh data folder, sending its mail there: one
// process on the embedded PGlite, or (E2E_DATABASE=postgres) two on a throwaway PostgreSQL cluster.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ReceivedMail } from './mailbox.ts';
import { e2eAdmin, e2ePorts, e2ePostcode, twoProcesses } from './settings.ts';
import { removeCluster, startPostgresCluster } from '../../apps/server/test/support/postgres-cluster.ts';
import { startFakeStripe } from '../../apps/server/test/support/fake-stripe.ts';
import { serverBundle } from '../../apps/server/test/support/server-process.ts';
import { startInbox } from '../../apps/server/test/support/smtp-inbox.ts';

/** Mails the test SMTP server refuses for good: one subject to one address (support/mailbox.ts refuseMail). */
const refusals: { to: string; subject: string }[] = [];
const smtp = await startInbox({
  port: e2ePorts.smtp,
  refuse: (address, mail) => refusals.some((r) => r.to === address && r.subject === mail.subject),
});

/** What the tests read on the mailbox port: each mail with its headers as plain strings. */
const asJson = (): ReceivedMail[] =>
  smtp.received.map(({ to, mail }) => ({
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    headers: Object.fromEntries([...mail.headers].map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      base64: a.content.toString('base64'),
    })),
  }));

let ready = false;

http
  .createServer((req, res) => {
    // Playwright waits for this before the first test: the site is up and filled in as an admin would.
    if (req.url === '/ready') {
      res.statusCode = ready ? 200 : 503;
      res.end();
      return;
    }
    if (req.url === '/refusals') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const refusal = JSON.parse(body) as { to: string; subject: string };
        const at = refusals.findIndex((r) => r.to === refusal.to && r.subject === refusal.subject);
        if (req.method === 'DELETE') refusals.splice(at, at < 0 ? 0 : 1);
        else refusals.push(refusal);
        res.end();
      });
      return;
    }
    if (req.method === 'DELETE') smtp.received.length = 0;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(asJson()));
  })
  .listen(e2ePorts.mailbox, '127.0.0.1');

// Both processes keep their uploads in this one folder, as production's processes share theirs.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lmr-e2e-'));
const root = path.resolve(import.meta.dirname, '../..');
const cluster = twoProcesses ? await startPostgresCluster() : undefined;
const ports = [...new Set([e2ePorts.web, e2ePorts.second])];
const site = `http://127.0.0.1:${e2ePorts.web}`;

// Stripe cannot be reached from here: its checkout page "pays" and sends the signed webhook to the site.
const stripe = await startFakeStripe({ port: e2ePorts.stripe, webhookUrl: `${site}/api/payments/stripe-webhook` });

// The server as `npm start` runs it: the bundle that `npm run build` makes beside the web app.
const startServer = (port: number) =>
  spawn(process.execPath, [serverBundle], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: cluster?.url,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      // Journeys log in by password alone through logInAs; second-factor.spec.ts turns the rule on for its admin.
      ADMIN_SECOND_FACTOR: 'optional',
      SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
      LOG_LEVEL: 'warn',
      // As in production behind a reverse proxy: a test can be a visitor with an address of its own
      // (support/visitor.ts), so per-address limits are not shared by every test of a run.
      TRUST_PROXY: '1',
      ...stripe.env,
    },
  });
const servers = ports.map(startServer);

async function started(url: string) {
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Two details content/ leaves as placeholders that pages need to show a part of themselves: the railway's
 * social-media page, which the feed tests open, and the postcode, which Where to Find Us gives. An admin
 * fills them in once, as on a real site.
 */
async function fillInDetails() {
  const login = await fetch(`${site}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(e2eAdmin),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const item = await fetch(`${site}/api/admin/site/items/settings`, { headers: { cookie } });
  const { published } = (await item.json()) as { published: { address: object } & Record<string, unknown> };
  const saved = await fetch(`${site}/api/admin/site/items/settings/draft`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json', 'if-match': item.headers.get('etag')! },
    body: JSON.stringify({
      data: {
        ...published,
        socialPageUrl: 'https://www.facebook.com/laxey-mines-railway-e2e',
        address: { ...published.address, postalCode: e2ePostcode },
      },
    }),
  });
  const publish = await fetch(`${site}/api/admin/site/items/settings/publish`, {
    method: 'POST',
    headers: { cookie, 'if-match': saved.headers.get('etag')! },
  });
  if (!publish.ok) throw new Error(`could not fill in the details: ${publish.status} ${await publish.text()}`);
}

let stopping = false;

/** Stops the servers, then the database under them, and removes every file of the run; also after a failure. */
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  const running = servers.filter((server) => server.exitCode === null && server.signalCode === null);
  await Promise.all(
    running.map((server) => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      // A server stuck in its shutdown must not keep the database running past Playwright's patience.
      const stuck = setTimeout(() => server.kill('SIGKILL'), 10_000);
      return exited.finally(() => clearTimeout(stuck));
    }),
  );
  await smtp.close();
  await stripe.close();
  if (cluster) removeCluster(cluster);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
// Playwright ends its web server with SIGTERM (gracefulShutdown in playwright.config.ts), Ctrl-C with SIGINT.
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
for (const server of servers) server.on('exit', (code) => void (code ? shutdown(code) : undefined));

try {
  await Promise.all(ports.map((port) => started(`http://127.0.0.1:${port}`)));
  await fillInDetails();
  ready = true;
} catch (err) {
  console.error(err);
  await shutdown(1);
}
