import { feedbackMessages } from '@lmr/shared/messages';
import { secondFactorMessages } from '@lmr/shared/second-factor';
import { ApiError } from '../../lib/api-client.ts';

/** What to tell the user when a call or the browser's passkey prompt fails. */
export function failureMessage(err: unknown): string {
  if (err instanceof ApiError)
    return err.status > 0 && err.status < 500 ? err.message : feedbackMessages.genericFailure;
  // The browser refused or the person cancelled its passkey prompt (a DOMException or WebAuthnError).
  if (err instanceof Error && err.name !== 'TypeError') return secondFactorMessages.passkeyFailed;
  return feedbackMessages.genericFailure;
}
