import { railwayToday } from '@lmr/shared/timetable';
import { definePaymentPurpose } from '../payments/payment-purposes.ts';
import { moveMembership } from './memberships-repository.ts';
import { payMembership } from './membership-year.ts';

/*
 * Joining and renewing online (decision 151): the payments domain takes the money, this says what it is for. A
 * payment's reference is the membership's id. A membership paid here starts its year in the same transaction;
 * its welcome mail with the card is queued by the membership sweep (membership-mail.ts).
 */
export const membershipPurpose = definePaymentPurpose({
  purpose: 'membership',
  async onPaid(membershipId, _payment, tx) {
    await payMembership(tx, membershipId, railwayToday());
  },
  async onExpired(membershipId, tx) {
    await moveMembership(tx, membershipId, ['awaiting_payment'], 'expired');
  },
  // A membership paid back whole ends; part of one given back is the treasurer's note to make.
  async onRefunded(membershipId, refund, tx) {
    if (refund.whole) await moveMembership(tx, membershipId, ['paid'], 'refunded');
  },
});
