import { limits } from '@lmr/shared/limits';
import type { FieldBinding } from '../../lib/use-schema-form.ts';
import { Field } from './form-field.tsx';

/** A mail's subject and message, with the limits the contact form and the newsletter share. */
export function SubjectAndMessage(props: { subject: FieldBinding; message: FieldBinding }) {
  return (
    <>
      <Field label="Subject" limit={{ max: limits.subjectMax }} {...props.subject} />
      <Field
        label="Message"
        multiline
        limit={{ moreThan: limits.messageMinExclusive, max: limits.messageMax }}
        {...props.message}
      />
    </>
  );
}
