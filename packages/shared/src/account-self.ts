import { z } from 'zod';
import { ok } from './answer-shapes.ts';
import { validationMessages as m } from './messages.ts';
import { secondFactorNext } from './second-factor.ts';
import { currentPasswordField, newPasswordField } from './validation.ts';

/**
 * A password chosen from an e-mailed link signs the person in: the answer names them, and `secondFactor`
 * says what the new session must do first, as the login's answer does.
 */
export const signedInByLink = z.object({
  message: z.string(),
  name: z.string(),
  role: z.string(),
  secondFactor: secondFactorNext.optional(),
});

export const changeOwnPasswordRequest = z.object({ oldPassword: currentPasswordField, newPassword: newPasswordField });

/** The profile's Change password form: the call's fields plus a confirmation that never leaves the page. */
export const changeOwnPasswordForm = changeOwnPasswordRequest
  .extend({ confirmPassword: z.string({ error: m.passwordConfirmRequired }).min(1, m.passwordConfirmRequired) })
  .refine((f) => f.newPassword === f.confirmPassword, { message: m.passwordsDoNotMatch, path: ['confirmPassword'] });

/** The calls' request schemas (spread into the contract's). */
export const accountSelfSchemas = { changeOwnPassword: { body: changeOwnPasswordRequest } };

/** The calls' answers (spread into the contract's). */
export const accountSelfResponses = {
  changeOwnPassword: { answer: ok(z.object({ message: z.string() })), refusals: [401 as const, 429 as const] },
};
