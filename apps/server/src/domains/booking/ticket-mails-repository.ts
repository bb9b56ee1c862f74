import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { bookingTicketMails } from '../../db/schema/index.ts';

/* The one tickets mail of each order: recorded, queued, claimed by one job, marked sent (decision 130). */

/** A claim older than this is taken to be a job that died mid-send: its mail may be claimed again. */
const CLAIM_LAPSES = sql`now() - interval '10 minutes'`;

/** Records the order's tickets mail; recording it again changes nothing. */
export async function recordTicketMail(tx: Tx, orderId: string) {
  await tx.insert(bookingTicketMails).values({ orderId }).onConflictDoNothing();
}

/** Claims the order's tickets mail to send it, or false when it is sent or another job is sending it. */
export async function claimTicketMail(db: Db, orderId: string) {
  const rows = await db
    .update(bookingTicketMails)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(bookingTicketMails.orderId, orderId),
        isNull(bookingTicketMails.sentAt),
        or(isNull(bookingTicketMails.claimedAt), lt(bookingTicketMails.claimedAt, CLAIM_LAPSES)),
      ),
    )
    .returning({ orderId: bookingTicketMails.orderId });
  return rows.length > 0;
}

export const markTicketMailSent = (db: Db, orderId: string) =>
  db
    .update(bookingTicketMails)
    .set({ sentAt: sql`now()` })
    .where(eq(bookingTicketMails.orderId, orderId));

export const releaseTicketMail = (db: Db, orderId: string) =>
  db.update(bookingTicketMails).set({ claimedAt: null }).where(eq(bookingTicketMails.orderId, orderId));

/** The orders whose tickets mail is recorded and not yet queued (a process stopped between the two). */
export async function ticketMailsToQueue(db: Db) {
  const rows = await db
    .select({ orderId: bookingTicketMails.orderId })
    .from(bookingTicketMails)
    .where(isNull(bookingTicketMails.queuedAt));
  return rows.map((r) => r.orderId);
}

export async function markTicketMailsQueued(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return;
  await db
    .update(bookingTicketMails)
    .set({ queuedAt: sql`now()` })
    .where(and(inArray(bookingTicketMails.orderId, orderIds), isNull(bookingTicketMails.queuedAt)));
}
