import { paymentAuditWords } from '@lmr/shared/payment-words';
import { auditPaymentChange, type ChangeOrigin } from './payment-audit.ts';
import type { CheckoutRequest } from './payment-provider.ts';
import { movePayment, paymentForKey } from './payments-repository.ts';
import { type PaymentsContext, purposeOf } from './payments-context.ts';

export interface StartedCheckout {
  paymentId: string;
  providerSessionId: string;
  /** The provider's payment page: send the buyer there. */
  url: string;
}

const totalPence = (lines: CheckoutRequest['lines']) => {
  for (const line of lines) {
    if (
      !Number.isSafeInteger(line.amountPence) ||
      line.amountPence < 1 ||
      !Number.isSafeInteger(line.quantity) ||
      line.quantity < 1
    )
      throw new Error('a checkout line needs whole pence and a whole quantity, each at least 1');
  }
  return lines.reduce((sum, line) => sum + line.amountPence * line.quantity, 0);
};

/**
 * Records the payment, then opens the provider's checkout with the same idempotency key: a step repeated (a
 * double click, a retry after a timeout) finds the payment the first made and the provider answers the same
 * session, so a buyer is never asked twice for one order.
 */
export async function startCheckout(
  context: PaymentsContext,
  request: CheckoutRequest,
  origin: ChangeOrigin,
): Promise<StartedCheckout> {
  purposeOf(context, request.purpose);
  const payment = await paymentForKey(context.db, {
    purpose: request.purpose,
    reference: request.reference,
    amountPence: totalPence(request.lines),
    provider: context.provider.name,
    idempotencyKey: request.idempotencyKey,
    firstChargeOn: request.firstChargeOn,
  });
  if (payment.purpose !== request.purpose || payment.reference !== request.reference)
    throw new Error('an idempotency key was used again for another payment');
  if (payment.providerSessionId && payment.checkoutUrl)
    return { paymentId: payment.id, providerSessionId: payment.providerSessionId, url: payment.checkoutUrl };
  const session = await context.provider.startCheckout(request);
  await context.db.transaction(async (tx) => {
    const opened = await movePayment(tx, payment.id, ['starting'], 'open', {
      providerSessionId: session.providerSessionId,
      checkoutUrl: session.url,
    });
    if (opened)
      await auditPaymentChange(tx, origin, {
        actor: paymentAuditWords.checkoutStarted,
        action: paymentAuditWords.started,
        payment: opened,
      });
  });
  return { paymentId: payment.id, ...session };
}
