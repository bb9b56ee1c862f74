import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { longDate, shortDate } from '@lmr/shared/day-text';
import { type AdminRoster, hoursRequest } from '@lmr/shared/roster';
import { railwayToday } from '@lmr/shared/timetable';
import { z } from 'zod';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { AskFirstDialog } from '../../components/ui/ask-first-dialog.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { typedNumber } from '../../components/ui/form-values.ts';
import { SchemaActionForm } from '../../components/ui/schema-action-form.tsx';
import { rangeOf } from '../../components/ui/schema-limits.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { type ScreenActions, useScreenActions } from '../../components/ui/screen-actions.ts';
import * as api from './api.ts';
import { AssignDialog, type Opening } from './assign-dialog.tsx';
import { MailDayDialog } from './mail-day-dialog.tsx';
import { dayLine } from './roster-text.ts';
import './roster.css';

type Day = AdminRoster['days'][number];
type Person = Day['duties'][number]['people'][number];

const hoursForm = z.object({ hours: typedNumber(hoursRequest.shape.hours) });

function HoursForm({ person, day, actions }: { person: Person; day: Day; actions: ScreenActions }) {
  return (
    <SchemaActionForm
      className="roster-row"
      actions={actions}
      schema={hoursForm}
      values={{ hours: String(person.hours) }}
      build={({ hours }) => ({
        call: () => api.correctHours(person.assignmentId, hours),
        done: `${person.name} counts ${hours} hours for ${longDate(day.date)}.`,
      })}
      submitLabel="Save hours"
    >
      {(field) => (
        <Field
          label={`Hours of ${person.name}`}
          type="number"
          {...rangeOf(hoursRequest, 'hours')}
          step={0.25}
          required
          {...field('hours')}
        />
      )}
    </SchemaActionForm>
  );
}

/** Whether the person on a place asks for cover, or covers it for someone who asked. */
function CoverMarker({ person }: { person: Person }) {
  if (!person.cover) return null;
  return (
    <span className="roster-cover">
      {person.cover.status === 'open' ? ' asks for cover' : ` covering for ${person.cover.askedBy}`}
    </span>
  );
}

function Cell({
  day,
  duty,
  roleName,
  past,
  actions,
  onAssign,
}: {
  day: Day;
  duty: Day['duties'][number] | undefined;
  roleName: string;
  past: boolean;
  actions: ScreenActions;
  onAssign: () => void;
}) {
  if (!duty) return 'Not needed';
  // A place is open only on a day still to come that runs: one gone or cancelled can no longer be filled.
  const open = past || day.status === 'cancelled' ? 0 : duty.places - duty.people.length;
  return (
    <>
      <ul className="roster-duties">
        {duty.people.map((p) => (
          <li key={p.assignmentId}>
            {p.name} (<a href={`mailto:${p.email}`}>{p.email}</a>)
            <CoverMarker person={p} />
            {past ? (
              <HoursForm person={p} day={day} actions={actions} />
            ) : (
              <button
                type="button"
                onClick={() =>
                  actions.askFirst(`Take ${p.name} off ${roleName} on ${longDate(day.date)}?`, {
                    call: () => api.removeAssignment(p.assignmentId),
                    done: `${p.name} is no longer on ${roleName} on ${longDate(day.date)}.`,
                  })
                }
              >
                Take {p.name} off
              </button>
            )}
          </li>
        ))}
      </ul>
      {open > 0 && <p className="roster-open">{open} open</p>}
      {open > 0 && (
        <button type="button" onClick={onAssign}>
          Assign {roleName} on {shortDate(day.date, railwayToday())}
        </button>
      )}
    </>
  );
}

