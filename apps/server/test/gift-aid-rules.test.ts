import { describe, expect, it } from 'vitest';
import {
  admissionQualifies,
  benefitAllowed,
  declarationCovers,
  giftAidAdmissionPence,
  membershipQualifies,
} from '../src/domains/tax-relief/gift-aid-rules.ts';

/** HMRC's rules for which payments Gift Aid may be claimed on (decision 153), each at its edges. */
describe('Gift Aid rules', () => {
  it('allows donor benefits of 25% up to £100, then £25 plus 5% of the rest, and £2,500 a year', () => {
    expect(benefitAllowed(2_000, 500)).toBe(true);
    expect(benefitAllowed(2_000, 501)).toBe(false);
    expect(benefitAllowed(50_000, 2_500 + 2_000)).toBe(true);
    expect(benefitAllowed(50_000, 2_500 + 2_001)).toBe(false);
    expect(benefitAllowed(10_000_000, 200_000, 250_001)).toBe(false);
  });

  it('counts a membership fee as a gift only when its benefits are within those limits', () => {
    expect(membershipQualifies(1_500, 0)).toBe(true);
    expect(membershipQualifies(1_500, 1_000)).toBe(false);
  });

  it('takes an admission payment as a gift only at 10% or more above the standard price', () => {
    expect(giftAidAdmissionPence(800)).toBe(880);
    expect(giftAidAdmissionPence(750)).toBe(830);
    expect(admissionQualifies(880, 800)).toBe(true);
    expect(admissionQualifies(879, 800)).toBe(false);
    expect(admissionQualifies(giftAidAdmissionPence(750), 750)).toBe(true);
  });

  it('covers gifts from four years before an all-gifts declaration until it is cancelled, none when void, and for this gift only the gift it names', () => {
    const madeAt = new Date('2026-06-01T12:00:00Z');
    const all = {
      scope: 'all-gifts' as const,
      madeAt,
      cancelledAt: null,
      void: false,
      donationId: null,
      bookingOrderId: null,
    };
    const tied = { donationId: 'gift-1', bookingOrderId: null };
    const gift = (at: string, id = 'gift-1') => ({ id, receivedAt: new Date(at) });
    expect(declarationCovers(all, gift('2022-06-02T00:00:00Z'))).toBe(true);
    expect(declarationCovers(all, gift('2022-05-31T00:00:00Z'))).toBe(false);
    const cancelled = { ...all, cancelledAt: new Date('2026-07-01T00:00:00Z') };
    expect(declarationCovers(cancelled, gift('2026-06-30T00:00:00Z'))).toBe(true);
    expect(declarationCovers(cancelled, gift('2026-07-02T00:00:00Z'))).toBe(false);
    expect(declarationCovers({ ...cancelled, void: true }, gift('2026-06-30T00:00:00Z'))).toBe(false);
    // One for this gift covers the gift it was made with, by its id, and no other however near in time.
    const once = { ...all, ...tied, scope: 'this-gift' as const };
    expect(declarationCovers(once, gift('2026-06-01T12:30:00Z'))).toBe(true);
    expect(declarationCovers(once, gift('2026-06-01T12:00:00Z', 'gift-2'))).toBe(false);
    expect(declarationCovers({ ...once, donationId: null }, gift('2026-06-01T12:00:00Z'))).toBe(false);
  });
});
