import { rosterRules } from '@lmr/shared/roster';
import type { RunningDay } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import { loadSource } from '../running-days/running-days-repository.ts';
import { runningDays } from '../running-days/running-days.ts';
import { listNeeds } from './duty-roles-repository.ts';

export type RosterDay = RunningDay & { patternId: string };

/** YYYY-MM-DD plus (or minus) whole days, on the calendar: no clock is involved. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A day's working hours: from opening to closing, as the timetable says. */
export function dayHours(day: Pick<RunningDay, 'opens' | 'closes'>): number {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return (minutes(day.closes) - minutes(day.opens)) / 60;
}

/** A duty's hours: as an admin corrected them, else its day's working hours (none on a day that did not run). */
export function assignmentHours(a: { day: string; hours: string | null }, byDate: Map<string, RunningDay>): number {
  if (a.hours !== null) return Number(a.hours);
  const day = byDate.get(a.day);
  return day && day.status !== 'cancelled' ? dayHours(day) : 0;
}

/** Every running day with its pattern's id (pattern names are unique), and what each pattern needs. */
export async function rosterCalendar(db: Db) {
  const [source, needRows] = await Promise.all([loadSource(db), listNeeds(db)]);
  const patternIds = new Map(source.patterns.map((p) => [p.name, p.id]));
  const days: RosterDay[] = runningDays(source).map((d) => ({ ...d, patternId: patternIds.get(d.patternName)! }));
  const needs = new Map<string, Map<string, number>>();
  for (const n of needRows) {
    if (!needs.has(n.patternId)) needs.set(n.patternId, new Map());
    needs.get(n.patternId)!.set(n.roleId, n.places);
  }
  return {
    days,
    byDate: new Map(days.map((d) => [d.date, d])),
    /** The places a day needs of a role (0 when none). */
    places: (day: RosterDay, roleId: string) => needs.get(day.patternId)?.get(roleId) ?? 0,
    patterns: source.patterns,
  };
}

export type RosterCalendar = Awaited<ReturnType<typeof rosterCalendar>>;

/** The running days a volunteer or the roster looks at: from today, some months ahead. */
export const daysAhead = (calendar: RosterCalendar, today: string) =>
  calendar.days.filter((d) => d.date >= today && d.date <= addDays(today, rosterRules.daysAhead));

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;
