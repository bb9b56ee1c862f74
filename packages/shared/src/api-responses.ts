import { z } from 'zod';
import { accepted, created, idAnswer, noContent, ok } from './answer-shapes.ts';
import type { ApiName, apiRoutes } from './api-routes.ts';
import type { ApiRoute } from './route-declaration.ts';
import { contactResponses } from './contact.ts';
import { limits } from './limits.ts';
import { newsletterFailureResponses } from './newsletter-failures.ts';
import { rosterResponses } from './roster.ts';
import { subscriberResponses } from './subscriber.ts';
import * as f from './second-factor.ts';
import * as s from './schemas.ts';
import * as c from './site-content.ts';
import * as l from './site-lists.ts';
import * as t from './timetable.ts';

/** What a call answers when it succeeds: a JSON body, a body of another media type, or nothing (204). */
export interface Answer {
  status: 200 | 201 | 202 | 204;
  body?: z.ZodType;
  /** The media type of a body that is not JSON (text, CSV, a stored file). */
  media?: string;
}

/**
 * Refusals beyond those the call's declaration implies (400 for bad input, 401 and 403 for access, the
 * cross-site check and 413/415 for a body are added by the contract itself).
 */
export type Refusal = 401 | 404 | 409 | 428 | 429 | 503;

export interface Responses {
  answer: Answer;
  refusals?: Refusal[];
  /** The fields of a multipart upload, for the API document only: the route reads them part by part. */
  form?: z.ZodObject;
}

const text = <B extends z.ZodType = z.ZodString>(media: string, body?: B) => ({
  status: 200 as const,
  body: body ?? z.string(),
  media,
});
const message = ok(s.messageResponse);
const dateAnswer = z.object({ date: z.string() });

const file = (maxBytes: number, description: string) =>
  z
    .string()
    .max(maxBytes)
    .meta({ format: 'binary', description: `${description}, at most ${maxBytes / 1024 / 1024} MB` });
const image = file(limits.imageMaxBytes, 'A JPEG, PNG, WebP, AVIF, GIF or TIFF image').meta({
  'x-max-pixels': limits.imageMaxPixels,
});

