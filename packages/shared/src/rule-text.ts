import { dayAndMonth, monthAndYear, months } from './day-text.ts';
import type { weekdays } from './timetable.ts';

// A season rule in plain English ("Every Friday and Saturday in October 2026"), for the admin who reads
// the list of rules: the server sends it as the rule's description. It reads the part of RFC 5545 that the
// timetable writes (weekly rules from the editor; the yearly and monthly ones a season was seeded with).

/** A weekday as RFC 5545 names it, in words. */
export const dayNames: Record<(typeof weekdays)[number], string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const ordinals: Record<string, string> = { '1': 'first', '2': 'second', '3': 'third', '4': 'fourth', '-1': 'last' };

/** "Friday", "Friday and Saturday", "Monday, Wednesday and Friday". */
const listInWords = (items: string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
const nth = (n: number) => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
};

/** The rule's parts (FREQ, BYDAY, UNTIL…) and its first day, from its RFC 5545 text. */
function partsOf(rrule: string) {
  const parts = new Map<string, string>();
  let starts: string | undefined;
  for (const line of rrule.split(/\r?\n/)) {
    const [name, value = ''] = line.split(':');
    if (name === 'DTSTART') starts = rfcDate(value);
    if (name === 'RRULE')
      for (const part of value.split(';')) {
        const [key, v = ''] = part.split('=');
        parts.set(key!, v);
      }
  }
  const list = (key: string) => (parts.get(key) ? parts.get(key)!.split(',') : []);
  return {
    freq: parts.get('FREQ'),
    starts,
    until: parts.has('UNTIL') ? rfcDate(parts.get('UNTIL')!) : undefined,
    byDay: list('BYDAY'),
    byMonth: list('BYMONTH').map(Number),
    byMonthDay: list('BYMONTHDAY').map(Number),
  };
}

const rfcDate = (value: string) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const dateOf = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Days in a row (18, 19 … 31) narrow the window; days apart are said as "on the 1st and 15th". */
const inARow = (days: number[]) => days.every((d, i) => i === 0 || d === days[i - 1]! + 1);

/** "in October 2026", "from 18 to 31 October 2026", "from 4 April to 26 September 2026", "from 4 April 2026 on". */
function windowInWords(from: string, to: string | undefined) {
  if (!to) return `from ${dayAndMonth(from)} on`;
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  if (fy === ty && fm === tm && fd === 1 && td === lastDayOf(ty, tm)) return `in ${monthAndYear(from)}`;
  if (fy === ty && fm === tm) return `from ${fd} to ${dayAndMonth(to)}`;
  return `from ${dayAndMonth(from, fy !== ty)} to ${dayAndMonth(to)}`;
}

/** The dates a rule runs between, narrowed by a single month and days of it in a row (a seeded season's rule). */
function windowOf({ starts, until, byMonth, byMonthDay }: ReturnType<typeof partsOf>) {
  let from = starts!;
  let to = until;
  const year = Number(from.slice(0, 4));
  const sameYear = to !== undefined && to.slice(0, 4) === from.slice(0, 4);
  if (sameYear && byMonth.length === 1 && (byMonthDay.length === 0 || inARow(byMonthDay))) {
    const month = byMonth[0]!;
    const first = byMonthDay[0] ?? 1;
    const last = Math.min(byMonthDay.at(-1) ?? 31, lastDayOf(year, month));
    if (dateOf(year, month, first) > from) from = dateOf(year, month, first);
    if (dateOf(year, month, last) < to!) to = dateOf(year, month, last);
    return { from, to, said: true };
  }
  return { from, to, said: false };
}

/** What a rule gives, before its window: "Every Friday and Saturday", "The first Sunday of the month". */
function whichDays({ freq, byDay, byMonthDay, byMonth }: ReturnType<typeof partsOf>, monthSaid: boolean) {
  const ordinal = byDay.map((d) => /^(-?\d)([A-Z]{2})$/.exec(d)).filter((m) => m !== null);
  let words: string;
  if (ordinal.length)
    words = `The ${listInWords(ordinal.map(([, n, d]) => `${ordinals[n!] ?? nth(Number(n))} ${dayNames[d as keyof typeof dayNames]}`))} of the month`;
  else if (byDay.length) words = `Every ${listInWords(byDay.map((d) => dayNames[d as keyof typeof dayNames] ?? d))}`;
  else if (byMonthDay.length) words = `The ${listInWords(byMonthDay.map(nth))} of the month`;
  else words = freq === 'WEEKLY' ? 'Every week' : 'Every day';
  if (!monthSaid && byMonthDay.length && byDay.length) words += ` on the ${listInWords(byMonthDay.map(nth))}`;
  if (!monthSaid && byMonth.length) words += ` in ${listInWords(byMonth.map((m) => months[m - 1]!))}`;
  return words;
}

/**
 * A season rule in plain English: "Every Friday and Saturday in October 2026",
 * "Every Saturday from 4 April to 26 September 2026, and the bank holidays in between, except 11 July 2026".
 */
export function ruleInWords(rule: { rrule: string; includeBankHolidays?: boolean; exceptions?: string[] }): string {
  const parts = partsOf(rule.rrule);
  if (!parts.starts) return 'Days set by a rule the editor cannot read';
  const window = windowOf(parts);
  const exceptions = [...(rule.exceptions ?? [])].sort();
  return [
    `${whichDays(parts, window.said)} ${windowInWords(window.from, window.to)}`,
    rule.includeBankHolidays ? ', and the bank holidays in between' : '',
    exceptions.length ? `, except ${listInWords(exceptions.map((d) => dayAndMonth(d)))}` : '',
  ].join('');
}
