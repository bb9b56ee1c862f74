import { z } from 'zod';
import { limits } from './limits.ts';
import { validationMessages as m } from './messages.ts';
import { roles } from './roles.ts';
import { currentPasswordField, emailField, longMessageField, nameField, newPasswordField } from './validation.ts';

// One schema per request and response: the form and the route import the same object.

export const loginRequest = z.object({ email: emailField, password: currentPasswordField });
export type LoginRequest = z.input<typeof loginRequest>;

export const roleSchema = z.enum(roles);

export const profileResponse = z.object({ name: z.string(), email: z.string(), role: z.string() });
export type Profile = z.infer<typeof profileResponse>;

export const registerRequest = z.object({
  name: nameField,
  email: emailField,
  role: z.enum(roles, { error: m.roleInvalid }).default('volunteer'),
  password: newPasswordField.optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

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

export const contactRequest = z.object({
  name: nameField,
  email: emailField,
  subject: z.string({ error: m.subjectRequired }).trim().min(1, m.subjectRequired).max(limits.subjectMax, m.tooLong),
  message: longMessageField,
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequest>;

export const newsletterRequest = z.object({
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(limits.subjectMax, m.tooLong),
  subject: z.string({ error: m.subjectRequired }).trim().min(1, m.subjectRequired).max(limits.subjectMax, m.tooLong),
  message: longMessageField,
  imageLink: z.string().max(500).optional(),
  /** The image's size in pixels, measured by the browser, so the mail can say width and height. */
  imageWidth: z.number().int().positive().max(10_000).optional(),
  imageHeight: z.number().int().positive().max(10_000).optional(),
});
export type NewsletterRequest = z.input<typeof newsletterRequest>;

/** Forms send line breaks as CRLF; the stored text keeps plain LF. */
const descriptionField = z
  .string()
  .max(limits.messageMax, m.tooLong)
  .transform((d) => d.replace(/\r\n?/g, '\n'));

export const eventSchema = z.object({
  name: z.string(),
  /** The event page's address, /history/<slug>: made from the first title and kept after. */
  slug: z.string(),
  description: z.string(),
  date: z.string(),
  image: z.string(),
  galleryImages: z.array(z.string()),
  galleryCaptions: z.array(z.string()),
});
export type HistoryEvent = z.infer<typeof eventSchema>;

export const editEventRequest = z.object({
  name: nameField,
  description: descriptionField,
  date: z
    .string()
    .optional()
    .refine((d) => d === undefined || !Number.isNaN(Date.parse(d)), m.dateInvalid),
  image: z.string().max(500).optional(),
  gallery: z.array(z.string().max(500)).max(limits.galleryMax).optional(),
  galleryCaptions: z
    .array(z.string().trim().min(1, m.captionRequired).max(limits.captionMax, m.tooLong))
    .max(limits.galleryMax)
    .optional(),
});
export type EditEventRequest = z.input<typeof editEventRequest>;

/** The text fields of the add-event form (multipart: files travel beside them). */
export const addEventFields = z.object({
  title: nameField,
  description: descriptionField.default(''),
  date: z
    .string()
    .optional()
    .refine((d) => d === undefined || d === '' || !Number.isNaN(Date.parse(d)), m.dateInvalid),
  galleryCaptions: z.array(z.string().trim().min(1, m.captionRequired).max(limits.captionMax, m.tooLong)).default([]),
});
export type AddEventFields = z.input<typeof addEventFields>;

export const titleParams = z.object({ title: z.string().min(1).max(limits.nameMax) });
export const slugParams = z.object({ slug: z.string().min(1).max(200) });
export const idParams = z.object({ id: z.string().min(1).max(200) });

export const fileEntry = z.object({ id: z.string(), label: z.string(), url: z.string() });
export type FileEntry = z.infer<typeof fileEntry>;
export const fileIdParams = z.object({ id: z.uuid() });
export const editFileRequest = z.object({
  label: z.string({ error: m.labelRequired }).trim().min(1, m.labelRequired).max(limits.labelMax, m.tooLong),
});
export const messageResponse = z.object({ message: z.string() });
export const imageNameResponse = z.object({ imageName: z.string() });

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

export interface SubscriberList {
  total: number;
  active: number;
  subscribers: { id: string; email: string; status: string; createdAt: string }[];
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  mailedAt: string | null;
}

export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

// Accounts: invitations, forgotten passwords and the admin's list of accounts.

/** The browser's Reset Password form: the call's fields plus a confirmation that never leaves the page. */
export const resetPasswordForm = resetPasswordRequest
  .extend({ confirmPassword: z.string({ error: m.passwordConfirmRequired }).min(1, m.passwordConfirmRequired) })
  .refine((f) => f.newPassword === f.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof resetPasswordForm>;

export const forgotPasswordRequest = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequest>;

/** A token from an e-mailed link: 256 bits in base64url, 43 characters. */
const linkToken = z.string({ error: m.linkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, m.linkInvalid);

export const setPasswordRequest = z.object({ token: linkToken, password: newPasswordField });

export const setPasswordForm = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: m.passwordConfirmRequired }).min(1, m.passwordConfirmRequired),
  })
  .refine((f) => f.password === f.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });
export type SetPasswordForm = z.input<typeof setPasswordForm>;

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

export interface AuditEntry {
  id: number;
  at: string;
  actorEmail: string;
  actorName: string;
  action: string;
  method: string;
  path: string;
  status: number;
  ip: string;
  details: string;
}

export const siteKeyParams = z.object({ key: z.string().regex(/^(page:[a-z-]+|settings)$/, 'No such item.') });
export const sitePageParams = z.object({ name: z.string().regex(/^[a-z-]{1,60}$/) });
export const siteRevisionParams = siteKeyParams.extend({ id: z.coerce.number().int().positive() });

export const sitePageDocument = z.object({
  title: z.string().trim().min(1, 'Please give the page a title.').max(200),
  description: z.string().trim().max(300),
  markdown: z.string().max(100_000),
});

const text = (max: number) => z.string().trim().max(max);
const amount = z.number().min(0).max(10_000_000);

export const siteSettingsDocument = z.looseObject({
  name: text(200).min(1, 'Please give the railway’s name.'),
  tagline: text(300),
  trustName: text(200),
  address: z.object({
    street: text(200),
    locality: text(100),
    region: text(100),
    postalCode: text(20),
    country: text(60),
  }),
  phone: text(40),
  email: z.union([z.literal(''), z.email('Please give a whole e-mail address.')]),
  shopHours: text(300),
  fares: text(2000),
  membership: z
    .array(z.object({ name: text(80).min(1, 'Please name each kind of membership.'), price: amount }))
    .max(20),
  freeMembershipHours: z.number().int().min(0).max(10_000),
  donation: z.object({
    target: amount,
    raised: amount,
    paymentUrl: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'Please give an https:// address.' })]),
    bank: z.object({ accountName: text(100), sortCode: text(20), accountNumber: text(20), reference: text(40) }),
  }),
  socialPageUrl: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'Please give an https:// address.' })]),
});

export const siteDraftRequest = z.object({ data: z.unknown() });
export const siteMarkdownPreviewRequest = z.object({ markdown: z.string().max(100_000) });
