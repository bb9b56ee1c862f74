import { z } from 'zod';
import { created, ok } from './answer-shapes.ts';
import { paymentWords } from './payment-words.ts';

/** Paying online: what the return page, the admins' payment screen and the server share (payment-routes.ts). */

export const paymentStates = ['starting', 'open', 'paid', 'expired', 'partly_refunded', 'refunded'] as const;

export const paymentSettings = z.object({
  /** Whether the server has a provider's keys: without them online payment cannot be offered. */
  providerConfigured: z.boolean(),
  /** Whether visitors are offered online payment beside paying at the station. */
  onlinePayment: z.boolean(),
});
export type PaymentSettings = z.infer<typeof paymentSettings>;

export const savePaymentSettingsRequest = z.object({ onlinePayment: z.boolean() });

export const checkPaymentRequest = z.object({
  sessionId: z.string().trim().min(1, 'Please give the checkout’s id.').max(255),
});
export const checkPaymentAnswer = z.object({
  state: z.enum(paymentStates),
  purpose: z.string(),
  reference: z.string(),
  /** A subscription paid with nothing taken today (decision 161): the day of its first charge. */
  firstChargeOn: z.string().optional(),
});

export const paymentParams = z.object({ id: z.uuid({ error: paymentWords.unknownPayment }) });
export const refundRequest = z.object({
  amountPence: z.number().int('Please give the amount in whole pence.').min(1, 'Please give an amount.'),
  /** Made once by the screen for this refund: the same key sent again refunds nothing more. */
  idempotencyKey: z.uuid({ error: 'Please send the refund’s key.' }),
});
export const refundAnswer = z.object({
  id: z.string(),
  amountPence: z.number().int(),
  state: z.enum(['asked', 'pending', 'succeeded', 'failed']),
  /** Every refund of the payment so far, this one included when it went through. */
  refundedPence: z.number().int(),
});

/** The payment calls' request schemas (spread into the contract's). */
export const paymentSchemas = {
  checkPayment: { body: checkPaymentRequest },
  savePaymentSettings: { body: savePaymentSettingsRequest },
  refundPayment: { params: paymentParams, body: refundRequest },
};

/** The payment calls' answers (spread into the contract's). */
export const paymentResponses = {
  stripeWebhook: {
    answer: ok(z.object({ received: z.literal(true) })),
    refusals: [400 as const, 404 as const, 429 as const],
  },
  checkPayment: { answer: ok(checkPaymentAnswer), refusals: [404 as const, 429 as const] },
  paymentSettings: { answer: ok(paymentSettings) },
  savePaymentSettings: { answer: ok(paymentSettings), refusals: [409 as const] },
  refundPayment: { answer: created(refundAnswer), refusals: [404 as const, 409 as const] },
};
