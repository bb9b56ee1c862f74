import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bookingOrders, donations, giftAidDeclarations, taxStatements } from '../../db/schema/index.ts';
import { mailOnce } from '../mail/mail-once.ts';

/*
 * All the tax-relief domain's SQL. Gifts are read from the donations domain's table, and tickets paid with Gift Aid
 * on admission from booking's, never written.
 */

export type DeclarationRow = typeof giftAidDeclarations.$inferSelect;

export async function insertDeclaration(db: Db, row: typeof giftAidDeclarations.$inferInsert) {
  const [added] = await db.insert(giftAidDeclarations).values(row).returning();
  return added!;
}

export const listDeclarations = (db: Db) =>
  db.select().from(giftAidDeclarations).orderBy(desc(giftAidDeclarations.madeAt));

export const declarationsOf = (db: Db, emails: string[]) =>
  db.select().from(giftAidDeclarations).where(inArray(giftAidDeclarations.email, emails));

/**
 * Ties a "this gift" declaration made on Donate to the gift given with it, in the gift's transaction: only an
 * online one by the same e-mail, not yet tied to a gift that counted (a payment page left unpaid frees it), or
 * tied to this gift already (the same gift sent twice).
 */
export async function tieDeclarationToGift(db: Db, declarationId: string, gift: { id: string; email: string }) {
  const [tied] = await db
    .update(giftAidDeclarations)
    .set({ donationId: gift.id })
    .where(
      and(
        eq(giftAidDeclarations.id, declarationId),
        eq(giftAidDeclarations.scope, 'this-gift'),
        eq(giftAidDeclarations.way, 'online'),
        eq(giftAidDeclarations.email, gift.email.toLowerCase()),
        isNull(giftAidDeclarations.cancelledAt),
        or(
          isNull(giftAidDeclarations.donationId),
          eq(giftAidDeclarations.donationId, gift.id),
          sql`${giftAidDeclarations.donationId} IN (SELECT ${donations.id} FROM ${donations}
            WHERE ${donations.state} IN ('expired', 'awaiting_payment'))`,
        ),
      ),
    )
    .returning({ id: giftAidDeclarations.id });
  return tied;
}

/** A gift on Donate by its id, given with this e-mail and not expired or refunded: one a declaration may name. */
export async function givenGift(db: Db, id: string, email: string) {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(
      and(
        eq(donations.id, id),
        eq(sql`lower(${donations.email})`, email),
        inArray(donations.state, ['pledged', 'awaiting_payment', 'received']),
      ),
    );
  return row;
}

/** A "this gift" declaration tied to its gift when made; nothing when the gift carries one already. */
export async function insertTiedDeclaration(db: Db, row: typeof giftAidDeclarations.$inferInsert) {
  const [added] = await db.insert(giftAidDeclarations).values(row).onConflictDoNothing().returning();
  return added;
}

export async function declarationById(db: Db, id: string) {
  const [row] = await db.select().from(giftAidDeclarations).where(eq(giftAidDeclarations.id, id));
  return row;
}

/** Cancels a declaration once: a second cancel moves nothing. */
export async function cancelDeclaration(db: Db, id: string, isVoid: boolean) {
  const [row] = await db
    .update(giftAidDeclarations)
    .set({ cancelledAt: sql`now()`, void: isVoid })
    .where(and(eq(giftAidDeclarations.id, id), isNull(giftAidDeclarations.cancelledAt)))
    .returning();
  return row;
}

/** Every gift received with an address, but the total an installation had raised before (not one donor's gift). */
export const receivedGifts = (db: Db, emails?: string[]) =>
  db
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.state, 'received'),
        isNotNull(donations.email),
        ne(donations.way, 'earlier'),
        emails ? inArray(sql`lower(${donations.email})`, emails) : undefined,
      ),
    )
    .orderBy(donations.receivedAt);

/** What has been refunded of the payment for a gift (a donation's or an order's id), in pence: every refund not failed. */
const refundedOf = (purpose: string, giftId: SQL) =>
  sql<number>`(SELECT coalesce(sum(r.amount_pence), 0)::int FROM refunds r JOIN payments p ON p.id = r.payment_id
    WHERE p.purpose = ${purpose} AND p.reference = ${giftId}::text AND r.state <> 'failed')`;

/**
 * Every gift ever received with an address, whatever became of it since (a gift refunded after it was claimed is
 * adjusted on the next claim), with what has been refunded of it.
 */
export const giftAidDonations = (db: Db) =>
  db
    .select({
      id: donations.id,
      state: donations.state,
      email: donations.email,
      createdAt: donations.createdAt,
      receivedAt: donations.receivedAt,
      amountPence: donations.amountPence,
      refundedPence: refundedOf('donation', sql`${donations.id}`),
    })
    .from(donations)
    .where(and(isNotNull(donations.receivedAt), isNotNull(donations.email), ne(donations.way, 'earlier')));

/** Every booking paid online with Gift Aid on admission (decision 159), with what has been refunded of it. */
export const giftAidAdmissions = (db: Db) =>
  db
    .select({
      id: bookingOrders.id,
      state: bookingOrders.state,
      email: bookingOrders.email,
      createdAt: bookingOrders.createdAt,
      receivedAt: bookingOrders.paidAt,
      amountPence: bookingOrders.totalPence,
      standardPence: bookingOrders.giftAidStandardPence,
      refundedPence: refundedOf('booking', sql`${bookingOrders.id}`),
    })
    .from(bookingOrders)
    .where(
      and(
        isNotNull(bookingOrders.giftAidStandardPence),
        isNotNull(bookingOrders.email),
        isNotNull(bookingOrders.paidAt),
      ),
    );

/** Makes the once-records of a tax year's statements (one per donor and year, whatever runs it again). */
export async function addStatements(db: Db, taxYear: number, emails: string[]) {
  if (emails.length === 0) return;
  await db
    .insert(taxStatements)
    .values(emails.map((email) => ({ taxYear, email })))
    .onConflictDoNothing();
}

/** A statement's mail, sent once (domains/mail/mail-once.ts): the row is its once-record. */
export const statementSteps = mailOnce(taxStatements, taxStatements.id);

export async function statementById(db: Db, id: string) {
  const [row] = await db.select().from(taxStatements).where(eq(taxStatements.id, id));
  return row;
}

/** The link in the mail: kept before the mail goes, so that it opens as soon as the mail arrives. */
export const setStatementLink = (db: Db, id: string, linkHash: string) =>
  db.update(taxStatements).set({ linkHash }).where(eq(taxStatements.id, id));

export async function statementByLink(db: Db, linkHash: string) {
  const [row] = await db.select().from(taxStatements).where(eq(taxStatements.linkHash, linkHash));
  return row;
}

export const statementsOf = (db: Db, emails: string[]) =>
  db.select().from(taxStatements).where(inArray(taxStatements.email, emails));

export const deleteStatementsOf = (db: Db, emails: string[]) =>
  db.delete(taxStatements).where(inArray(taxStatements.email, emails));

/** Erasure keeps a declaration HMRC may still ask for: one that had effect and ended less than six years ago. */
export const deleteSpentDeclarations = (db: Db, emails: string[]) =>
  db
    .delete(giftAidDeclarations)
    .where(
      and(
        inArray(giftAidDeclarations.email, emails),
        or(eq(giftAidDeclarations.void, true), lt(giftAidDeclarations.cancelledAt, sql`now() - interval '6 years'`)),
      ),
    );
