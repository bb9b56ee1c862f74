import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paymentWords } from '@lmr/shared/payment-words';
import type { Config } from '../../config.ts';
import { notFound } from '../../http-error.ts';
import { startCheckout } from './checkout.ts';
import { applyWebhook, confirmOnReturn } from './confirmations.ts';
import type { ChangeOrigin } from './payment-audit.ts';
import type { CheckoutRequest, PaymentProvider, SubscriptionCancel, SubscriptionChange } from './payment-provider.ts';
import type { PaymentPurpose } from './payment-purposes.ts';
import { isOnlinePaymentOn } from './payment-settings.ts';
import type { PaymentsContext } from './payments-context.ts';
import { type RefundAsked, refundPayment } from './refunds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: ReturnType<typeof payments>;
  }
}

/** Stripe's SDK is loaded only where it is configured, not at every start (decision 089). */
async function providerFrom(config: Config['payments']): Promise<PaymentProvider | undefined> {
  if (!config) return undefined;
  const { stripeProvider } = await import('./stripe-provider.ts');
  return stripeProvider(config);
}

function payments(context: PaymentsContext | undefined, isOn: () => Promise<boolean>) {
  const online = () => {
    if (!context) throw notFound(paymentWords.notSetUp);
    return context;
  };
  return {
    /** Whether a provider is configured; without one, visitors reserve and pay at the station. */
    providerConfigured: context !== undefined,
    /** Whether visitors are offered online payment now: a provider is configured and an admin has not switched it off. */
    onlineOffered: async () => context !== undefined && (await isOn()),
    startCheckout: (request: CheckoutRequest, origin: ChangeOrigin) => startCheckout(online(), request, origin),
    applyWebhook: (rawBody: Buffer, signature: string | undefined, origin: ChangeOrigin) =>
      applyWebhook(online(), rawBody, signature, origin),
    confirmOnReturn: (providerSessionId: string, origin: ChangeOrigin) =>
      confirmOnReturn(online(), providerSessionId, origin),
    refund: (asked: RefundAsked) => refundPayment(online(), asked),
    changeSubscription: (change: SubscriptionChange) => online().provider.changeSubscription(change),
    cancelSubscription: (cancel: SubscriptionCancel) => online().provider.cancelSubscription(cancel),
  };
}

/**
 * Paying online (issue 28): the provider the configuration names, if any, and the purposes the domains that take
 * money declare, handed in by app.ts as mail jobs are handed to the queue. This domain imports none of them.
 */
export const paymentsPlugin = fp(async (app: FastifyInstance, { purposes }: { purposes: PaymentPurpose[] }) => {
  const provider = await providerFrom(app.config.payments);
  const context = provider && {
    db: app.database.db,
    provider,
    purposes: new Map(purposes.map((p) => [p.purpose, p])),
  };
  app.decorate(
    'payments',
    payments(context, () => isOnlinePaymentOn(app.database)),
  );
});
