import rrule from 'rrule';
import type { RuleRequest } from '@lmr/shared/timetable';

const { RRule, rrulestr } = rrule;

/**
 * rrule works on "floating" dates: a day is its midnight in UTC, whatever the server's time zone, and
 * nothing here ever reads a local clock. Dates go in and come out as YYYY-MM-DD.
 */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The RFC 5545 text of a rule entered as "these weekdays between these dates". */
export function ruleText(rule: Pick<RuleRequest, 'starts' | 'ends' | 'weekdays'>): string {
  return new RRule({
    freq: RRule.WEEKLY,
    byweekday: rule.weekdays.map((d) => RRule[d]),
    dtstart: toDate(rule.starts),
    until: toDate(rule.ends),
  }).toString();
}

/** Every date a rule gives between two dates (both included), in order. */
export function ruleDates(text: string, between: { from: string; to: string }): string[] {
  return rrulestr(text).between(toDate(between.from), toDate(between.to), true).map(toDay);
}

/** The first date after `from` (inclusive) that an RFC 5545 rule gives: for seeding a season by its rules. */
export function firstDate(rule: string, fromYear: number): string {
  const found = rrulestr(`DTSTART:${fromYear}0101T000000Z\nRRULE:${rule}`).after(toDate(`${fromYear}-01-01`), true);
  if (!found) throw new Error(`The rule ${rule} gives no date in ${fromYear}`);
  return toDay(found);
}

/** The text of a rule from a start date, with an end: for the seeded season. */
export function boundedRule(rule: string, starts: string, ends: string): string {
  return `DTSTART:${starts.replaceAll('-', '')}T000000Z\nRRULE:${rule};UNTIL=${ends.replaceAll('-', '')}T000000Z`;
}
