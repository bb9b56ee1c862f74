import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

type Common = { label: string; error?: string };

/** A labelled field whose error is tied to it for screen readers. */
export function Field({
  label,
  error,
  multiline,
  ...rest
}: Common &
  (
    | ({ multiline?: false } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  )) {
  const id = useId();
  const aria = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={6} {...aria} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input {...aria} {...(rest as InputHTMLAttributes<HTMLInputElement>)} />
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A field people never see or reach; bots fill it in, and the server then ignores the post. */
export function Honeypot(props: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