/** The roster: the fortnight's gaps first, then every day by every role; assign, remove, hours, mail. */
function AdminRosterPage() {
  const { data, isError } = useQuery(api.adminRosterQuery);
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(api.rosterKey, show);
  const [opening, setOpening] = useState<Opening | null>(null);
  const [mailing, setMailing] = useState<{ date: string; count: number } | null>(null);
  /** The day being printed: its row alone goes on the paper (roster.css), for the station. */
  const [printing, setPrinting] = useState<string | null>(null);
  const print = (date: string) => {
    // The row is marked before the browser lays out the paper, and unmarked once it has.
    flushSync(() => setPrinting(date));
    window.print();
    setPrinting(null);
  };
  const roleOf = (id: string) => data?.roles.find((r) => r.id === id);
  const fill = (date: string, roleId: string) => {
    const role = roleOf(roleId)!;
    setOpening({ date, roleId, roleName: role.name, qualification: role.qualification });
  };

  return (
    <article className="page roster">
      <PageMeta title="Roster" description="Who works which running day." noindex />
      <h1>Roster</h1>
      <p>
        <Link to="/admin/roster/setup">Duty roles, needs and qualifications</Link>
      </p>
      <Alert feedback={feedback} />
      {!data && !isError && <p role="status">Loading the roster…</p>}
      {isError && <p>The roster could not be loaded just now.</p>}
      {data && (
        <>
          <section aria-labelledby="gaps">
            <h2 id="gaps">Gaps in the next fortnight</h2>
            {data.gaps.length === 0 && <p>Every duty of the next fortnight is filled.</p>}
            <ul>
              {data.gaps.map((g) => (
                <li key={`${g.date}/${g.roleId}`} className="roster-row">
                  {longDate(g.date)}: {g.roleName}, {g.open} open
                  <button type="button" onClick={() => fill(g.date, g.roleId)}>
                    Fill {g.roleName} on {shortDate(g.date, railwayToday())}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="cover-wanted">
            <h2 id="cover-wanted">Asking for cover</h2>
            {data.coverWanted.length === 0 && <p>Nobody is asking for cover.</p>}
            <ul>
              {data.coverWanted.map((c) => (
                <li key={`${c.date}/${c.roleName}/${c.name}`}>
                  {longDate(c.date)}: {c.name} asks for cover as {c.roleName}. They stay on the duty until someone
                  accepts.
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="grid">
            <h2 id="grid">Every running day</h2>
            <DataTable
              label="The roster, days by duty roles"
              className="roster-grid"
              rows={data.days}
              rowKey={(day) => day.date}
              columns={[
                {
                  header: 'Day',
                  rowHeader: true,
                  cell: (day) => (
                    <>
                      <span className={printing === day.date ? 'roster-printing' : undefined}>
                        {longDate(day.date)}
                      </span>
                      <br />
                      <span className={day.status === 'cancelled' ? 'roster-cancelled' : undefined}>
                        {dayLine(day)}
                      </span>
                    </>
                  ),
                },
                ...data.roles.map((r) => ({
                  key: r.id,
                  header: r.name,
                  cell: (day: Day) => (
                    <Cell
                      day={day}
                      duty={day.duties.find((d) => d.roleId === r.id)}
                      roleName={r.name}
                      past={day.past}
                      actions={actions}
                      onAssign={() => fill(day.date, r.id)}
                    />
                  ),
                })),
                {
                  header: 'Mail',
                  cell: (day) => {
                    const people = new Set(day.duties.flatMap((d) => d.people.map((p) => p.userId))).size;
                    const when = shortDate(day.date, railwayToday());
                    return (
                      <>
                        {people > 0 && (
                          <button type="button" onClick={() => setMailing({ date: day.date, count: people })}>
                            E-mail the roster of {when}
                          </button>
                        )}
                        {!day.past && day.status !== 'cancelled' && (
                          <button type="button" onClick={() => print(day.date)}>
                            Print the roster of {when}
                          </button>
                        )}
                      </>
                    );
                  },
                },
              ]}
            />
          </section>
        </>
      )}
      {opening && <AssignDialog opening={opening} onClose={() => setOpening(null)} actions={actions} />}
      {mailing && (
        <MailDayDialog date={mailing.date} count={mailing.count} onClose={() => setMailing(null)} actions={actions} />
      )}
      <AskFirstDialog actions={actions} />
    </article>
  );
}

export default withQueryClient(AdminRosterPage);
