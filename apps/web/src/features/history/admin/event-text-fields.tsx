import { limits } from '@lmr/shared/limits';
import { eventFieldHints } from '@lmr/shared/messages';
import { Field } from '../../../components/ui/form-field.tsx';
import type { FieldBinding } from '../../../components/ui/use-schema-form.ts';

/**
 * An event's words, the same when it is added and when it is changed: title, description, date (a day,
 * or a year alone) and the words for its main picture.
 */
export function EventTextFields(props: {
  title: FieldBinding;
  description: FieldBinding;
  date: FieldBinding;
  imageAlt: FieldBinding;
}) {
  return (
    <>
      <Field label="Title" limit={{ max: limits.nameMax }} {...props.title} />
      <Field label="Description" multiline rows={8} limit={{ max: limits.messageMax }} {...props.description} />
      <Field label="Date" hint={eventFieldHints.date} inputMode="numeric" {...props.date} />
      <Field label="Alt text" hint={eventFieldHints.imageAlt} limit={{ max: limits.captionMax }} {...props.imageAlt} />
    </>
  );
}
