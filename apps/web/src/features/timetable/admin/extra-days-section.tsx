import type { AdminTimetable } from '@lmr/shared/timetable';
import * as api from '../api.ts';
import { longDate } from '../running-day-text.ts';
import { formText, type TimetableActions } from './timetable-actions.ts';
import { PatternSelect, patternNameIn, RemoveButton } from './timetable-controls.tsx';
import { ActionForm } from '../../../components/ui/action-form.tsx';
import { Field } from '../../../components/ui/form-field.tsx';

/** Single running days outside any season rule: a gala, a private hire open to all, a Christmas train. */
export function ExtraDaysSection({ data, actions }: { data: AdminTimetable; actions: TimetableActions }) {
  return (
    <section aria-labelledby="extra-days-title">
      <h2 id="extra-days-title">Single running days</h2>
      {data.extraDays.length === 0 && <p>None: every running day comes from a season rule.</p>}
      <ul>
        {data.extraDays.map((d) => (
          <li key={d.date}>
            {longDate(d.date)}: {patternNameIn(data, d.patternId)}{' '}
            <RemoveButton
              actions={actions}
              question={`Remove the running day on ${longDate(d.date)}? Trains no longer run that day.`}
              action={{
                call: () => api.deleteExtraDay(d.date),
                done: `${longDate(d.date)} is removed.`,
              }}
            >
              Remove {longDate(d.date)}
            </RemoveButton>
          </li>
        ))}
      </ul>
      <ActionForm
        className="admin-timetable-form"
        actions={actions}
        title="Add a single running day"
        submitLabel="Add the day"
        build={(f) => ({
          call: () => api.addExtraDay(formText(f, 'date'), formText(f, 'patternId')),
          done: 'The running day is added.',
        })}
      >
        <Field label="Date" name="date" type="date" required />
        <PatternSelect patterns={data.patterns} />
      </ActionForm>
    </section>
  );
}
