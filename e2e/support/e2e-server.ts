// Starts what the browser tests talk to: a real SMTP server that keeps what it receives (readable on
// a small mailbox port), and the production server on a fresh data folder, sending its mail there.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { e2eAdmin, e2ePorts } from './settings.ts';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

const mails: ReceivedMail[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const headers: Record<string, string> = {};
        for (const [k, v] of parsed.headers) headers[k] = typeof v === 'string' ? v : JSON.stringify(v);
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          headers,
        });
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(e2ePorts.smtp, '127.0.0.1');

http
  .createServer((req, res) => {
    if (req.method === 'DELETE') mails.length = 0;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails));
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
    SMTP_URL: `smtp://127.0.0.1:${e2ePorts.smtp}`,
    LOG_LEVEL: 'warn',
  },
});

function shutdown() {
  server.kill('SIGTERM');
  smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
server.on('exit', (code) => {
  if (code) process.exit(code);
});
