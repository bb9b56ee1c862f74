import type { InputHTMLAttributes } from 'react';

// Its own module: the footer signup on every page needs it, and not the rest of the form kit.
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
