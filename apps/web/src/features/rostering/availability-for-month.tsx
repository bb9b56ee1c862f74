import type { RosterDays } from '@lmr/shared/roster';
import type { ScreenActions } from '../../components/ui/screen-actions.ts';
import * as api from './api.ts';
import { monthName } from './roster-text.ts';
import { SelectField } from '../../components/ui/form-field.tsx';

/** Availability for every running day of a month, in one go. */
export function AvailabilityForMonth({ days, actions }: { days: RosterDays; actions: ScreenActions }) {
  const months = [...new Set(days.map((d) => d.date.slice(0, 7)))];
  if (months.length === 0) return null;
  const say = (form: HTMLFormElement, available: boolean) => {
    const month = String(new FormData(form).get('month'));
    actions.run({
      call: () => api.setAvailability({ month, available }),
      done: `Saved: you ${available ? 'can' : 'cannot'} work on the running days of ${monthName(month)}.`,
    });
  };
  return (
    <form className="roster-form" onSubmit={(e) => e.preventDefault()} aria-label="Availability for a whole month">
      <SelectField label="A whole month" name="month">
        {months.map((m) => (
          <option key={m} value={m}>
            {monthName(m)}
          </option>
        ))}
      </SelectField>
      <button type="button" onClick={(e) => say(e.currentTarget.form!, true)}>
        I can work every running day
      </button>
      <button type="button" onClick={(e) => say(e.currentTarget.form!, false)}>
        I cannot work that month
      </button>
    </form>
  );
}
