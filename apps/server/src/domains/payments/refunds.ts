import { paymentWords } from '@lmr/shared/payment-words';
import type { Db, Tx } from '../../db/database.ts';
import { HttpError, notFound } from '../../http-error.ts';
import type { RefundState } from '../../db/schema/index.ts';
import {
  addRefund,
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

/** The provider's answer, recorded once; a refund that took money back moves the payment and tells its purpose. */
function recordAnswer(
  context: PaymentsContext,
  payment: Payment,
  refund: Refund,
  answer: { state: RefundState; providerRefundId: string },
) {
  return context.db.transaction(async (tx: Tx) => {
    await lockPayment(tx, payment.id);
    const settled = await settleRefund(tx, refund.id, answer.state, answer.providerRefundId);
    if (!settled || !TAKEN_BACK.includes(settled.state)) return settled ?? refund;
    const refunded = await refundedPence(tx, payment.id, TAKEN_BACK);
    const whole = refunded >= payment.amountPence;
    await movePayment(tx, payment.id, ['paid', 'partly_refunded'], whole ? 'refunded' : 'partly_refunded');
    await purposeOf(context, payment.purpose).onRefunded(
      payment.reference,
      { paymentId: payment.id, amountPence: settled.amountPence, refundedPence: refunded, whole },
      tx,
    );
    return settled;
  });
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
