import { describe, expect, it } from 'vitest';
import { ruleInWords } from '../src/rule-text.ts';

const weekly = (days: string, starts: string, until: string) =>
  `DTSTART:${starts.replaceAll('-', '')}T000000Z\nRRULE:FREQ=WEEKLY;BYDAY=${days};UNTIL=${until.replaceAll('-', '')}T000000Z`;

describe('a season rule in plain English', () => {
  it('says a weekly rule over one whole month by the month', () => {
    expect(ruleInWords({ rrule: weekly('FR,SA', '2026-10-01', '2026-10-31') })).toBe(
      'Every Friday and Saturday in October 2026',
    );
  });

  it('says a date range by its first and last day, with the year once or twice', () => {
    expect(ruleInWords({ rrule: weekly('SA', '2026-04-04', '2026-09-26') })).toBe(
      'Every Saturday from 4 April to 26 September 2026',
    );
    expect(ruleInWords({ rrule: weekly('MO,WE,FR', '2026-12-20', '2027-01-03') })).toBe(
      'Every Monday, Wednesday and Friday from 20 December 2026 to 3 January 2027',
    );
    expect(ruleInWords({ rrule: weekly('SU', '2026-08-09', '2026-08-30') })).toBe(
      'Every Sunday from 9 to 30 August 2026',
    );
  });

  it('adds the bank holidays and the exceptions, in date order', () => {
    expect(
      ruleInWords({
        rrule: weekly('SA', '2026-04-04', '2026-09-26'),
        includeBankHolidays: true,
        exceptions: ['2026-07-11', '2026-05-02'],
      }),
    ).toBe(
      'Every Saturday from 4 April to 26 September 2026, and the bank holidays in between, except 2 May 2026 and 11 July 2026',
    );
  });

  it('says a monthly rule by the day of the month', () => {
    expect(
      ruleInWords({ rrule: 'DTSTART:20260501T000000Z\nRRULE:FREQ=MONTHLY;BYDAY=1SU;UNTIL=20260930T000000Z' }),
    ).toBe('The first Sunday of the month from 1 May to 30 September 2026');
    expect(
      ruleInWords({ rrule: 'DTSTART:20260101T000000Z\nRRULE:FREQ=MONTHLY;BYDAY=-1SA;UNTIL=20261231T000000Z' }),
    ).toBe('The last Saturday of the month from 1 January to 31 December 2026');
    expect(ruleInWords({ rrule: 'DTSTART:20260101T000000Z\nRRULE:FREQ=MONTHLY;BYMONTHDAY=1,15' })).toBe(
      'The 1st and 15th of the month from 1 January 2026 on',
    );
  });

  it('narrows a seeded season’s yearly rule to the days of the month it names', () => {
    const days = Array.from({ length: 14 }, (_, i) => 18 + i).join(',');
    expect(
      ruleInWords({
        rrule: `DTSTART:20261001T000000Z\nRRULE:FREQ=YEARLY;BYMONTH=10;BYMONTHDAY=${days};BYDAY=FR,SA;UNTIL=20261031T000000Z`,
      }),
    ).toBe('Every Friday and Saturday from 18 to 31 October 2026');
    expect(
      ruleInWords({
        rrule: 'DTSTART:20261101T000000Z\nRRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=SA,SU;UNTIL=20261130T000000Z',
      }),
    ).toBe('Every Saturday and Sunday in November 2026');
  });

  it('never shows recurrence-rule text', () => {
    expect(ruleInWords({ rrule: 'RRULE:FREQ=WEEKLY;BYDAY=SA' })).not.toMatch(/FREQ|BYDAY|RRULE/);
  });
});
