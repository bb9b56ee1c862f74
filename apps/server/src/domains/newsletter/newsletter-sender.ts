import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { unsubscribeTokenMaker } from './subscribers.ts';
import { newsletterMail, type NewsletterContent } from './newsletter-mail.ts';
import {
  claimDeliveries,
  type ClaimedDelivery,
  newsletterContent,
  recordDeliveryFailed,
  recordDeliverySent,
  renewClaim,
  renewDelivery,
  skipDelivery,
} from './newsletter-repository.ts';
import { createThrottle } from '../mail/throttle.ts';

// Doubling from MAIL_RETRY_SECONDS (5 s), 12 attempts span almost 3 hours, as single mails' retries do:
// a mail server down for an hour delays the newsletter but loses none of it.
const MAX_ATTEMPTS = 12;
const IDLE_POLL_MS = 1000;
const PARALLEL_SENDS = 5;

export interface SenderOptions {
  database: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  ratePerSecond: number;
  batchSize: number;
  claimSeconds: number;
  /** The first retry's delay; each further one waits twice as long. */
  retrySeconds: number;
}

/**
 * What this process knows of a claim's lease, by its own clock: the database set `claimed_until` no
 * earlier than the moment the claim or renewal was asked for, so until that moment plus the lease no
 * other process can take the rows. While at least half the lease is left, and it has never lapsed, a
 * send needs no statement of its own to make sure its row is still ours (one round trip a mail less).
 */
class Lease {
  private until: number;
  private lapsed = false;
  readonly claimToken: string;
  private readonly lengthMs: number;

  constructor(claimToken: string, lengthMs: number, askedAt: number) {
    this.claimToken = claimToken;
    this.lengthMs = lengthMs;
    this.until = askedAt + lengthMs;
  }

  renewed(askedAt: number) {
    if (askedAt >= this.until) this.lapsed = true;
    else this.until = askedAt + this.lengthMs;
  }

  surelyOurs() {
    return !this.lapsed && this.until - performance.now() >= this.lengthMs / 2;
  }
}

/** SMTP 5xx answers are final (no such mailbox); anything else (4xx, connection lost) is worth retrying. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/**
 * Sends newsletter deliveries. Rows are claimed atomically (FOR UPDATE SKIP LOCKED) with a lease and a
 * claim token, so several processes never take the same row, and rows of a process killed mid-send
 * are taken up again once their lease runs out. A batch can outlast its lease when sends are slow, so
 * unless the batch's lease is surely still held (Lease), each row's lease is renewed, under its token,
 * just before its mail goes out: a row another process has taken meanwhile is left to that process,
 * and is never mailed twice.
 */
export function createNewsletterSender(opts: SenderOptions) {
  const { database, log } = opts;
  const throttle = createThrottle(opts.ratePerSecond);
  const contents = new Map<string, NewsletterContent>();
  let running = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  /** Keeps a batch's unsent rows this process's while it works through them (a dead process stops renewing). */
  async function renewLease(lease: Lease) {
    const askedAt = performance.now();
    await renewClaim(database, lease.claimToken, opts.claimSeconds).then(
      () => lease.renewed(askedAt),
      (err: unknown) => log.warn({ err }, 'could not renew the newsletter lease'),
    );
  }

  async function content(id: string): Promise<NewsletterContent> {
    let found = contents.get(id);
    if (!found) {
      found = (await newsletterContent(database, id))!;
      contents.set(id, found);
    }
    return found;
  }

  async function deliver(row: ClaimedDelivery, lease: Lease, tokenFor: (id: string) => string) {
    if (!row.subscriber_id) {
      await skipDelivery(database, row.id);
      return;
    }
    const mail = newsletterMail(
      await content(row.newsletter_id),
      row.email,
      opts.publicUrl,
      tokenFor(row.subscriber_id),
      `<newsletter-${row.newsletter_id}-${row.id}@${new URL(opts.publicUrl).hostname}>`,
    );
    await throttle();
    // The row is still this claim's, with a fresh lease for the send about to start.
    if (!lease.surelyOurs() && !(await renewDelivery(database, row, opts.claimSeconds))) return;
    try {
      await opts.mailer.send(mail);
    } catch (err) {
      const final = isPermanent(err) || row.attempts >= MAX_ATTEMPTS;
      // No address in the log: the admin's list of addresses a newsletter could not reach names it, and the
      // delivery's id finds it there. The mail server's answer often repeats the address, so only its code.
      const reply = (err as { responseCode?: number }).responseCode;
      log.warn(
        { delivery: row.id, attempt: row.attempts, final, ...(reply ? { responseCode: reply } : { err }) },
        'newsletter mail failed',
      );
      await recordDeliveryFailed(database, row, {
        final,
        error: String((err as Error).message).slice(0, 500),
        retryInSeconds: opts.retrySeconds * 2 ** (row.attempts - 1),
      });
      return;
    }
    await recordDeliverySent(database, row.id);
  }

  /** Sends one claimed batch; the number of rows it took. */
  async function runOnce(): Promise<number> {
    const askedAt = performance.now();
    const rows = await claimDeliveries(database, opts.batchSize, opts.claimSeconds);
    if (!rows.length) return 0;
    const lease = new Lease(rows[0]!.claim_token, opts.claimSeconds * 1000, askedAt);
    const tokenFor = await unsubscribeTokenMaker(database);
    let next = 0;
    const lane = async () => {
      while (next < rows.length) await deliver(rows[next++]!, lease, tokenFor);
    };
    const heartbeat = setInterval(() => void renewLease(lease), (opts.claimSeconds * 1000) / 3);
    try {
      await Promise.all(Array.from({ length: Math.min(PARALLEL_SENDS, rows.length) }, lane));
    } finally {
      clearInterval(heartbeat);
    }
    return rows.length;
  }

  async function run() {
    while (running) {
      let taken = 0;
      try {
        taken = await runOnce();
      } catch (err) {
        log.error({ err }, 'newsletter sender failed; trying again shortly');
      }
      if (!taken && running) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, IDLE_POLL_MS);
        });
      }
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = run();
    },
    /** A newsletter was queued: look now rather than at the next poll. */
    nudge: () => wake?.(),
    /** Stops after the batch in hand; its rows are marked as they finish. */
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
    runOnce,
  };
}

export type NewsletterSender = ReturnType<typeof createNewsletterSender>;
