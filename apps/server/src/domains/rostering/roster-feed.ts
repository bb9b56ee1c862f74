import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../sessions/tokens.ts';
import type { FeedPlace } from '../running-days/calendar-feed.ts';
import { calendarDocument, openingTimes, type Property, structured, utcStamp } from '../running-days/icalendar.ts';
import { assignmentsOf } from './assignments-repository.ts';
import { listRoles } from './duty-roles-repository.ts';
import { feedOwner, replaceFeed } from './roster-feed-repository.ts';
import { type RosterDay, rosterCalendar } from './roster-days.ts';

export const feedPath = (token: string) => `/roster/${token}.ics`;

/** A new secret address for a volunteer's duties; the one before stops working. Only its hash is kept. */
export async function renewFeed(db: Db, userId: string) {
  const token = newToken();
  await replaceFeed(db, userId, hashToken(token));
  return token;
}

/**
 * One duty as a calendar event, the same in the duties feed and in the duty's mails (one UID), so a calendar
 * that has both keeps one event.
 */
export function dutyEvent(dutyId: string, roleName: string, day: RosterDay, place: FeedPlace): Property[] {
  const cancelled = day.status === 'cancelled';
  return [
    ['UID', `duty-${dutyId}@${new URL(place.publicUrl).hostname}`],
    ['DTSTAMP', structured(utcStamp(new Date()))],
    ...openingTimes(day),
    ['SUMMARY', `${roleName}: ${day.patternName}${cancelled ? ' (cancelled)' : ''}`],
    ['LOCATION', place.address],
    ['URL', structured(`${place.publicUrl}/volunteer/duties`)],
    ['STATUS', structured(cancelled ? 'CANCELLED' : 'CONFIRMED')],
  ];
}

/** The calendar of the duties given, named for the railway. */
export const dutiesDocument = (place: FeedPlace, events: Property[][]) =>
  calendarDocument(`${place.name}//Duties`, `${place.name}: my duties`, events);

/** The duties calendar of whoever owns the token, or undefined for an unknown (or revoked) one. */
export async function dutiesCalendar(db: Db, token: string, place: FeedPlace) {
  const userId = await feedOwner(db, hashToken(token));
  if (!userId) return undefined;
  const [calendar, roles, duties] = await Promise.all([rosterCalendar(db), listRoles(db), assignmentsOf(db, userId)]);
  const roleName = new Map(roles.map((r) => [r.id, r.name]));
  const events = duties.flatMap((duty) => {
    const day = calendar.byDate.get(duty.day);
    return day ? [dutyEvent(duty.id, roleName.get(duty.roleId) ?? 'Duty', day, place)] : [];
  });
  return dutiesDocument(place, events);
}
