import { railwayTimeZone } from '@lmr/shared/timetable';

/**
 * Writes iCalendar (RFC 5545) documents: every calendar the site makes, the timetable, a day's file and
 * a volunteer's duties, goes through calendarDocument, which escapes each text value and folds each line.
 */

/** A value our code makes (a date, a number, a keyword, the site's address): written as it is. */
export interface Structured {
  readonly structured: string;
}
export const structured = (value: string): Structured => ({ structured: value });

/**
 * A property: its name (with any parameters) and its value. A plain string is text, which may come
 * from anyone (an admin's reason, a role's name) and is always escaped.
 */
export type Property = readonly [name: string, value: string | Structured];

/**
 * RFC 5545 3.3.11: a backslash, semicolon or comma is escaped, every line break (CRLF, LF or a lone CR)
 * is written as \n, and the other control characters, which text may not hold, are left out. A raw CR
 * or LF would otherwise end the line, and whatever followed would be read as a property of its own.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/(?![\t\n])\p{Cc}/gu, '')
    .replace(/[\n,;\\]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

export const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const localStamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

/** An event's start and end on a running day, in the railway's zone. */
export const openingTimes = (day: { date: string; opens: string; closes: string }): Property[] => [
  [`DTSTART;TZID=${railwayTimeZone}`, structured(localStamp(day.date, day.opens))],
  [`DTEND;TZID=${railwayTimeZone}`, structured(localStamp(day.date, day.closes))],
];

/** RFC 5545 3.1: lines of at most 75 octets, continued with a space; never splitting a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const contentLine = ([name, value]: Property) =>
  `${name}:${typeof value === 'string' ? escapeText(value) : value.structured}`;

/**
 * The rules of the railway's time zone, as RFC 5545 wants them beside times in it: British Summer Time
 * from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October (the rule in
 * force since 1996; the IANA database's Europe/Isle_of_Man, which follows Europe/London).
 */
const vtimezone = [
  'BEGIN:VTIMEZONE',
  `TZID:${railwayTimeZone}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19810329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19961027T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** An iCalendar document of events whose times are in the railway's zone (its VTIMEZONE is included). */
export function calendarDocument(product: string, name: string, events: Property[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    contentLine(['PRODID', `-//${product}//EN`]),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    contentLine(['X-WR-CALNAME', name]),
    `X-WR-TIMEZONE:${railwayTimeZone}`,
    ...vtimezone,
    ...events.flatMap((event) => ['BEGIN:VEVENT', ...event.map(contentLine), 'END:VEVENT']),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
