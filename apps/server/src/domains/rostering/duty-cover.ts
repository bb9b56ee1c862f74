import { rosterMessages as m } from '@lmr/shared/roster';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { isUniqueViolation } from '../../db/error-kinds.ts';
import { activeAccountIds } from '../accounts/accounts-repository.ts';
import { type AssignmentRow, assignmentsBetween, findAssignment } from './assignments-repository.ts';
import { coverPlace, findCoverRequest, insertCoverRequest, offeredBefore } from './cover-requests-repository.ts';
import { confirmationReminds } from './duty-places.ts';
import { findRole } from './duty-roles-repository.ts';
import { holdsQualification } from './qualifications-repository.ts';
import { rosterCalendar } from './roster-days.ts';
import { candidates } from './roster-views.ts';

const conflict = (code: string, message: string) => new HttpError(409, code, message);

/** A duty whose day is still to come and still on: cover can be asked for it, and given. */
async function dayStillOn(db: Db, date: string, today: string) {
  if (date < today) throw conflict('past', m.past);
  const day = (await rosterCalendar(db)).byDate.get(date);
  if (!day) throw notFound(m.notRunning);
  if (day.status === 'cancelled') throw conflict('cancelled', m.cancelled);
}

/**
 * Whom a request offers the place to: accounts that can sign in, hold the role's qualification on the day,
 * are on no duty that day and have not said they cannot work it; never the asker, nor anyone this asker
 * offered this place to before (asking again after taking a request back mails nobody twice).
 */
async function offerees(db: Db, duty: AssignmentRow) {
  const [qualified, active, before] = await Promise.all([
    candidates(db, duty.day, duty.roleId),
    activeAccountIds(db),
    offeredBefore(db, duty.id, duty.userId),
  ]);
  return qualified
    .filter((c) => c.available !== false && !c.alreadyThatDay && active.has(c.userId) && !before.has(c.userId))
    .map((c) => c.userId);
}

/** The holder of a duty asks for cover; they keep the duty until someone accepts. */
export async function askForCover(db: Db, userId: string, assignmentId: string, today: string) {
  const duty = await findAssignment(db, assignmentId);
  if (!duty || duty.userId !== userId) throw notFound(m.noSuchDuty);
  await dayStillOn(db, duty.day, today);
  try {
    return { duty, ...(await insertCoverRequest(db, duty.id, userId, await offerees(db, duty))) };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw conflict('already_asked', m.coverAlreadyAsked);
  }
}

/**
 * Someone else takes the place asked about. The checks name the reason a volunteer cannot; the conditional
 * update in coverPlace decides between two who can, so the second of two at once is told it is covered.
 */
export async function acceptCover(db: Db, userId: string, requestId: string, today: string) {
  const request = await findCoverRequest(db, requestId);
  if (!request) throw notFound(m.noSuchCover);
  if (request.status === 'covered') throw conflict('covered', m.coverTaken);
  if (request.status === 'taken-back') throw conflict('taken_back', m.coverTakenBack);
  if (request.askedBy === userId) throw conflict('own', m.coverOwn);
  await dayStillOn(db, request.day, today);
  const role = await findRole(db, request.roleId);
  if (role?.qualification && !(await holdsQualification(db, userId, role.qualification, request.day))) {
    throw conflict('unqualified', m.unqualified(role.qualification));
  }
  if ((await assignmentsBetween(db, request.day, request.day)).some((a) => a.userId === userId)) {
    throw conflict('busy', m.coverBusy);
  }
  // The same duty taken meanwhile by another way (a Take, an admin) breaks UNIQUE (day, role_id, user_id).
  const mailId = await coverPlace(db, requestId, userId, confirmationReminds(request.day, today)).catch((err) => {
    if (!isUniqueViolation(err)) throw err;
    throw conflict('busy', m.coverBusy);
  });
  if (!mailId) throw conflict('covered', m.coverTaken);
  return { request, roleName: role?.name ?? '', mailId };
}
