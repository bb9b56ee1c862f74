import type { z } from 'zod';
import { type ApiName, type ApiRoute, apiRoutes } from './api-routes.ts';
import * as s from './schemas.ts';

interface Schemas {
  params?: z.ZodObject;
  body?: z.ZodType;
}

export type ApiCall = ApiRoute & Schemas;

/** The request schemas of each call; the server validates with them and the forms share them. */
const schemas = {
  login: { body: s.loginRequest },
  register: { body: s.registerRequest },
  resetPassword: { body: s.resetPasswordRequest },
  submitEmail: { body: s.subscribeRequest },
  removeEmail: { params: s.idParams },
  sendEmail: { body: s.contactRequest },
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
  downloadFile: { params: s.fileIdParams },
  editFile: { params: s.fileIdParams, body: s.editFileRequest },
  deleteFile: { params: s.fileIdParams },
  sitePage: { params: s.sitePageParams },
  sitePageDraft: { params: s.sitePageParams },
  siteItem: { params: s.siteKeyParams },
  saveSiteDraft: { params: s.siteKeyParams, body: s.siteDraftRequest },
  publishSiteItem: { params: s.siteKeyParams },
  siteRevisions: { params: s.siteKeyParams },
  siteRevisionDiff: { params: s.siteRevisionParams },
  restoreSiteRevision: { params: s.siteRevisionParams },
  previewMarkdown: { body: s.siteMarkdownPreviewRequest },
} satisfies { [K in ApiName]?: Schemas };

type Contract = {
  [K in ApiName]: (typeof apiRoutes)[K] & (K extends keyof typeof schemas ? (typeof schemas)[K] : unknown);
};

/** Every call of the spec's section 7 with its schemas: what the server registers its routes from. */
export const api = Object.fromEntries(
  Object.entries(apiRoutes).map(([name, route]) => [name, { ...route, ...(schemas as Record<string, Schemas>)[name] }]),
) as Contract;
