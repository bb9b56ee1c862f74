import { and, asc, eq, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  dutyAssignments,
  timetablePatterns,
  dutyRoles,
  roleNeeds,
  rosterFeeds,
  rosterMails,
  users,
  volunteerAvailability,
  volunteerQualifications,
} from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type RosterMailKind = (typeof rosterMails.$inferSelect)['kind'];

/** How long a sender holds a mail before another may take it (a process that died mid-send). */
const MAIL_CLAIM = sql`now() + interval '2 minutes'`;

export const listRoles = (db: Db) =>
  db
    .select({ id: dutyRoles.id, name: dutyRoles.name, qualification: dutyRoles.qualification })
    .from(dutyRoles)
    .orderBy(asc(dutyRoles.createdAt), asc(dutyRoles.name));

export async function findRole(db: Db, id: string) {
  const [role] = await db.select().from(dutyRoles).where(eq(dutyRoles.id, id));
  return role;
}

export async function insertRole(db: Db, role: { name: string; qualification: string | null }) {
  const [row] = await db.insert(dutyRoles).values(role).returning({ id: dutyRoles.id });
  return row!.id;
}

export async function updateRole(db: Db, id: string, role: { name: string; qualification: string | null }) {
  return (await db.update(dutyRoles).set(role).where(eq(dutyRoles.id, id)).returning()).length > 0;
}

export async function roleInUse(db: Db, id: string) {
  const rows = await db
    .select({ id: dutyAssignments.id })
    .from(dutyAssignments)
    .where(eq(dutyAssignments.roleId, id))
    .limit(1);
  return rows.length > 0;
}

export async function deleteRole(db: Db, id: string) {
  return (await db.delete(dutyRoles).where(eq(dutyRoles.id, id)).returning()).length > 0;
}

export const listNeeds = (db: Db) =>
  db.select({ patternId: roleNeeds.patternId, roleId: roleNeeds.roleId, places: roleNeeds.places }).from(roleNeeds);

/** Sets a pattern's need of a role; 0 places removes it. */
export async function setNeed(db: Db, need: { patternId: string; roleId: string; places: number }) {
  const where = and(eq(roleNeeds.patternId, need.patternId), eq(roleNeeds.roleId, need.roleId));
  if (need.places === 0) {
    await db.delete(roleNeeds).where(where);
    return;
  }
  await db
    .insert(roleNeeds)
    .values(need)
    .onConflictDoUpdate({ target: [roleNeeds.patternId, roleNeeds.roleId], set: { places: need.places } });
}

export const listAccounts = (db: Db) =>
  db.select({ id: users.id, name: users.name, email: users.email }).from(users).orderBy(asc(users.name));

export async function accountExists(db: Db, id: string) {
  return (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
}

export async function adminNames(db: Db) {
  const rows = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.name));
  return rows.map((r) => r.name);
}

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

export async function availabilityBetween(db: Db, from: string, to: string, userId?: string) {
  return db
    .select()
    .from(volunteerAvailability)
    .where(
      and(
        gte(volunteerAvailability.day, from),
        lte(volunteerAvailability.day, to),
        userId ? eq(volunteerAvailability.userId, userId) : undefined,
      ),
    );
}

export async function setAvailability(db: Db, userId: string, dates: string[], available: boolean) {
  if (dates.length === 0) return;
  await db
    .insert(volunteerAvailability)
    .values(dates.map((day) => ({ userId, day, available })))
    .onConflictDoUpdate({
      target: [volunteerAvailability.userId, volunteerAvailability.day],
      set: { available },
    });
}

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
export async function insertAssignment(db: Db, place: { day: string; roleId: string; slot: number; userId: string }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(dutyAssignments).values(place).returning({ id: dutyAssignments.id });
    const [mail] = await tx
      .insert(rosterMails)
      .values({ assignmentId: row!.id, kind: 'confirmation' })
      .returning({ id: rosterMails.id });
    return { id: row!.id, mailId: mail!.id };
  });
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

