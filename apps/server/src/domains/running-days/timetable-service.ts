import {
  type AdminTimetable,
  changeHeadline,
  railwayToday,
  type RunningDay,
  type TimetableSummary,
} from '@lmr/shared/timetable';
import { ruleInWords } from '@lmr/shared/rule-text';
import type { Db } from '../../db/database.ts';
import { publishedSettings } from '../content/site-content-service.ts';
import { calendarFeed, type FeedPlace } from './calendar-feed.ts';
import { feedStates, lastChanged, loadSource } from './running-days-repository.ts';
import { runningDays } from './running-days.ts';

/** Every running day, as visitors see it: what /timetable, Home and the banner read. */
export async function publicTimetable(db: Db): Promise<RunningDay[]> {
  return runningDays(await loadSource(db));
}

const SPECIAL_DAYS_SHOWN = 3;

/**
 * The timetable as every page shows it. "Special" days are those on any pattern but the one that runs
 * most often: the usual Saturday, whatever the admins call it, is not special; Ghost Trains are.
 */
export function summarise(days: RunningDay[], today: string): TimetableSummary {
  const todays = days.find((d) => d.date === today);
  const coming = days.filter((d) => d.date >= today);
  const runs = new Map<string, number>();
  for (const d of days) runs.set(d.patternName, (runs.get(d.patternName) ?? 0) + 1);
  const usual = [...runs].sort((a, b) => b[1] - a[1])[0]?.[0];
  const next = coming.find((d) => d.date === today || d.status !== 'cancelled') ?? null;
  return {
    today,
    todaysChange: todays && todays.status !== 'scheduled' ? changeHeadline(todays) : null,
    next,
    // Every planned day before the next one is cancelled: the first of them is the one a visitor planned for.
    cancelled: coming[0] && coming[0] !== next ? coming[0] : null,
    specialDays: coming.filter((d) => d.patternName !== usual).slice(0, SPECIAL_DAYS_SHOWN),
  };
}

export async function timetableSummary(db: Db): Promise<TimetableSummary> {
  return summarise(await publicTimetable(db), railwayToday());
}

export async function adminTimetable(db: Db): Promise<AdminTimetable> {
  const source = await loadSource(db);
  return {
    patterns: source.patterns,
    rules: source.ruleRows.map((r) => ({
      id: r.id,
      patternId: r.patternId,
      label: r.label,
      rrule: r.rrule,
      description: ruleInWords(r),
      includeBankHolidays: r.includeBankHolidays,
      exceptions: r.exceptions,
    })),
    extraDays: source.extraDays,
    bankHolidays: source.bankHolidays,
    changes: source.changes,
    days: runningDays(source),
  };
}

/** The railway as a calendar event's place, from the published Site settings: an admin's change reaches every feed. */
export async function railwayPlace(db: Db, publicUrl: string): Promise<FeedPlace> {
  const settings = await publishedSettings(db);
  // Seeded at every start before any route is served (site-content-seed.ts).
  if (!settings) throw new Error('The Site settings are missing');
  const { name, geo, phone } = settings;
  const { street, locality, region, postalCode } = settings.address;
  const address = [name, street, locality, region, postalCode].filter(Boolean).join(', ');
  return { name, address, geo, phone, publicUrl };
}

/** The iCalendar text of every running day, or of one (undefined when that date does not run). */
export async function timetableCalendar(db: Db, place: FeedPlace, only?: string) {
  const [days, states, modified] = await Promise.all([publicTimetable(db), feedStates(db), lastChanged(db)]);
  const chosen = only ? days.filter((d) => d.date === only) : days;
  if (only && chosen.length === 0) return undefined;
  return { text: calendarFeed(chosen, states, place), lastModified: modified ?? new Date(0) };
}
