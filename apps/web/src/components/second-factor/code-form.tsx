import { type ReactNode, useState } from 'react';
import { Field } from '../ui/form-field.tsx';

interface CodeFormProps {
  label: string;
  button: string;
  busy: boolean;
  onCode: (code: string) => void;
  /**
   * An authenticator code (6 digits, offered by the phone's keyboard and password manager), a recovery code, or
   * the account's password (when confirming it is you).
   */
  kind: 'authenticator' | 'recovery' | 'password';
  children?: ReactNode;
}

const inputKinds = {
  authenticator: { inputMode: 'numeric' as const, autoComplete: 'one-time-code' },
  recovery: { autoComplete: 'off' },
  password: { type: 'password', autoComplete: 'current-password' },
};

/** One code typed in and sent: an authenticator app's, a recovery code, or the password. */
export function CodeForm({ label, button, busy, onCode, kind, children }: CodeFormProps) {
  const [code, setCode] = useState('');
  return (
    <form
      className="auth-form"
      onSubmit={(e) => {
        e.preventDefault();
        onCode(kind === 'password' ? code : code.trim());
      }}
    >
      {children}
      <Field label={label} {...inputKinds[kind]} value={code} onChange={(e) => setCode(e.currentTarget.value)} />
      <button type="submit" className="button" disabled={busy}>
        {button}
      </button>
    </form>
  );
}
