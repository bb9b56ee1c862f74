import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { TokenPurpose } from '../../db/schema/index.ts';
import { accountLinkMail } from '../accounts/account-mail.ts';
import type { MailMessage } from './mailer.ts';
import { confirmationMail } from '../newsletter/confirmation-mail.ts';
import { contactMail } from '../contact/contact-mail.ts';
import {
  findContactMessageById,
  markContactMessageMailed,
  markContactMessageQueued,
  unmailedContactMessages,
} from '../contact/contact-repository.ts';
import { createNewsletterSender, type NewsletterSender } from '../newsletter/newsletter-sender.ts';
import { sendRosterMail, sweepRosterMail } from '../rostering/roster-mail.ts';

const MAIL_QUEUE = 'mail';
const SWEEP_MS = 60_000;
/** Reminders fall due and days change without a request to queue their mail: this often, it is queued. */
const ROSTER_SWEEP_MS = 5_000;
const QUEUE_SETUP_LOCK = 7_270_002;
/** How long a stopping server lets the mails being sent finish before it gives them up (they go after a restart). */
const STOP_GRACE_MS = 5_000;

/** A mail with a link token, queued by id: its token is made when it is sent, so no job row holds one. */
export type LinkJob =
  | { kind: 'account-link'; userId: string; purpose: TokenPurpose }
  | { kind: 'subscription-confirm'; subscriberId: string };

type MailJob =
  { kind: 'mail'; message: MailMessage } | { kind: 'contact'; id: string } | { kind: 'roster'; id: string } | LinkJob;

export interface MailQueue {
  /** Queues a mail durably (it survives a restart) and retries it with backoff until it goes. Never one with a token. */
  enqueue(message: MailMessage): Promise<void>;
  /** Queues a mail with a link token (invitation, reset, confirmation), rendered when it is sent. */
  enqueueLink(job: LinkJob): Promise<void>;
  /** Queues the mail of a stored contact message. */
  enqueueContact(id: string): Promise<void>;
  /** Queues a recorded roster mail (roster_mails), sent once however often it is queued. */
  enqueueRoster(id: string): Promise<void>;
  newsletters: NewsletterSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueue;
  }
}

/**
 * The database job queue. pg-boss carries single mails (contact, confirmations, other features'
 * mail) with retries; newsletters go recipient by recipient from their own rows (see
 * docs/decisions/040-mail-queue.md). Both run on PGlite and PostgreSQL through `database`.
 */
export const queuePlugin = fp(async (app: FastifyInstance) => {
  const { database, config, mailer, log } = app;
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        values?.length ? database.query(text, values) : database.exec(text),
    },
    schedule: false,
  } as never);
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  // Two processes starting at once on a fresh database both created pg-boss's schema, and one of them
  // died ("pgboss" already exists, found by drills/newsletter-two-servers): one at a time, as migrations.
  await database.withLock(QUEUE_SETUP_LOCK, async () => {
    await boss.start();
    await boss.createQueue(MAIL_QUEUE, {
      name: MAIL_QUEUE,
      retryLimit: 10,
      retryDelay: config.mailQueue.retrySeconds,
      retryBackoff: true,
    });
  });

  const send = async (job: MailJob) => {
    await boss.send(MAIL_QUEUE, job);
  };

  async function enqueueContact(id: string) {
    await send({ kind: 'contact', id });
    await markContactMessageQueued(database.db, id);
  }

  const linkMail = (job: LinkJob) =>
    job.kind === 'account-link'
      ? accountLinkMail(database, config.publicUrl, job.userId, job.purpose)
      : confirmationMail(database, config.publicUrl, job.subscriberId);

  async function runJob(job: MailJob) {
    if (job.kind === 'mail') {
      await mailer.send(job.message);
      return;
    }
    if (job.kind === 'roster') {
      await sendRosterMail(database, mailer, config.publicUrl, job.id);
      return;
    }
    if (job.kind !== 'contact') {
      // A retry after a failed send makes a new token, and the unsent one stops working.
      const mail = await linkMail(job);
      if (mail) await mailer.send(mail);
      return;
    }
    const row = await findContactMessageById(database.db, job.id);
    if (!row || row.mailedAt) return;
    await mailer.send(contactMail(row, config.contactTo, config.publicUrl));
    await markContactMessageMailed(database.db, row.id);
  }

  const newsletters = createNewsletterSender({
    database,
    mailer,
    log,
    publicUrl: config.publicUrl,
    ...config.mailQueue,
  });

  app.decorate('mailQueue', {
    enqueue: (message) => send({ kind: 'mail', message }),
    enqueueLink: send,
    enqueueContact,
    enqueueRoster: (id) => send({ kind: 'roster', id }),
    newsletters,
  });

  let sweep: ReturnType<typeof setInterval> | undefined;
  let rosterSweep: ReturnType<typeof setInterval> | undefined;
  // A mail server that holds a mail unanswered kept its job running past pg-boss's stop, and pg-boss then
  // wrote the job's failure into a closed database. At shutdown such a job is given up first: pg-boss marks
  // it failed while the database is open, and it is sent again after the restart.
  let giveUp = () => {};
  const stopping = new Promise<never>((_, reject) => {
    giveUp = () => reject(new Error('the server stopped before the mail server answered'));
  });
  stopping.catch(() => {});

  if (config.mailQueue.workers) {
    await boss.work<MailJob>(MAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await Promise.race([runJob(job.data), stopping]);
    });
    const resendLost = async () => {
      for (const id of await unmailedContactMessages(database.db)) await enqueueContact(id);
    };
    sweep = setInterval(() => resendLost().catch((err) => log.error({ err }, 'contact sweep failed')), SWEEP_MS);
    sweep.unref();
    const queueRoster = (id: string) => send({ kind: 'roster', id });
    rosterSweep = setInterval(
      () => sweepRosterMail(database, queueRoster, log).catch((err) => log.error({ err }, 'roster mail sweep failed')),
      ROSTER_SWEEP_MS,
    );
    rosterSweep.unref();
    newsletters.start();
  }

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(rosterSweep);
    await newsletters.stop();
    const late = setTimeout(giveUp, STOP_GRACE_MS - 1_000);
    await boss.stop({ graceful: true, wait: true, timeout: STOP_GRACE_MS });
    clearTimeout(late);
  });
});
