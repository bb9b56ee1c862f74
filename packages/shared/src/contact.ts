import { z } from 'zod';
import { created, ok } from './answer-shapes.ts';
import { limits } from './limits.ts';
import { validationMessages as m } from './messages.ts';
import { messageResponse } from './schemas.ts';
import { emailField, longMessageField, nameField, requiredText } from './validation.ts';

/** The contact form's message and the admins' inbox: what the form, the server and the inbox screen share. */

export const contactRequest = z.object({
  name: nameField,
  email: emailField,
  subject: requiredText(limits.subjectMax, m.subjectRequired),
  message: longMessageField,
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequest>;

export const contactReply = z.object({
  body: z.string(),
  sentAt: z.string(),
  /** The admin who sent it, or null once that account is removed. */
  sentBy: z.string().nullable(),
});

export const contactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  mailedAt: z.string().nullable(),
  /** When an admin marked it handled (or answered it); null while it is open. */
  handledAt: z.string().nullable(),
  replies: z.array(contactReply),
});
export type ContactMessage = z.infer<typeof contactMessage>;

export const contactMessageParams = z.object({ id: z.uuid({ error: 'Unknown message.' }) });
/** `?handled=true` or `?handled=false` picks handled or open messages; without it, all. */
export const contactMessagesQuery = z.object({
  handled: z.enum(['true', 'false'], { error: 'Use handled=true or handled=false.' }).optional(),
});
export const markContactMessageRequest = z.object({ handled: z.boolean() });
export const contactReplyRequest = z.object({ reply: requiredText(limits.messageMax, m.replyRequired) });
export type ContactReplyRequest = z.input<typeof contactReplyRequest>;

/** The contact calls' request schemas (spread into the contract's). */
export const contactSchemas = {
  sendContactMessage: { body: contactRequest },
  contactMessages: { query: contactMessagesQuery },
  markContactMessage: { params: contactMessageParams, body: markContactMessageRequest },
  replyToContactMessage: { params: contactMessageParams, body: contactReplyRequest },
};

/** The contact calls' answers (spread into the contract's). */
export const contactResponses = {
  sendContactMessage: { answer: created(messageResponse), refusals: [429 as const] },
  contactMessages: { answer: ok(z.array(contactMessage)) },
  markContactMessage: { answer: ok(messageResponse), refusals: [404 as const] },
  replyToContactMessage: { answer: created(messageResponse), refusals: [404 as const] },
};
