import { and, asc, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ConsentPurpose } from '@lmr/shared/supporter-words';
import type { Db, Tx } from '../../db/database.ts';
import { supporterConsents, supporterEmails, supporterLinks, supporters } from '../../db/schema/index.ts';

/* All the supporters domain's SQL: the record, its e-mails, its consents and its own links. */

export type SupporterRow = typeof supporters.$inferSelect;
export type ConsentRow = typeof supporterConsents.$inferSelect;

export async function supporterById(db: Db | Tx, id: string) {
  const [row] = await db.select().from(supporters).where(eq(supporters.id, id));
  return row;
}

export async function supporterIdByEmail(db: Db | Tx, email: string) {
  const [row] = await db.select().from(supporterEmails).where(eq(supporterEmails.email, email));
  return row?.supporterId;
}

/** The record of this (normalised) e-mail, made on first use; two requests at once make one. */
export async function ensureSupporterFor(db: Db, email: string) {
  return db.transaction(async (tx) => {
    const known = await supporterIdByEmail(tx, email);
    if (known) return known;
    const [made] = await tx.insert(supporters).values({}).returning({ id: supporters.id });
    const [added] = await tx
      .insert(supporterEmails)
      .values({ email, supporterId: made!.id })
      .onConflictDoNothing()
      .returning();
    if (added) return made!.id;
    await tx.delete(supporters).where(eq(supporters.id, made!.id));
    return (await supporterIdByEmail(tx, email))!;
  });
}

export async function emailsOf(db: Db | Tx, id: string) {
  const rows = await db
    .select({ email: supporterEmails.email })
    .from(supporterEmails)
    .where(eq(supporterEmails.supporterId, id))
    .orderBy(asc(supporterEmails.email));
  return rows.map((r) => r.email);
}

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Records whose name or one of whose e-mails holds the words; at most 50. */
export async function searchSupporters(db: Db, q: string) {
  const pattern = likeText(q);
  const ids = db
    .selectDistinct({ id: supporterEmails.supporterId })
    .from(supporterEmails)
    .where(ilike(supporterEmails.email, pattern));
  return db
    .select()
    .from(supporters)
    .where(or(ilike(supporters.name, pattern), inArray(supporters.id, ids)))
    .orderBy(asc(supporters.name))
    .limit(50);
}

export async function emailsOfEach(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select()
    .from(supporterEmails)
    .where(inArray(supporterEmails.supporterId, ids))
    .orderBy(asc(supporterEmails.email));
  const byId = new Map<string, string[]>();
  for (const r of rows) byId.set(r.supporterId, [...(byId.get(r.supporterId) ?? []), r.email]);
  return byId;
}

export const updateDetails = (db: Db, id: string, details: { name: string; house: string; postcode: string }) =>
  db
    .update(supporters)
    .set({ ...details, updatedAt: sql`now()` })
    .where(eq(supporters.id, id));

export const consentsOf = (db: Db | Tx, id: string) =>
  db
    .select()
    .from(supporterConsents)
    .where(eq(supporterConsents.supporterId, id))
    .orderBy(desc(supporterConsents.at), desc(supporterConsents.id));

/** The consents given or withdrawn now, or at `at` when an admin records one given earlier (by phone, on paper). */
export const recordConsents = (
  db: Db,
  id: string,
  changes: { purpose: ConsentPurpose; given: boolean }[],
  how: string,
  at?: Date,
) => db.insert(supporterConsents).values(changes.map((c) => ({ ...c, supporterId: id, how, ...(at && { at }) })));

/** Moves the other record's e-mails and consents to `into`, then removes the other: one transaction. */
export async function mergeInto(tx: Tx, into: string, other: string) {
  await tx.update(supporterEmails).set({ supporterId: into }).where(eq(supporterEmails.supporterId, other));
  await tx.update(supporterConsents).set({ supporterId: into }).where(eq(supporterConsents.supporterId, other));
  await tx.delete(supporters).where(eq(supporters.id, other));
}

/** Removes the record, its e-mails, consents and links (they cascade). */
export const deleteSupporter = (tx: Tx, id: string) => tx.delete(supporters).where(eq(supporters.id, id));

export const insertLink = (db: Db, row: typeof supporterLinks.$inferInsert) => db.insert(supporterLinks).values(row);

/** The record a live link opens, or undefined when the link is unknown or has expired. */
export async function supporterOfLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ supporterId: supporterLinks.supporterId })
    .from(supporterLinks)
    .where(and(eq(supporterLinks.tokenHash, tokenHash), gt(supporterLinks.expiresAt, sql`now()`)));
  return row?.supporterId;
}

export const forgetExpiredLinks = (db: Db) =>
  db.delete(supporterLinks).where(sql`${supporterLinks.expiresAt} <= now()`);
