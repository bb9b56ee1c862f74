import { type AdminTimetable, bankHolidayRequest } from '@lmr/shared/timetable';
import * as api from '../api.ts';
import { longDate } from '../../../components/timetable/running-day-text.ts';
import type { TimetableActions } from './timetable-actions.ts';
import { AddDayForm, RemoveButton } from './timetable-controls.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { maxLengthOf } from '../../../components/ui/schema-limits.ts';

/** The island's bank holidays, which season rules may include. */
export function BankHolidaysSection({ data, actions }: { data: AdminTimetable; actions: TimetableActions }) {
  return (
    <section aria-labelledby="holidays-title">
      <h2 id="holidays-title">Bank holidays</h2>
      <p>Check these against the Isle of Man Government’s list each year.</p>
      <ul>
        {data.bankHolidays.map((h) => (
          <li key={h.date}>
            {longDate(h.date)}: {h.name}{' '}
            <RemoveButton
              actions={actions}
              question={`Remove the bank holiday “${h.name}” on ${longDate(h.date)}?`}
              action={{
                call: () => api.deleteBankHoliday(h.date),
                done: `${h.name} is removed.`,
              }}
            >
              Remove {h.name} {h.date.slice(0, 4)}
            </RemoveButton>
          </li>
        ))}
      </ul>
      <AddDayForm
        actions={actions}
        title="Add a bank holiday"
        submitLabel="Add the bank holiday"
        schema={bankHolidayRequest}
        build={({ date, name }) => ({
          call: () => api.addBankHoliday(date, name),
          done: 'The bank holiday is added.',
        })}
      >
        {(field) => (
          <Field label="Name" required limit={{ max: maxLengthOf(bankHolidayRequest, 'name') }} {...field('name')} />
        )}
      </AddDayForm>
    </section>
  );
}
