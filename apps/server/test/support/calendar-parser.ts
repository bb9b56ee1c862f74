import ICAL from 'ical.js';
import { expect } from 'vitest';

export interface ParsedEvent {
  uid: string;
  sequence: number;
  status: string;
  summary: string;
  description: string;
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
      description: event.description ?? '',
      location: event.location,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: event.startDate.zone?.tzid ?? '',
    };
  });
  return { events, timezones: timezones.map((z) => String(z.getFirstPropertyValue('tzid'))) };
}

const FOLDED_LINE_OCTETS = 75;

/**
 * Reads an iCalendar body line by line, as a strict reader would, without a parser's forgiveness: every
 * line ends in CRLF, holds at most 75 octets and whole UTF-8 characters (a decoder that refuses a split
 * one reads each), and no CR or LF stands anywhere else. Returns the lines unfolded.
 */
export function contentLines(body: Buffer): string[] {
  const text = body.toString('latin1');
  expect(text.endsWith('\r\n')).toBe(true);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const physical = text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => {
      const octets = Buffer.from(line, 'latin1');
      expect(octets.length, line).toBeLessThanOrEqual(FOLDED_LINE_OCTETS);
      expect(line, 'a CR or LF inside a line').not.toMatch(/[\r\n]/);
      return decoder.decode(octets);
    });
  const unfolded: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) unfolded[unfolded.length - 1] += line.slice(1);
    else unfolded.push(line);
  }
  return unfolded;
}
