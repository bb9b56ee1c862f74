import { z } from 'zod';
import { created, noContent, ok } from './answer-shapes.ts';
import { limits } from './limits.ts';
import { validationMessages as m } from './messages.ts';
import { imageField } from './upload-fields.ts';
import { maxChars, nameField, requiredText } from './validation.ts';

/** The railway's history: its events, each with a page, pictures and captions. */

/** Forms send line breaks as CRLF; the stored text keeps plain LF. */
const descriptionField = maxChars(limits.messageMax).transform((d) => d.replace(/\r\n?/g, '\n'));

export const eventSchema = z.object({
  name: z.string(),
  /** The event page's address, /history/<slug>: made from the first title and kept after. */
  slug: z.string(),
  description: z.string(),
  date: z.string(),
  image: z.string(),
  galleryImages: z.array(z.string()),
  galleryCaptions: z.array(z.string()),
  /** Added after the spec (issue 30): the main picture's words, and whether the date is a year alone. */
  imageAlt: z.string().optional(),
  yearOnly: z.boolean().optional(),
});
export type HistoryEvent = z.infer<typeof eventSchema>;

/** A year alone ("1877"), as an event's date may be. */
export const isYearAlone = (date: string) => /^\d{4}$/.test(date.trim());
/** When an event happened: a year alone stands for the 1st of January of it. */
export const eventDateOf = (date: string) => new Date(isYearAlone(date) ? `${date.trim()}-01-01T00:00:00Z` : date);
const eventDateField = z
  .string()
  .optional()
  .refine((d) => !d || !Number.isNaN(eventDateOf(d).getTime()), m.dateInvalid);
const imageAltField = maxChars(limits.captionMax).trim().optional();

export const editEventRequest = z.object({
  name: nameField,
  description: descriptionField,
  date: eventDateField,
  imageAlt: imageAltField,
  image: z.string().max(500).optional(),
  gallery: z.array(z.string().max(500)).max(limits.galleryMax).optional(),
  galleryCaptions: z.array(requiredText(limits.captionMax, m.captionRequired)).max(limits.galleryMax).optional(),
});

/** The text fields of the add-event form (multipart: files travel beside them). */
export const addEventFields = z.object({
  title: nameField,
  description: descriptionField.default(''),
  date: eventDateField,
  imageAlt: imageAltField,
  galleryCaptions: z.array(requiredText(limits.captionMax, m.captionRequired)).default([]),
});

export const titleParams = z.object({ title: z.string().min(1).max(limits.nameMax) });
export const slugParams = z.object({ slug: z.string().min(1).max(200) });

/** The history calls' request schemas (spread into the contract's). */
export const historyEventSchemas = {
  getEvent: { params: titleParams },
  getEventPage: { params: slugParams },
  editEvent: { params: titleParams, body: editEventRequest },
  deleteEvent: { params: titleParams },
};

/** The history calls' answers (spread into the contract's). */
export const historyEventResponses = {
  getAllEvents: { answer: ok(z.array(eventSchema)) },
  getEvent: { answer: ok(eventSchema), refusals: [404 as const] },
  getEventPage: { answer: ok(eventSchema), refusals: [404 as const] },
  addEvent: {
    answer: created(eventSchema),
    refusals: [409 as const],
    form: addEventFields.extend({
      image: imageField,
      gallery: z.array(imageField).max(limits.galleryMax).optional(),
    }),
  },
  editEvent: { answer: ok(eventSchema), refusals: [404 as const, 409 as const] },
  deleteEvent: { answer: noContent, refusals: [404 as const] },
};
