import type { ReactNode } from 'react';
import type { ScreenAction, ScreenActions } from '../../lib/screen-actions.ts';
import { SubmitButton } from './form-field.tsx';

/**
 * A small form of an admin screen (useScreenActions): its fields, sent as one action built from what was
 * typed, the outcome in the screen's alert, the form emptied when it worked. `after` follows the submit
 * button (a Remove beside a Save).
 */
export function ActionForm({
  actions,
  build,
  submitLabel,
  title,
  label,
  className,
  after,
  children,
}: {
  actions: ScreenActions;
  build: (form: FormData) => Omit<ScreenAction, 'form'>;
  submitLabel: string;
  /** A heading above the fields, which also names the form. */
  title?: string;
  /** The form's name when it has no heading. */
  label?: string;
  className: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className={className} aria-label={label ?? title} onSubmit={actions.submit(build)}>
      {title && <h3>{title}</h3>}
      {children}
      <SubmitButton busy={actions.busy}>{submitLabel}</SubmitButton>
      {after}
    </form>
  );
}
