import {
  type BankHoliday,
  type DayChange,
  type Departures,
  type Pattern,
  type RunningDay,
  timetableHorizon,
} from '@lmr/shared/timetable';
import { ruleDates } from './season-rules.ts';

export interface TimetableSource {
  patterns: Pattern[];
  rules: { patternId: string; rrule: string; includeBankHolidays: boolean; exceptions: string[] }[];
  extraDays: { date: string; patternId: string }[];
  bankHolidays: BankHoliday[];
  changes: DayChange[];
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Wall-clock times of a day's departures: minutes after midnight, never dates, so no clock change can move them. */
export function departureTimes(departures: Departures): string[] {
  if (departures.kind === 'list') return [...departures.times].sort();
  const times: string[] = [];
  for (let m = minutes(departures.first); m <= minutes(departures.last); m += departures.everyMinutes)
    times.push(clock(m));
  return times;
}

function frequencyText(departures: Departures, times: string[]): string {
  if (times.length === 0) return 'No trains';
  if (departures.kind === 'list')
    return times.length === 1 ? `One train, at ${times[0]}` : `${times.length} trains a day`;
  return `Every ${departures.everyMinutes} minutes from ${times[0]} to ${times.at(-1)}`;
}

type Horizon = ReturnType<typeof timetableHorizon>;

/** Which pattern runs on which date: an extra day wins over the rules, the first rule over later ones. */
function datePatterns(source: TimetableSource, horizon: Horizon): Map<string, string> {
  const byDate = new Map<string, string>();
  for (const rule of source.rules) {
    const dates = ruleDates(rule.rrule, horizon);
    const first = dates[0];
    const last = dates.at(-1);
    const holidays =
      rule.includeBankHolidays && first && last
        ? source.bankHolidays.map((h) => h.date).filter((d) => d >= first && d <= last)
        : [];
    const skipped = new Set(rule.exceptions);
    for (const date of [...dates, ...holidays])
      if (!skipped.has(date) && !byDate.has(date)) byDate.set(date, rule.patternId);
  }
  for (const extra of source.extraDays)
    if (extra.date >= horizon.from && extra.date <= horizon.to) byDate.set(extra.date, extra.patternId);
  return byDate;
}

/** Every running day within the timetable's horizon, in date order, with its change on the day applied. */
export function runningDays(source: TimetableSource, horizon = timetableHorizon()): RunningDay[] {
  const patterns = new Map(source.patterns.map((p) => [p.id, p]));
  const changes = new Map(source.changes.map((c) => [c.date, c]));
  const days: RunningDay[] = [];
  for (const [date, patternId] of datePatterns(source, horizon)) {
    const pattern = patterns.get(patternId);
    if (!pattern) continue;
    const change = changes.get(date);
    const opens = change?.status === 'changed' && change.opens ? change.opens : pattern.opens;
    const closes = change?.status === 'changed' && change.closes ? change.closes : pattern.closes;
    const departures =
      change?.status === 'cancelled' ? [] : departureTimes(pattern.departures).filter((t) => t >= opens && t <= closes);
    days.push({
      date,
      patternName: pattern.name,
      note: pattern.note,
      opens,
      closes,
      departures,
      frequency: frequencyText(pattern.departures, departures),
      fares: pattern.fares,
      status: change?.status ?? 'scheduled',
      reason: change?.reason ?? '',
    });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
