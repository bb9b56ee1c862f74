import { z } from 'zod';
import { composeId } from './compose-id.ts';
import { limits } from './limits.ts';
import { validationMessages as m } from './messages.ts';
import { roles } from './roles.ts';
import { secondFactorNext } from './second-factor.ts';
import {
  currentPasswordField,
  emailField,
  longMessageField,
  maxChars,
  nameField,
  newPasswordField,
  optionalNewPasswordField,
  requiredText,
} from './validation.ts';

// One schema per request and response: the form and the route import the same object.

export const loginRequest = z.object({ email: emailField, password: currentPasswordField });

export const roleSchema = z.enum(roles);

/** `secondFactor` says what the session must do next before it may make any other call (second-factor.ts). */
export const loginResponse = z.object({
  name: z.string(),
  role: z.string(),
  secondFactor: secondFactorNext.optional(),
});

export const profileResponse = z.object({ name: z.string(), email: z.string(), role: z.string() });

export const registerRequest = z.object({
  name: nameField,
  email: emailField,
  role: z.enum(roles, { error: m.roleInvalid }).default('volunteer'),
  password: optionalNewPasswordField,
});

export const resetPasswordRequest = z.object({
  email: emailField,
  oldPassword: currentPasswordField,
  newPassword: newPasswordField,
});

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
export const idParams = z.object({ id: z.string().min(1).max(200) });

export const fileEntry = z.object({
  id: z.string(),
  label: z.string(),
  url: z.string(),
  /** The name it downloads under, with its type's extension. */
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.int(),
  uploadedAt: z.string(),
});
export type FileEntry = z.infer<typeof fileEntry>;
export const fileIdParams = z.object({ id: z.uuid() });
export const editFileRequest = z.object({
  label: requiredText(limits.labelMax, m.labelRequired),
});
export const messageResponse = z.object({ message: z.string() });
export const imageNameResponse = z.object({ imageName: z.string() });
export const posterUploaded = messageResponse.extend({ location: z.string() });

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

export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** On a 409 for an edit someone else saved first: who saved it, and when. */
    changedBy: z.string().optional(),
    changedAt: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

// Accounts: invitations, forgotten passwords and the admin's list of accounts.

/** The browser's Reset Password form: the call's fields plus a confirmation that never leaves the page. */
export const resetPasswordForm = resetPasswordRequest
  .extend({ confirmPassword: z.string({ error: m.passwordConfirmRequired }).min(1, m.passwordConfirmRequired) })
  .refine((f) => f.newPassword === f.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });

export const forgotPasswordRequest = z.object({ email: emailField });

/** A token from an e-mailed link: 256 bits in base64url, 43 characters. */
const linkToken = z.string({ error: m.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, m.linkInvalid);

export const setPasswordRequest = z.object({ token: linkToken, password: newPasswordField });

export const setPasswordForm = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: m.passwordConfirmRequired }).min(1, m.passwordConfirmRequired),
  })
  .refine((f) => f.password === f.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  /** invited: has not chosen a password yet. */
  status: z.enum(['active', 'invited']),
});
export type Account = z.infer<typeof accountSchema>;

export const accountParams = z.object({ id: z.uuid({ error: 'Unknown account.' }) });
export const changeRoleRequest = z.object({ role: z.enum(roles, { error: m.roleInvalid }) });

/** The audit log's filters (GET /api/admin/audit?q=&from=&to=&before=): dates as YYYY-MM-DD. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-05-01.')
  .refine((d) => !Number.isNaN(Date.parse(d)), 'Use a date like 2026-05-01.');
export const auditQuery = z.object({
  q: z.string().trim().max(200).optional(),
  from: day.optional(),
  to: day.optional(),
  before: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.int(),
  at: z.string(),
  actorEmail: z.string(),
  actorName: z.string(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  status: z.int(),
  ip: z.string(),
  details: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** One page of the audit log, newest first; `more` when older entries remain. */
export const auditPage = z.object({ entries: z.array(auditEntry), more: z.boolean() });

/** The request schemas of the core calls: accounts, events, newsletter and files (spread into the contract's). */
export const coreSchemas = {
  login: { body: loginRequest },
  register: { body: registerRequest },
  resetPassword: { body: resetPasswordRequest },
  submitEmail: { body: subscribeRequest },
  removeEmail: { params: idParams },
  sendNewsletter: { body: sendNewsletterRequest },
  getEvent: { params: titleParams },
  getEventPage: { params: slugParams },
  editEvent: { params: titleParams, body: editEventRequest },
  deleteEvent: { params: titleParams },
  forgotPassword: { body: forgotPasswordRequest },
  setPassword: { body: setPasswordRequest },
  changeRole: { params: accountParams, body: changeRoleRequest },
  resendInvitation: { params: accountParams },
  removeAccount: { params: accountParams },
  confirmSubscription: { body: confirmSubscriptionRequest },
  oneClickUnsubscribe: { params: idParams },
  saveNewsletterSettings: { body: newsletterSettings },
  previewNewsletter: { body: newsletterRequest },
  testNewsletter: { body: newsletterRequest },
  newsletterStatus: { params: idParams },
  removeSubscriber: { params: idParams },
  auditLog: { query: auditQuery },
  downloadFile: { params: fileIdParams },
  editFile: { params: fileIdParams, body: editFileRequest },
  deleteFile: { params: fileIdParams },
  resetSecondFactor: { params: accountParams },
};
