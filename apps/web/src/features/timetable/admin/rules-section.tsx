import { type AdminTimetable, ruleRequest, timetableLimits, timetableHorizon, weekdays } from '@lmr/shared/timetable';
import { dayNames } from '@lmr/shared/rule-text';
import * as api from '../api.ts';
import { ruleForm } from './form-schemas.ts';
import type { TimetableActions } from './timetable-actions.ts';
import { PatternSelect, patternNameIn, RemoveButton } from './timetable-controls.tsx';
import { ChoiceField, Field } from '../../../components/ui/form-field.tsx';
import { FieldError } from '../../../components/ui/field-frame.tsx';
import { SchemaActionForm } from '../../../components/ui/schema-action-form.tsx';
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
      <SchemaActionForm
        className="admin-timetable-form"
        actions={actions}
        title="Add a season rule"
        submitLabel="Add the rule"
        schema={ruleForm}
        defaultValues={{
          label: '',
          patternId: data.patterns[0]?.id ?? '',
          starts: '',
          ends: '',
          weekdays: [],
          includeBankHolidays: false,
          exceptions: '',
        }}
        build={(rule) => ({ call: () => api.addRule(rule), done: 'The season rule is added.' })}
      >
        {(field) => {
          const { error, ...days } = field('weekdays');
          return (
            <>
              <p className="field-hint">
                {limits.span} {limits.horizon}
              </p>
              <Field
                label="Name"
                required
                maxLength={maxLengthOf(ruleRequest, 'label')}
                placeholder="Saturdays, Easter to September"
                {...field('label')}
              />
              <PatternSelect patterns={data.patterns} binding={field('patternId')} />
              <Field label="From" type="date" required max={latest} {...field('starts')} />
              <Field label="To" type="date" required max={latest} {...field('ends')} />
              <fieldset>
                <legend>Every</legend>
                {weekdays.map((d) => (
                  <ChoiceField key={d} label={dayNames[d]} value={d} {...days} />
                ))}
                <FieldError id="rule-weekdays-error" error={error} announce />
              </fieldset>
              <ChoiceField label="And the bank holidays in between" {...field('includeBankHolidays')} />
              <Field label="Except these dates (YYYY-MM-DD, separated by commas)" {...field('exceptions')} />
            </>
          );
        }}
      </SchemaActionForm>
    </section>
  );
}
