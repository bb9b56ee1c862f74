// Newsletter mails per second into a local SMTP server, through the real app (PGlite, queue rows,
// rate limit off), next to bare nodemailer with the same pooled transport in the same run.
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { queueNewsletter } from '../apps/server/src/domains/newsletter/newsletter-repository.ts';

const MAILS = Number(process.env.BENCH_MAILS ?? 10_000);
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
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

async function until(count: number) {
  while (received < count) await new Promise((r) => setTimeout(r, 5));
}

async function bareNodemailer() {
  received = 0;
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 5 } as never);
  const start = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < MAILS) {
      const i = next++;
      await transport.sendMail({
        from: 'bench@example.org',
        to: `r${i}@example.org`,
        subject: 'Bench',
        text: 'x'.repeat(800),
      });
    }
  };
  await Promise.all(Array.from({ length: 5 }, lane));
  await until(MAILS);
  transport.close();
  return MAILS / ((performance.now() - start) / 1000);
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
  await queueNewsletter(
    app.database,
    { title: 'Bench', subject: 'Bench', message: 'News from the line. '.repeat(40) },
    (await app.database.query<{ id: string }>('SELECT id FROM users LIMIT 1')).rows[0]?.id ?? null!,
  );
  app.mailQueue.newsletters.nudge();
  await until(MAILS);
  const rate = MAILS / ((performance.now() - start) / 1000);
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  return rate;
}

const bare = await bareNodemailer();
const app = await throughApp();
console.log(`newsletter: ${MAILS} mails, rate limit off, PGlite`);
console.log(`  bare nodemailer (pool of 5):   ${bare.toFixed(0)} mails/s`);
console.log(`  newsletter queue through app:  ${app.toFixed(0)} mails/s (${((app / bare) * 100).toFixed(0)}% of bare)`);
smtp.close();
process.exit(0);