/** Every call's answers: the server serialises with them, the API document shows them, the web app infers from them. */
export const responses = {
  login: { answer: ok(s.loginResponse), refusals: [401, 429] },
  logout: { answer: noContent },
  role: { answer: text('text/plain', s.roleSchema) },
  profile: { answer: ok(s.profileResponse) },
  register: { answer: created(s.messageResponse), refusals: [409, 429] },
  resetPassword: { answer: message, refusals: [401, 429] },
  submitEmail: { answer: message, refusals: [429] },
  removeEmail: { answer: noContent, refusals: [404] },
  sendNewsletter: { answer: accepted(s.queuedNewsletter), refusals: [409] },
  uploadImage: { answer: ok(s.imageNameResponse), form: z.object({ image }) },
  posterLocation: { answer: text('text/plain'), refusals: [404] },
  addPoster: { answer: ok(s.posterUploaded), form: z.object({ poster: image }) },
  getAllEvents: { answer: ok(z.array(s.eventSchema)) },
  getEvent: { answer: ok(s.eventSchema), refusals: [404] },
  getEventPage: { answer: ok(s.eventSchema), refusals: [404] },
  addEvent: {
    answer: created(s.eventSchema),
    refusals: [409],
    form: s.addEventFields.extend({ image, gallery: z.array(image).max(limits.galleryMax).optional() }),
  },
  editEvent: { answer: ok(s.eventSchema), refusals: [404, 409] },
  deleteEvent: { answer: noContent, refusals: [404] },
  addDocs: {
    answer: message,
    form: z.object({
      documents: z
        .array(file(limits.documentMaxBytes, 'A PDF, an office document, an image or plain text'))
        .min(1)
        .max(limits.documentsMax),
    }),
  },
  files: { answer: ok(z.array(s.fileEntry)) },
  forgotPassword: { answer: message, refusals: [429] },
  setPassword: { answer: message },
  listAccounts: { answer: ok(z.array(s.accountSchema)) },
  changeRole: { answer: message, refusals: [404, 409] },
  resendInvitation: { answer: message, refusals: [404, 409, 429] },
  removeAccount: { answer: message, refusals: [404, 409] },
  confirmSubscription: { answer: message, refusals: [404] },
  oneClickUnsubscribe: { answer: message, refusals: [404] },
  newsletterSettings: { answer: ok(s.newsletterSettings) },
  saveNewsletterSettings: { answer: ok(s.newsletterSettings) },
  previewNewsletter: { answer: ok(s.mailPreview) },
  testNewsletter: { answer: message, refusals: [503] },
  newsletters: { answer: ok(z.array(s.newsletterProgress)) },
  newsletterStatus: { answer: ok(s.newsletterProgress), refusals: [404] },
  subscribers: { answer: ok(s.subscriberList) },
  subscribersCsv: { answer: text('text/csv') },
  removeSubscriber: { answer: noContent, refusals: [404] },
  auditLog: { answer: ok(s.auditPage) },
  downloadFile: { answer: text('application/octet-stream', z.string().meta({ format: 'binary' })), refusals: [404] },
  editFile: { answer: message, refusals: [404] },
  deleteFile: { answer: noContent, refusals: [404] },
  timetable: { answer: ok(z.array(t.runningDaySchema)) },
  timetableSummary: { answer: ok(t.timetableSummarySchema) },
  adminTimetable: { answer: ok(t.adminTimetableSchema) },
  addPattern: { answer: created(idAnswer), refusals: [409] },
  editPattern: { answer: ok(idAnswer), refusals: [404, 409] },
  deletePattern: { answer: noContent, refusals: [404, 409] },
  addRule: { answer: created(idAnswer) },
  deleteRule: { answer: noContent, refusals: [404] },
  addExtraDay: { answer: created(dateAnswer) },
  deleteExtraDay: { answer: noContent, refusals: [404] },
  addBankHoliday: { answer: created(dateAnswer) },
  deleteBankHoliday: { answer: noContent, refusals: [404] },
  changeDay: { answer: ok(dateAnswer), refusals: [404] },
  undoDayChange: { answer: noContent, refusals: [404] },
  sitePage: { answer: ok(c.renderedPage), refusals: [404] },
  siteSettings: { answer: ok(c.siteSettingsDocument), refusals: [404] },
  siteBooks: { answer: ok(c.siteBooksDocument), refusals: [404] },
  siteSponsors: { answer: ok(c.siteSponsorsDocument), refusals: [404] },
  uploadSiteImage: { answer: ok(c.siteImageUploaded), form: z.object({ image }) },
  sitePageDraft: { answer: ok(c.renderedPage), refusals: [404] },
  siteItem: { answer: ok(c.siteContentItem), refusals: [404] },
  saveSiteDraft: { answer: ok(c.siteContentItem), refusals: [404, 409, 428] },
  publishSiteItem: { answer: ok(c.siteContentItem), refusals: [404, 409, 428] },
  siteRevisions: { answer: ok(z.array(c.siteRevision)), refusals: [404] },
  siteRevisionDiff: { answer: ok(z.array(c.diffLine)), refusals: [404] },
  restoreSiteRevision: { answer: ok(c.siteContentItem), refusals: [404, 409, 428] },
  previewMarkdown: { answer: ok(c.renderedMarkdown) },
  siteLinks: { answer: ok(l.siteLinksDocument), refusals: [404] },
  siteTrains: { answer: ok(l.siteTrainsDocument), refusals: [404] },
  siteHome: { answer: ok(l.siteHomeDocument), refusals: [404] },
  siteItemsOfInterest: { answer: ok(l.siteItemsOfInterestDocument), refusals: [404] },
  ...contactResponses,
  ...rosterResponses,
  ...subscriberResponses,
  ...newsletterFailureResponses,
  secondFactorStatus: { answer: ok(f.secondFactorStatus) },
  verifyTotp: { answer: noContent, refusals: [409, 429] },
  verifyRecoveryCode: { answer: noContent, refusals: [409, 429] },
  passkeySignInOptions: { answer: ok(f.webAuthnOptionsResponse), refusals: [409] },
  verifyPasskey: { answer: noContent, refusals: [409, 429] },
  startTotpSetup: { answer: ok(f.totpSetupResponse) },
  confirmTotpSetup: { answer: ok(f.factorAddedResponse), refusals: [409, 429] },
  removeTotp: { answer: noContent, refusals: [404, 409] },
  passkeyRegistrationOptions: { answer: ok(f.webAuthnOptionsResponse) },
  addPasskey: { answer: ok(f.factorAddedResponse), refusals: [409] },
  removePasskey: { answer: noContent, refusals: [404, 409] },
  newRecoveryCodes: { answer: ok(f.recoveryCodesResponse), refusals: [409] },
  confirmIdentity: { answer: noContent, refusals: [429] },
  confirmIdentityPasskeyOptions: { answer: ok(f.webAuthnOptionsResponse), refusals: [409] },
  listSessions: { answer: ok(z.array(f.deviceSchema)) },
  endSession: { answer: noContent, refusals: [404] },
  endOtherSessions: { answer: noContent },
  resetSecondFactor: { answer: ok(s.messageResponse), refusals: [404, 409] },
  securitySettings: { answer: ok(f.securitySettings) },
  saveSecuritySettings: { answer: ok(s.messageResponse) },
} satisfies Record<ApiName, Responses>;

type BodyOf<K extends ApiName> = (typeof responses)[K]['answer'] extends { body: infer B extends z.ZodType }
  ? B
  : undefined;

/** What a call's handler may return: the answer's body before serialisation. */
export type AnswerInput<K extends ApiName> = BodyOf<K> extends z.ZodType ? z.input<BodyOf<K>> : undefined;

/** What the client receives from a call: undefined for 204. */
export type AnswerOf<K extends ApiName> = BodyOf<K> extends z.ZodType ? z.output<BodyOf<K>> : undefined;

/** The name of the call a route object belongs to, found by its method and path. */
export type NameOf<C extends Pick<ApiRoute, 'method' | 'path'>> = {
  [K in ApiName]: (typeof apiRoutes)[K] extends { method: C['method']; path: C['path'] } ? K : never;
}[ApiName];
