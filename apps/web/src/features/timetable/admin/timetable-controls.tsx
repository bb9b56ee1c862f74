import type { ReactNode } from 'react';
import type { AdminTimetable } from '@lmr/shared/timetable';
import type { TimetableAction, TimetableActions } from './timetable-actions.ts';
import { SelectField } from '../../../components/ui/form-field.tsx';

/** The pattern a rule or a single day runs to, chosen by name. */
export function PatternSelect({ patterns }: { patterns: AdminTimetable['patterns'] }) {
  return (
    <SelectField label="Pattern" name="patternId" required>
      {patterns.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </SelectField>
  );
}

export const patternNameIn = (data: AdminTimetable, id: string) => data.patterns.find((p) => p.id === id)?.name ?? '';

/** A removal that asks `question` first, in the site's confirm dialog. */
export function RemoveButton(props: {
  actions: TimetableActions;
  question: string;
  action: TimetableAction;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={() => props.actions.askFirst(props.question, props.action)}>
      {props.children}
    </button>
  );
}
