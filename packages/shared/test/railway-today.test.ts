import { describe, expect, it } from 'vitest';
import { railwayToday } from '../src/timetable.ts';

describe("the railway's date", () => {
  it('turns at the island’s midnight, in summer time and in winter, and back again', () => {
    // British Summer Time: midnight in Laxey is 23:00 UTC.
    expect(railwayToday(new Date('2027-06-01T22:59:59.999Z'))).toBe('2027-06-01');
    expect(railwayToday(new Date('2027-06-01T23:00:00.000Z'))).toBe('2027-06-02');
    // Winter: midnight is 00:00 UTC.
    expect(railwayToday(new Date('2027-12-01T23:59:59.999Z'))).toBe('2027-12-01');
    expect(railwayToday(new Date('2027-12-02T00:00:00.000Z'))).toBe('2027-12-02');
    // An earlier moment after a later one gets its own date, not the one remembered.
    expect(railwayToday(new Date('2027-06-01T22:59:30.000Z'))).toBe('2027-06-01');
  });
});
