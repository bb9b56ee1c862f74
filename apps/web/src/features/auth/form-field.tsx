import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface FieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
}

/** A labelled input whose error message is tied to it, so a screen reader reads both. */
export function FormField({ label, registration, error, type = 'text', autoComplete }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...registration}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
