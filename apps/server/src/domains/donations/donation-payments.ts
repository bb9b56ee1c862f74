import { definePaymentPurpose } from '../payments/payment-purposes.ts';
import { moveDonation } from './donations-repository.ts';

/*
 * Giving online (decision 146): the payments domain takes the money, this tells it what the money is for. A
 * payment's reference is the gift's id. A gift received here counts towards the appeal in the same transaction;
 * its receipt is queued by the receipts sweep (donation-receipt.ts).
 */
export const donationPurpose = definePaymentPurpose({
  purpose: 'donation',
  async onPaid(donationId, _payment, tx) {
    await moveDonation(tx, donationId, ['awaiting_payment'], 'received');
  },
  async onExpired(donationId, tx) {
    await moveDonation(tx, donationId, ['awaiting_payment'], 'expired');
  },
  // A gift given back whole no longer counts; part of one given back lowers the amount raised (raisedPence).
  async onRefunded(donationId, refund, tx) {
    if (refund.whole) await moveDonation(tx, donationId, ['received'], 'refunded');
  },
});
