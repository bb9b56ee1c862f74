import { ApiError } from '../../lib/api-client.ts';

/**
 * What to tell the admin when an upload fails: the server's own words when it refused the input
 * (duplicate title, wrong file type, too large), else the screen's general failure message.
 */
export function uploadFailureText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && [400, 409, 413, 415].includes(err.status)) return err.message;
  return fallback;
}

/** Today as the value of a date input, in the admin's own time zone. */
export function todayForDateInput(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
