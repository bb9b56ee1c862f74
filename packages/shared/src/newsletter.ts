import { z } from 'zod';
import { accepted, noContent, ok, textAnswer } from './answer-shapes.ts';
import { composeId } from './compose-id.ts';
import { limits } from './limits.ts';
import { validationMessages as m } from './messages.ts';
import { messageResponse } from './schemas.ts';
import { imageField } from './upload-fields.ts';
import { emailField, longMessageField, requiredText } from './validation.ts';

/** `website` is a honeypot: hidden from people, filled in by bots; a filled one is answered but ignored. */
export const subscribeRequest = z.object({ email: emailField, website: z.string().max(500).optional() });

export const confirmSubscriptionRequest = z.object({ token: z.string().min(1).max(200) });

export const newsletterSettings = z.object({ doubleOptIn: z.boolean() });
export type NewsletterSettings = z.infer<typeof newsletterSettings>;

export const newsletterRequest = z.object({
  title: requiredText(limits.subjectMax, m.titleRequired),
  subject: requiredText(limits.subjectMax, m.subjectRequired),
  message: longMessageField,
  imageLink: z.string().max(500).optional(),
  /** The image's size in pixels, measured by the browser, so the mail can say width and height. */
  imageWidth: z.number().int().positive().max(10_000).optional(),
  imageHeight: z.number().int().positive().max(10_000).optional(),
});
export type NewsletterRequest = z.input<typeof newsletterRequest>;
/** A send carries its compose id (compose-id.ts); a preview or a test copy is not a send and needs none. */
export const sendNewsletterRequest = newsletterRequest.extend({ composeId });

export const idParams = z.object({ id: z.string().min(1).max(200) });

export const imageNameResponse = z.object({ imageName: z.string() });

/** A newsletter as it will be mailed. */
export const mailPreview = z.object({ html: z.string(), text: z.string() });
export const queuedNewsletter = z.object({ id: z.string(), total: z.int() });

export const newsletterProgress = z.object({
  id: z.string(),
  title: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  pending: z.number(),
});
export type NewsletterProgress = z.infer<typeof newsletterProgress>;

export const subscriberList = z.object({
  total: z.int(),
  active: z.int(),
  subscribers: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      status: z.string(),
      createdAt: z.string(),
      /** The consent record: the form's name and words (null for signups from before it was kept), and when the link was confirmed. */
      consentForm: z.string().nullable(),
      consentWording: z.string().nullable(),
      confirmedAt: z.string().nullable(),
    }),
  ),
});

/** The newsletter calls' request schemas (spread into the contract's). */
export const newsletterSchemas = {
  submitEmail: { body: subscribeRequest },
  removeEmail: { params: idParams },
  sendNewsletter: { body: sendNewsletterRequest },
  confirmSubscription: { body: confirmSubscriptionRequest },
  oneClickUnsubscribe: { params: idParams },
  saveNewsletterSettings: { body: newsletterSettings },
  previewNewsletter: { body: newsletterRequest },
  testNewsletter: { body: newsletterRequest },
  newsletterStatus: { params: idParams },
  removeSubscriber: { params: idParams },
};

/** The newsletter calls' answers (spread into the contract's). */
export const newsletterResponses = {
  submitEmail: { answer: ok(messageResponse), refusals: [429 as const] },
  removeEmail: { answer: noContent, refusals: [404 as const] },
  sendNewsletter: { answer: accepted(queuedNewsletter), refusals: [409 as const] },
  uploadImage: { answer: ok(imageNameResponse), form: z.object({ image: imageField }) },
  confirmSubscription: { answer: ok(messageResponse), refusals: [404 as const] },
  oneClickUnsubscribe: { answer: ok(messageResponse), refusals: [404 as const] },
  newsletterSettings: { answer: ok(newsletterSettings) },
  saveNewsletterSettings: { answer: ok(newsletterSettings) },
  previewNewsletter: { answer: ok(mailPreview) },
  testNewsletter: { answer: ok(messageResponse), refusals: [503 as const] },
  newsletters: { answer: ok(z.array(newsletterProgress)) },
  newsletterStatus: { answer: ok(newsletterProgress), refusals: [404 as const] },
  subscribers: { answer: ok(subscriberList) },
  subscribersCsv: { answer: textAnswer('text/csv') },
  removeSubscriber: { answer: noContent, refusals: [404 as const] },
};
