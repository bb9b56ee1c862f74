import type { AdminTimetable } from '@lmr/shared/timetable';
import * as api from '../api.ts';
import { longDate } from '../running-day-text.ts';
import { formText, type TimetableActions } from './timetable-actions.ts';

/** Single running days outside any season rule: a gala, a private hire open to all, a Christmas train. */
export function ExtraDaysSection({ data, actions }: { data: AdminTimetable; actions: TimetableActions }) {
  const patternName = (id: string) => data.patterns.find((p) => p.id === id)?.name ?? '';
  return (
    <section aria-labelledby="extra-days-title">
      <h2 id="extra-days-title">Single running days</h2>
      {data.extraDays.length === 0 && <p>None: every running day comes from a season rule.</p>}
      <ul>
        {data.extraDays.map((d) => (
          <li key={d.date}>
            {longDate(d.date)}: {patternName(d.patternId)}{' '}
            <button
              type="button"
              onClick={() =>
                actions.askFirst(`Remove the running day on ${longDate(d.date)}? Trains no longer run that day.`, {
                  call: () => api.deleteExtraDay(d.date),
                  done: `${longDate(d.date)} is removed.`,
                })
              }
            >
              Remove {longDate(d.date)}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="admin-timetable-form"
        onSubmit={actions.submit((f) => ({
          call: () => api.addExtraDay(formText(f, 'date'), formText(f, 'patternId')),
          done: 'The running day is added.',
        }))}
      >
        <h3>Add a single running day</h3>
        <label>
          Date
          <input name="date" type="date" required />
        </label>
        <label>
          Pattern
          <select name="patternId" required>
            {data.patterns.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Add the day</button>
      </form>
    </section>
  );
}
