import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface Received {
  to: string[];
  mail: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, parsed. `onMail` runs before the
 * server answers 250, so a test can act (e.g. kill the sender) while a mail is still unacknowledged.
 */
export async function startInbox(
  options: {
    /** Runs before the server answers; return false to leave the mail unacknowledged (held) for now. */
    onMail?: (count: number, session: SMTPServerSession) => boolean;
    /** A fixed port, to start the server again where a stopped one was (0: any free port). */
    port?: number;
    /** How long the server takes to answer each mail, as a slow or distant mail server would. */
    answerAfterMs?: number;
    /** Keeps only the mails whose recipients pass; others are accepted and not counted. */
    only?: (to: string[]) => boolean;
    /** Mail refused for good (550, no such mailbox), as a real server refuses a mail to a mistyped address. */
    refuse?: (address: string, mail: ParsedMail) => boolean;
  } = {},
) {
  const held: { answer: () => void; refuse: (err: Error) => void }[] = [];
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // On close, open connections are dropped at once (with 421), as when a mail server goes down.
    closeTimeout: 100,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (options.only && !options.only(session.envelope.rcptTo.map((r) => r.address))) return callback();
          const refused = session.envelope.rcptTo.find((r) => options.refuse?.(r.address, mail));
          if (refused)
            return callback(
              Object.assign(new Error(`<${refused.address}>: no such mailbox here`), { responseCode: 550 }),
            );
          const arrived = { to: session.envelope.rcptTo.map((r) => r.address), mail };
          if (options.onMail?.(received.length + 1, session) === false)
            return held.push({ answer: () => (received.push(arrived), callback()), refuse: callback });
          // Counted at once, so the count a test acts on is exact; only the answer waits.
          received.push(arrived);
          if (options.answerAfterMs) setTimeout(callback, options.answerAfterMs);
          else callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-conversation resets its connection; that is what the drills do, not a failure.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') throw err;
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    port,
    url: `smtp://127.0.0.1:${port}`,
    /**
     * Waits until `count` mails have arrived. It fails only when none arrives for `stallMs`: a slow,
     * busy machine delivers late but keeps delivering; a stuck sender stops.
     */
    async waitFor(count: number, stallMs = 20_000) {
      let seen = received.length;
      let until = Date.now() + stallMs;
      while (received.length < count) {
        if (received.length > seen) [seen, until] = [received.length, Date.now() + stallMs];
        if (Date.now() > until)
          throw new Error(`only ${received.length} of ${count} mails arrived, none for ${stallMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    /** Waits a bounded while for a mail to `to` whose subject matches, and gives its parsed form. */
    async waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ParsedMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((r) => r.to.includes(to) && subject.test(r.mail.subject ?? ''));
        if (found) return found.mail;
        if (Date.now() > until) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** Refuses every held mail with a temporary error; a dead sender never hears it. */
    dropHeld: () =>
      held.splice(0).forEach(({ refuse }) => refuse(Object.assign(new Error('try later'), { responseCode: 451 }))),
    heldCount: () => held.length,
    /** Takes every held mail (250), late: they count as received now. */
    answerHeld: () => held.splice(0).forEach(({ answer }) => answer()),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Inbox = Awaited<ReturnType<typeof startInbox>>;

/** The token of the Set Password link in a mail. */
export function linkToken(mail: ParsedMail): string {
  const match = /\/set-password#token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no set-password link in: ${mail.text}`);
  return match[1]!;
}

/** The address a link points at, from a mail's text. */
export const linkIn = (text: string, pattern: RegExp) => {
  const found = text.match(pattern);
  if (!found) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return found[0];
};

/** A header's value as it was written (mailparser turns List-* headers into objects). */
export const rawHeader = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((h) => h.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ');
