import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { SubmitButton } from './form-field.tsx';
import type { ScreenAction, ScreenActions } from './screen-actions.ts';
import { type FieldBinding, useSchemaForm } from './use-schema-form.ts';

/**
 * A small form of an admin screen checked with the shared schema the server applies (useSchemaForm), so a
 * missing or wrong value is said on its field before anything is sent; then one action built from the
 * checked values, its outcome in the screen's alert, the form emptied (or back at `values`) when it worked. `children` draws
 * the fields with `field`.
 */
export function SchemaActionForm<In extends FieldValues, Out extends FieldValues>(props: {
  actions: ScreenActions;
  schema: z.ZodType<Out, In>;
  /** What the fields hold at first and again once the form has worked (a choice's first option). */
  defaultValues?: DefaultValues<In>;
  /** What the fields hold when the form changes something stored: taken afresh when it is read again. */
  values?: In;
  build: (values: Out) => ScreenAction;
  submitLabel: string;
  /** A heading above the fields, which also names the form. */
  title?: string;
  /** The form's name when it has no heading. */
  label?: string;
  className: string;
  /** Drawn after the submit button (a removal beside a save). */
  after?: ReactNode;
  children: (field: (name: Path<In>) => FieldBinding) => ReactNode;
}) {
  const { form, field } = useSchemaForm(props.schema, { defaultValues: props.defaultValues, values: props.values });
  const send = form.handleSubmit((values) => props.actions.run({ ...props.build(values), then: () => form.reset() }));
  return (
    <form className={props.className} aria-label={props.label ?? props.title} onSubmit={send} noValidate>
      {props.title && <h3>{props.title}</h3>}
      {props.children(field)}
      <SubmitButton busy={props.actions.busy}>{props.submitLabel}</SubmitButton>
      {props.after}
    </form>
  );
}
