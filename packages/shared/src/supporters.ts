import { z } from 'zod';
import { accepted, noContent, ok } from './answer-shapes.ts';
import { limits } from './limits.ts';
import { consentPurposes, consentWays, supporterWords as w } from './supporter-words.ts';
import { emailField } from './validation.ts';

/** The supporter record's calls (supporter-routes.ts): schemas of requests and answers. */

/** How long a supporter's own link works (decision 149). */
export const supporterRules = { linkHours: 24 } as const;

const optionalText = (max: number) => z.string().trim().max(max, w.nameTooLong).default('');

export const supporterDetails = z.object({
  name: optionalText(limits.nameMax),
  house: optionalText(limits.nameMax),
  postcode: optionalText(20),
});

export const supporterParams = z.object({ id: z.uuid({ error: w.unknownSupporter }) });

export const supporterSearchRequest = z.object({
  q: z.string().trim().min(2, w.searchTooShort).max(200, w.searchTooShort),
});

/** The confirmation an admin types: the other (or this) supporter's name, or their first e-mail when unnamed. */
const confirmField = z.string().trim().max(limits.nameMax).default('');
export const mergeRequest = z.object({ otherId: z.uuid({ error: w.unknownSupporter }), confirm: confirmField });
export const eraseRequest = z.object({ confirm: confirmField });

const tokenField = z.string().trim().min(1, w.linkExpired).max(100, w.linkExpired);
export const ownRequest = z.object({ token: tokenField });
export const ownUpdateRequest = supporterDetails.extend({
  token: tokenField,
  consents: z.partialRecord(z.enum(consentPurposes), z.boolean()).default({}),
});

/** A consent an admin records for a supporter (by phone, on paper): for what, given or withdrawn, how and when. */
export const adminConsentRequest = z.object({
  purpose: z.enum(consentPurposes),
  given: z.boolean(),
  way: z.enum(consentWays),
  at: z.iso
    .datetime({ offset: true, error: w.consentAtMissing })
    .refine((at) => new Date(at).getTime() <= Date.now(), w.consentAtFuture),
});
export type AdminConsent = z.infer<typeof adminConsentRequest>;

export const supporterSummary = z.object({ id: z.string(), name: z.string(), emails: z.array(z.string()) });
export type SupporterSummary = z.infer<typeof supporterSummary>;

const consentRecord = z.object({
  purpose: z.enum(consentPurposes),
  given: z.boolean(),
  how: z.string(),
  at: z.string(),
});

const timelineEntry = z.object({
  at: z.string(),
  kind: z.string(),
  summary: z.string(),
  amountPence: z.number().int().optional(),
});

export const supporterPage = supporterSummary.extend({
  house: z.string(),
  postcode: z.string(),
  /** The latest record of each purpose; a purpose never asked about is absent. */
  consents: z.array(consentRecord),
  /** Every consent given or withdrawn, newest first. */
  consentHistory: z.array(consentRecord),
  /** Newest first, from every domain that holds something of theirs. */
  timeline: z.array(timelineEntry),
});
export type SupporterPage = z.infer<typeof supporterPage>;

/** A person's data as they may download it: the record, and each domain's rows under its name. */
export const supporterExport = z.object({
  supporter: supporterPage.omit({ timeline: true }),
  sources: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export const supporterSchemas = {
  searchSupporters: { body: supporterSearchRequest },
  adminSupporter: { params: supporterParams },
  updateSupporter: { params: supporterParams, body: supporterDetails },
  mergeSupporters: { params: supporterParams, body: mergeRequest },
  exportSupporter: { params: supporterParams },
  eraseSupporter: { params: supporterParams, body: eraseRequest },
  recordSupporterConsent: { params: supporterParams, body: adminConsentRequest },
  requestSupporterLink: { body: z.object({ email: emailField }) },
  ownSupporter: { body: ownRequest },
  updateOwnSupporter: { body: ownUpdateRequest },
  exportOwnSupporter: { body: ownRequest },
};

export const supporterResponses = {
  searchSupporters: { answer: ok(z.object({ supporters: z.array(supporterSummary) })) },
  adminSupporter: { answer: ok(supporterPage), refusals: [404 as const] },
  updateSupporter: { answer: ok(supporterPage), refusals: [404 as const] },
  mergeSupporters: { answer: ok(supporterPage), refusals: [404 as const] },
  exportSupporter: { answer: ok(supporterExport), refusals: [404 as const] },
  eraseSupporter: { answer: noContent, refusals: [404 as const] },
  recordSupporterConsent: { answer: ok(supporterPage), refusals: [404 as const] },
  requestSupporterLink: { answer: accepted(z.object({ sent: z.literal(true) })), refusals: [429 as const] },
  ownSupporter: { answer: ok(supporterPage), refusals: [404 as const, 429 as const] },
  updateOwnSupporter: { answer: ok(supporterPage), refusals: [404 as const, 429 as const] },
  exportOwnSupporter: { answer: ok(supporterExport), refusals: [404 as const, 429 as const] },
};
