import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

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
    // nodemailer's own sockets: a pool built on sockets of our own (Nagle off, decision 043) delivered
    // nothing after an SMTP outage (smtp-outage drill, decision 041).
    const transport = nodemailer.createTransport(pooledSmtpUrl(opts.smtpUrl));
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
