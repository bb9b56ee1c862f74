import { limits } from '@lmr/shared/limits';
import { Field } from '../../../components/ui/form-field.tsx';
import type { FieldBinding } from '../../../components/ui/use-schema-form.ts';

/** An event's words, the same when it is added and when it is changed: title, description and date. */
export function EventTextFields(props: { title: FieldBinding; description: FieldBinding; date: FieldBinding }) {
  return (
    <>
      <Field label="Title" limit={{ max: limits.nameMax }} {...props.title} />
      <Field label="Description" multiline rows={8} limit={{ max: limits.messageMax }} {...props.description} />
      <Field label="Date" type="date" {...props.date} />
    </>
  );
}
