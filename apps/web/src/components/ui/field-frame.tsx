import type { ReactNode } from 'react';

// Its own module: the footer signup on every page needs the frame, and not the rest of the form kit.

/** A field's error, tied to its field by `id` (the field's aria-describedby names it). */
export function FieldError({ id, error, announce }: { id: string; error?: string; announce?: boolean }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role={announce ? 'alert' : undefined}>
      {error}
    </p>
  );
}

/**
 * Every field's frame: the label, with a mark when the field is required (kept outside the label, so
 * the field's name is the label's words alone), then the control (the children) and its error.
 */
export function FieldFrame({
  id,
  label,
  error,
  required,
  hideLabel,
  announce,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  /** For a field whose purpose the form around it already shows (the footer's one address). */
  hideLabel?: boolean;
  /** The error comes after an action of its own (an upload), not a submit: read it out when it appears. */
  announce?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <div className={hideLabel ? 'visually-hidden' : 'field-label'}>
        <label htmlFor={id}>{label}</label>
        {required && <span aria-hidden="true">*</span>}
      </div>
      {children}
      <FieldError id={`${id}-error`} error={error} announce={announce} />
    </div>
  );
}