/** Records a reminder for every duty on a day from `from` to `to`; each duty's once, however often this runs. */
export async function recordReminders(db: Db, from: string, to: string, skipDays: string[]) {
  const rows = await db
    .select({ id: dutyAssignments.id })
    .from(dutyAssignments)
    .where(
      and(
        gte(dutyAssignments.day, from),
        lte(dutyAssignments.day, to),
        skipDays.length ? notInArray(dutyAssignments.day, skipDays) : undefined,
      ),
    );
  if (rows.length === 0) return;
  await db
    .insert(rosterMails)
    .values(rows.map((r) => ({ assignmentId: r.id, kind: 'reminder' as const })))
    .onConflictDoNothing();
}

/** Mails recorded but never queued (a crash between the two), or queued long ago and still unsent. */
export async function mailsToQueue(db: Db) {
  const rows = await db
    .select({ id: rosterMails.id })
    .from(rosterMails)
    .where(
      and(
        isNull(rosterMails.mailedAt),
        or(isNull(rosterMails.queuedAt), lt(rosterMails.queuedAt, sql`now() - interval '4 hours'`)),
      ),
    )
    .orderBy(asc(rosterMails.createdAt))
    .limit(500);
  return rows.map((r) => r.id);
}

export async function markQueued(db: Db, ids: string[]) {
  if (ids.length)
    await db
      .update(rosterMails)
      .set({ queuedAt: sql`now()` })
      .where(inArray(rosterMails.id, ids));
}

/** Claims an unsent mail for this sender; undefined when it was sent, or another sender holds it. */
export async function claimMail(db: Db, id: string) {
  const [row] = await db
    .update(rosterMails)
    .set({ claimedUntil: MAIL_CLAIM })
    .where(
      and(
        eq(rosterMails.id, id),
        isNull(rosterMails.mailedAt),
        or(isNull(rosterMails.claimedUntil), lt(rosterMails.claimedUntil, sql`now()`)),
      ),
    )
    .returning({ kind: rosterMails.kind, assignmentId: rosterMails.assignmentId });
  return row;
}

export async function markMailed(db: Db, id: string) {
  await db
    .update(rosterMails)
    .set({ mailedAt: sql`now()` })
    .where(eq(rosterMails.id, id));
}

/** A failed send gives the mail back at once, for the job's retry. */
export async function releaseMail(db: Db, id: string) {
  await db.update(rosterMails).set({ claimedUntil: null }).where(eq(rosterMails.id, id));
}

export async function replaceFeed(db: Db, userId: string, tokenHash: string) {
  await db
    .insert(rosterFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: rosterFeeds.userId, set: { tokenHash, createdAt: sql`now()` } });
}

export async function deleteFeed(db: Db, userId: string) {
  await db.delete(rosterFeeds).where(eq(rosterFeeds.userId, userId));
}

export async function feedOf(db: Db, userId: string) {
  const [row] = await db.select().from(rosterFeeds).where(eq(rosterFeeds.userId, userId));
  return row;
}

export async function feedOwner(db: Db, tokenHash: string) {
  const [row] = await db.select().from(rosterFeeds).where(eq(rosterFeeds.tokenHash, tokenHash));
  return row?.userId;
}

/** Duty roles and each named pattern's places of them (in the roles' order); false when roles exist already. */
export async function insertDemoRoles(
  tx: Tx,
  roles: { name: string; qualification: string | null }[],
  needs: Record<string, number[]>,
) {
  const [existing] = await tx.select({ id: dutyRoles.id }).from(dutyRoles).limit(1);
  if (existing) return false;
  const ids = await tx.insert(dutyRoles).values(roles).returning({ id: dutyRoles.id });
  const patterns = await tx.select({ id: timetablePatterns.id, name: timetablePatterns.name }).from(timetablePatterns);
  const rows = patterns.flatMap((p) =>
    (needs[p.name] ?? []).map((places, i) => ({ patternId: p.id, roleId: ids[i]!.id, places })),
  );
  if (rows.length) await tx.insert(roleNeeds).values(rows);
  return true;
}
