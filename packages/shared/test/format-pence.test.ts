import { describe, expect, it } from 'vitest';
import { formatPence } from '../src/timetable.ts';

describe('formatPence: an amount as a person reads it', () => {
  it('groups thousands with a comma and keeps the pence', () => {
    expect(formatPence(123450)).toBe('£1,234.50');
    expect(formatPence(5_500_000)).toBe('£55,000.00');
    expect(formatPence(100_000_000)).toBe('£1,000,000.00');
  });

  it('leaves amounts under a thousand pounds as they were', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(1500)).toBe('£15.00');
    expect(formatPence(99_999)).toBe('£999.99');
  });

  it('reads as British English does (Intl, en-GB) for amounts of every length', () => {
    const sterling = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (let pence = 1; pence < 1e12; pence = pence * 7 + 3)
      expect(formatPence(pence)).toBe(sterling.format(pence / 100));
  });
});
