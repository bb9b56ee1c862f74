import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { feedbackMessages } from '@lmr/shared/messages';
import { ApiError } from './api-client.ts';

/**
 * Refusals the server explains to the person at the form: a field to correct (400), a wrong password
 * (401), an address already taken (409), too many attempts (429), a confirmation that it is them which
 * they did not give (403). Anything else is unexpected.
 */
const EXPLAINED = new Set([400, 401, 409, 429]);

/** The server's refusals of a call that needs a recent confirmation (api-routes.ts `recentConfirmation`, reset-password). */
const CONFIRMATION_NEEDED = new Set(['confirmation_required', 'second_factor_confirmation_required']);

/** Whether the server wants the person to confirm it is them first (confirmed-call.ts asks, then tries again). */
export const needsConfirmation = (err: unknown): err is ApiError =>
  err instanceof ApiError && CONFIRMATION_NEEDED.has(err.code);

/**
 * Puts the server's field messages on the form's fields and returns what the alert should say: the
 * server's own words for refusals it explains, the spec's "Something went wrong. Please try again
 * later." for any unexpected failure (a server error, no connection, a refusal the form cannot fix).
 */
export function showServerError<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): string {
  const explained = err instanceof ApiError && (EXPLAINED.has(err.status) || needsConfirmation(err));
  if (!explained) return feedbackMessages.genericFailure;
  for (const [field, message] of Object.entries(err.fields)) setError(field as Path<T>, { message });
  return err.message;
}

/**
 * What to tell the admin when an upload fails: the server's own words when it refused the input
 * (duplicate title, wrong file type, too large), else the screen's general failure message.
 */
export function uploadFailureText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && [400, 409, 413, 415].includes(err.status)) return err.message;
  return fallback;
}
