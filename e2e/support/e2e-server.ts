// Starts what the browser tests talk to: a real SMTP server that keeps what it receives (readable on
// a small mailbox port), and the production server on a fresh data folder, sending its mail there.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ReceivedMail } from './mailbox.ts';
import { e2eAdmin, e2ePorts } from './settings.ts';
import { startInbox } from '../../apps/server/test/support/smtp-inbox.ts';

const smtp = await startInbox({ port: e2ePorts.smtp });

/** What the tests read on the mailbox port: each mail with its headers as plain strings. */
const asJson = (): ReceivedMail[] =>
  smtp.received.map(({ to, mail }) => ({
    to,
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    headers: Object.fromEntries([...mail.headers].map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
  }));

http
  .createServer((req, res) => {
    if (req.method === 'DELETE') smtp.received.length = 0;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(asJson()));
  })
  .listen(e2ePorts.mailbox, '127.0.0.1');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lmr-e2e-'));
const root = path.resolve(import.meta.dirname, '../..');
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(e2ePorts.web),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
    // Journeys log in by password alone through logInAs; second-factor.spec.ts turns the rule on for its admin.
    ADMIN_SECOND_FACTOR: 'optional',
    SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
    LOG_LEVEL: 'warn',
  },
});

function shutdown() {
  server.kill('SIGTERM');
  void smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
server.on('exit', (code) => {
  if (code) process.exit(code);
});
