import { useState } from 'react';
import type { AdminTimetable, PatternRequest } from '@lmr/shared/timetable';
import { formText } from './timetable-actions.ts';
import { Field } from '../../../components/ui/form-field.tsx';

type Pattern = AdminTimetable['patterns'][number];

const departureKinds = [
  ['interval', 'A train every few minutes'],
  ['list', 'At set times'],
] as const;

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
      <Field label="Name" name="name" required maxLength={80} defaultValue={pattern?.name} />
      <label>
        Opens
        <input name="opens" type="time" required defaultValue={pattern?.opens ?? '11:00'} />
      </label>
      <label>
        Closes
        <input name="closes" type="time" required defaultValue={pattern?.closes ?? '16:30'} />
      </label>
      <fieldset>
        <legend>Departures</legend>
        {departureKinds.map(([value, label]) => (
          <label key={value} className="checkbox">
            <input
              type="radio"
              name="departureKind"
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {kind === 'interval' ? (
        <>
          <label>
            First train
            <input name="first" type="time" required defaultValue={interval?.first ?? '11:00'} />
          </label>
          <label>
            Last train
            <input name="last" type="time" required defaultValue={interval?.last ?? '16:20'} />
          </label>
          <label>
            A train every (minutes)
            <input name="every" type="number" min={1} max={240} required defaultValue={interval?.everyMinutes ?? 10} />
          </label>
        </>
      ) : (
        <label>
          Departure times (HH:MM, separated by commas)
          <input
            name="times"
            required
            placeholder="17:00, 17:30, 18:00"
            defaultValue={departures?.kind === 'list' ? departures.times.join(', ') : ''}
          />
        </label>
      )}
      <label>
        Adult fare (£)
        <input name="adult" type="number" min={0} step="0.01" required defaultValue={pounds(pattern?.fares.adult)} />
      </label>
      <label>
        Child fare (£)
        <input name="child" type="number" min={0} step="0.01" required defaultValue={pounds(pattern?.fares.child)} />
      </label>
      <label>
        Family fare (£)
        <input name="family" type="number" min={0} step="0.01" required defaultValue={pounds(pattern?.fares.family)} />
      </label>
      <label className="checkbox">
        <input name="membersFree" type="checkbox" defaultChecked={pattern?.fares.membersFree ?? true} /> Members ride
        free
      </label>
      <Field label="Note" name="note" maxLength={300} defaultValue={pattern?.note} />
    </>
  );
}
