import { rosterMessages as m, rosterRules } from '@lmr/shared/roster';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { isUniqueViolation } from '../../db/error-kinds.ts';
import { deleteAssignment, findAssignment, insertAssignment, takenSlots } from './assignments-repository.ts';
import { availabilityBetween } from './availability-repository.ts';
import { findRole } from './duty-roles-repository.ts';
import { holdsQualification } from './qualifications-repository.ts';
import { addDays, rosterCalendar } from './roster-days.ts';

const conflict = (code: string, message: string) => new HttpError(409, code, message);

export interface PlaceRequest {
  date: string;
  roleId: string;
  userId: string;
  /** An admin assigning: someone who said they cannot work is refused with a warning unless this is set. */
  byAdmin?: { despiteUnavailable: boolean };
}

/**
 * Gives someone a place on a duty: the day must run and need that role, the person must hold its
 * qualification on the day, and a place must be free. The lowest free place is taken; if someone took
 * it in the meantime the insert fails on its unique constraint and the next free place is tried; when
 * none is left the caller is told the place has just been taken (they saw it open a moment ago).
 */
export async function placeDuty(db: Db, request: PlaceRequest, today: string) {
  const { date, roleId, userId } = request;
  const calendar = await rosterCalendar(db);
  const day = calendar.byDate.get(date);
  if (!day) throw notFound(m.notRunning);
  if (date < today) throw conflict('past', m.past);
  if (day.status === 'cancelled') throw conflict('cancelled', m.cancelled);
  const role = await findRole(db, roleId);
  const places = role ? calendar.places(day, role.id) : 0;
  if (!role || places === 0) throw notFound(m.notNeeded);
  if (role.qualification && !(await holdsQualification(db, userId, role.qualification, date))) {
    throw conflict('unqualified', m.unqualified(role.qualification));
  }
  if (request.byAdmin && !request.byAdmin.despiteUnavailable) {
    const [said] = await availabilityBetween(db, date, date, userId);
    if (said?.available === false) throw conflict('unavailable', m.unavailable);
  }
  for (;;) {
    const taken = await takenSlots(db, date, roleId);
    if (taken.some((t) => t.userId === userId)) {
      throw conflict('already', request.byAdmin ? m.alreadyOnDuty : m.youAlreadyHaveIt);
    }
    const used = new Set(taken.map((t) => t.slot));
    const slot = Array.from({ length: places }, (_, i) => i + 1).find((s) => !used.has(s));
    if (slot === undefined) throw conflict('taken', m.taken);
    try {
      return await insertAssignment(db, { day: date, roleId, slot, userId }, confirmationReminds(date, today));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
}

/** A duty taken this close to its day gets one mail: its confirmation is its reminder too. */
export const confirmationReminds = (date: string, today: string) =>
  date <= addDays(today, rosterRules.reminderDaysBefore);

/** The last date a volunteer may withdraw from a duty here. */
export const withdrawBy = (date: string) => addDays(date, -rosterRules.withdrawDaysBefore);

/** A volunteer leaves their own duty, up to the cut-off; after it they are told whom to tell. */
export async function withdraw(db: Db, userId: string, id: string, today: string, organisers: string) {
  const duty = await findAssignment(db, id);
  if (!duty || duty.userId !== userId) throw notFound(m.noSuchDuty);
  if (today > withdrawBy(duty.day)) {
    throw conflict('too_late', `It is too late to withdraw here. Please tell ${organisers} as soon as you can.`);
  }
  await deleteAssignment(db, id);
  return duty;
}
