import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { longDate } from '@lmr/shared/day-text';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import type { ScreenActions } from '../../components/ui/screen-actions.ts';
import * as api from './api.ts';
import { SelectField, SubmitButton } from '../../components/ui/form-field.tsx';

export interface Opening {
  date: string;
  roleId: string;
  roleName: string;
  qualification: string | null;
}

const saidText = (available: boolean | null) =>
  available === true ? 'can work' : available === false ? 'said they cannot work' : 'has not said';

/** Fills a place: chooses among those qualified on the day, the available first; warns before someone unavailable. */
export function AssignDialog({
  opening,
  onClose,
  actions,
}: {
  opening: Opening;
  onClose: () => void;
  actions: ScreenActions;
}) {
  const { data } = useQuery(api.candidatesQuery(opening.date, opening.roleId));
  const [chosen, setChosen] = useState('');
  const candidate = data?.find((c) => c.userId === chosen) ?? data?.[0];
  const unavailable = candidate?.available === false;
  const when = longDate(opening.date);

  return (
    <ModalDialog open title={`${opening.roleName} on ${when}`} onClose={onClose} maxWidth={520}>
      {!data && <p role="status">Finding who can do it…</p>}
      {data?.length === 0 && (
        <p>
          {opening.qualification
            ? `Nobody holds a “${opening.qualification}” qualification valid on ${when}.`
            : 'Everybody is already on this duty that day.'}
        </p>
      )}
      {candidate && (
        <form
          className="roster-form"
          onSubmit={(e) => {
            e.preventDefault();
            actions.run({
              call: () => api.assignDuty(opening.date, opening.roleId, candidate.userId, unavailable),
              done: `${candidate.name} is on duty as ${opening.roleName} on ${when}, and is told by e-mail.`,
              then: onClose,
            });
          }}
        >
          <SelectField
            label={`Volunteer${opening.qualification ? ` (holding “${opening.qualification}” on the day)` : ''}`}
            name="userId"
            value={candidate.userId}
            onChange={(e) => setChosen(e.target.value)}
          >
            {data!.map((c) => (
              <option key={c.userId} value={c.userId}>
                {c.name}: {saidText(c.available)}
                {c.alreadyThatDay ? ', already on another duty that day' : ''}
              </option>
            ))}
          </SelectField>
          {candidate.alreadyThatDay && (
            <p className="alert alert-error" role="alert">
              {candidate.name} is already on another duty on {when}. Assign them to this one as well only if they can do
              both.
            </p>
          )}
          {unavailable && (
            <p className="alert alert-error" role="alert">
              {candidate.name} said they cannot work on {when}. Assign them only if you have agreed it with them.
            </p>
          )}
          <SubmitButton busy={actions.busy}>
            {unavailable ? `Assign ${candidate.name} anyway` : `Assign ${candidate.name}`}
          </SubmitButton>
        </form>
      )}
    </ModalDialog>
  );
}
