import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { donations, giftAidDeclarations, taxStatements } from '../../db/schema/index.ts';

/* All the tax-relief domain's SQL. Gifts are read from the donations domain's table, never written. */

export type DeclarationRow = typeof giftAidDeclarations.$inferSelect;

export async function insertDeclaration(db: Db, row: typeof giftAidDeclarations.$inferInsert) {
  const [added] = await db.insert(giftAidDeclarations).values(row).returning();
  return added!;
}

export const listDeclarations = (db: Db) =>
  db.select().from(giftAidDeclarations).orderBy(desc(giftAidDeclarations.madeAt));

export const declarationsOf = (db: Db, emails: string[]) =>
  db.select().from(giftAidDeclarations).where(inArray(giftAidDeclarations.email, emails));

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

/** Makes the once-records of a tax year's statements (one per donor and year, whatever runs it again). */
export async function addStatements(db: Db, taxYear: number, emails: string[]) {
  if (emails.length === 0) return;
  await db
    .insert(taxStatements)
    .values(emails.map((email) => ({ taxYear, email })))
    .onConflictDoNothing();
}

export async function statementsToQueue(db: Db) {
  const rows = await db.select({ id: taxStatements.id }).from(taxStatements).where(isNull(taxStatements.queuedAt));
  return rows.map((r) => r.id);
}

export async function markStatementsQueued(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db
    .update(taxStatements)
    .set({ queuedAt: sql`now()` })
    .where(and(inArray(taxStatements.id, ids), isNull(taxStatements.queuedAt)));
}

/** Claims a statement to mail it, or undefined when it is sent or another job is sending it (a claim lapses in 10 minutes). */
export async function claimStatement(db: Db, id: string) {
  const [row] = await db
    .update(taxStatements)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(taxStatements.id, id),
        isNull(taxStatements.sentAt),
        or(isNull(taxStatements.claimedAt), lt(taxStatements.claimedAt, sql`now() - interval '10 minutes'`)),
      ),
    )
    .returning();
  return row;
}

export const markStatementSent = (db: Db, id: string, linkHash: string) =>
  db
    .update(taxStatements)
    .set({ sentAt: sql`now()`, linkHash })
    .where(eq(taxStatements.id, id));

export const releaseStatement = (db: Db, id: string) =>
  db.update(taxStatements).set({ claimedAt: null }).where(eq(taxStatements.id, id));

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
