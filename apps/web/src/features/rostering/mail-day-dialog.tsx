import { useState } from 'react';
import { longDate } from '@lmr/shared/day-text';
import { Field } from '../../components/ui/form-field.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { newComposeId } from '../../lib/compose-id.ts';
import { formText, type ScreenActions } from '../../components/ui/screen-actions.ts';
import * as api from './api.ts';

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
  return (
    <ModalDialog open title={`E-mail the roster of ${when}`} onClose={onClose} maxWidth={560}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const subject = formText(form, 'subject');
          const message = formText(form, 'message');
          onClose();
          actions.askFirst(`Send “${subject}” to the ${count} on the roster of ${when}?`, {
            call: () => api.mailDayRoster(date, { subject, message, composeId }),
            done: `The mail is on its way to the ${count} on the roster of ${when}.`,
          });
        }}
      >
        <Field label="Subject" name="subject" required maxLength={150} limit={{ max: 150 }} />
        <Field label="Message" name="message" multiline required maxLength={5000} limit={{ max: 5000 }} />
        <button type="submit" className="button">
          Send to the {count} on the roster
        </button>
      </form>
    </ModalDialog>
  );
}
