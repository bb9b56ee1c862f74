import type { ReactNode } from 'react';
import type { AdminTimetable } from '@lmr/shared/timetable';
import { formText, type TimetableAction, type TimetableActions } from './timetable-actions.ts';
import { ActionForm, Field, SelectField } from '../../../components/ui/form-field.tsx';

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
    <button
      type="button"
      className="button button-secondary"
      onClick={() => props.actions.askFirst(props.question, props.action)}
    >
      {props.children}
    </button>
  );
}

/**
 * The form that adds one dated thing (a bank holiday, a single running day): its date, then `children`;
 * `build` makes the action from the date and the form, as ActionForm's does from the form.
 */
export function AddDayForm(props: {
  actions: TimetableActions;
  title: string;
  submitLabel: string;
  build: (date: string, form: FormData) => Omit<TimetableAction, 'form'>;
  /** The latest date the form takes, and what it says of it before saving. */
  latest?: { date: string; words: string };
  children: ReactNode;
}) {
  return (
    <ActionForm
      className="admin-timetable-form"
      actions={props.actions}
      title={props.title}
      submitLabel={props.submitLabel}
      build={(f) => props.build(formText(f, 'date'), f)}
    >
      {props.latest && <p className="field-hint">{props.latest.words}</p>}
      <Field label="Date" name="date" type="date" required max={props.latest?.date} />
      {props.children}
    </ActionForm>
  );
}
