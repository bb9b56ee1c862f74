import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** A fixed Message-ID, so a copy sent twice after a crash is recognisable as the same mail. */
  messageId?: string;
  /** Sent by the site itself, not on a person's behalf: marked so that out-of-office replies leave it alone. */
  automatic?: boolean;
  /** Files sent with it (a duty's calendar invite); one with a `cid` is a picture the HTML part shows. */
  attachments?: { filename: string; content: string | Buffer; contentType: string; cid?: string }[];
}

/** What nodemailer is given: a Message-ID in the site's own domain and the RFC 3834 mark on automatic mail. */
function prepare(message: MailMessage, from: string, domain: string) {
  const { automatic, ...rest } = message;
  return {
    from,
    ...rest,
    messageId: message.messageId ?? `<${randomUUID()}@${domain}>`,
    headers: { ...message.headers, ...(automatic ? { 'Auto-Submitted': 'auto-generated' } : {}) },
  };
}

/**
 * SMTP_URL with the pool's settings added as URL options, where nodemailer reads them: given an object
 * with `url`, it keeps only what the URL says, and would open a new connection (and wait for the
 * server's greeting) for every mail. Settings written in SMTP_URL itself win.
 */
function pooledSmtpUrl(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const pool = {
    pool: 'true',
    maxConnections: '5',
    connectionTimeout: '30000',
    greetingTimeout: '30000',
    socketTimeout: '60000',
  };
  for (const [key, value] of Object.entries(pool)) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Gives nodemailer's pool each connection's socket with Nagle's algorithm off (decision 043): nodemailer
 * writes a mail in several small pieces, and with Nagle on each later piece waited for the server's
 * delayed acknowledgement (about 40 ms), so a connection carried about 15 mails a second.
 *
 * The socket is handed over at once, still connecting, and never as an error: a refused connection then
 * fails inside nodemailer's SMTP connection, which takes it out of the pool. An error given back here
 * instead leaves a dead member in the pool for good, and after an outage the pool was all dead members
 * and sent nothing (decision 041, the smtp-outage drill).
 */
export function connectWithoutDelay(
  options: SMTPPool.Options,
  callback: (err: null, socketOptions: { connection: net.Socket }) => void,
) {
  const port = Number(options.port) || (options.secure ? 465 : 587);
  callback(null, { connection: net.connect({ host: options.host ?? 'localhost', port, noDelay: true }) });
}

export interface Mailer {
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * The one way mail leaves the server: SMTP when SMTP_URL is set, otherwise each message is written
 * to DATA_DIR/outbox as an .eml file that any mail program opens.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  /** The host of PUBLIC_URL, for Message-IDs. */
  domain: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({
      ...parseConnectionUrl(pooledSmtpUrl(opts.smtpUrl)),
      getSocket: connectWithoutDelay,
    } as SMTPPool.Options);
    return {
      send: async (message) => {
        const info = await transport.sendMail(prepare(message, opts.from, opts.domain));
        return { messageId: info.messageId };
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transport.sendMail(prepare(message, opts.from, opts.domain));
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to outbox');
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
