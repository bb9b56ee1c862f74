import type { Db } from '../../db/database.ts';
import { hashToken, newToken } from '../sessions/tokens.ts';
import { calendarDocument, openingTimes, type Property, structured, utcStamp } from '../running-days/icalendar.ts';
import { assignmentsOf } from './assignments-repository.ts';
import { listRoles } from './duty-roles-repository.ts';
import { feedOwner, replaceFeed } from './roster-feed-repository.ts';
import { rosterCalendar } from './roster-days.ts';

export const feedPath = (token: string) => `/roster/${token}.ics`;

/** A new secret address for a volunteer's duties; the one before stops working. Only its hash is kept. */
export async function renewFeed(db: Db, userId: string) {
  const token = newToken();
  await replaceFeed(db, userId, hashToken(token));
  return token;
}

/** The duties calendar of whoever owns the token, or undefined for an unknown (or revoked) one. */
export async function dutiesCalendar(
  db: Db,
  token: string,
  place: { name: string; address: string; publicUrl: string },
) {
  const userId = await feedOwner(db, hashToken(token));
  if (!userId) return undefined;
  const [calendar, roles, duties] = await Promise.all([rosterCalendar(db), listRoles(db), assignmentsOf(db, userId)]);
  const roleName = new Map(roles.map((r) => [r.id, r.name]));
  const host = new URL(place.publicUrl).hostname;
  const stamp = structured(utcStamp(new Date()));
  const events = duties.flatMap((duty): Property[][] => {
    const day = calendar.byDate.get(duty.day);
    if (!day) return [];
    const cancelled = day.status === 'cancelled';
    return [
      [
        ['UID', `duty-${duty.id}@${host}`],
        ['DTSTAMP', stamp],
        ...openingTimes(day),
        ['SUMMARY', `${roleName.get(duty.roleId) ?? 'Duty'}: ${day.patternName}${cancelled ? ' (cancelled)' : ''}`],
        ['LOCATION', place.address],
        ['URL', structured(`${place.publicUrl}/volunteer/duties`)],
        ['STATUS', structured(cancelled ? 'CANCELLED' : 'CONFIRMED')],
      ],
    ];
  });
  return calendarDocument(`${place.name}//Duties`, `${place.name}: my duties`, events);
}
