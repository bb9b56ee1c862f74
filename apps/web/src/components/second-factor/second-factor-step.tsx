import { useEffect, useState } from 'react';
import { Alert, useTimedFeedback } from '../ui/feedback.tsx';
import { callApi } from '../../lib/api-client.ts';
import { secondFactorRoutes } from '@lmr/shared/second-factor-routes';
import { AddFactor } from './add-factor.tsx';
import { CodeForm } from './code-form.tsx';
import { ConfirmIdentityDialog } from './confirm-identity-dialog.tsx';
import { FactorChoices } from './factor-choices.tsx';
import { signInWithPasskey, verifyAuthenticatorCode, verifyRecoveryCode } from './api.ts';
import { failureMessage } from './failure-message.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import './second-factor.css';

interface StepProps {
  next: 'verify' | 'enrol';
  /** Called when the sign-in is complete. */
  onDone: () => void;
}

/** The step after the password: pass a second factor, or add one (admins must). */
export function SecondFactorStep({ next, onDone }: StepProps) {
  if (next === 'verify') return <VerifyStep onDone={onDone} />;
  return <EnrolStep onDone={onDone} />;
}

function VerifyStep({ onDone }: { onDone: () => void }) {
  const { feedback, show } = useTimedFeedback();
  const [hasPasskey, setHasPasskey] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    callApi(secondFactorRoutes.secondFactorStatus)
      .then((status) => setHasPasskey(status.passkeys.length > 0))
      .catch((err: unknown) => show(failureMessage(err), 'error'));
  }, [show]);

  async function attempt(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
      onDone();
    } catch (err) {
      show(failureMessage(err), 'error');
      setBusy(false);
    }
  }

  return (
    <section className="second-factor" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">Confirm it is you</h2>
      <p>Your password was right. Now use your passkey, or a code from your authenticator app.</p>
      <FactorChoices
        passkey={hasPasskey}
        authenticator
        busy={busy}
        onPasskey={() => void attempt(signInWithPasskey)}
        onCode={(code) => void attempt(() => verifyAuthenticatorCode(code))}
      />
      <details className="recovery-entry">
        <summary>Lost your passkey and phone? Use a recovery code</summary>
        <CodeForm
          label="Recovery code"
          button="Use recovery code"
          kind="recovery"
          busy={busy}
          onCode={(code) => void attempt(() => verifyRecoveryCode(code))}
        />
      </details>
      <Alert feedback={feedback} />
    </section>
  );
}

function EnrolStep({ onDone }: { onDone: () => void }) {
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) {
    return (
      <section className="second-factor" aria-labelledby="second-factor-heading">
        <h2 id="second-factor-heading">Second factor added</h2>
        <RecoveryCodes codes={codes} />
        <button type="button" className="button" onClick={onDone}>
          I have kept my codes: continue
        </button>
      </section>
    );
  }
  return (
    <section className="second-factor" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">Add a second factor</h2>
      <p>
        Admins must use a second factor on this site, so that a stolen password alone cannot open an admin account. Add
        a passkey or an authenticator app to continue.
      </p>
      <AddFactor onAdded={(recoveryCodes) => (recoveryCodes ? setCodes(recoveryCodes) : onDone())} />
      <ConfirmIdentityDialog />
    </section>
  );
}
