import { and, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type DonationState, donations } from '../../db/schema/index.ts';

/* All the donations domain's SQL. A gift is received once (one guarded UPDATE), and its receipt is sent once. */

export type DonationRow = typeof donations.$inferSelect;

/** A claim older than this is taken to be a job that died mid-send: the receipt may be claimed again. */
const CLAIM_LAPSES = sql`now() - interval '10 minutes'`;

export async function insertDonation(db: Db, row: typeof donations.$inferInsert) {
  const [added] = await db.insert(donations).values(row).returning();
  return added!;
}

export async function donationById(db: Db, id: string) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  return row;
}

export const listDonations = (db: Db) => db.select().from(donations).orderBy(desc(donations.createdAt));

/** The sum of every gift received, in pence: the appeal's amount raised. */
export async function raisedPence(db: Db) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${donations.amountPence}), 0)` })
    .from(donations)
    .where(eq(donations.state, 'received'));
  return Number(row!.total);
}

/**
 * Moves a gift to `to` only from one of the states in `from`, so a confirmation that comes twice (or an expiry
 * after the payment) changes nothing. Received is when it starts to count, and its receipt becomes due.
 */
export async function moveDonation(db: Db, id: string, from: DonationState[], to: DonationState) {
  const [row] = await db
    .update(donations)
    .set({ state: to, ...(to === 'received' ? { receivedAt: sql`now()` } : {}) })
    .where(and(eq(donations.id, id), inArray(donations.state, from)))
    .returning();
  return row;
}

/** Claims a gift's receipt to send it, or undefined when it is sent or another job is sending it. */
export async function claimReceipt(db: Db, id: string) {
  const [row] = await db
    .update(donations)
    .set({ receiptClaimedAt: sql`now()` })
    .where(
      and(
        eq(donations.id, id),
        eq(donations.state, 'received'),
        isNull(donations.receiptSentAt),
        or(isNull(donations.receiptClaimedAt), lt(donations.receiptClaimedAt, CLAIM_LAPSES)),
      ),
    )
    .returning();
  return row;
}

export const markReceiptSent = (db: Db, id: string) =>
  db
    .update(donations)
    .set({ receiptSentAt: sql`now()` })
    .where(eq(donations.id, id));

export const releaseReceipt = (db: Db, id: string) =>
  db.update(donations).set({ receiptClaimedAt: null }).where(eq(donations.id, id));

/** Received gifts with an address whose receipt is not yet queued (confirmed by a webhook, or a process stopped). */
export async function receiptsToQueue(db: Db) {
  const rows = await db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.state, 'received'), isNotNull(donations.email), isNull(donations.receiptQueuedAt)));
  return rows.map((r) => r.id);
}

export async function markReceiptsQueued(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(donations)
    .set({ receiptQueuedAt: sql`now()` })
    .where(and(inArray(donations.id, ids), isNull(donations.receiptQueuedAt)));
}
