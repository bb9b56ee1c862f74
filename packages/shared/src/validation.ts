import { z } from 'zod';
import { commonPasswords } from './common-passwords.ts';
import { emailPattern } from './email.ts';
import { limits } from './limits.ts';
import { validationMessages as m } from './messages.ts';

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(limits.emailMax, m.emailInvalid)
  .regex(emailPattern, m.emailInvalid)
  .transform((e) => e.toLowerCase());

export const nameField = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(limits.nameMax, m.tooLong);

export const passwordMeetsRule = (p: string) =>
  p.length >= limits.passwordMin &&
  p.length <= limits.passwordMax &&
  /[a-z]/.test(p) &&
  /[A-Z]/.test(p) &&
  /\d/.test(p);

/**
 * The one password rule of design.md, for every form that sets a password, written as length and
 * pattern checks so the API document states it (the same rule as passwordMeetsRule).
 */
export const newPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .min(limits.passwordMin, m.passwordRule)
  .max(limits.passwordMax, m.passwordRule)
  .regex(/^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)/, m.passwordRule)
  .refine((p) => !commonPasswords.has(p.toLowerCase()), m.passwordTooCommon);

/** Logging in only needs something typed: the rule is checked when a password is set. */
export const currentPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(limits.passwordMax, m.passwordRule);

export const longMessageField = z
  .string({ error: m.messageTooShort })
  .trim()
  .min(limits.messageMinExclusive + 1, m.messageTooShort)
  .max(limits.messageMax, m.tooLong);
