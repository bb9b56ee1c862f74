/*
 * Which payments Gift Aid may be claimed on, by HMRC's rules (decision 153 names each source). Pure functions of
 * amounts in pence, so that each rule is read and tested on its own.
 */

/**
 * The donor benefit limits (from 6 April 2019): a benefit is allowed when it is worth at most 25% of a gift up to
 * £100, or £25 plus 5% of the part above £100; the benefits a donor receives in a tax year total £2,500 at most.
 */
export function benefitAllowed(giftPence: number, benefitPence: number, benefitsThisYearPence = benefitPence) {
  const limit = giftPence <= 10_000 ? Math.floor(giftPence / 4) : 2_500 + Math.floor((giftPence - 10_000) / 20);
  return benefitPence <= limit && benefitsThisYearPence <= 250_000;
}

/**
 * A membership fee is a gift when what the member gets back is within the benefit limits above (a magazine, a
 * vote): free rides on the railway are a benefit to be valued, and a fee buying them above the limit is not a gift.
 */
export const membershipQualifies = (feePence: number, benefitsPence: number) => benefitAllowed(feePence, benefitsPence);

/**
 * Gift Aid on admission: a ticket is a payment for a service, except when the visitor pays at least 10% more than
 * the standard admission price, with the standard price offered beside it (or buys a twelve-month pass).
 */
export const admissionQualifies = (paidPence: number, standardPence: number) =>
  standardPence > 0 && paidPence * 10 >= standardPence * 11;

/** The admission price with Gift Aid: the standard price plus 10%, rounded up to a whole 10p. */
export const giftAidAdmissionPence = (standardPence: number) => Math.ceil((standardPence * 11) / 100) * 10;

/** A declaration made today covers gifts received up to four years before it (HMRC's model declaration). */
export const DECLARATION_LOOKS_BACK_YEARS = 4;

/** A declaration given by phone may be cancelled within 30 days of the written record, and then never had effect. */
export const PHONE_CANCEL_DAYS = 30;

interface Covering {
  scope: 'this-gift' | 'all-gifts';
  madeAt: Date;
  cancelledAt: Date | null;
  void: boolean;
  /** The gift a "this gift" declaration was made with: a gift on Donate or a booking (decision 163). */
  donationId: string | null;
  bookingOrderId: string | null;
}

/**
 * Whether a declaration covers a gift: a void one covers nothing; one for all gifts covers those received from four
 * years before it until it was cancelled; one for this gift covers the one gift it was made with, by its id.
 */
export function declarationCovers(d: Covering, gift: { id: string; receivedAt: Date }) {
  if (d.void) return false;
  if (d.cancelledAt && gift.receivedAt >= d.cancelledAt) return false;
  if (d.scope === 'this-gift') return (d.donationId ?? d.bookingOrderId) === gift.id;
  const from = new Date(d.madeAt);
  from.setUTCFullYear(from.getUTCFullYear() - DECLARATION_LOOKS_BACK_YEARS);
  return gift.receivedAt >= from;
}
