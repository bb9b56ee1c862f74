import Stripe from 'stripe';
import {
  BadSignature,
  type PaymentProvider,
  type ProviderEvent,
  type RefundEvent,
  type RefundResult,
  type SessionCheck,
  type SubscriptionEvent,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another address for Stripe's API: the tests' fake Stripe (test/support/fake-stripe.ts). */
  apiBase?: string;
}

/** The SDK's host, port and protocol options for an API address other than Stripe's own. */
function apiAddress(apiBase: string | undefined) {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port,
    protocol: url.protocol === 'http:' ? ('http' as const) : ('https' as const),
  };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

/** A subscription's checkout that took nothing because its first charge falls later (`billing_cycle_anchor`). */
const firstChargeLater = (session: Stripe.Checkout.Session) =>
  session.mode === 'subscription' && session.payment_status === 'no_payment_required';

function sessionState(session: Stripe.Checkout.Session): SessionCheck['state'] {
  if (session.payment_status === 'paid' || firstChargeLater(session)) return 'paid';
  return session.status === 'expired' ? 'expired' : 'open';
}

function outcomeOf(event: Stripe.Event): ProviderEvent['outcome'] {
  switch (event.type) {
    case 'checkout.session.completed':
      // A bank payment that settles later completes the session unpaid; its async_payment_succeeded pays it.
      return event.data.object.payment_status === 'paid' || firstChargeLater(event.data.object) ? 'paid' : 'other';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.expired':
      return 'expired';
    case 'invoice.paid':
      return 'invoice_paid';
    case 'customer.subscription.deleted':
      return 'subscription_ended';
    default:
      return 'other';
  }
}

const ours = (metadata: Stripe.Metadata | null | undefined, providerSubscriptionId: string) =>
  metadata?.purpose && metadata.reference
    ? { purpose: metadata.purpose, reference: metadata.reference, providerSubscriptionId }
    : undefined;

/**
 * A subscription's month paid (its invoice carries the subscription's metadata as it was when the invoice was
 * made) or its end; undefined for any other event, or a subscription this site did not start.
 */
function subscriptionEventOf(event: Stripe.Event): SubscriptionEvent | undefined {
  if (event.type === 'customer.subscription.deleted') return ours(event.data.object.metadata, event.data.object.id);
  if (event.type !== 'invoice.paid') return undefined;
  const invoice = event.data.object;
  const details = invoice.parent?.subscription_details;
  const found = details ? ours(details.metadata, idOf(details.subscription)!) : undefined;
  return found && { ...found, invoice: { providerInvoiceId: invoice.id!, amountPence: invoice.amount_paid } };
}

const refundState = (status: string | null): RefundResult['state'] => {
  if (status === 'succeeded') return 'succeeded';
  return status === 'failed' || status === 'canceled' ? 'failed' : 'pending';
};

/** The metadata key under which a refund this site asks for carries its idempotency key, so its webhook finds it. */
const REFUND_KEY = 'refund_key';

/** A refund's own events: made (here or in Stripe's dashboard), then settled or failed. */
function refundEventOf(event: Stripe.Event): RefundEvent | undefined {
  if (event.type !== 'refund.created' && event.type !== 'refund.updated' && event.type !== 'refund.failed')
    return undefined;
  const refund = event.data.object;
  const providerPaymentId = idOf(refund.payment_intent);
  if (!providerPaymentId) return undefined;
  return {
    providerRefundId: refund.id,
    providerPaymentId,
    amountPence: refund.amount,
    state: refundState(refund.status),
    idempotencyKey: refund.metadata?.[REFUND_KEY] || undefined,
  };
}

/**
 * The first charge on a later day (decision 161): the billing cycle anchored at midday on it (the island's day,
 * summer or winter), and no charge for the days before it.
 */
const firstCharge = (day: string | undefined) =>
  day ? { billing_cycle_anchor: Date.parse(`${day}T12:00:00Z`) / 1000, proration_behavior: 'none' as const } : {};

