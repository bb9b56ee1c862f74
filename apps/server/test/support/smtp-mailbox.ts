import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests that read the mail sent. */
export async function startSmtpMailbox() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits a bounded while for a mail to `to` whose subject matches. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 10_000): Promise<CaughtMail> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = mails.find((m) => m.to.includes(to) && subject.test(m.subject));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${to} matching ${subject}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the Set Password link in a mail. */
export function linkToken(mail: CaughtMail): string {
  const match = /\/set-password#token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no set-password link in: ${mail.text}`);
  return match[1]!;
}
