import { type AdminTimetable, dayStatuses, type DayStatus } from '@lmr/shared/timetable';
import * as api from '../api.ts';
import { longDate } from '../running-day-text.ts';
import { formText, type TimetableActions } from './timetable-actions.ts';
import { Field } from '../../../components/ui/form-field.tsx';

const statusLabels: Record<Exclude<DayStatus, 'scheduled'>, string> = {
  cancelled: 'Cancelled: no trains',
  shortened: 'Shortened (for example to one part of the line)',
  changed: 'Changed hours',
};

/** Cancelling, shortening or changing a running day, shown on every page at once; and undoing it. */
export function DayChangesSection({ data, actions }: { data: AdminTimetable; actions: TimetableActions }) {
  return (
    <section aria-labelledby="changes-title">
      <h2 id="changes-title">Changes on the day</h2>
      <form
        className="admin-timetable-form"
        onSubmit={actions.submit((f) => ({
          call: () =>
            api.changeDay(formText(f, 'date'), {
              status: formText(f, 'status') as (typeof dayStatuses)[number],
              reason: formText(f, 'reason'),
              ...(formText(f, 'opens') ? { opens: formText(f, 'opens') } : {}),
              ...(formText(f, 'closes') ? { closes: formText(f, 'closes') } : {}),
            }),
          done: 'The change is saved and shown on the site.',
        }))}
      >
        <label>
          Running day
          <select name="date" required>
            {data.days.map((d) => (
              <option key={d.date} value={d.date}>
                {longDate(d.date)}: {d.patternName}
              </option>
            ))}
          </select>
        </label>
        <label>
          What happens
          <select name="status">
            {dayStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <Field label="Reason (visitors read it)" name="reason" required maxLength={200} placeholder="high winds" />
        <label>
          New opening time (changed hours only)
          <input name="opens" type="time" />
        </label>
        <label>
          New closing time (changed hours only)
          <input name="closes" type="time" />
        </label>
        <button type="submit">Save the change</button>
      </form>
      <ul>
        {data.changes.map((c) => (
          <li key={c.date}>
            {longDate(c.date)}: {statusLabels[c.status]}, {c.reason}{' '}
            <button
              type="button"
              onClick={() => actions.run({ call: () => api.undoDayChange(c.date), done: 'The change is undone.' })}
            >
              Undo the change of {longDate(c.date)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