/** Stripe Checkout: the buyer pays on Stripe's page, so no card data touches this server (decision 124). */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...apiAddress(settings.apiBase),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  /** A subscription's charge is kept by its invoice (`in_…`): what is refunded is the payment intent that paid it. */
  async function paymentIntentOf(providerPaymentId: string) {
    if (!providerPaymentId.startsWith('in_')) return providerPaymentId;
    const { data } = await stripe.invoicePayments.list({ invoice: providerPaymentId, status: 'paid', limit: 1 });
    const intent = idOf(data[0]?.payment.payment_intent);
    if (!intent) throw new Error(`no payment intent paid invoice ${providerPaymentId}`);
    return intent;
  }
  return {
    name: 'stripe',
    async startCheckout(request) {
      const metadata = { purpose: request.purpose, reference: request.reference };
      const recurring = request.every ? { recurring: { interval: request.every } } : {};
      const session = await stripe.checkout.sessions.create(
        {
          // A subscription's metadata reaches each invoice, so each month or year paid finds its purpose.
          ...(request.every
            ? { mode: 'subscription', subscription_data: { metadata, ...firstCharge(request.firstChargeOn) } }
            : { mode: 'payment', payment_intent_data: { metadata } }),
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: 'gbp',
              unit_amount: line.amountPence,
              product_data: { name: line.description },
              ...recurring,
            },
          })),
          customer_email: request.customerEmail,
          client_reference_id: request.reference,
          metadata,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no payment page`);
      return { providerSessionId: session.id, url: session.url };
    },
    async checkSession(providerSessionId) {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId);
      return {
        state: sessionState(session),
        amountPence: session.amount_total ?? 0,
        reference: session.client_reference_id ?? '',
        providerPaymentId: idOf(session.payment_intent),
        providerSubscriptionId: idOf(session.subscription),
        firstChargeLater: firstChargeLater(session) || undefined,
      };
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        {
          payment_intent: await paymentIntentOf(request.providerPaymentId),
          amount: request.amountPence,
          metadata: { [REFUND_KEY]: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { providerRefundId: refund.id, state: refundState(refund.status) };
    },
    async changeSubscription(change) {
      const subscription = await stripe.subscriptions.retrieve(change.providerSubscriptionId);
      const item = subscription.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscription.id} has no item to change`);
      await stripe.subscriptions.update(
        subscription.id,
        {
          items: [
            {
              id: item.id,
              price_data: {
                currency: 'gbp',
                product: idOf(item.price.product)!,
                unit_amount: change.amountPence,
                recurring: { interval: 'month' },
              },
            },
          ],
          // The new amount is charged from the next month; the month paid stays as it was.
          proration_behavior: 'none',
        },
        { idempotencyKey: change.idempotencyKey },
      );
    },
    async cancelSubscription(cancel) {
      await stripe.subscriptions.cancel(cancel.providerSubscriptionId, {}, { idempotencyKey: cancel.idempotencyKey });
    },
    readWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', settings.webhookSecret);
      } catch {
        throw new BadSignature('the webhook signature does not match');
      }
      const object = event.data.object as {
        object?: string;
        id?: string;
        payment_intent?: string | { id: string };
        subscription?: string | { id: string } | null;
      };
      const isSession = object.object === 'checkout.session';
      return {
        id: event.id,
        type: event.type,
        outcome: outcomeOf(event),
        providerSessionId: isSession ? object.id : undefined,
        providerPaymentId: isSession ? idOf(object.payment_intent) : undefined,
        providerSubscriptionId: isSession ? idOf(object.subscription) : undefined,
        firstChargeLater: (isSession && firstChargeLater(object as Stripe.Checkout.Session)) || undefined,
        subscription: subscriptionEventOf(event),
        refund: refundEventOf(event),
      };
    },
  };
}
