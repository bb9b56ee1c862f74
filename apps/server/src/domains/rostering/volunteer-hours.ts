import type { Db } from '../../db/database.ts';
import { assignmentsBetween } from './assignments-repository.ts';
import { assignmentHours, rosterCalendar } from './roster-days.ts';

export interface VolunteerHours {
  userId: string;
  name: string;
  email: string;
  hours: number;
}

/** Each volunteer's rostered hours on the days from `from` to `to`: what free membership is earned by. */
export async function rosteredHoursBetween(db: Db, from: string, to: string): Promise<VolunteerHours[]> {
  const [calendar, duties] = await Promise.all([rosterCalendar(db), assignmentsBetween(db, from, to)]);
  const byVolunteer = new Map<string, VolunteerHours>();
  for (const duty of duties) {
    const held = byVolunteer.get(duty.userId) ?? { userId: duty.userId, name: duty.name, email: duty.email, hours: 0 };
    held.hours += assignmentHours(duty, calendar.byDate);
    byVolunteer.set(duty.userId, held);
  }
  return [...byVolunteer.values()];
}
