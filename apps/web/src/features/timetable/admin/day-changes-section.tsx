import {
  type AdminTimetable,
  dayChangeRequest,
  dayStatuses,
  type DayStatus,
  railwayToday,
} from '@lmr/shared/timetable';
import * as api from '../api.ts';
import { longDate } from '../../../components/timetable/running-day-text.ts';
import { dayChangeForm } from './form-schemas.ts';
import type { TimetableActions } from './timetable-actions.ts';
import { Field, SelectField } from '../../../components/ui/form-field.tsx';
import { SchemaActionForm } from '../../../components/ui/schema-action-form.tsx';
import { maxLengthOf } from '../../../components/ui/schema-limits.ts';

const statusLabels: Record<Exclude<DayStatus, 'scheduled'>, string> = {
  cancelled: 'Cancelled: no trains',
  shortened: 'Shortened (for example to one part of the line)',
  changed: 'Changed hours',
};

/** Cancelling, shortening or changing a running day, shown on every page at once; and undoing it. */
export function DayChangesSection({ data, actions }: { data: AdminTimetable; actions: TimetableActions }) {
  // A change is for today or a day ahead: the choice starts at today, not at the days kept from the past year.
  const today = railwayToday();
  const coming = data.days.filter((d) => d.date >= today);
  return (
    <section aria-labelledby="changes-title">
      <h2 id="changes-title">Changes on the day</h2>
      <SchemaActionForm
        className="admin-timetable-form"
        label="Change a running day"
        actions={actions}
        submitLabel="Save the change"
        schema={dayChangeForm}
        defaultValues={{ date: coming[0]?.date ?? '', status: dayStatuses[0], reason: '', opens: '', closes: '' }}
        build={({ date, ...change }) => ({
          call: () => api.changeDay(date, change),
          done: 'The change is saved and shown on the site.',
        })}
      >
        {(field) => (
          <>
            <SelectField label="Running day" required {...field('date')}>
              {coming.map((d) => (
                <option key={d.date} value={d.date}>
                  {longDate(d.date)}: {d.patternName}
                </option>
              ))}
            </SelectField>
            <SelectField label="What happens" {...field('status')}>
              {dayStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </SelectField>
            <Field
              label="Reason (visitors read it)"
              required
              maxLength={maxLengthOf(dayChangeRequest, 'reason')}
              placeholder="high winds"
              {...field('reason')}
            />
            <Field label="New opening time (changed hours only)" type="time" {...field('opens')} />
            <Field label="New closing time (changed hours only)" type="time" {...field('closes')} />
          </>
        )}
      </SchemaActionForm>
      <ul>
        {data.changes.map((c) => (
          <li key={c.date}>
            {longDate(c.date)}: {statusLabels[c.status]}, {c.reason}{' '}
            <button
              type="button"
              className="button button-secondary"
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
