import { type ReactNode, useState } from 'react';
import { Field } from '../../components/ui/form-field.tsx';

interface CodeFormProps {
  label: string;
  button: string;
  busy: boolean;
  onCode: (code: string) => void;
  /** An authenticator code (6 digits, offered by the phone's keyboard and password manager) or a recovery code. */
  kind: 'authenticator' | 'recovery';
  children?: ReactNode;
}

/** One code typed in and sent: an authenticator app's or a recovery code. */
export function CodeForm({ label, button, busy, onCode, kind, children }: CodeFormProps) {
  const [code, setCode] = useState('');
  return (
    <form
      className="auth-form"
      onSubmit={(e) => {
        e.preventDefault();
        onCode(code.trim());
      }}
    >
      {children}
      <Field
        label={label}
        {...(kind === 'authenticator'
          ? { inputMode: 'numeric' as const, autoComplete: 'one-time-code' }
          : { autoComplete: 'off' })}
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
      />
      <button type="submit" className="button" disabled={busy}>
        {button}
      </button>
    </form>
  );
}
