import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { feedbackMessages } from '@lmr/shared/messages';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Puts the server's field messages on the form's fields and returns what the alert should say: the
 * server's own words for refusals it explains (wrong password, too many attempts, expired link), the
 * spec's generic failure for anything else.
 */
export function showServerError<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>): string {
  if (!(err instanceof ApiError) || err.status >= 500 || err.status === 0) return feedbackMessages.genericFailure;
  for (const [field, message] of Object.entries(err.fields)) setError(field as Path<T>, { message });
  return err.message;
}
