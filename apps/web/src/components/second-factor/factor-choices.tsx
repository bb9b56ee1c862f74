import { CodeForm } from './code-form.tsx';

interface FactorChoicesProps {
  /** Whether the account has a passkey to offer. */
  passkey: boolean;
  /** Whether to offer an authenticator code (signing in always does: it says what the step needs). */
  authenticator: boolean;
  busy: boolean;
  onPasskey: () => void;
  onCode: (code: string) => void;
}

/** The ways to give a second factor, at sign-in and when confirming it is you: the passkey and an app's code. */
export function FactorChoices({ passkey, authenticator, busy, onPasskey, onCode }: FactorChoicesProps) {
  return (
    <>
      {passkey && (
        <button type="button" className="button" disabled={busy} onClick={onPasskey}>
          Use my passkey
        </button>
      )}
      {authenticator && (
        <CodeForm
          label="Code from your authenticator app"
          button="Confirm code"
          kind="authenticator"
          busy={busy}
          onCode={onCode}
        />
      )}
    </>
  );
}
