import type { Db } from '../../db/database.ts';
import { type AssignmentRow, assignmentsBetween } from './assignments-repository.ts';
import { dayHours, rosterCalendar } from './roster-days.ts';

type RosterCalendar = Awaited<ReturnType<typeof rosterCalendar>>;

/** A duty's hours: as an admin corrected them, else its day's opening hours; none on a day cancelled or gone. */
export function dutyHours(calendar: RosterCalendar, duty: AssignmentRow) {
  if (duty.hours !== null) return Number(duty.hours);
  const day = calendar.byDate.get(duty.day);
  return day && day.status !== 'cancelled' ? dayHours(day) : 0;
}

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
    held.hours += dutyHours(calendar, duty);
    byVolunteer.set(duty.userId, held);
  }
  return [...byVolunteer.values()];
}
