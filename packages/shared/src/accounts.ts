import { z } from 'zod';
import { created, noContent, ok, textAnswer } from './answer-shapes.ts';
import { validationMessages as m } from './messages.ts';
import { roles } from './roles.ts';
import { accountParams, messageResponse } from './schemas.ts';
import { signedInByLink } from './account-self.ts';
import { secondFactorNext } from './second-factor.ts';
import {
  currentPasswordField,
  emailField,
  nameField,
  newPasswordField,
  optionalNewPasswordField,
} from './validation.ts';

/** Signing in, one's own account, passwords and invitations, and the admins' list of accounts. */

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

export const changeRoleRequest = z.object({ role: z.enum(roles, { error: m.roleInvalid }) });

/** The account calls' request schemas (spread into the contract's). */
export const accountSchemas = {
  login: { body: loginRequest },
  register: { body: registerRequest },
  resetPassword: { body: resetPasswordRequest },
  forgotPassword: { body: forgotPasswordRequest },
  setPassword: { body: setPasswordRequest },
  changeRole: { params: accountParams, body: changeRoleRequest },
  resendInvitation: { params: accountParams },
  removeAccount: { params: accountParams },
};

/** The account calls' answers (spread into the contract's). */
export const accountResponses = {
  login: { answer: ok(loginResponse), refusals: [401 as const, 429 as const] },
  logout: { answer: noContent },
  role: { answer: textAnswer('text/plain', roleSchema) },
  profile: { answer: ok(profileResponse) },
  register: { answer: created(messageResponse), refusals: [409 as const, 429 as const] },
  resetPassword: { answer: ok(messageResponse), refusals: [401 as const, 429 as const] },
  forgotPassword: { answer: ok(messageResponse), refusals: [429 as const] },
  setPassword: { answer: ok(signedInByLink) },
  listAccounts: { answer: ok(z.array(accountSchema)) },
  changeRole: { answer: ok(messageResponse), refusals: [404 as const, 409 as const] },
  resendInvitation: { answer: ok(messageResponse), refusals: [404 as const, 409 as const, 429 as const] },
  removeAccount: { answer: ok(messageResponse), refusals: [404 as const, 409 as const] },
};
