import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database.ts';
import { type JobContext, type JobDefinition, type JobQueue, plainMailJob } from './job-definitions.ts';

const MAIL_QUEUE = 'mail';
const QUEUE_SETUP_LOCK = 7_270_002;
/** How long a stopping server lets the mail being sent finish before it gives it up (it goes after a restart). */
const STOP_GRACE_MS = 4_000;
/** How often the worker looks for jobs no one woke it for: another process's, and retries falling due. */
const POLL_MS = 1_000;

/** A job as pg-boss keeps it: its kind beside its payload's fields. */
type StoredJob = { kind: string } & Record<string, unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: JobQueue;
  }
}

/**
 * pg-boss over `database`, started, with the mail queue in place and its retries as configured now: a queue
 * made by an earlier start keeps the options it was made with unless they are set again (pg-boss's
 * createQueue does nothing for a queue that exists).
 */
export async function startJobQueue(database: Database, retrySeconds: number, onError: (err: Error) => void) {
  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) =>
        values?.length ? database.query(text, values) : database.exec(text),
    },
    schedule: false,
  } as never);
  boss.on('error', onError);
  const retries = { retryLimit: 10, retryDelay: retrySeconds, retryBackoff: true };
  // Two processes starting at once on a fresh database both created pg-boss's schema, and one of them
  // died ("pgboss" already exists, found by drills/newsletter-two-servers): one at a time, as migrations.
  await database.withLock(QUEUE_SETUP_LOCK, async () => {
    await boss.start();
    await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...retries });
    await boss.updateQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...retries });
  });
  return boss;
}

/**
 * The database job queue: pg-boss carries single mails with retries, on PGlite and PostgreSQL through
 * `database` (docs/decisions/040-mail-queue.md). It runs the jobs each domain declares (`jobs`, handed in
 * by app.ts) and their sweeps, and knows none of them.
 */
export const queuePlugin = fp(async (app: FastifyInstance, { jobs }: { jobs: JobDefinition[] }) => {
  const { database, config, mailer, log } = app;
  const definitions = new Map([plainMailJob, ...jobs].map((job) => [job.kind, job as JobDefinition]));
  const boss = await startJobQueue(database, config.mailQueue.retrySeconds, (err) =>
    log.error({ err }, 'job queue error'),
  );

  // This process's worker, once it runs: woken by each job sent here, so a mail leaves at once instead of
  // at the next poll (another process's worker still finds it by polling).
  let woken = false;
  let endNap = () => {};
  const wake = () => {
    woken = true;
    endNap();
  };
  const queue: JobQueue = {
    send: async (job, payload, options = {}) => {
      await boss.send(MAIL_QUEUE, { ...payload, kind: job.kind }, options);
      if (!options.startAfter) wake();
    },
    enqueue: (message) => queue.send(plainMailJob, { message }),
  };
  app.decorate('mailQueue', queue);
  const context: JobContext = { database, mailer, config, log, queue };

  async function runJob({ kind, ...payload }: StoredJob) {
    const job = definitions.get(kind);
    if (!job) throw new Error(`no job of kind ${kind}`);
    await job.run(payload, context);
  }

  // A mail server that holds a mail unanswered would keep the close waiting: such a job is given up first,
  // marked failed while the database is open, and sent again after the restart.
  let giveUp = () => {};
  const stopping = new Promise<never>((_, reject) => {
    giveUp = () => reject(new Error('the server stopped before the mail server answered'));
  });
  stopping.catch(() => {});

  /** One job, fetched, run and marked done or failed (failed jobs are retried with backoff). */
  async function workOnce() {
    const [job] = await boss.fetch<StoredJob>(MAIL_QUEUE);
    if (!job) return false;
    try {
      await Promise.race([runJob(job.data), stopping]);
      await boss.complete(MAIL_QUEUE, job.id);
    } catch (err) {
      await boss.fail(MAIL_QUEUE, job.id, err as object);
    }
    return true;
  }

  // The worker's own loop, not pg-boss's `work`: pg-boss's stop waited only for a job its worker held, so a
  // job fetched while an app closed ran on after the database had closed, and its `complete` was not awaited
  // ("Cannot use a pool after calling end on the pool"). Here the close stops the loop between jobs and
  // waits for the job it runs, and every database call of a job is awaited within it.
  let stopped = false;
  async function work() {
    while (!stopped) {
      woken = false;
      const worked = await workOnce().catch((err) => (log.error({ err }, 'mail queue worker failed'), false));
      if (worked || woken) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_MS);
        endNap = () => (clearTimeout(timer), resolve());
      });
    }
  }

  const sweeps: ReturnType<typeof setInterval>[] = [];
  let working: Promise<void> | undefined;
  if (config.mailQueue.workers) {
    working = work();
    for (const { kind, sweep } of definitions.values()) {
      if (!sweep) continue;
      const timer = setInterval(
        () => sweep.run(context).catch((err) => log.error({ err, kind }, 'job sweep failed')),
        sweep.everyMs,
      );
      timer.unref();
      sweeps.push(timer);
    }
  }

  app.addHook('onClose', async () => {
    for (const timer of sweeps) clearInterval(timer);
    stopped = true;
    wake();
    const late = setTimeout(giveUp, STOP_GRACE_MS);
    await working;
    clearTimeout(late);
    await boss.stop({ graceful: false, wait: true });
  });
});
