import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { dutyAssignments, rosterMails, users } from '../../db/schema/index.ts';

/* Duties: who holds which numbered place of a role on a day, and their hours. */

const assignmentColumns = {
  id: dutyAssignments.id,
  day: dutyAssignments.day,
  roleId: dutyAssignments.roleId,
  slot: dutyAssignments.slot,
  userId: dutyAssignments.userId,
  hours: dutyAssignments.hours,
  name: users.name,
  email: users.email,
};
export type AssignmentRow = {
  id: string;
  day: string;
  roleId: string;
  slot: number;
  userId: string;
  hours: string | null;
  name: string;
  email: string;
};

export async function assignmentsBetween(db: Db | Tx, from: string, to: string): Promise<AssignmentRow[]> {
  return db
    .select(assignmentColumns)
    .from(dutyAssignments)
    .innerJoin(users, eq(users.id, dutyAssignments.userId))
    .where(and(gte(dutyAssignments.day, from), lte(dutyAssignments.day, to)))
    .orderBy(asc(dutyAssignments.day), asc(dutyAssignments.slot));
}

export async function assignmentsOf(db: Db, userId: string): Promise<AssignmentRow[]> {
  return db
    .select(assignmentColumns)
    .from(dutyAssignments)
    .innerJoin(users, eq(users.id, dutyAssignments.userId))
    .where(eq(dutyAssignments.userId, userId))
    .orderBy(asc(dutyAssignments.day));
}

/** The duties of the accounts with these (normalised) e-mails, for the supporter record. */
export async function assignmentsOfEmails(db: Db | Tx, emails: string[]): Promise<AssignmentRow[]> {
  return db
    .select(assignmentColumns)
    .from(dutyAssignments)
    .innerJoin(users, eq(users.id, dutyAssignments.userId))
    .where(inArray(sql`lower(${users.email})`, emails))
    .orderBy(asc(dutyAssignments.day));
}

export async function findAssignment(db: Db, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .select(assignmentColumns)
    .from(dutyAssignments)
    .innerJoin(users, eq(users.id, dutyAssignments.userId))
    .where(eq(dutyAssignments.id, id));
  return row;
}

export async function takenSlots(db: Db, date: string, roleId: string) {
  return db
    .select({ slot: dutyAssignments.slot, userId: dutyAssignments.userId })
    .from(dutyAssignments)
    .where(and(eq(dutyAssignments.day, date), eq(dutyAssignments.roleId, roleId)));
}

/**
 * Takes one numbered place and records its confirmation mail in one transaction. Two people taking the
 * same place at once: the UNIQUE (day, role_id, slot) constraint lets one insert, the other's fails.
 */
export async function insertAssignment(
  db: Db,
  place: { day: string; roleId: string; slot: number; userId: string },
  confirmationReminds: boolean,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(dutyAssignments).values(place).returning({ id: dutyAssignments.id });
    return { id: row!.id, mailId: await recordConfirmation(tx, row!.id, confirmationReminds) };
  });
}

/** Records the confirmation of a place for whoever holds it now; its id, to queue. */
export async function recordConfirmation(tx: Tx, assignmentId: string, confirmationReminds: boolean) {
  const [mail] = await tx
    .insert(rosterMails)
    .values({ assignmentId, kind: 'confirmation' })
    .returning({ id: rosterMails.id });
  // The reminder's row, already done: its unique key keeps the sweep from recording another.
  if (confirmationReminds)
    await tx.insert(rosterMails).values({ assignmentId, kind: 'reminder', mailedAt: sql`now()` });
  return mail!.id;
}

export async function deleteAssignment(db: Db, id: string) {
  return (await db.delete(dutyAssignments).where(eq(dutyAssignments.id, id)).returning())[0];
}

export async function setHours(db: Db, id: string, hours: number) {
  const rows = await db
    .update(dutyAssignments)
    .set({ hours: hours.toFixed(2) })
    .where(eq(dutyAssignments.id, id))
    .returning();
  return rows[0];
}
