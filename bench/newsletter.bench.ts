// Newsletter mails per second into a local SMTP server, through the real app (PGlite, queue rows,
// rate limit off), next to two baselines in the same run: the SMTP server's own ceiling (a minimal
// client that pipelines each mail's commands over 5 connections) and bare nodemailer with a pool of 5,
// as it comes and with Nagle's algorithm off as our mailer sets it (decision 043).
import fs from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectWithoutDelay } from '../apps/server/src/domains/mail/mailer.ts';
import { queueNewsletter } from '../apps/server/src/domains/newsletter/newsletter-repository.ts';

const MAILS = Number(process.env.BENCH_MAILS ?? 10_000);
const CONNECTIONS = 5;
const TEXT = 'x'.repeat(800);
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received++;
      callback();
    });
  },
});
await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
const smtpPort = (smtp.server.address() as AddressInfo).port;
const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;

async function until(count: number) {
  while (received < count) await new Promise((r) => setTimeout(r, 5));
}

/** Mails per second of `send`, run in CONNECTIONS lanes until MAILS have been received. */
async function rate(lanes: (take: () => number | undefined) => Promise<void>[]) {
  received = 0;
  let next = 0;
  const start = performance.now();
  await Promise.all(lanes(() => (next < MAILS ? next++ : undefined)));
  await until(MAILS);
  return MAILS / ((performance.now() - start) / 1000);
}

/** One SMTP connection that waits for whole replies: each mail's commands go in one write, the body in another. */
async function rawConnection() {
  const socket = net.connect({ host: '127.0.0.1', port: smtpPort, noDelay: true });
  let buffered = '';
  let complete = 0;
  let waiting: (() => void) | undefined;
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\r\n');
    buffered = lines.pop()!;
    complete += lines.filter((line) => /^\d{3} /.test(line)).length;
    waiting?.();
  });
  const replies = async (n: number) => {
    while (complete < n) await new Promise<void>((r) => (waiting = r));
    complete -= n;
  };
  await replies(1);
  socket.write('EHLO bench.example.org\r\n');
  await replies(1);
  return { socket, replies };
}

async function smtpCeiling() {
  return rate((take) =>
    Array.from({ length: CONNECTIONS }, async () => {
      const { socket, replies } = await rawConnection();
      for (let i = take(); i !== undefined; i = take()) {
        socket.write(`MAIL FROM:<bench@example.org>\r\nRCPT TO:<r${i}@example.org>\r\nDATA\r\n`);
        await replies(3);
        socket.write(`From: bench@example.org\r\nTo: r${i}@example.org\r\nSubject: Bench\r\n\r\n${TEXT}\r\n.\r\n`);
        await replies(1);
      }
      socket.end('QUIT\r\n');
    }),
  );
}

async function bareNodemailer(getSocket?: typeof connectWithoutDelay) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtpPort,
    pool: true,
    maxConnections: CONNECTIONS,
    ...(getSocket ? { getSocket } : {}),
  });
  const result = await rate((take) =>
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = take(); i !== undefined; i = take()) {
        await transport.sendMail({ from: 'bench@example.org', to: `r${i}@example.org`, subject: 'Bench', text: TEXT });
      }
    }),
  );
  transport.close();
  return result;
}

async function throughApp() {
  received = 0;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lmr-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    MAIL_RATE_PER_SECOND: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'none'),
  });
  const app = await buildApp(config, { logger: false });
  await app.database.query(
    `INSERT INTO subscribers (email, status, unsubscribe_hash)
     SELECT 'r' || i || '@example.org', 'active', 'bench-' || i FROM generate_series(1, $1) AS i`,
    [MAILS],
  );
  const start = performance.now();
  const cpuBefore = process.cpuUsage();
  await queueNewsletter(
    app.database,
    { title: 'Bench', subject: 'Bench', message: 'News from the line. '.repeat(40) },
    (await app.database.query<{ id: string }>('SELECT id FROM users LIMIT 1')).rows[0]?.id ?? null!,
  );
  app.newsletters.nudge();
  await until(MAILS);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  // The share of one core this process used: near 100% means the sender works rather than waits.
  return { rate: MAILS / seconds, busy: (cpu.user + cpu.system) / 1e6 / seconds };
}

const ceiling = await smtpCeiling();
const bare = await bareNodemailer();
const bareNoDelay = await bareNodemailer(connectWithoutDelay);
const { rate: ours, busy } = await throughApp();
const share = (n: number, of: number) => `${((n / of) * 100).toFixed(0)}%`;
console.log(
  `newsletter: ${MAILS} mails, rate limit off, PGlite, ${CONNECTIONS} connections, load ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log(`  SMTP server's ceiling (pipelining client):    ${ceiling.toFixed(0)} mails/s`);
console.log(`  bare nodemailer, pool as it comes (Nagle on): ${bare.toFixed(0)} mails/s`);
console.log(`  bare nodemailer, pool with Nagle off:         ${bareNoDelay.toFixed(0)} mails/s`);
console.log(
  `  newsletter queue through the app:             ${ours.toFixed(0)} mails/s ` +
    `(${share(ours, ceiling)} of the ceiling, ${share(ours, bareNoDelay)} of bare nodemailer with Nagle off, ${share(ours, bare)} of it as it comes)`,
);
console.log(`  the app's process was busy ${share(busy, 1)} of one core meanwhile (the SMTP server runs in it too)`);
smtp.close();
process.exit(0);
