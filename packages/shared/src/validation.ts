import { z } from 'zod';
import { commonPasswords } from './common-passwords.ts';
import { emailPattern } from './email.ts';
import { limits } from './limits.ts';
import { atMostMessage, validationMessages as m } from './messages.ts';

/** The refusal of a text over `max` characters names the limit and the length it got. */
const atMost = (max: number) => ({
  error: (issue: { input?: unknown }) => atMostMessage(max, String(issue.input ?? '').length),
});

export const maxChars = (max: number) => z.string().max(max, atMost(max));

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(limits.emailMax, m.emailInvalid)
  .regex(emailPattern, m.emailInvalid)
  .transform((e) => e.toLowerCase());

/** A required text field of at most `max` characters, trimmed. */
export const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, atMost(max));

export const nameField = requiredText(limits.nameMax, m.nameRequired);

/** The parts of the password rule, each shown beside the field and ticked as it is met. */
export const passwordRuleParts = [
  {
    label: `${limits.passwordMin} to ${limits.passwordMax} characters`,
    met: (p: string) => p.length >= limits.passwordMin && p.length <= limits.passwordMax,
  },
  { label: 'a lowercase letter', met: (p: string) => /[a-z]/.test(p) },
  { label: 'an uppercase letter', met: (p: string) => /[A-Z]/.test(p) },
  { label: 'a number', met: (p: string) => /\d/.test(p) },
] as const;

export const passwordMeetsRule = (p: string) => passwordRuleParts.every((part) => part.met(p));

/** The one password rule of design.md, for every form that sets a password. */
export const newPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .refine(passwordMeetsRule, m.passwordRule)
  .refine((p) => !commonPasswords.has(p.toLowerCase()), m.passwordTooCommon);

/** Logging in only needs something typed: the rule is checked when a password is set. */
export const currentPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(limits.passwordMax, m.passwordRule);

export const longMessageField = z
  .string({ error: m.messageTooShort })
  .trim()
  .refine((s) => s.length > limits.messageMinExclusive, m.messageTooShort)
  .refine((s) => s.length <= limits.messageMax, atMost(limits.messageMax));
