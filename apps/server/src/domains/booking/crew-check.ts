import { cancelledDayMessages as m, crewRules } from '@lmr/shared/booking-cancelled-day';
import { longDate } from '@lmr/shared/day-text';
import { railwayToday } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import { adminContacts } from '../accounts/accounts-repository.ts';
import { defineJob, type JobContext } from '../mail/job-definitions.ts';
import { renderMail } from '../mail/mail-template.ts';
import { addDays } from '../rostering/roster-days.ts';
import { runningDaysByDate } from './booking-sales.ts';
import {
  bookableDaysBetween,
  crewNeeds,
  endPause,
  markAdminsTold,
  overridePause,
  pauseDay,
  qualifiedCrew,
} from './crew-pauses-repository.ts';

/*
 * A day with bookable trains whose roster lacks a qualified Driver or Guard pauses its sales, and the admins
 * are told once; rostering the crew resumes them, and so does an admin's override (decision 141). Checked by a
 * sweep every minute, from crewRules.checkDaysBefore days before the day: earlier, a roster is still filling.
 */

/** Each bookable day within the window, with the crew roles its roster lacks (none: it has its crew). */
async function crewLacking(db: Db, today: string) {
  const days = await bookableDaysBetween(db, today, addDays(today, crewRules.checkDaysBefore));
  const running = await runningDaysByDate(db);
  const needs = await crewNeeds(db);
  const crewed = new Set((await qualifiedCrew(db, days)).map((r) => `${r.day} ${r.roleId}`));
  return days.flatMap((day) => {
    const runs = running.get(day);
    if (!runs || runs.status === 'cancelled') return [];
    const missing = needs.filter((n) => n.patternName === runs.patternName && !crewed.has(`${day} ${n.roleId}`));
    return [{ day, missing: [...new Set(missing.map((n) => n.role))] }];
  });
}

async function tellAdmins({ database, queue, config }: JobContext, day: string, missing: string) {
  const subject = m.crewSubject(longDate(day));
  const rendered = renderMail({
    heading: subject,
    body: m.crewBody(longDate(day), missing),
    action: { label: m.crewLink, url: `${config.publicUrl}/admin/roster` },
    publicUrl: config.publicUrl,
  });
  for (const admin of await adminContacts(database.db)) {
    await queue.enqueue({ to: admin.email, subject, automatic: true, ...rendered });
  }
}

/** Pauses the days lacking crew (telling the admins once) and ends the pauses of days that have it again. */
export async function checkCrew(context: JobContext) {
  const { db } = context.database;
  for (const { day, missing } of await crewLacking(db, railwayToday())) {
    if (missing.length === 0) {
      await endPause(db, day);
      continue;
    }
    const names = missing.join(' and ');
    await pauseDay(db, day, names);
    if (await markAdminsTold(db, day)) await tellAdmins(context, day, names);
  }
}

/** The crew check, a sweep with no job of its own: its mails to the admins are plain queued mails. */
export const crewCheckJob = defineJob<Record<string, never>>({
  kind: 'booking-crew-check',
  run: async () => {},
  sweep: { everyMs: 60_000, run: checkCrew },
});

/** An admin lets a paused day's sales go on (audited by the route table's rule for admin calls). */
export async function overrideCrewPause(db: Db, day: string, adminId: string) {
  if (!(await overridePause(db, day, adminId))) throw notFound(m.notPaused);
}
