import { longDate } from '@lmr/shared/day-text';
import type { Database } from '../../db/database.ts';
import { railwayPlace } from '../running-days/timetable-service.ts';
import { findAssignment } from './assignments-repository.ts';
import { findRole } from './duty-roles-repository.ts';
import { type RosterDay, rosterCalendar } from './roster-days.ts';

/* What every mail about a duty says the same way: the day, and where to report. */

/** "Saturday 28 June 2026, Roster Saturday, 11:00 to 16:30". */
export const dutyWhen = (day: RosterDay) => `${longDate(day.date)}, ${day.patternName}, ${day.opens} to ${day.closes}`;

/** A duty, its role and its day as they stand now; null when any of them is gone. */
export async function dutyAsItStands(database: Database, assignmentId: string) {
  const duty = await findAssignment(database.db, assignmentId);
  const role = duty && (await findRole(database.db, duty.roleId));
  const day = duty && (await rosterCalendar(database.db)).byDate.get(duty.day);
  return duty && role && day ? { duty, role, day } : null;
}

/** Where to report, and whom to call when the railway has a phone; the railway's place, for an invite. */
export async function reportingLines(database: Database, publicUrl: string) {
  const place = await railwayPlace(database.db, publicUrl);
  // Whom to call is the railway's phone in the Site settings; an installation that has not set one says nothing.
  const whomToCall = place.phone ? `\nWhom to call on the day: ${place.phone}.` : '';
  return { place, text: `Where to report: ${place.address}.${whomToCall}` };
}

export type DutyAsItStands = NonNullable<Awaited<ReturnType<typeof dutyAsItStands>>>;
