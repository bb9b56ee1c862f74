import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { users, volunteerQualifications } from '../../db/schema/index.ts';

/* Volunteers' qualifications and their expiry dates. */

export const listQualifications = (db: Db) =>
  db
    .select({
      id: volunteerQualifications.id,
      userId: volunteerQualifications.userId,
      name: users.name,
      email: users.email,
      qualification: volunteerQualifications.qualification,
      expiresOn: volunteerQualifications.expiresOn,
    })
    .from(volunteerQualifications)
    .innerJoin(users, eq(users.id, volunteerQualifications.userId))
    .orderBy(asc(users.name), asc(volunteerQualifications.qualification));

export async function upsertQualification(db: Db, q: { userId: string; qualification: string; expiresOn: string }) {
  const [row] = await db
    .insert(volunteerQualifications)
    .values(q)
    .onConflictDoUpdate({
      target: [volunteerQualifications.userId, volunteerQualifications.qualification],
      set: { expiresOn: q.expiresOn },
    })
    .returning({ id: volunteerQualifications.id });
  return row!.id;
}

export async function deleteQualification(db: Db, id: string) {
  return (await db.delete(volunteerQualifications).where(eq(volunteerQualifications.id, id)).returning())[0];
}

/** Whether the account holds the qualification, valid on that date (it expires at the end of its day). */
export async function holdsQualification(db: Db | Tx, userId: string, qualification: string, date: string) {
  const rows = await db
    .select({ id: volunteerQualifications.id })
    .from(volunteerQualifications)
    .where(
      and(
        eq(volunteerQualifications.userId, userId),
        sql`lower(${volunteerQualifications.qualification}) = lower(${qualification})`,
        gte(volunteerQualifications.expiresOn, date),
      ),
    );
  return rows.length > 0;
}

/** One account's qualifications with their expiry dates. */
export const qualificationsOf = (db: Db, userId: string) =>
  db
    .select({ qualification: volunteerQualifications.qualification, expiresOn: volunteerQualifications.expiresOn })
    .from(volunteerQualifications)
    .where(eq(volunteerQualifications.userId, userId));

/** Accounts holding a qualification valid on that date. */
export async function qualifiedFor(db: Db, qualification: string, date: string) {
  const rows = await db
    .select({ userId: volunteerQualifications.userId })
    .from(volunteerQualifications)
    .where(
      and(
        sql`lower(${volunteerQualifications.qualification}) = lower(${qualification})`,
        gte(volunteerQualifications.expiresOn, date),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
