import { changeHeadline, formatPence, railwayTimeZone, type RunningDay } from '@lmr/shared/timetable';

export interface FeedPlace {
  name: string;
  address: string;
  geo: { lat: number; lng: number };
  /** The site's address, for each event's URL and its UIDs' domain. */
  publicUrl: string;
}

export interface FeedState {
  sequence: number;
  updatedAt: Date;
}

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

export const escapeText = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
export const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
export const localStamp = (date: string, time: string) => `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;

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

function describe(day: RunningDay): string {
  const lines = [
    changeHeadline(day),
    day.status === 'cancelled' ? '' : day.frequency,
    `Fares: adult ${formatPence(day.fares.adult)}, child ${formatPence(day.fares.child)}, family ${formatPence(day.fares.family)}${day.fares.membersFree ? '; members ride free' : ''}.`,
    day.note,
  ];
  return lines.filter(Boolean).join('\n');
}

function event(day: RunningDay, state: FeedState, place: FeedPlace): string[] {
  const host = new URL(place.publicUrl).hostname;
  const summary = `${place.name}: ${day.patternName}${day.status === 'cancelled' ? ' (cancelled)' : ''}`;
  return [
    'BEGIN:VEVENT',
    `UID:running-day-${day.date}@${host}`,
    `DTSTAMP:${utcStamp(state.updatedAt)}`,
    `LAST-MODIFIED:${utcStamp(state.updatedAt)}`,
    `SEQUENCE:${state.sequence}`,
    `DTSTART;TZID=${railwayTimeZone}:${localStamp(day.date, day.opens)}`,
    `DTEND;TZID=${railwayTimeZone}:${localStamp(day.date, day.closes)}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(describe(day))}`,
    `LOCATION:${escapeText(place.address)}`,
    `GEO:${place.geo.lat};${place.geo.lng}`,
    `URL:${place.publicUrl}/timetable#day-${day.date}`,
    `STATUS:${day.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** An iCalendar file of the given days: the whole season for /timetable.ics, or one day to add by hand. */
export function calendarFeed(days: RunningDay[], states: Map<string, FeedState>, place: FeedPlace): string {
  return calendarDocument(
    `${place.name}//Timetable`,
    `${place.name} running days`,
    days.map((day) => event(day, states.get(day.date) ?? { sequence: 0, updatedAt: new Date(0) }, place)),
  );
}

/** An iCalendar document of events whose times are in the railway's zone (its VTIMEZONE is included). */
export function calendarDocument(product: string, name: string, events: string[][]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${railwayTimeZone}`,
    ...vtimezone,
    ...events.flat(),
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
