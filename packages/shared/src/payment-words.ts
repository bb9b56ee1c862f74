import { formatPence } from './timetable.ts';

// Paying online, in words: the server's answers, the audit log's lines and the admins' payment screen.

export const paymentWords = {
  notSetUp:
    'Online payment is not set up: the server needs Stripe’s secret key and webhook secret in its configuration (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). Until then visitors reserve now and pay at the station.',
  offered: 'Visitors may pay online, or reserve now and pay at the station.',
  notOffered: 'Visitors reserve now and pay at the station.',
  unknownPayment: 'That payment does not exist.',
  unknownCheckout: 'That checkout is not known here.',
  notRefundable: 'Only a paid online payment can be refunded.',
  refundTooLarge: (leftPence: number) => `That is more than is left to refund: at most ${formatPence(leftPence)}.`,
  refundKeyReused: 'That refund key was used for another refund. Please start the refund again.',
  badSignature: 'The webhook’s signature does not match.',
  tooManyChecks: 'Too many checks. Please wait a few minutes and try again.',
} as const;

/** How the audit log names each change of a payment, after who made it. */
export const paymentAuditWords = {
  provider: (name: string) => `${name} (signed webhook)`,
  buyerReturn: (name: string) => `${name} (asked on the buyer’s return)`,
  checkoutStarted: 'a buyer at checkout',
  started: 'started an online payment',
  paid: 'recorded an online payment as paid',
  expired: 'recorded an online payment as expired unpaid',
  // Refunds the provider's webhook reports: made in its own dashboard, or settled later (decision 167).
  refunded: 'recorded a refund of an online payment',
  refundFailed: 'recorded a refund of an online payment as failed',
} as const;
