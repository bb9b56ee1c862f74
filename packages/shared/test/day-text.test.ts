import { describe, expect, it } from 'vitest';
import { longDate, shortDate } from '../src/day-text.ts';

const partsIn = (format: Intl.DateTimeFormat, t: number) =>
  Object.fromEntries(format.formatToParts(t).map((p) => [p.type, p.value])) as Record<string, string>;

describe('day text', () => {
  it('names every day of four years as British English does (Intl, en-GB)', () => {
    const long = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const short = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2030, 0, 1); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      const l = partsIn(long, t);
      expect(longDate(date), date).toBe(`${l.weekday}, ${l.day} ${l.month} ${l.year}`);
      const s = partsIn(short, t);
      expect(shortDate(date, date), date).toBe(`${s.weekday} ${s.day} ${s.month}`);
    }
  });

  it('gives the calendar day, whatever the reader’s time zone', () => {
    expect(longDate('2027-04-03')).toBe('Saturday, 3 April 2027');
    expect(shortDate('2026-10-31', '2026-10-01')).toBe('Sat 31 October');
  });

  it('gives the year of a short date outside the reader’s year, and only then', () => {
    expect(shortDate('2027-01-02', '2026-12-20')).toBe('Sat 2 January 2027');
    expect(shortDate('2026-11-28', '2026-11-26')).toBe('Sat 28 November');
  });
});
