import type { ReactNode } from 'react';
import type { AdminTimetable } from '@lmr/shared/timetable';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import type { TimetableAction, TimetableActions } from './timetable-actions.ts';
import { Field, SelectField } from '../../../components/ui/form-field.tsx';
import { SchemaActionForm } from '../../../components/ui/schema-action-form.tsx';
import type { FieldBinding } from '../../../components/ui/use-schema-form.ts';

/** The pattern a rule or a single day runs to, chosen by name; `binding` when a schema form holds it. */
export function PatternSelect({ patterns, binding }: { patterns: AdminTimetable['patterns']; binding?: FieldBinding }) {
  return (
    <SelectField label="Pattern" name="patternId" required {...binding}>
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
 * The form that adds one dated thing (a bank holiday, a single running day), checked with its shared
 * schema before it is sent: its date, then the fields `children` draws with `field`.
 */
export function AddDayForm<In extends { date: string }, Out extends FieldValues>({
  latest,
  children,
  ...form
}: {
  actions: TimetableActions;
  title: string;
  submitLabel: string;
  schema: z.ZodType<Out, In>;
  defaultValues?: DefaultValues<In>;
  build: (values: Out) => TimetableAction;
  /** The latest date the form takes, and what it says of it before saving. */
  latest?: { date: string; words: string };
  children: (field: (name: Path<In>) => FieldBinding) => ReactNode;
}) {
  return (
    <SchemaActionForm className="admin-timetable-form" {...form}>
      {(field) => (
        <>
          {latest && <p className="field-hint">{latest.words}</p>}
          <Field label="Date" type="date" required max={latest?.date} {...field('date' as Path<In>)} />
          {children(field)}
        </>
      )}
    </SchemaActionForm>
  );
}
