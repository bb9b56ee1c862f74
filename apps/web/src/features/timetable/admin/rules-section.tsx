import { type AdminTimetable, ruleRequest, timetableLimits, timetableHorizon, weekdays } from '@lmr/shared/timetable';
import { dayNames } from '@lmr/shared/rule-text';
import * as api from '../api.ts';
import { formText, type TimetableActions } from './timetable-actions.ts';
import { PatternSelect, patternNameIn, RemoveButton } from './timetable-controls.tsx';
import { ActionForm, ChoiceField, Field } from '../../../components/ui/form-field.tsx';
import { maxLengthOf } from '../../../components/ui/schema-limits.ts';

/** Seasons by rule ("every Saturday from Easter to September"), with bank holidays and exceptions. */
export function RulesSection({ data, actions }: { data: AdminTimetable; actions: TimetableActions }) {
  const limits = timetableLimits();
  const latest = timetableHorizon().to;
  return (
    <section aria-labelledby="rules-title">
      <h2 id="rules-title">Season rules</h2>
      <ul>
        {data.rules.map((r) => (
          <li key={r.id}>
            <strong>{r.label}</strong> ({patternNameIn(data, r.patternId)}): {r.description}.{' '}
            <RemoveButton
              actions={actions}
              question={`Remove the rule “${r.label}”? Its days stop running.`}
              action={{
                call: () => api.deleteRule(r.id),
                done: `The rule ${r.label} is removed.`,
              }}
            >
              Remove {r.label}
            </RemoveButton>
          </li>
        ))}
      </ul>
      <ActionForm
        className="admin-timetable-form"
        actions={actions}
        title="Add a season rule"
        submitLabel="Add the rule"
        build={(f) => ({
          call: () =>
            api.addRule({
              label: formText(f, 'label'),
              patternId: formText(f, 'patternId'),
              starts: formText(f, 'starts'),
              ends: formText(f, 'ends'),
              weekdays: f.getAll('weekdays').map(String) as (typeof weekdays)[number][],
              includeBankHolidays: f.get('bankHolidays') === 'on',
              exceptions: formText(f, 'exceptions')
                .split(/[\s,]+/)
                .filter(Boolean),
            }),
          done: 'The season rule is added.',
        })}
      >
        <p className="field-hint">
          {limits.span} {limits.horizon}
        </p>
        <Field
          label="Name"
          name="label"
          required
          maxLength={maxLengthOf(ruleRequest, 'label')}
          placeholder="Saturdays, Easter to September"
        />
        <PatternSelect patterns={data.patterns} />
        <Field label="From" name="starts" type="date" required max={latest} />
        <Field label="To" name="ends" type="date" required max={latest} />
        <fieldset>
          <legend>Every</legend>
          {weekdays.map((d) => (
            <ChoiceField key={d} label={dayNames[d]} name="weekdays" value={d} />
          ))}
        </fieldset>
        <ChoiceField label="And the bank holidays in between" name="bankHolidays" />
        <Field label="Except these dates (YYYY-MM-DD, separated by commas)" name="exceptions" />
      </ActionForm>
    </section>
  );
}
