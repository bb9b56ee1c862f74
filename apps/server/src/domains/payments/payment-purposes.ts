import type { Tx } from '../../db/database.ts';

/** A payment as the domain it is for sees it once it is paid. */
export interface PaidPayment {
  id: string;
  amountPence: number;
  /** A monthly checkout's subscription. */
  providerSubscriptionId?: string;
  /** The subscription's first charge falls later (`firstChargeOn`): its checkout took nothing. */
  firstChargeLater?: boolean;
}

/** One month of a subscription paid, as the domain it is for sees it. */
export interface PaidInvoice {
  providerInvoiceId: string;
  providerSubscriptionId: string;
  amountPence: number;
}

/**
 * What a subscription's charge paid for, in another purpose's terms (a monthly gift's month is a gift): the charge
 * is then kept as a payment of that purpose, paid, so that it can be refunded as a one-off payment is.
 */
export interface ChargePaidFor {
  purpose: string;
  reference: string;
}

/** A refund as the domain the payment was for sees it. */
export interface RefundedPayment {
  paymentId: string;
  /** This refund's amount, and every refund of the payment so far, in pence. */
  amountPence: number;
  refundedPence: number;
  /** Whether the whole payment is now refunded. */
  whole: boolean;
}

/**
 * What a domain that takes money does when one of its payments is confirmed, expires unpaid or is refunded.
 * Each is called once per change, inside the transaction that records it: a handler that throws undoes the
 * change, and a webhook is then answered 500 so that the provider delivers it again. Handlers query through `tx`
 * only: on the embedded database a query through another handle waits for this transaction, which never ends.
 */
export interface PaymentPurpose {
  /** Stored with each payment ('booking', 'donation'). */
  purpose: string;
  onPaid(reference: string, payment: PaidPayment, tx: Tx): Promise<void>;
  onExpired(reference: string, tx: Tx): Promise<void>;
  onRefunded(reference: string, refund: RefundedPayment, tx: Tx): Promise<void>;
  /** A purpose paid monthly: each month paid (once per invoice), and the subscription's end, whoever ended it. */
  onInvoicePaid?(reference: string, invoice: PaidInvoice, tx: Tx): Promise<ChargePaidFor | void>;
  onSubscriptionEnded?(reference: string, providerSubscriptionId: string, tx: Tx): Promise<void>;
}

/**
 * Declared by the domain the payments are for and handed to the payments plugin at start (app.ts), as mail
 * jobs are handed to the queue: the payments domain imports no other.
 */
export const definePaymentPurpose = (purpose: PaymentPurpose) => purpose;
