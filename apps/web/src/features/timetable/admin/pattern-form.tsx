import { useState } from 'react';
import {
  type AdminTimetable,
  departuresSchema,
  faresSchema,
  type PatternRequest,
  patternRequest,
} from '@lmr/shared/timetable';
import { formText } from './timetable-actions.ts';
import { ChoiceField, Field } from '../../../components/ui/form-field.tsx';
import { maxLengthOf, rangeOf } from '../../../components/ui/schema-limits.ts';

type Pattern = AdminTimetable['patterns'][number];

const departureKinds = [
  ['interval', 'A train every few minutes'],
  ['list', 'At set times'],
] as const;

const fares = [
  ['adult', 'Adult fare (£)'],
  ['child', 'Child fare (£)'],
  ['family', 'Family fare (£)'],
] as const;

const intervalRule = departuresSchema.options[0];

const pence = (pounds: FormDataEntryValue | null) => Math.round(Number(pounds ?? 0) * 100);
const pounds = (p: number | undefined) => (p === undefined ? '' : (p / 100).toFixed(2));

/** What the pattern form holds, as the API takes it. */
export function patternFromForm(f: FormData): PatternRequest {
  return {
    name: formText(f, 'name'),
    opens: formText(f, 'opens'),
    closes: formText(f, 'closes'),
    departures:
      f.get('departureKind') === 'list'
        ? {
            kind: 'list',
            times: formText(f, 'times')
              .split(/[\s,]+/)
              .filter(Boolean),
          }
        : {
            kind: 'interval',
            first: formText(f, 'first'),
            last: formText(f, 'last'),
            everyMinutes: Number(f.get('every')),
          },
    fares: {
      adult: pence(f.get('adult')),
      child: pence(f.get('child')),
      family: pence(f.get('family')),
      membersFree: f.get('membersFree') === 'on',
    },
    note: formText(f, 'note'),
  };
}

/** The fields of a pattern, empty for a new one or filled with the one being changed. */
export function PatternFields({ pattern }: { pattern?: Pattern }) {
  const departures = pattern?.departures;
  const [kind, setKind] = useState(departures?.kind ?? 'interval');
  const interval = departures?.kind === 'interval' ? departures : undefined;
  return (
    <>
      <Field
        label="Name"
        name="name"
        required
        maxLength={maxLengthOf(patternRequest, 'name')}
        defaultValue={pattern?.name}
      />
      <Field label="Opens" name="opens" type="time" required defaultValue={pattern?.opens ?? '11:00'} />
      <Field label="Closes" name="closes" type="time" required defaultValue={pattern?.closes ?? '16:30'} />
      <fieldset>
        <legend>Departures</legend>
        {departureKinds.map(([value, label]) => (
          <ChoiceField
            key={value}
            type="radio"
            label={label}
            name="departureKind"
            value={value}
            checked={kind === value}
            onChange={() => setKind(value)}
          />
        ))}
      </fieldset>
      {kind === 'interval' ? (
        <>
          <Field label="First train" name="first" type="time" required defaultValue={interval?.first ?? '11:00'} />
          <Field label="Last train" name="last" type="time" required defaultValue={interval?.last ?? '16:20'} />
          <Field
            label="A train every (minutes)"
            name="every"
            type="number"
            {...rangeOf(intervalRule, 'everyMinutes')}
            required
            defaultValue={interval?.everyMinutes ?? 10}
          />
        </>
      ) : (
        <Field
          label="Departure times (HH:MM, separated by commas)"
          name="times"
          required
          placeholder="17:00, 17:30, 18:00"
          defaultValue={departures?.kind === 'list' ? departures.times.join(', ') : ''}
        />
      )}
      {fares.map(([name, label]) => (
        <Field
          key={name}
          label={label}
          name={name}
          type="number"
          min={rangeOf(faresSchema, name).min}
          step="0.01"
          required
          defaultValue={pounds(pattern?.fares[name])}
        />
      ))}
      <ChoiceField label="Members ride free" name="membersFree" defaultChecked={pattern?.fares.membersFree ?? true} />
      <Field label="Note" name="note" maxLength={maxLengthOf(patternRequest, 'note')} defaultValue={pattern?.note} />
    </>
  );
}
