import { z } from 'zod';
import { accepted, ok } from './answer-shapes.ts';

export const failedDelivery = z.object({
  /** The delivery's own id: what a retry names. */
  id: z.string(),
  email: z.string(),
  /** The subscriber it was for; null once the address has been removed from the list. */
  subscriberId: z.string().nullable(),
  attempts: z.number(),
  /** Why it failed, in plain words. */
  reason: z.string(),
  /** What the mail server answered, word for word, for whoever looks into it. */
  serverAnswer: z.string(),
});
export type FailedDelivery = z.infer<typeof failedDelivery>;

export const newsletterFailuresResponse = z.array(
  z.object({
    id: z.string(),
    title: z.string(),
    subject: z.string(),
    createdAt: z.string(),
    failures: z.array(failedDelivery),
  }),
);
export type NewsletterFailures = z.infer<typeof newsletterFailuresResponse>;

export const deliveryParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'Not a delivery.') });

export const newsletterFailureMessages = {
  retryQueued: (email: string) => `“${email}” is queued to be sent again.`,
  notFailed: 'That address is no longer waiting for a retry: it has been sent again or removed.',
} as const;

/** The calls' request schemas (spread into the contract's). */
export const newsletterFailureSchemas = { retryNewsletterDelivery: { params: deliveryParams } };

/** The calls' answers (spread into the contract's). */
export const newsletterFailureResponses = {
  newsletterFailures: { answer: ok(newsletterFailuresResponse) },
  retryNewsletterDelivery: {
    answer: accepted(z.object({ message: z.string() })),
    refusals: [404 as const, 409 as const],
  },
};
