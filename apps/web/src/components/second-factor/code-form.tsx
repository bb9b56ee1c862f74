import type { ReactNode } from 'react';
import { z } from 'zod';
import { recoveryCodeRequest, totpCodeRequest } from '@lmr/shared/second-factor';
import { currentPasswordField } from '@lmr/shared/validation';
import { Field } from '../ui/form-field.tsx';
import { useSchemaForm } from '../ui/use-schema-form.ts';

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

/** Each kind's one field, typed and checked as the server checks it (a code trimmed, a password as typed). */
const codeKinds = {
  authenticator: { schema: totpCodeRequest, input: { inputMode: 'numeric' as const, autoComplete: 'one-time-code' } },
  recovery: { schema: recoveryCodeRequest, input: { autoComplete: 'off' } },
  password: {
    schema: z.object({ code: currentPasswordField }),
    input: { type: 'password', autoComplete: 'current-password' },
  },
};

/** One code typed in and sent: an authenticator app's, a recovery code, or the password. */
export function CodeForm({ label, button, busy, onCode, kind, children }: CodeFormProps) {
  const { schema, input } = codeKinds[kind];
  const { form, field } = useSchemaForm<{ code: string }, { code: string }>(schema, { defaultValues: { code: '' } });
  return (
    <form className="auth-form" onSubmit={form.handleSubmit(({ code }) => onCode(code))} noValidate>
      {children}
      <Field label={label} {...input} {...field('code')} />
      <button type="submit" className="button" disabled={busy}>
        {button}
      </button>
    </form>
  );
}
