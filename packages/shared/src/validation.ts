import { z } from 'zod';
import { commonPasswords } from './common-passwords.ts';
import { emailPattern, emailPatternSource } from './email.ts';
import { limits } from './limits.ts';
import { atMostMessage, validationMessages as m } from './messages.ts';

/** The refusal of a text over `max` characters names the limit and the length it got. */
const atMost = (max: number) => ({
  error: (issue: { input?: unknown }) => atMostMessage(max, String(issue.input ?? '').length),
});

export const maxChars = (max: number) => z.string().max(max, atMost(max));

// Each field reports at most one failure, and a pattern runs only on a value whose length has passed:
// a megabyte of dots is refused by its length and never reaches the e-mail pattern. (Not zod's `abort`,
// which would also silence the form's own checks, such as "Passwords do not match.")

const emailLengthFits = (e: string) => e.length >= 1 && e.length <= limits.emailMax;

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(limits.emailMax, m.emailInvalid)
  .refine((e) => !emailLengthFits(e) || emailPattern.test(e), m.emailInvalid)
  // The checks above are refinements (length first); the API document states them as keywords.
  .meta({ maxLength: limits.emailMax, pattern: emailPatternSource })
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

/** Length first (the first part), so the character checks only ever see at most 128 characters. */
export const passwordMeetsRule = (p: string) => passwordRuleParts.every((part) => part.met(p));

/**
 * The one password rule of design.md, for every form that sets a password. Login does not apply it
 * (see currentPasswordField).
 */
/** The rule as the API document states it: passwordMeetsRule in JSON Schema keywords. */
const passwordRuleKeywords = {
  minLength: limits.passwordMin,
  maxLength: limits.passwordMax,
  pattern: '^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\\D*\\d)',
};
const followsRule = (p: string) => p === '' || passwordMeetsRule(p);
const isUncommon = (p: string) => !passwordMeetsRule(p) || !commonPasswords.has(p.toLowerCase());

export const newPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .refine(followsRule, m.passwordRule)
  .refine(isUncommon, m.passwordTooCommon)
  .meta(passwordRuleKeywords);

/** Register: the spec's form sends "" when nobody typed a password, which means none given (an invitation goes out). */
export const optionalNewPasswordField = z
  .string({ error: m.passwordRule })
  .refine(followsRule, m.passwordRule)
  .refine(isUncommon, m.passwordTooCommon)
  .optional()
  .transform((p) => p || undefined);

/**
 * Logging in only needs something typed. The password rule is deliberately not applied here: it is
 * checked when a password is set, so an account whose password was chosen under an older or different
 * rule can still log in (and then change it).
 */
export const currentPasswordField = z
  .string({ error: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(limits.passwordMax, m.passwordRule);

export const longMessageField = z
  .string({ error: m.messageTooShort })
  .trim()
  .refine((s) => s.length > limits.messageMinExclusive, m.messageTooShort)
  .refine((s) => s.length <= limits.messageMax, atMost(limits.messageMax))
  .meta({ minLength: limits.messageMinExclusive + 1, maxLength: limits.messageMax });
