import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  location: string;
  /** The start and end as instants, converted by the parser through the feed's own VTIMEZONE. */
  start: Date;
  end: Date;
  startZone: string;
}

/** Reads an iCalendar text with ical.js, a maintained parser: what a calendar app would see. */
export function parseCalendar(text: string): { events: ParsedEvent[]; timezones: string[] } {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const timezones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of timezones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
      summary: event.summary,
      location: event.location,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: event.startDate.zone?.tzid ?? '',
    };
  });
  return { events, timezones: timezones.map((z) => String(z.getFirstPropertyValue('tzid'))) };
}
