import { and, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';

/*
 * A mail sent once (decision 130): recorded on a row in the transaction that makes it due, queued, claimed by
 * one job, marked sent. The row is the domain's own (an order's tickets mail, a gift's receipt) with the steps'
 * columns (db/schema/mail-once.ts); a second job, a re-delivered webhook or a sweep finds nothing left to send.
 */

type MailOnceTable = PgTable & { queuedAt: PgColumn; claimedAt: PgColumn; sentAt: PgColumn };

/** A claim older than this is taken to be a job that died mid-send: its mail may be claimed again. */
const CLAIM_LAPSES = sql`now() - interval '10 minutes'`;

/**
 * The steps of the mails recorded in `table`, each named by `key` (the id its job carries). `due` narrows the
 * rows that are mails to send, where the table records more than mails (a gift's receipt once it is received).
 */
export function mailOnce<T extends MailOnceTable>(table: T, key: PgColumn, due?: SQL) {
  const step = (values: Partial<Record<'queuedAt' | 'claimedAt' | 'sentAt', SQL | null>>) =>
    values as PgUpdateSetSource<T>;
  const mail = (id: string) => and(eq(key, id), due);
  return {
    /** Claims the mail to send it, or false when it is sent, not due, or another job is sending it. */
    async claim(db: Db, id: string) {
      const rows = await db
        .update(table)
        .set(step({ claimedAt: sql`now()` }))
        .where(and(mail(id), isNull(table.sentAt), or(isNull(table.claimedAt), lt(table.claimedAt, CLAIM_LAPSES))))
        .returning({ id: key });
      return rows.length > 0;
    },
    markSent: (db: Db, id: string) =>
      db
        .update(table)
        .set(step({ sentAt: sql`now()` }))
        .where(mail(id)),
    release: (db: Db, id: string) =>
      db
        .update(table)
        .set(step({ claimedAt: null }))
        .where(mail(id)),
    /** The mails recorded and not yet queued (a webhook's confirmation, or a process stopped between the two). */
    async toQueue(db: Db) {
      const rows = await db
        .select({ id: key })
        .from(table as PgTable)
        .where(and(isNull(table.queuedAt), due));
      return rows.map((r) => r.id as string);
    },
    async markQueued(db: Db, ids: string[]) {
      if (ids.length === 0) return;
      await db
        .update(table)
        .set(step({ queuedAt: sql`now()` }))
        .where(and(inArray(key, ids), isNull(table.queuedAt), due));
    },
  };
}

export type MailSteps = ReturnType<typeof mailOnce>;

/** Sends a mail once: claimed while it is sent, marked sent when the mail server takes it, released if it fails. */
export async function sendOnce(db: Db, steps: MailSteps, id: string, send: () => Promise<void>) {
  if (!(await steps.claim(db, id))) return;
  try {
    await send();
    await steps.markSent(db, id);
  } catch (err) {
    await steps.release(db, id);
    throw err;
  }
}

/** Queues every mail recorded and not yet queued: the sweep's part. */
export async function queueRecorded(
  db: Db,
  steps: MailSteps,
  enqueue: (id: string) => Promise<void>,
  log: FastifyBaseLogger,
  what: string,
) {
  const ids = await steps.toQueue(db);
  for (const id of ids) await enqueue(id);
  await steps.markQueued(db, ids);
  if (ids.length) log.info({ count: ids.length }, `${what} queued`);
}

/** Queues a mail recorded by a committed transaction at once, instead of at the next sweep. */
export async function queueNow(db: Db, steps: MailSteps, enqueue: (id: string) => Promise<void>, id: string) {
  await enqueue(id);
  await steps.markQueued(db, [id]);
}
