import { type AdminTimetable, extraDayRequest, timetableLimits, timetableHorizon } from '@lmr/shared/timetable';
import * as api from '../api.ts';
import { longDate } from '../../../components/timetable/running-day-text.ts';
import type { TimetableActions } from './timetable-actions.ts';
import { AddDayForm, PatternSelect, patternNameIn, RemoveButton } from './timetable-controls.tsx';

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
      <AddDayForm
        actions={actions}
        title="Add a single running day"
        submitLabel="Add the day"
        latest={{ date: timetableHorizon().to, words: timetableLimits().horizon }}
        schema={extraDayRequest}
        defaultValues={{ date: '', patternId: data.patterns[0]?.id ?? '' }}
        build={({ date, patternId }) => ({
          call: () => api.addExtraDay(date, patternId),
          done: 'The running day is added.',
        })}
      >
        {(field) => <PatternSelect patterns={data.patterns} binding={field('patternId')} />}
      </AddDayForm>
    </section>
  );
}
