import { railwayToday } from '@lmr/shared/timetable';
import type { Tx } from '../../db/database.ts';
import type { PaidInvoice } from '../payments/payment-purposes.ts';
import { definePaymentPurpose } from '../payments/payment-purposes.ts';
import {
  claimFirstInvoice,
  insertChargedYear,
  latestPaid,
  membershipById,
  moveMembership,
  setSubscription,
  stopRenewal,
} from './memberships-repository.ts';
import { payMembership } from './membership-year.ts';

/*
 * Joining and renewing online (decisions 151, 152): the payments domain takes the money, this says what it is for.
 * A payment's reference is the membership's id. A membership paid here starts its year in the same transaction;
 * its welcome mail with the card is queued by the membership sweep (membership-mail.ts). Renewed automatically,
 * the checkout starts a yearly subscription: its first invoice is that year's, each later one adds a year once.
 */
export const membershipPurpose = definePaymentPurpose({
  purpose: 'membership',
  async onPaid(membershipId, payment, tx) {
    if (payment.providerSubscriptionId) await setSubscription(tx, membershipId, payment.providerSubscriptionId);
    if (payment.firstChargeLater) await renewCurrentYear(tx, membershipId, payment.providerSubscriptionId!);
    else await payMembership(tx, membershipId, railwayToday());
  },
  async onExpired(membershipId, tx) {
    await moveMembership(tx, membershipId, ['awaiting_payment'], 'expired');
  },
  // A membership paid back whole ends; part of one given back is the treasurer's note to make.
  async onRefunded(membershipId, refund, tx) {
    if (refund.whole) await moveMembership(tx, membershipId, ['paid'], 'refunded');
  },
  onInvoicePaid: yearCharged,
  async onSubscriptionEnded(_membershipId, providerSubscriptionId, tx) {
    await stopRenewal(tx, providerSubscriptionId, 'provider');
  },
});

/**
 * Automatic renewal turned on within a paid year (decision 161): nothing was charged, so nothing is paid yet. The
 * year running now renews itself (its notice, its page, turning it off); the first charge, when it ends, pays the
 * membership this checkout was for.
 */
async function renewCurrentYear(tx: Tx, membershipId: string, providerSubscriptionId: string) {
  const current = await latestPaid(tx, (await membershipById(tx, membershipId))!.email);
  if (current) await setSubscription(tx, current.id, providerSubscriptionId);
}

/**
 * A year of an automatic renewal paid. The provider may tell of the first before the checkout's completion:
 * either pays the year the member chose. Any later invoice is a year of its own, made once by the invoice's id.
 */
async function yearCharged(firstYearId: string, invoice: PaidInvoice, tx: Tx) {
  const { providerInvoiceId, providerSubscriptionId } = invoice;
  // The days before a first charge that falls later: nothing paid, so no year.
  if (invoice.amountPence === 0) return;
  const today = railwayToday();
  if (await claimFirstInvoice(tx, firstYearId, providerInvoiceId, providerSubscriptionId)) {
    await payMembership(tx, firstYearId, today);
    return;
  }
  const first = await membershipById(tx, firstYearId);
  if (!first || first.providerInvoiceId === providerInvoiceId) return;
  const year = await insertChargedYear(tx, {
    email: first.email,
    name: first.name,
    typeName: first.typeName,
    pricePence: invoice.amountPence,
    way: 'online',
    state: 'awaiting_payment',
    providerSubscriptionId,
    providerInvoiceId,
  });
  if (year) await payMembership(tx, year.id, today);
}
