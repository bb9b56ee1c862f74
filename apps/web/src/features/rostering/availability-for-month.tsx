import { availabilityRequest, type RosterDays } from '@lmr/shared/roster';
import type { ScreenActions } from '../../components/ui/screen-actions.ts';
import { useSchemaForm } from '../../components/ui/use-schema-form.ts';
import * as api from './api.ts';
import { monthName } from './roster-text.ts';
import { SelectField } from '../../components/ui/form-field.tsx';

/** Availability for every running day of a month, in one go: the button pressed says which answer. */
export function AvailabilityForMonth({ days, actions }: { days: RosterDays; actions: ScreenActions }) {
  const months = [...new Set(days.map((d) => d.date.slice(0, 7)))];
  const { form, field } = useSchemaForm(availabilityRequest, {
    defaultValues: { month: months[0], available: true },
  });
  if (months.length === 0) return null;
  const say = (available: boolean) => {
    form.setValue('available', available);
    return form.handleSubmit((request) =>
      actions.run({
        call: () => api.setAvailability(request),
        done: `Saved: you ${available ? 'can' : 'cannot'} work on the running days of ${monthName(request.month ?? '')}.`,
      }),
    )();
  };
  return (
    <form
      className="roster-form"
      onSubmit={(e) => e.preventDefault()}
      aria-label="Availability for a whole month"
      noValidate
    >
      <SelectField label="A whole month" {...field('month')}>
        {months.map((m) => (
          <option key={m} value={m}>
            {monthName(m)}
          </option>
        ))}
      </SelectField>
      <button type="button" onClick={() => void say(true)}>
        I can work every running day
      </button>
      <button type="button" onClick={() => void say(false)}>
        I cannot work that month
      </button>
    </form>
  );
}
