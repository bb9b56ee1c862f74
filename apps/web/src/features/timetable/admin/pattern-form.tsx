import type { ReactNode } from 'react';
import { type AdminTimetable, faresSchema, patternRequest } from '@lmr/shared/timetable';
import type { z } from 'zod';
import { intervalRule, patternForm } from './form-schemas.ts';
import { ChoiceField, Field, SubmitButton } from '../../../components/ui/form-field.tsx';
import { maxLengthOf, rangeOf } from '../../../components/ui/schema-limits.ts';
import { useSchemaForm } from '../../../components/ui/use-schema-form.ts';

type Pattern = AdminTimetable['patterns'][number];
export type PatternValues = z.output<typeof patternForm>;

const departureKinds = [
  ['interval', 'A train every few minutes'],
  ['list', 'At set times'],
] as const;

const fares = [
  ['adult', 'Adult fare (£)'],
  ['child', 'Child fare (£)'],
  ['family', 'Family fare (£)'],
] as const;

const pounds = (p: number | undefined) => (p === undefined ? '' : (p / 100).toFixed(2));

/** What the form holds at first: the pattern being changed, or the usual day for a new one. */
function startingValues(pattern: Pattern | undefined): z.input<typeof patternForm> {
  const departures = pattern?.departures;
  const interval = departures?.kind === 'interval' ? departures : undefined;
  return {
    name: pattern?.name ?? '',
    opens: pattern?.opens ?? '11:00',
    closes: pattern?.closes ?? '16:30',
    departures: {
      kind: departures?.kind ?? 'interval',
      first: interval?.first ?? '11:00',
      last: interval?.last ?? '16:20',
      everyMinutes: String(interval?.everyMinutes ?? 10),
      times: departures?.kind === 'list' ? departures.times.join(', ') : '',
    } as z.input<typeof patternForm>['departures'],
    fares: {
      adult: pounds(pattern?.fares.adult),
      child: pounds(pattern?.fares.child),
      family: pounds(pattern?.fares.family),
      membersFree: pattern?.fares.membersFree ?? true,
    },
    note: pattern?.note ?? '',
  };
}

/**
 * The form of a pattern, empty for a new one or filled with the one being changed, checked with the
 * shared pattern schema before `onSave` sends it.
 */
export function PatternForm(props: {
  pattern?: Pattern;
  busy: boolean;
  onSave: (pattern: PatternValues) => void;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { form, field } = useSchemaForm(patternForm, { defaultValues: startingValues(props.pattern) });
  const kind = form.watch('departures.kind');
  return (
    <form
      className="admin-timetable-form"
      aria-labelledby="pattern-form-title"
      onSubmit={form.handleSubmit(props.onSave)}
      noValidate
    >
      {props.children}
      <Field label="Name" required maxLength={maxLengthOf(patternRequest, 'name')} {...field('name')} />
      <Field label="Opens" type="time" required {...field('opens')} />
      <Field label="Closes" type="time" required {...field('closes')} />
      <fieldset>
        <legend>Departures</legend>
        {departureKinds.map(([value, label]) => (
          <ChoiceField key={value} type="radio" label={label} value={value} {...field('departures.kind')} />
        ))}
      </fieldset>
      {kind === 'interval' ? (
        <>
          <Field label="First train" type="time" required {...field('departures.first')} />
          <Field label="Last train" type="time" required {...field('departures.last')} />
          <Field
            label="A train every (minutes)"
            type="number"
            {...rangeOf(intervalRule, 'everyMinutes')}
            required
            {...field('departures.everyMinutes')}
          />
        </>
      ) : (
        <Field
          label="Departure times (HH:MM, separated by commas)"
          required
          placeholder="17:00, 17:30, 18:00"
          {...field('departures.times')}
        />
      )}
      {fares.map(([name, label]) => (
        <Field
          key={name}
          label={label}
          type="number"
          min={rangeOf(faresSchema, name).min}
          step="0.01"
          required
          {...field(`fares.${name}`)}
        />
      ))}
      <ChoiceField label="Members ride free" {...field('fares.membersFree')} />
      <Field label="Note" maxLength={maxLengthOf(patternRequest, 'note')} {...field('note')} />
      <SubmitButton busy={props.busy}>{props.pattern ? 'Save the pattern' : 'Add the pattern'}</SubmitButton>
      {props.after}
    </form>
  );
}
