import type { FastifyInstance } from 'fastify';
import { monthlyGiftWords as mw } from '@lmr/shared/donation-words';
import type { MonthlyGift } from '@lmr/shared/monthly-gifts';
import { formatPence } from '@lmr/shared/timetable';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import type { ChangeOrigin } from '../payments/payment-audit.ts';
import { definePaymentPurpose } from '../payments/payment-purposes.ts';
import { donationPurpose } from './donation-payments.ts';
import { hashToken, newToken } from '../sessions/tokens.ts';
import {
  clearManageTokenHash,
  type MonthlyGiftRow,
  monthlyGiftById,
  monthlyGiftByTokenHash,
  moveMonthlyGift,
  recordMonth,
  runningGiftsOf,
  setManageTokenHash,
  setMonthlyAmount,
  startMonthlyGift,
} from './monthly-gifts-repository.ts';

/*
 * Monthly gifts (decision 147): the provider's subscription takes the money, and its signed webhook is the truth.
 * The checkout's confirmation starts the gift; each invoice paid is one gift received (its receipt, its place in
 * the appeal), made once by the invoice's id; the subscription's end stops it. The donor changes or stops it
 * from the link in their receipt: the provider is asked first, then the change is recorded and audited.
 */

type Payments = FastifyInstance['payments'];

/** A payment's reference is the monthly gift's id. */
export const monthlyGiftPurpose = definePaymentPurpose({
  purpose: 'monthly-gift',
  async onPaid(id, payment, tx) {
    if (payment.providerSubscriptionId) await startMonthlyGift(tx, id, payment.providerSubscriptionId);
  },
  async onExpired(id, tx) {
    await moveMonthlyGift(tx, id, ['awaiting_payment'], 'expired');
  },
  // Never called: the checkout's payment has no payment intent to refund; each month's charge is a gift's (below).
  async onRefunded() {},
  // The provider may tell of the first month before the checkout's completion: either starts the gift. The month
  // is a gift, whose payment is the charge: refunded, it is given back as a one-off gift is (donation-payments.ts).
  async onInvoicePaid(id, invoice, tx) {
    await startMonthlyGift(tx, id, invoice.providerSubscriptionId);
    const gift = await monthlyGiftById(tx, id);
    const month =
      gift && (await recordMonth(tx, gift, { id: invoice.providerInvoiceId, amountPence: invoice.amountPence }));
    if (month) return { purpose: donationPurpose.purpose, reference: month.id };
  },
  async onSubscriptionEnded(id, _subscription, tx) {
    await moveMonthlyGift(tx, id, ['awaiting_payment', 'active'], 'stopped', 'provider');
  },
});

export const shownMonthlyGift = (row: MonthlyGiftRow): MonthlyGift => ({
  amountPence: row.amountPence,
  state: row.state,
  name: row.name,
  startedAt: row.startedAt?.toISOString() ?? null,
  stoppedAt: row.stoppedAt?.toISOString() ?? null,
});

export async function giftOfToken(db: Db, token: string) {
  const gift = await monthlyGiftByTokenHash(db, hashToken(token));
  // An erased donor's gift keeps no e-mail and no link (donations-supporter-source.ts).
  if (!gift?.email) throw notFound(mw.unknownLink);
  return { ...gift, email: gift.email };
}

async function runningGift(db: Db, token: string) {
  const gift = await giftOfToken(db, token);
  if (gift.state !== 'active' || !gift.providerSubscriptionId) throw new HttpError(409, 'not_active', mw.notActive);
  return { ...gift, providerSubscriptionId: gift.providerSubscriptionId };
}

/** The donor's change, in the audit log: what it was, from where. */
const auditDonorChange = (db: Db, origin: ChangeOrigin, gift: MonthlyGiftRow & { email: string }, details: string) =>
  recordAudit(db, {
    actorId: null,
    actorEmail: gift.email,
    actorName: mw.actor,
    action: details,
    method: origin.method,
    path: origin.url.slice(0, 2000),
    status: 200,
    ip: origin.ip,
    details: `monthly gift ${gift.id} of ${gift.name}: ${details}`,
  });

/**
 * A new monthly amount from the next month on. The provider is asked with a key made of the gift's count of
 * changes: the same change asked twice (a double click) is made once there, and recorded once here.
 */
export async function changeMonthlyAmount(
  db: Db,
  payments: Payments,
  token: string,
  amountPence: number,
  origin: ChangeOrigin,
) {
  const gift = await runningGift(db, token);
  if (gift.amountPence === amountPence) throw new HttpError(409, 'same_amount', mw.sameAmount);
  await payments.changeSubscription({
    providerSubscriptionId: gift.providerSubscriptionId,
    amountPence,
    idempotencyKey: `monthly-gift-${gift.id}-change-${gift.changes + 1}`,
  });
  const changed = await setMonthlyAmount(db, gift, amountPence);
  if (changed)
    await auditDonorChange(db, origin, gift, mw.auditChanged(formatPence(gift.amountPence), formatPence(amountPence)));
  return changed ?? (await giftOfToken(db, token));
}

/**
 * Stops it at the provider, then here, at the donor's wish; the provider's own notice of the end then finds it
 * stopped. One key per gift: asked twice, the provider stops it once.
 */
async function stopAtProvider(db: Db, payments: Payments, gift: { id: string; providerSubscriptionId: string }) {
  await payments.cancelSubscription({
    providerSubscriptionId: gift.providerSubscriptionId,
    idempotencyKey: `monthly-gift-${gift.id}-stop`,
  });
  return moveMonthlyGift(db, gift.id, ['active'], 'stopped', 'donor');
}

export async function stopMonthlyGift(db: Db, payments: Payments, token: string, origin: ChangeOrigin) {
  const gift = await runningGift(db, token);
  const stopped = await stopAtProvider(db, payments, gift);
  if (stopped) await auditDonorChange(db, origin, gift, mw.auditStopped);
  return stopped ?? (await giftOfToken(db, token));
}

/** A donor erased at their request (decision 150) is charged no more: each gift still running is stopped first. */
export async function stopGiftsOf(db: Db, payments: Payments, emails: string[]) {
  for (const gift of await runningGiftsOf(db, emails)) await stopAtProvider(db, payments, gift);
}

/** The donor's page for their monthly gift: the token is in the address's fragment, which no server receives. */
const manageLink = (publicUrl: string, token: string) => `${publicUrl}/donate/monthly#token=${token}`;

/**
 * What a month's receipt adds: that it is monthly and, on the first receipt, the link to change or stop it. The
 * link's token is made here and only its hash kept; `undo` forgets it when the receipt could not be sent, so the
 * next try carries a link again.
 */
export async function monthlyReceiptLines(db: Db, publicUrl: string, monthlyGiftId: string) {
  const gift = await monthlyGiftById(db, monthlyGiftId);
  if (!gift) return { lines: [], undo: async () => {} };
  const token = newToken();
  const hash = hashToken(token);
  const linked = await setManageTokenHash(db, gift.id, hash);
  return {
    lines: [
      mw.receiptMonthly(formatPence(gift.amountPence)),
      ...(linked ? [mw.receiptLink(manageLink(publicUrl, token))] : []),
    ],
    undo: async () => {
      if (linked) await clearManageTokenHash(db, gift.id, hash);
    },
  };
}
