import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/** What a job's handler and sweep work with. */
export interface JobContext {
  database: Database;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  queue: JobQueue;
}

/** A job payload is a plain object: pg-boss keeps it as JSON beside the job's kind. Never a token or secret. */
type Payload = Record<string, unknown>;

/**
 * One kind of job, declared by the domain it belongs to and handed to the queue at start (app.ts), as
 * Documenso's `jobs/definitions` are: the queue knows no domain, and a new kind of mail touches only its own.
 */
export interface JobDefinition<P extends Payload = Payload> {
  /** Stored with each job: keep it once jobs of this kind may be waiting in a database. */
  kind: string;
  /**
   * Sends the mail (or does the work); throwing retries the job with backoff. A method, so that a list of
   * definitions with different payloads is one type: the queue hands each its own kind's payload.
   */
  run(payload: P, context: JobContext): Promise<void>;
  /** Work no request queued (reminders falling due, a job lost in a crash): run this often in every process. */
  sweep?: { everyMs: number; run: (context: JobContext) => Promise<void> };
}

export const defineJob = <P extends Payload>(job: JobDefinition<P>) => job;

export interface JobQueue {
  /**
   * Queues a job durably (it survives a restart); retried with backoff until it succeeds. With `startAfter`,
   * no worker takes it before that moment (by the database's clock).
   */
  send<P extends Payload>(job: JobDefinition<P>, payload: P, options?: { startAfter?: Date }): Promise<void>;
  /** Queues a mail composed now. Never one with a link token: such mails are jobs that make their token when sent. */
  enqueue(message: MailMessage): Promise<void>;
}

/** A mail composed when it was queued. */
export const plainMailJob = defineJob<{ message: MailMessage }>({
  kind: 'mail',
  run: async ({ message }, { mailer }) => {
    await mailer.send(message);
  },
});
