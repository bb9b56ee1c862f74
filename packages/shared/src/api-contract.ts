import type { z } from 'zod';
import { type Responses, responses } from './api-responses.ts';
import { type ApiName, type ApiRoute, apiRoutes } from './api-routes.ts';
import { newsletterFailureSchemas } from './newsletter-failures.ts';
import { rosterSchemas } from './roster.ts';
import * as s from './schemas.ts';
import * as f from './second-factor.ts';
import * as c from './site-content.ts';
import * as t from './timetable.ts';

interface Schemas {
  params?: z.ZodObject;
  body?: z.ZodType;
}

export type ApiCall = ApiRoute & Schemas & Responses & { name: ApiName };

/** The request schemas of each call; the server validates with them and the forms share them. */
const schemas = {
  login: { body: s.loginRequest },
  register: { body: s.registerRequest },
  resetPassword: { body: s.resetPasswordRequest },
  submitEmail: { body: s.subscribeRequest },
  removeEmail: { params: s.idParams },
  sendContactMessage: { body: s.contactRequest },
  sendNewsletter: { body: s.newsletterRequest },
  getEvent: { params: s.titleParams },
  getEventPage: { params: s.slugParams },
  editEvent: { params: s.titleParams, body: s.editEventRequest },
  deleteEvent: { params: s.titleParams },
  forgotPassword: { body: s.forgotPasswordRequest },
  setPassword: { body: s.setPasswordRequest },
  changeRole: { params: s.accountParams, body: s.changeRoleRequest },
  resendInvitation: { params: s.accountParams },
  removeAccount: { params: s.accountParams },
  confirmSubscription: { body: s.confirmSubscriptionRequest },
  oneClickUnsubscribe: { params: s.idParams },
  saveNewsletterSettings: { body: s.newsletterSettings },
  previewNewsletter: { body: s.newsletterRequest },
  testNewsletter: { body: s.newsletterRequest },
  newsletterStatus: { params: s.idParams },
  removeSubscriber: { params: s.idParams },
  markContactMessage: { params: s.contactMessageParams, body: s.markContactMessageRequest },
  replyToContactMessage: { params: s.contactMessageParams, body: s.contactReplyRequest },
  downloadFile: { params: s.fileIdParams },
  editFile: { params: s.fileIdParams, body: s.editFileRequest },
  deleteFile: { params: s.fileIdParams },
  addPattern: { body: t.patternRequest },
  editPattern: { params: t.timetableIdParams, body: t.patternRequest },
  deletePattern: { params: t.timetableIdParams },
  addRule: { body: t.ruleRequest },
  deleteRule: { params: t.timetableIdParams },
  addExtraDay: { body: t.extraDayRequest },
  deleteExtraDay: { params: t.dateParams },
  addBankHoliday: { body: t.bankHolidayRequest },
  deleteBankHoliday: { params: t.dateParams },
  changeDay: { params: t.dateParams, body: t.dayChangeRequest },
  undoDayChange: { params: t.dateParams },
  sitePage: { params: c.sitePageParams },
  sitePageDraft: { params: c.sitePageParams },
  siteItem: { params: c.siteKeyParams },
  saveSiteDraft: { params: c.siteKeyParams, body: c.siteDraftRequest },
  publishSiteItem: { params: c.siteKeyParams },
  siteRevisions: { params: c.siteKeyParams },
  siteRevisionDiff: { params: c.siteRevisionParams },
  restoreSiteRevision: { params: c.siteRevisionParams },
  previewMarkdown: { body: c.siteMarkdownPreviewRequest },
  ...rosterSchemas,
  ...newsletterFailureSchemas,
  verifyTotp: { body: f.totpCodeRequest },
  verifyRecoveryCode: { body: f.recoveryCodeRequest },
  verifyPasskey: { body: f.passkeyVerifyRequest },
  confirmTotpSetup: { body: f.totpCodeRequest },
  addPasskey: { body: f.addPasskeyRequest },
  removePasskey: { params: f.passkeyParams },
  endSession: { params: f.sessionParams },
  resetSecondFactor: { params: s.accountParams },
  saveSecuritySettings: { body: f.securitySettings },
} satisfies { [K in ApiName]?: Schemas };

type Contract = {
  [K in ApiName]: (typeof apiRoutes)[K] &
    (K extends keyof typeof schemas ? (typeof schemas)[K] : unknown) &
    (typeof responses)[K] & { name: K };
};

/** What a call's JSON body may hold, as its request schema reads it: what a form or client sends. */
export type RequestOf<K extends ApiName> = K extends keyof typeof schemas
  ? (typeof schemas)[K] extends { body: infer B extends z.ZodType }
    ? z.input<B>
    : never
  : never;

/** Every API call with its schemas: what the server registers its routes from. */
export const api = Object.fromEntries(
  Object.entries(apiRoutes).map(([name, route]) => [
    name,
    { ...route, ...(schemas as Record<string, Schemas>)[name], ...responses[name as ApiName], name },
  ]),
) as unknown as Contract;

/** Every refusal a call can give: those its declaration implies, and those it declares. */
export function refusalsOf(call: ApiCall): number[] {
  const takesBody = !!call.body || !!call.multipart;
  const changes = call.method !== 'GET';
  const implied = [
    (takesBody || call.params) && 400,
    call.access !== 'public' && 401,
    (call.access === 'admin' || (changes && call.csrf !== false)) && 403,
    takesBody && 413,
    takesBody && 415,
  ];
  const all = new Set([
    ...implied.filter((c): c is number => c !== false && c !== undefined),
    ...(call.refusals ?? []),
  ]);
  return [...all].sort();
}
