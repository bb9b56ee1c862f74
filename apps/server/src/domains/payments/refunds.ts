import { paymentAuditWords, paymentWords } from '@lmr/shared/payment-words';
import type { Db, Tx } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import type { RefundState } from '../../db/schema/index.ts';
import { auditPaymentChange, type ChangeOrigin } from './payment-audit.ts';
import type { RefundEvent, RefundResult } from './payment-provider.ts';
import {
  addRefund,
  findPaymentByProviderId,
  findProviderRefund,
  findRefundByKey,
  lockPayment,
  movePayment,
  type Payment,
  type Refund,
  refundedPence,
  settleRefund,
} from './payments-repository.ts';
import { type PaymentsContext, purposeOf } from './payments-context.ts';

export interface RefundAsked {
  paymentId: string;
  /** `rest`: whatever is left to refund when it is first asked (a cancelled train after a partial refund). */
  amountPence: number | 'rest';
  idempotencyKey: string;
  /** The admin who asked; null for a buyer's own refund of a cancelled train (decision 140). */
  askedBy: string | null;
}

/** Refunds that have taken money back, or will: the payment's state and what is left to refund follow them. */
const TAKEN_BACK: RefundState[] = ['pending', 'succeeded'];
const NOT_FAILED: RefundState[] = ['asked', ...TAKEN_BACK];

const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** What is left of a payment to refund (or to give): its amount less every refund not failed. */
export const leftToRefund = async (db: Db | Tx, payment: { id: string; amountPence: number }) =>
  payment.amountPence - (await refundedPence(db, payment.id, NOT_FAILED));

/** The refund asked with this key, recorded under the payment's lock so that two at once cannot pass its amount. */
function recordAsked(context: PaymentsContext, asked: RefundAsked) {
  return context.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, asked.paymentId);
    if (!payment) throw notFound(paymentWords.unknownPayment);
    const earlier = await findRefundByKey(tx, asked.idempotencyKey);
    const sameAmount = asked.amountPence === 'rest' || earlier?.amountPence === asked.amountPence;
    if (earlier) {
      if (earlier.paymentId !== asked.paymentId || !sameAmount) throw conflict(paymentWords.refundKeyReused);
      return { payment, refund: earlier };
    }
    if (!['paid', 'partly_refunded'].includes(payment.state) || !payment.providerPaymentId)
      throw conflict(paymentWords.notRefundable);
    const left = await leftToRefund(tx, payment);
    const amountPence = asked.amountPence === 'rest' ? left : asked.amountPence;
    if (amountPence > left) throw conflict(paymentWords.refundTooLarge(left));
    if (amountPence === 0) throw conflict(paymentWords.notRefundable);
    const refund = await addRefund(tx, {
      paymentId: payment.id,
      amountPence,
      idempotencyKey: asked.idempotencyKey,
      askedBy: asked.askedBy,
    });
    return { payment, refund };
  });
}

/** A refund that took money back moves its payment on, and its purpose hears of it. */
async function takeBack(context: PaymentsContext, tx: Tx, payment: Payment, refund: Refund) {
  const refunded = await refundedPence(tx, payment.id, TAKEN_BACK);
  const whole = refunded >= payment.amountPence;
  const moved = await movePayment(tx, payment.id, ['paid', 'partly_refunded'], whole ? 'refunded' : 'partly_refunded');
  await purposeOf(context, payment.purpose).onRefunded(
    payment.reference,
    { paymentId: payment.id, amountPence: refund.amountPence, refundedPence: refunded, whole },
    tx,
  );
  return moved;
}

/** A refund that was pending and failed gives its amount back: the payment counts again what it no longer refunds. */
async function putBack(tx: Tx, payment: Payment) {
  const refunded = await refundedPence(tx, payment.id, TAKEN_BACK);
  return movePayment(tx, payment.id, ['partly_refunded', 'refunded'], refunded > 0 ? 'partly_refunded' : 'paid');
}

/**
 * The provider's word on a refund (its answer, or its webhook later), recorded once, under the payment's lock: a
 * refund that now takes money back moves the payment and tells its purpose; one that no longer does puts it back.
 * Undefined when the refund was already in that state, or failed (nothing follows a failure).
 */
async function settle(
  context: PaymentsContext,
  tx: Tx,
  payment: Payment,
  refund: Refund,
  answer: { state: RefundState; providerRefundId: string },
) {
  if (refund.state === answer.state || refund.state === 'failed') return undefined;
  const settled = await settleRefund(tx, refund, answer.state, answer.providerRefundId);
  if (!settled) return undefined;
  const isTaken = TAKEN_BACK.includes(settled.state);
  if (TAKEN_BACK.includes(refund.state) === isTaken) return { settled, moved: undefined };
  return { settled, moved: isTaken ? await takeBack(context, tx, payment, settled) : await putBack(tx, payment) };
}

/** The provider's answer to the site's own request, recorded once (its webhook may have recorded it first). */
function recordAnswer(context: PaymentsContext, payment: Payment, refund: Refund, answer: RefundResult) {
  return context.db.transaction(async (tx: Tx) => {
    await lockPayment(tx, payment.id);
    return (await settle(context, tx, payment, refund, answer))?.settled ?? refund;
  });
}

/**
 * A refund the provider's signed webhook reports (decision 167): one made in the provider's own dashboard is
 * recorded against its payment once, by the provider's id of it, and then settled as the site's own are; one the
 * site knows (by that id, or the key it asked with) is settled (pending to succeeded or failed). Audited as the
 * provider's change when the payment's state moves.
 */
export async function applyProviderRefund(
  context: PaymentsContext,
  tx: Tx,
  event: RefundEvent,
  by: { origin: ChangeOrigin; actor: string },
) {
  const found = await findPaymentByProviderId(tx, event.providerPaymentId);
  const payment = found && (await lockPayment(tx, found.id));
  if (!payment) return;
  const refund =
    (await findProviderRefund(tx, payment.id, event)) ??
    (await addRefund(tx, {
      paymentId: payment.id,
      amountPence: event.amountPence,
      idempotencyKey: `provider-${event.providerRefundId}`,
      askedBy: null,
    }));
  const result = await settle(context, tx, payment, refund, event);
  if (!result?.moved) return;
  const action = result.settled.state === 'failed' ? paymentAuditWords.refundFailed : paymentAuditWords.refunded;
  await auditPaymentChange(tx, by.origin, { actor: by.actor, action, payment: result.moved });
}

/**
 * Refunds part or all of a paid payment. The refund is recorded before the provider is asked, under its
 * idempotency key, and the provider is asked with the same key: asked again with that key (a double click, a
 * retry after the provider did not answer) it refunds nothing more, and gives the same refund.
 */
export async function refundPayment(context: PaymentsContext, asked: RefundAsked) {
  const { payment, refund } = await recordAsked(context, asked);
  const settled =
    refund.state === 'asked'
      ? await recordAnswer(
          context,
          payment,
          refund,
          await context.provider.refund({
            providerPaymentId: payment.providerPaymentId!,
            amountPence: refund.amountPence,
            idempotencyKey: refund.idempotencyKey,
          }),
        )
      : refund;
  return {
    payment,
    refund: settled,
    refundedPence: await refundedPence(context.db, payment.id, TAKEN_BACK),
  };
}
