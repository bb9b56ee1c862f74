import { paymentAuditWords, paymentWords } from '@lmr/shared/payment-words';
import type { Tx } from '../../db/database.ts';
import { notFound } from '../../http-error.ts';
import type { ProviderEvent } from './payment-provider.ts';
import { auditPaymentChange, type ChangeOrigin } from './payment-audit.ts';
import { type Payment, findPaymentBySession, movePayment, paymentForKey, recordEvent } from './payments-repository.ts';
import { type PaymentsContext, purposeOf } from './payments-context.ts';
import { applyProviderRefund } from './refunds.ts';

interface Confirmation {
  origin: ChangeOrigin;
  /** Who the audit log names for the change: the provider's webhook, or the provider asked on the buyer's return. */
  actor: string;
}

/** Open to paid, once: the purpose hears of it in the same transaction, and a second notice finds nothing to move. */
async function markPaid(
  context: PaymentsContext,
  tx: Tx,
  payment: Payment,
  provider: { providerPaymentId?: string; providerSubscriptionId?: string; firstChargeLater?: boolean },
  by: Confirmation,
) {
  const paid = await movePayment(tx, payment.id, ['starting', 'open'], 'paid', {
    providerPaymentId: provider.providerPaymentId,
  });
  if (!paid) return;
  await auditPaymentChange(tx, by.origin, { actor: by.actor, action: paymentAuditWords.paid, payment: paid });
  await purposeOf(context, paid.purpose).onPaid(
    paid.reference,
    {
      id: paid.id,
      amountPence: paid.amountPence,
      providerSubscriptionId: provider.providerSubscriptionId,
      firstChargeLater: provider.firstChargeLater,
    },
    tx,
  );
}

/**
 * A subscription's month paid, or its end, told to the purpose it was started for (whose hooks keep it once). A
 * charge the purpose says paid for something is kept as that thing's payment, paid, once by the invoice's id: an
 * admin refunds it as any payment, and the provider is asked to refund what paid the invoice.
 */
async function applySubscription(context: PaymentsContext, tx: Tx, event: ProviderEvent, by: Confirmation) {
  const { subscription } = event;
  if (!subscription) return;
  const purpose = purposeOf(context, subscription.purpose);
  const { reference, providerSubscriptionId, invoice } = subscription;
  if (event.outcome === 'invoice_paid' && invoice) {
    const paidFor = await purpose.onInvoicePaid?.(reference, { ...invoice, providerSubscriptionId }, tx);
    if (paidFor) {
      const charge = await paymentForKey(tx, {
        ...paidFor,
        amountPence: invoice.amountPence,
        state: 'paid',
        provider: context.provider.name,
        providerPaymentId: invoice.providerInvoiceId,
        idempotencyKey: `invoice-${invoice.providerInvoiceId}`,
      });
      await auditPaymentChange(tx, by.origin, { actor: by.actor, action: paymentAuditWords.paid, payment: charge });
    }
  }
  if (event.outcome === 'subscription_ended')
    await purpose.onSubscriptionEnded?.(reference, providerSubscriptionId, tx);
}

/** Open to expired, once; a payment already paid stays paid (an expiry that arrives late changes nothing). */
async function markExpired(context: PaymentsContext, tx: Tx, payment: Payment, by: Confirmation) {
  const expired = await movePayment(tx, payment.id, ['starting', 'open'], 'expired');
  if (!expired) return;
  await auditPaymentChange(tx, by.origin, { actor: by.actor, action: paymentAuditWords.expired, payment: expired });
  await purposeOf(context, expired.purpose).onExpired(expired.reference, tx);
}

/**
 * Applies a webhook whose signature checked out: the event is recorded and applied in one transaction, so a
 * re-delivered event (its id recorded) changes nothing, and one whose handler fails is undone whole and
 * applied when the provider delivers it again.
 */
export async function applyWebhook(
  context: PaymentsContext,
  rawBody: Buffer,
  signature: string | undefined,
  origin: ChangeOrigin,
) {
  const event = context.provider.readWebhook(rawBody, signature);
  const by = { origin, actor: paymentAuditWords.provider(context.provider.name) };
  await context.db.transaction(async (tx) => {
    const payment = event.providerSessionId ? await findPaymentBySession(tx, event.providerSessionId) : undefined;
    const firstDelivery = await recordEvent(tx, {
      providerEventId: event.id,
      type: event.type,
      paymentId: payment?.id,
    });
    if (!firstDelivery) return;
    await applySubscription(context, tx, event, by);
    if (event.refund) await applyProviderRefund(context, tx, event.refund, by);
    if (!payment) return;
    if (event.outcome === 'paid') await markPaid(context, tx, payment, event, by);
    if (event.outcome === 'expired') await markExpired(context, tx, payment, by);
  });
}

/**
 * The buyer is back from the provider's page: the provider is asked whether the checkout was paid. The browser's
 * word counts for nothing, only the provider's answer, so this confirms as the webhook would, only sooner.
 */
export async function confirmOnReturn(context: PaymentsContext, providerSessionId: string, origin: ChangeOrigin) {
  const payment = await findPaymentBySession(context.db, providerSessionId);
  if (!payment) throw notFound(paymentWords.unknownCheckout);
  if (payment.state === 'open') {
    const check = await context.provider.checkSession(providerSessionId);
    const by = { origin, actor: paymentAuditWords.buyerReturn(context.provider.name) };
    await context.db.transaction(async (tx) => {
      if (check.state === 'paid') await markPaid(context, tx, payment, check, by);
      if (check.state === 'expired') await markExpired(context, tx, payment, by);
    });
  }
  const now = (await findPaymentBySession(context.db, providerSessionId))!;
  const answer = { state: now.state, purpose: now.purpose, reference: now.reference };
  // Paid with nothing taken today: the return page says when the first charge falls.
  return now.state === 'paid' && now.firstChargeOn ? { ...answer, firstChargeOn: now.firstChargeOn } : answer;
}
