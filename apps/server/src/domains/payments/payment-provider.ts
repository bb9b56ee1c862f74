/**
 * What the payments domain needs of a payment provider, and nothing more: Stripe is one (stripe-provider.ts);
 * another is added beside it without touching the domains that take money (decision 126).
 */

export interface CheckoutLine {
  description: string;
  /** The price of one, in integer pence. */
  amountPence: number;
  quantity: number;
}

export interface CheckoutRequest {
  /** The domain the payment is for ('booking'), and its own reference for it (an order's). */
  purpose: string;
  reference: string;
  lines: CheckoutLine[];
  customerEmail?: string;
  /** Where the provider sends the buyer back; `{CHECKOUT_SESSION_ID}` in it is replaced by the session's id. */
  successUrl: string;
  cancelUrl: string;
  /** The same key gives the same session, however often the step is repeated. */
  idempotencyKey: string;
  /** After this the session can no longer be paid (Stripe: from 30 minutes to 24 hours ahead). */
  expiresAt: Date;
  /**
   * Paid every month or every year until it is stopped (a subscription), instead of once: its one line is the
   * amount each time.
   */
  every?: 'month' | 'year';
  /**
   * A subscription whose first charge falls on this day (YYYY-MM-DD), not at checkout: nothing is taken until then,
   * and every later charge falls on its anniversary.
   */
  firstChargeOn?: string;
}

export interface CheckoutSession {
  providerSessionId: string;
  /** The provider's payment page, where the buyer is sent: card details never reach this server. */
  url: string;
}

export interface SessionCheck {
  state: 'paid' | 'open' | 'expired';
  amountPence: number;
  reference: string;
  providerPaymentId?: string;
  /** A monthly checkout's subscription, once it is paid. */
  providerSubscriptionId?: string;
  /** A subscription's checkout completed with nothing taken: its first charge falls later (`firstChargeOn`). */
  firstChargeLater?: boolean;
}

export interface RefundRequest {
  providerPaymentId: string;
  amountPence: number;
  idempotencyKey: string;
}

export interface RefundResult {
  providerRefundId: string;
  state: 'pending' | 'succeeded' | 'failed';
}

/** A refund as the provider's webhook reports it, whoever made it: this site, or a treasurer in the provider's dashboard. */
export interface RefundEvent extends RefundResult {
  /** The payment refunded, as stored with the payment (Stripe: its payment intent). */
  providerPaymentId: string;
  amountPence: number;
  /** The idempotency key this site asked it with (RefundRequest's); none for a refund made elsewhere. */
  idempotencyKey?: string;
}

/** A webhook whose signature was verified, in the domain's terms. */
export interface ProviderEvent {
  /** The provider's id of the event: the same event delivered again has the same id. */
  id: string;
  /** The provider's name of the event, for the record. */
  type: string;
  /** What it means for a payment or a subscription; `other` for events the domain does not act on. */
  outcome: 'paid' | 'expired' | 'invoice_paid' | 'subscription_ended' | 'other';
  providerSessionId?: string;
  providerPaymentId?: string;
  /** A monthly checkout's subscription, when its session completes. */
  providerSubscriptionId?: string;
  /** Its session completed with nothing taken: the subscription's first charge falls later. */
  firstChargeLater?: boolean;
  /** A subscription's own event (a month paid, its end): the purpose and reference its checkout was started with. */
  subscription?: SubscriptionEvent;
  /** A refund made, or settled later (pending to succeeded or failed), wherever it was made. */
  refund?: RefundEvent;
}

export interface SubscriptionEvent {
  purpose: string;
  reference: string;
  providerSubscriptionId: string;
  /** A month paid: the provider's invoice, whose id makes its gift once, and what was paid. */
  invoice?: { providerInvoiceId: string; amountPence: number };
}

/** A monthly amount changed from the next month on; the same key gives the same change, however often asked. */
export interface SubscriptionChange {
  providerSubscriptionId: string;
  amountPence: number;
  idempotencyKey: string;
}

export interface SubscriptionCancel {
  providerSubscriptionId: string;
  idempotencyKey: string;
}

/** A webhook whose signature does not check out: answered 400, and nothing changes. */
export class BadSignature extends Error {}

export interface PaymentProvider {
  /** Its name, stored with each payment. */
  name: string;
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the provider itself, so a buyer's return confirms nothing the provider has not seen. */
  checkSession(providerSessionId: string): Promise<SessionCheck>;
  refund(request: RefundRequest): Promise<RefundResult>;
  changeSubscription(change: SubscriptionChange): Promise<void>;
  /** Stops a subscription at once: no further month is charged. */
  cancelSubscription(cancel: SubscriptionCancel): Promise<void>;
  /** Verifies the signature over the body exactly as it arrived; throws BadSignature when it fails. */
  readWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}
