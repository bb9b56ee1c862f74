import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { longDate } from '@lmr/shared/day-text';
import type { Qualifications, RosterSetup } from '@lmr/shared/roster';
import { PageMeta } from '../../app/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { AskFirstDialog } from '../../components/ui/ask-first-dialog.tsx';
import { TableBox } from '../../components/ui/table-box.tsx';
import { withQueryClient } from '../../lib/query-client.tsx';
import { formText, type ScreenActions, useScreenActions } from '../../lib/screen-actions.ts';
import * as api from './api.ts';
import './roster.css';

function RolesSection({ setup, actions }: { setup: RosterSetup; actions: ScreenActions }) {
  return (
    <section aria-labelledby="roles">
      <h2 id="roles">Duty roles</h2>
      <ul className="roster-duties">
        {setup.roles.map((r) => (
          <li key={r.id}>
            <form
              className="roster-form"
              aria-label={`Duty role ${r.name}`}
              onSubmit={actions.submit((f) => ({
                call: () => api.editRole(r.id, formText(f, 'name'), formText(f, 'qualification')),
                done: `Duty role “${formText(f, 'name')}” saved.`,
              }))}
            >
              <label>
                Name
                <input name="name" defaultValue={r.name} required maxLength={60} />
              </label>
              <label>
                Qualification needed (empty for none)
                <input name="qualification" defaultValue={r.qualification ?? ''} maxLength={60} />
              </label>
              <button type="submit">Save {r.name}</button>
              <button
                type="button"
                onClick={() =>
                  actions.askFirst(`Remove the duty role “${r.name}”?`, {
                    call: () => api.deleteRole(r.id),
                    done: `Duty role “${r.name}” removed.`,
                  })
                }
              >
                Remove {r.name}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form
        className="roster-form"
        aria-label="Add a duty role"
        onSubmit={actions.submit((f) => ({
          call: () => api.addRole(formText(f, 'name'), formText(f, 'qualification')),
          done: `Duty role “${formText(f, 'name')}” added.`,
        }))}
      >
        <Field label="New duty role" name="name" required maxLength={60} />
        <Field label="Qualification it needs (optional)" name="qualification" maxLength={60} />
        <button type="submit" className="button">
          Add the duty role
        </button>
      </form>
    </section>
  );
}

function NeedsSection({ setup, actions }: { setup: RosterSetup; actions: ScreenActions }) {
  const placesOf = (patternId: string, roleId: string) =>
    setup.needs.find((n) => n.patternId === patternId && n.roleId === roleId)?.places ?? 0;
  return (
    <section aria-labelledby="needs">
      <h2 id="needs">How many each kind of day needs</h2>
      <TableBox label="Places per duty role on each timetable pattern">
        <table className="roster-grid roster-needs">
          <thead>
            <tr>
              <th scope="col">Pattern</th>
              {setup.roles.map((r) => (
                <th key={r.id} scope="col">
                  {r.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {setup.patterns.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.name}</th>
                {setup.roles.map((r) => (
                  <td key={r.id}>
                    <input
                      type="number"
                      min={0}
                      max={50}
                      aria-label={`${r.name} on ${p.name}`}
                      defaultValue={placesOf(p.id, r.id)}
                      onChange={(e) => {
                        const places = e.currentTarget.valueAsNumber;
                        if (!Number.isInteger(places) || places < 0 || places > 50) return;
                        actions.run({
                          call: () => api.setNeed(p.id, r.id, places),
                          done: `${p.name} needs ${places} × ${r.name}.`,
                        });
                      }}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}

function QualificationsSection({ data, actions }: { data: Qualifications; actions: ScreenActions }) {
  return (
    <section aria-labelledby="qualifications">
      <h2 id="qualifications">Qualifications</h2>
      <h3>Expiring in the next 60 days</h3>
      {data.expiring.length === 0 && <p>None.</p>}
      <ul>
        {data.expiring.map((q) => (
          <li key={q.id}>
            {q.name} ({q.email}): {q.qualification}, until {longDate(q.expiresOn)}
          </li>
        ))}
      </ul>
      <form
        className="roster-form"
        aria-label="Record a qualification"
        onSubmit={actions.submit((f) => ({
          call: () =>
            api.setQualification(formText(f, 'userId'), formText(f, 'qualification'), formText(f, 'expiresOn')),
          done: `“${formText(f, 'qualification')}” recorded until ${longDate(formText(f, 'expiresOn'))}.`,
        }))}
      >
        <label>
          Volunteer
          <select name="userId" required>
            {data.volunteers.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name} ({v.email})
              </option>
            ))}
          </select>
        </label>
        <Field label="Qualification" name="qualification" required maxLength={60} />
        <Field label="Valid until" name="expiresOn" type="date" required />
        <button type="submit" className="button">
          Record the qualification
        </button>
      </form>
      <TableBox label="Every qualification on record">
        <table className="roster-grid">
          <thead>
            <tr>
              <th scope="col">Volunteer</th>
              <th scope="col">Qualification</th>
              <th scope="col">Valid until</th>
              <th scope="col">Remove</th>
            </tr>
          </thead>
          <tbody>
            {data.qualifications.map((q) => (
              <tr key={q.id}>
                <td>{q.name}</td>
                <td>{q.qualification}</td>
                <td>{longDate(q.expiresOn)}</td>
                <td>
                  <button
                    type="button"
                    onClick={() =>
                      actions.askFirst(`Remove ${q.name}’s “${q.qualification}” qualification?`, {
                        call: () => api.deleteQualification(q.id),
                        done: `${q.name}’s “${q.qualification}” is removed.`,
                      })
                    }
                  >
                    Remove {q.name}’s {q.qualification}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
    </section>
  );
}

/** What the roster is built from: duty roles, each pattern's needs, and volunteers' qualifications. */
function RosterSetupPage() {
  const setup = useQuery(api.rosterSetupQuery);
  const qualifications = useQuery(api.qualificationsQuery);
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(api.rosterKey, show);
  return (
    <article className="page roster">
      <PageMeta title="Duty roles and qualifications" description="What the roster is built from." noindex />
      <h1>Duty roles and qualifications</h1>
      <p>
        <Link to="/admin/roster">Back to the roster</Link>
      </p>
      <Alert feedback={feedback} />
      {(setup.isPending || qualifications.isPending) && <p role="status">Loading…</p>}
      {(setup.isError || qualifications.isError) && <p>This could not be loaded just now.</p>}
      {setup.data && (
        <>
          <RolesSection setup={setup.data} actions={actions} />
          <NeedsSection setup={setup.data} actions={actions} />
        </>
      )}
      {qualifications.data && <QualificationsSection data={qualifications.data} actions={actions} />}
      <AskFirstDialog actions={actions} />
    </article>
  );
}

export default withQueryClient(RosterSetupPage);
