import { and, desc, eq, getTableColumns, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type DonationState, donations, payments, refunds } from '../../db/schema/index.ts';
import { mailOnce } from '../mail/mail-once.ts';

/* All the donations domain's SQL. A gift is received once (one guarded UPDATE), and its receipt is sent once. */

export type DonationRow = typeof donations.$inferSelect;

/** Adds a gift; one sent again with its form's key (Give pressed twice) is the gift the first made. */
export async function insertDonation(db: Db, row: typeof donations.$inferInsert) {
  const [added] = await db.insert(donations).values(row).onConflictDoNothing({ target: donations.giveKey }).returning();
  return added ?? (await db.select().from(donations).where(eq(donations.giveKey, row.giveKey!)))[0]!;
}

export async function donationById(db: Db, id: string) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id));
  return row;
}

/** What refunds have taken back of a gift's payment (pending or succeeded), as the payment's state counts them. */
const takenBack = sql<number>`(SELECT sum(${refunds.amountPence}) FROM ${refunds} JOIN ${payments} ON ${payments.id} = ${refunds.paymentId}
  WHERE ${payments.purpose} = 'donation' AND ${payments.reference} = ${donations.id}::text
    AND ${refunds.state} IN ('pending', 'succeeded'))`;

/** A gift's columns with what has been refunded of it, as the admins' list and the supporter's record show it. */
export const giftWithRefunds = {
  ...getTableColumns(donations),
  refundedPence: sql<number>`coalesce(${takenBack}, 0)::int`,
};

export const listDonations = (db: Db) => db.select(giftWithRefunds).from(donations).orderBy(desc(donations.createdAt));

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

/** A gift's one receipt, due once it is received from someone with an address (domains/mail/mail-once.ts). */
export const receiptSteps = mailOnce(
  donations,
  donations.id,
  and(eq(donations.state, 'received'), isNotNull(donations.email)),
);

/**
 * The sum of every gift received, less what refunds have taken back of them, in pence: the appeal's amount raised.
 * A gift refunded whole is no longer received; one refunded in part counts what is left.
 */
export async function raisedPence(db: Db) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${donations.amountPence}), 0) - coalesce(sum(${takenBack}), 0)` })
    .from(donations)
    .where(eq(donations.state, 'received'));
  return Number(row!.total);
}
