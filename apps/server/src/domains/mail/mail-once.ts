import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { bookingDayCancellations, bookingTicketMails } from '../../db/schema/index.ts';

/*
 * An order's mail sent once (decision 130): recorded, queued, claimed by one job, marked sent. The tickets mail
 * and a cancelled train's mail each keep these steps in a table of their own, keyed by the order.
 */

type MailTable = typeof bookingTicketMails | typeof bookingDayCancellations;

/** A claim older than this is taken to be a job that died mid-send: its mail may be claimed again. */
const CLAIM_LAPSES = sql`now() - interval '10 minutes'`;

export function mailOnce(table: MailTable) {
  return {
    /** Claims the order's mail to send it, or false when it is sent or another job is sending it. */
    async claim(db: Db, orderId: string) {
      const rows = await db
        .update(table)
        .set({ claimedAt: sql`now()` })
        .where(
          and(
            eq(table.orderId, orderId),
            isNull(table.sentAt),
            or(isNull(table.claimedAt), lt(table.claimedAt, CLAIM_LAPSES)),
          ),
        )
        .returning({ orderId: table.orderId });
      return rows.length > 0;
    },
    markSent: (db: Db, orderId: string) =>
      db
        .update(table)
        .set({ sentAt: sql`now()` })
        .where(eq(table.orderId, orderId)),
    release: (db: Db, orderId: string) => db.update(table).set({ claimedAt: null }).where(eq(table.orderId, orderId)),
    /** The orders whose mail is recorded and not yet queued (a process stopped between the two, say). */
    async toQueue(db: Db) {
      const rows = await db.select({ orderId: table.orderId }).from(table).where(isNull(table.queuedAt));
      return rows.map((r) => r.orderId);
    },
    async markQueued(db: Db, orderIds: string[]) {
      if (orderIds.length === 0) return;
      await db
        .update(table)
        .set({ queuedAt: sql`now()` })
        .where(and(inArray(table.orderId, orderIds), isNull(table.queuedAt)));
    },
  };
}

type MailSteps = ReturnType<typeof mailOnce>;

/** Sends an order's mail once: claimed while it is sent, marked sent when the mail server takes it. */
export async function sendOnce(db: Db, steps: MailSteps, orderId: string, send: () => Promise<void>) {
  if (!(await steps.claim(db, orderId))) return;
  try {
    await send();
    await steps.markSent(db, orderId);
  } catch (err) {
    await steps.release(db, orderId);
    throw err;
  }
}

/** Queues every mail recorded and not yet queued: the sweep's part. */
export async function queueRecorded(
  db: Db,
  steps: MailSteps,
  enqueue: (orderId: string) => Promise<void>,
  log: FastifyBaseLogger,
  what: string,
) {
  const ids = await steps.toQueue(db);
  for (const id of ids) await enqueue(id);
  await steps.markQueued(db, ids);
  if (ids.length) log.info({ count: ids.length }, `${what} queued`);
}
