import { useEffect, useState } from 'react';
import { CONFIRMATION_MINUTES } from '@lmr/shared/second-factor';
import { Alert, useTimedFeedback } from '../ui/feedback.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';
import { whenConfirmationNeeded } from '../../lib/confirmed-call.ts';
import { confirmWithCode, confirmWithPasskey, confirmWithPassword, statusQuery } from './api.ts';
import { CodeForm } from './code-form.tsx';
import { FactorChoices } from './factor-choices.tsx';
import { failureMessage } from './failure-message.ts';

interface Asking {
  /** Changing the password of an account with a second factor: the password itself cannot vouch for that. */
  factorOnly: boolean;
  answer: (confirmed: boolean) => void;
}

/**
 * Asks who is there before a change to how the account signs in, when the server wants to know (a sign-in or
 * confirmation older than CONFIRMATION_MINUTES): the password, a passkey or an authenticator code. The change is
 * then made again by withConfirmation. Put it on every screen that makes such changes.
 */
export function ConfirmIdentityDialog() {
  const [asking, setAsking] = useState<Asking | null>(null);
  const [busy, setBusy] = useState(false);
  const { feedback, show, clear } = useTimedFeedback(true);
  // Read when asked, not kept: the reset-password page has no query cache of its own to keep it in.
  const [status, setStatus] = useState<Awaited<ReturnType<typeof statusQuery.queryFn>> | null>(null);

  useEffect(
    () =>
      whenConfirmationNeeded((refusal) => {
        statusQuery
          .queryFn()
          .then(setStatus)
          .catch((err: unknown) => show(failureMessage(err), 'error'));
        return new Promise<boolean>((answer) =>
          setAsking({ factorOnly: refusal.code === 'second_factor_confirmation_required', answer }),
        );
      }),
    [show],
  );

  function finish(confirmed: boolean) {
    asking?.answer(confirmed);
    setAsking(null);
    clear();
  }

  async function attempt(confirm: () => Promise<unknown>) {
    setBusy(true);
    try {
      await confirm();
      finish(true);
    } catch (err) {
      show(failureMessage(err), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalDialog open={asking !== null} title="Confirm it is you" onClose={() => finish(false)} maxWidth={440}>
      <p>
        {asking?.factorOnly
          ? 'This account uses a second factor: use your passkey or a code from your authenticator app to change its password.'
          : `Changing how you sign in needs your password or your second factor again. You will not be asked again for ${CONFIRMATION_MINUTES} minutes.`}
      </p>
      {!asking?.factorOnly && (
        <CodeForm
          label="Your password"
          button="Confirm with password"
          kind="password"
          busy={busy}
          onCode={(password) => void attempt(() => confirmWithPassword(password))}
        />
      )}
      <FactorChoices
        passkey={!!status?.passkeys.length}
        authenticator={!!status?.authenticator}
        busy={busy}
        onPasskey={() => void attempt(confirmWithPasskey)}
        onCode={(code) => void attempt(() => confirmWithCode(code))}
      />
      <Alert feedback={feedback} />
      <p className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => finish(false)}>
          Cancel
        </button>
      </p>
    </ModalDialog>
  );
}
