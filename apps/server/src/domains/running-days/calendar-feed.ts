import { changeHeadline, formatPence, type RunningDay } from '@lmr/shared/timetable';
import { calendarDocument, openingTimes, type Property, structured, utcStamp } from './icalendar.ts';

export interface FeedPlace {
  name: string;
  address: string;
  geo: { lat: number; lng: number };
  /** The railway's phone, '' while the Site settings have none: roster mails say whom to call on the day. */
  phone: string;
  /** The site's address, for each event's URL and its UIDs' domain. */
  publicUrl: string;
}

export interface FeedState {
  sequence: number;
  updatedAt: Date;
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

function event(day: RunningDay, state: FeedState, place: FeedPlace): Property[] {
  const host = new URL(place.publicUrl).hostname;
  const summary = `${place.name}: ${day.patternName}${day.status === 'cancelled' ? ' (cancelled)' : ''}`;
  return [
    ['UID', `running-day-${day.date}@${host}`],
    ['DTSTAMP', structured(utcStamp(state.updatedAt))],
    ['LAST-MODIFIED', structured(utcStamp(state.updatedAt))],
    ['SEQUENCE', structured(String(state.sequence))],
    ...openingTimes(day),
    ['SUMMARY', summary],
    ['DESCRIPTION', describe(day)],
    ['LOCATION', place.address],
    ['GEO', structured(`${place.geo.lat};${place.geo.lng}`)],
    ['URL', structured(`${place.publicUrl}/timetable#day-${day.date}`)],
    ['STATUS', structured(day.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED')],
    ['TRANSP', structured('TRANSPARENT')],
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
