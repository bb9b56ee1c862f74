import { and, eq, gte, inArray, isNull, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import {
  bookingCrewPauses,
  bookingDepartures,
  dutyAssignments,
  dutyRoles,
  roleNeeds,
  timetablePatterns,
  volunteerQualifications,
} from '../../db/schema/index.ts';

/* Days whose sales pause while their roster lacks a Driver or a Guard (decision 141). */

/** The roles a train cannot run without: the roster's own names for them. */
export const CREW_ROLES = ['Driver', 'Guard'];

/** The days from `from` to `to` with bookable trains. */
export async function bookableDaysBetween(db: Db, from: string, to: string) {
  const rows = await db
    .selectDistinct({ day: bookingDepartures.day })
    .from(bookingDepartures)
    .where(and(gte(bookingDepartures.day, from), lte(bookingDepartures.day, to)));
  return rows.map((r) => r.day);
}

/** The crew roles each pattern (by name) needs, with the qualification each asks for. */
export const crewNeeds = (db: Db) =>
  db
    .select({ patternName: timetablePatterns.name, roleId: dutyRoles.id, role: dutyRoles.name })
    .from(roleNeeds)
    .innerJoin(dutyRoles, eq(dutyRoles.id, roleNeeds.roleId))
    .innerJoin(timetablePatterns, eq(timetablePatterns.id, roleNeeds.patternId))
    .where(and(inArray(dutyRoles.name, CREW_ROLES), sql`${roleNeeds.places} > 0`));

/**
 * The (day, role) pairs on these days with someone rostered who holds the role's qualification on the day
 * (a role asking for none takes anyone).
 */
export async function qualifiedCrew(db: Db, days: string[]) {
  if (days.length === 0) return [];
  return db
    .selectDistinct({ day: dutyAssignments.day, roleId: dutyAssignments.roleId })
    .from(dutyAssignments)
    .innerJoin(dutyRoles, eq(dutyRoles.id, dutyAssignments.roleId))
    .leftJoin(
      volunteerQualifications,
      and(
        eq(volunteerQualifications.userId, dutyAssignments.userId),
        eq(volunteerQualifications.qualification, dutyRoles.qualification),
        gte(volunteerQualifications.expiresOn, dutyAssignments.day),
      ),
    )
    .where(
      and(
        inArray(dutyAssignments.day, days),
        sql`(${dutyRoles.qualification} IS NULL OR ${volunteerQualifications.id} IS NOT NULL)`,
      ),
    );
}

/** Pauses a day's sales; false when it was paused (or overridden) before. */
export async function pauseDay(db: Db, day: string, missing: string) {
  const rows = await db
    .insert(bookingCrewPauses)
    .values({ day, missing })
    .onConflictDoNothing()
    .returning({ day: bookingCrewPauses.day });
  return rows.length > 0;
}

/** The crew is rostered again: a pause no admin overrode ends, and the day's sales resume. */
export const endPause = (db: Db, day: string) =>
  db.delete(bookingCrewPauses).where(and(eq(bookingCrewPauses.day, day), isNull(bookingCrewPauses.overriddenAt)));

/** Marks the admins told of a pause, once: false when they were told before. */
export async function markAdminsTold(db: Db, day: string) {
  const rows = await db
    .update(bookingCrewPauses)
    .set({ adminsToldAt: sql`now()` })
    .where(and(eq(bookingCrewPauses.day, day), isNull(bookingCrewPauses.adminsToldAt)))
    .returning({ day: bookingCrewPauses.day });
  return rows.length > 0;
}

/** An admin lets the day's sales go on without the crew; false when the day is not paused. */
export async function overridePause(db: Db, day: string, adminId: string) {
  const rows = await db
    .update(bookingCrewPauses)
    .set({ overriddenAt: sql`now()`, overriddenBy: adminId })
    .where(pausedOn(day))
    .returning({ day: bookingCrewPauses.day });
  return rows.length > 0;
}

/** The pause of `day` (a date or a train's day column) while no admin has overridden it. */
export const pausedOn = (day: string | SQLWrapper) =>
  and(eq(bookingCrewPauses.day, day), isNull(bookingCrewPauses.overriddenAt));

/** Whether the day's sales are paused now: a pause no admin has overridden. */
export async function salesPaused(db: Db | Tx, day: string) {
  const [row] = await db.select({ day: bookingCrewPauses.day }).from(bookingCrewPauses).where(pausedOn(day));
  return row !== undefined;
}
