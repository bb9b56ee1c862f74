import { countOf } from '@lmr/shared/plural';

/**
 * Why a newsletter mail failed, in words an admin can act on, from the error its last try recorded.
 * A 5xx answer names the address as the trouble; a 4xx one, or no answer, means it never got through.
 */
export function failureReason(lastError: string, attempts: number): string {
  const code = /\b([45]\d\d)\b/.exec(lastError)?.[1];
  const tries = countOf(attempts, 'try', 'tries');
  if (code?.startsWith('5'))
    return 'The receiving mail server refused this address: it may be mistyped, or the mailbox may no longer exist.';
  if (code) return `The receiving mail server asked us to try again later, and had not taken it after ${tries}.`;
  if (/ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|timeout|greeting/i.test(lastError))
    return `Our mail server could not be reached in ${tries}.`;
  return `The mail could not be sent in ${tries}.`;
}
