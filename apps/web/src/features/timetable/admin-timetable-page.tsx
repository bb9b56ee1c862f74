import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { dayStatuses, formatPence, weekdays, type DayStatus } from '@lmr/shared/timetable';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { ConfirmDialog } from '../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import * as api from './api.ts';
import { longDate } from './running-day-text.ts';
import './timetable.css';

const pence = (pounds: FormDataEntryValue | null) => Math.round(Number(pounds ?? 0) * 100);
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const dayNames: Record<(typeof weekdays)[number], string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
const statusLabels: Record<Exclude<DayStatus, 'scheduled'>, string> = {
  cancelled: 'Cancelled: no trains',
  shortened: 'Shortened (for example to one part of the line)',
  changed: 'Changed hours',
};

/** Patterns, season rules, bank holidays and changes on the day, on one screen. */
function AdminTimetablePage() {
  const { data, isError } = useQuery(api.adminTimetableQuery);
  const client = useQueryClient();
  const { feedback, show } = useTimedFeedback();
  const run = useMutation({
    mutationFn: (action: { call: () => Promise<unknown>; done: string; form?: HTMLFormElement }) => action.call(),
    onSuccess: async (_, action) => {
      show(action.done, 'success');
      action.form?.reset();
      await client.invalidateQueries({ queryKey: ['timetable'] });
    },
    onError: (err) => {
      const fields = err instanceof ApiError ? Object.values(err.fields) : [];
      show([err.message, ...fields].join(' '), 'error');
    },
  });
  const submit =
    (build: (form: FormData) => Omit<Parameters<typeof run.mutate>[0], 'form'>) => (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      run.mutate({ ...build(new FormData(e.currentTarget)), form: e.currentTarget });
    };
  // A removal asks first, by name, in the site's own dialog.
  const [asking, setAsking] = useState<{ text: string; action: Parameters<typeof run.mutate>[0] } | null>(null);
  const patternName = (id: string) => data?.patterns.find((p) => p.id === id)?.name ?? '';

  return (
    <article className="page admin-timetable">
      <PageMeta title="Timetable" description="Manage the running days." noindex />
      <h1>Timetable</h1>
      <Alert feedback={feedback} />
      {!data && !isError && <p role="status">Loading the timetable…</p>}
      {isError && <p>The timetable could not be loaded just now.</p>}
      {data && (
        <>
          <section aria-labelledby="changes-title">
            <h2 id="changes-title">Changes on the day</h2>
            <form
              className="admin-timetable-form"
              onSubmit={submit((f) => ({
                call: () =>
                  api.changeDay(text(f, 'date'), {
                    status: text(f, 'status') as (typeof dayStatuses)[number],
                    reason: text(f, 'reason'),
                    ...(text(f, 'opens') ? { opens: text(f, 'opens') } : {}),
                    ...(text(f, 'closes') ? { closes: text(f, 'closes') } : {}),
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
              <label>
                Reason (visitors read it)
                <input name="reason" required maxLength={200} placeholder="high winds" />
              </label>
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
                    onClick={() => run.mutate({ call: () => api.undoDayChange(c.date), done: 'The change is undone.' })}
                  >
                    Undo the change of {longDate(c.date)}
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="patterns-title">
            <h2 id="patterns-title">Patterns</h2>
            <ul>
              {data.patterns.map((p) => (
                <li key={p.id}>
                  <strong>{p.name}</strong>: {p.opens} to {p.closes}; adult {formatPence(p.fares.adult)}, child{' '}
                  {formatPence(p.fares.child)}, family {formatPence(p.fares.family)}{' '}
                  <button
                    type="button"
                    onClick={() =>
                      setAsking({
                        text: `Remove the pattern “${p.name}”?`,
                        action: { call: () => api.deletePattern(p.id), done: `The pattern ${p.name} is removed.` },
                      })
                    }
                  >
                    Remove {p.name}
                  </button>
                </li>
              ))}
            </ul>
            <form
              className="admin-timetable-form"
              onSubmit={submit((f) => ({
                call: () =>
                  api.addPattern({
                    name: text(f, 'name'),
                    opens: text(f, 'opens'),
                    closes: text(f, 'closes'),
                    departures: {
                      kind: 'interval',
                      first: text(f, 'first'),
                      last: text(f, 'last'),
                      everyMinutes: Number(f.get('every')),
                    },
                    fares: {
                      adult: pence(f.get('adult')),
                      child: pence(f.get('child')),
                      family: pence(f.get('family')),
                      membersFree: f.get('membersFree') === 'on',
                    },
                    note: text(f, 'note'),
                  }),
                done: 'The pattern is added.',
              }))}
            >
              <h3>Add a pattern</h3>
              <label>
                Name
                <input name="name" required maxLength={80} />
              </label>
              <label>
                Opens
                <input name="opens" type="time" required defaultValue="11:00" />
              </label>
              <label>
                Closes
                <input name="closes" type="time" required defaultValue="16:30" />
              </label>
              <label>
                First train
                <input name="first" type="time" required defaultValue="11:00" />
              </label>
              <label>
                Last train
                <input name="last" type="time" required defaultValue="16:20" />
              </label>
              <label>
                A train every (minutes)
                <input name="every" type="number" min={1} max={240} required defaultValue={10} />
              </label>
              <label>
                Adult fare (£)
                <input name="adult" type="number" min={0} step="0.01" required />
              </label>
              <label>
                Child fare (£)
                <input name="child" type="number" min={0} step="0.01" required />
              </label>
              <label>
                Family fare (£)
                <input name="family" type="number" min={0} step="0.01" required />
              </label>
              <label className="checkbox">
                <input name="membersFree" type="checkbox" defaultChecked /> Members ride free
              </label>
              <label>
                Note
                <input name="note" maxLength={300} />
              </label>
              <button type="submit">Add the pattern</button>
            </form>
          </section>

          <section aria-labelledby="rules-title">
            <h2 id="rules-title">Season rules</h2>
            <ul>
              {data.rules.map((r) => (
                <li key={r.id}>
                  <strong>{r.label}</strong> ({patternName(r.patternId)}): {r.description}
                  {r.includeBankHolidays ? ', and bank holidays' : ''}
                  {r.exceptions.length ? `; not on ${r.exceptions.map(longDate).join(', ')}` : ''}{' '}
                  <button
                    type="button"
                    onClick={() =>
                      setAsking({
                        text: `Remove the rule “${r.label}”? Its days stop running.`,
                        action: { call: () => api.deleteRule(r.id), done: `The rule ${r.label} is removed.` },
                      })
                    }
                  >
                    Remove {r.label}
                  </button>
                </li>
              ))}
            </ul>
            <form
              className="admin-timetable-form"
              onSubmit={submit((f) => ({
                call: () =>
                  api.addRule({
                    label: text(f, 'label'),
                    patternId: text(f, 'patternId'),
                    starts: text(f, 'starts'),
                    ends: text(f, 'ends'),
                    weekdays: f.getAll('weekdays').map(String) as (typeof weekdays)[number][],
                    includeBankHolidays: f.get('bankHolidays') === 'on',
                    exceptions: text(f, 'exceptions')
                      .split(/[\s,]+/)
                      .filter(Boolean),
                  }),
                done: 'The season rule is added.',
              }))}
            >
              <h3>Add a season rule</h3>
              <label>
                Name
                <input name="label" required maxLength={80} placeholder="Saturdays, Easter to September" />
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
              <label>
                From
                <input name="starts" type="date" required />
              </label>
              <label>
                To
                <input name="ends" type="date" required />
              </label>
              <fieldset>
                <legend>Every</legend>
                {weekdays.map((d) => (
                  <label key={d} className="checkbox">
                    <input type="checkbox" name="weekdays" value={d} /> {dayNames[d]}
                  </label>
                ))}
              </fieldset>
              <label className="checkbox">
                <input name="bankHolidays" type="checkbox" /> And the bank holidays in between
              </label>
              <label>
                Except these dates (YYYY-MM-DD, separated by commas)
                <input name="exceptions" />
              </label>
              <button type="submit">Add the rule</button>
            </form>
          </section>

          <section aria-labelledby="holidays-title">
            <h2 id="holidays-title">Bank holidays</h2>
            <p>Check these against the Isle of Man Government’s list each year.</p>
            <ul>
              {data.bankHolidays.map((h) => (
                <li key={h.date}>
                  {longDate(h.date)}: {h.name}{' '}
                  <button
                    type="button"
                    onClick={() =>
                      run.mutate({ call: () => api.deleteBankHoliday(h.date), done: `${h.name} is removed.` })
                    }
                  >
                    Remove {h.name} {h.date.slice(0, 4)}
                  </button>
                </li>
              ))}
            </ul>
            <form
              className="admin-timetable-form"
              onSubmit={submit((f) => ({
                call: () => api.addBankHoliday(text(f, 'date'), text(f, 'name')),
                done: 'The bank holiday is added.',
              }))}
            >
              <label>
                Date
                <input name="date" type="date" required />
              </label>
              <label>
                Name
                <input name="name" required maxLength={80} />
              </label>
              <button type="submit">Add the bank holiday</button>
            </form>
          </section>
        </>
      )}
      <ConfirmDialog
        open={!!asking}
        text={asking?.text ?? ''}
        busy={run.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) run.mutate(asking.action);
          setAsking(null);
        }}
      />
    </article>
  );
}

export default withQueryClient(AdminTimetablePage);
