import { useState } from 'react';
import { longDate } from '@lmr/shared/day-text';
import { rosterMailRequest } from '@lmr/shared/roster';
import { Field, SubmitButton } from '../../components/ui/form-field.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { maxLengthOf } from '../../components/ui/schema-limits.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import { newComposeId } from '../../lib/compose-id.ts';
import type { ScreenActions } from '../../components/ui/screen-actions.ts';
import * as api from './api.ts';

const mailFields = rosterMailRequest.omit({ composeId: true });

/** Writes to everyone on a day's roster; asks first, naming the day and how many will receive it. */
export function MailDayDialog({
  date,
  count,
  onClose,
  actions,
}: {
  date: string;
  count: number;
  onClose: () => void;
  actions: ScreenActions;
}) {
  const when = longDate(date);
  // One id for this mail however often it is sent: the server sends it once.
  const [composeId] = useState(newComposeId);
  const { field, submitWith, busy } = useSchemaForm(mailFields, { defaultValues: { subject: '', message: '' } });
  const send = submitWith(async ({ subject, message }) => {
    onClose();
    actions.askFirst(`Send “${subject}” to the ${count} on the roster of ${when}?`, {
      call: () => api.mailDayRoster(date, { subject, message, composeId }),
      done: `The mail is on its way to the ${count} on the roster of ${when}.`,
    });
  });
  return (
    <ModalDialog open title={`E-mail the roster of ${when}`} onClose={onClose} maxWidth={560}>
      <form onSubmit={send} noValidate>
        <Field label="Subject" required limit={{ max: maxLengthOf(mailFields, 'subject') }} {...field('subject')} />
        <Field
          label="Message"
          multiline
          required
          limit={{ max: maxLengthOf(mailFields, 'message') }}
          {...field('message')}
        />
        <SubmitButton busy={busy}>Send to the {count} on the roster</SubmitButton>
      </form>
    </ModalDialog>
  );
}
