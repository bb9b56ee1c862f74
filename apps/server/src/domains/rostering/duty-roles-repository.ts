import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.ts';
import { dutyAssignments, timetablePatterns, dutyRoles, roleNeeds } from '../../db/schema/index.ts';

/* Duty roles and how many places of each a timetable pattern needs. */

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
