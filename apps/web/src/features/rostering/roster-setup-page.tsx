import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { longDate } from '@lmr/shared/day-text';
import {
  dutyRoleRequest,
  type Qualifications,
  qualificationRequest,
  roleNeedRequest,
  type RosterSetup,
  rosterRules,
} from '@lmr/shared/roster';
import { PageMeta } from '../../components/page-meta.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { Field, SelectField } from '../../components/ui/form-field.tsx';
import { AskFirstDialog } from '../../components/ui/ask-first-dialog.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { SchemaActionForm } from '../../components/ui/schema-action-form.tsx';
import { maxLengthOf, rangeOf } from '../../components/ui/schema-limits.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { type ScreenActions, useScreenActions } from '../../components/ui/screen-actions.ts';
import * as api from './api.ts';
import './roster.css';

const roleNameMax = maxLengthOf(dutyRoleRequest, 'name');
const roleQualificationMax = maxLengthOf(dutyRoleRequest, 'qualification');
const qualificationMax = maxLengthOf(qualificationRequest, 'qualification');
const placesRange = rangeOf(roleNeedRequest, 'places');

function RolesSection({ setup, actions }: { setup: RosterSetup; actions: ScreenActions }) {
  return (
    <section aria-labelledby="roles">
      <h2 id="roles">Duty roles</h2>
      <ul className="roster-duties">
        {setup.roles.map((r) => (
          <li key={r.id}>
            <SchemaActionForm
              className="roster-form"
              label={`Duty role ${r.name}`}
              actions={actions}
              schema={dutyRoleRequest}
              values={{ name: r.name, qualification: r.qualification ?? '' }}
              build={({ name, qualification }) => ({
                call: () => api.editRole(r.id, name, qualification ?? ''),
                done: `Duty role “${name}” saved.`,
              })}
              submitLabel={`Save ${r.name}`}
              after={
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
              }
            >
              {(field) => (
                <>
                  <Field label="Name" required maxLength={roleNameMax} {...field('name')} />
                  <Field
                    label="Qualification needed (empty for none)"
                    maxLength={roleQualificationMax}
                    {...field('qualification')}
                  />
                </>
              )}
            </SchemaActionForm>
          </li>
        ))}
      </ul>
      <SchemaActionForm
        className="roster-form"
        label="Add a duty role"
        actions={actions}
        schema={dutyRoleRequest}
        build={({ name, qualification }) => ({
          call: () => api.addRole(name, qualification ?? ''),
          done: `Duty role “${name}” added.`,
        })}
        submitLabel="Add the duty role"
      >
        {(field) => (
          <>
            <Field label="New duty role" required limit={{ max: roleNameMax }} {...field('name')} />
            <Field
              label="Qualification it needs (optional)"
              limit={{ max: roleQualificationMax }}
              {...field('qualification')}
            />
          </>
        )}
      </SchemaActionForm>
    </section>
  );
}

function NeedsSection({ setup, actions }: { setup: RosterSetup; actions: ScreenActions }) {
  const placesOf = (patternId: string, roleId: string) =>
    setup.needs.find((n) => n.patternId === patternId && n.roleId === roleId)?.places ?? 0;
  return (
    <section aria-labelledby="needs">
      <h2 id="needs">How many each kind of day needs</h2>
      <DataTable
        label="Places per duty role on each timetable pattern"
        className="roster-grid roster-needs"
        rows={setup.patterns}
        columns={[
          { header: 'Pattern', rowHeader: true, cell: (p) => p.name },
          ...setup.roles.map((r) => ({
            key: r.id,
            header: r.name,
            cell: (p: RosterSetup['patterns'][number]) => (
              <Field
                label={`${r.name} on ${p.name}`}
                hideLabel
                type="number"
                {...placesRange}
                defaultValue={placesOf(p.id, r.id)}
                onChange={(e) => {
                  const places = e.currentTarget.valueAsNumber;
                  if (!roleNeedRequest.shape.places.safeParse(places).success) return;
                  actions.run({
                    call: () => api.setNeed(p.id, r.id, places),
                    done: `${p.name} needs ${places} × ${r.name}.`,
                  });
                }}
              />
            ),
          })),
        ]}
      />
    </section>
  );
}

/** The qualifications the duty roles need: a qualification is recorded by picking one, so no spelling of it misses. */
const neededByRoles = (setup: RosterSetup | undefined) =>
  [...new Set((setup?.roles ?? []).map((r) => r.qualification).filter((q): q is string => !!q))].sort();

function QualificationsSection({
  data,
  needed,
  actions,
}: {
  data: Qualifications;
  needed: string[];
  actions: ScreenActions;
}) {
  return (
    <section aria-labelledby="qualifications">
      <h2 id="qualifications">Qualifications</h2>
      <h3>Expiring in the next {rosterRules.expiringWithinDays} days</h3>
      {data.expiring.length === 0 && <p>None.</p>}
      <ul>
        {data.expiring.map((q) => (
          <li key={q.id}>
            {q.name} ({q.email}): {q.qualification}, until {longDate(q.expiresOn)}
          </li>
        ))}
      </ul>
      <SchemaActionForm
        className="roster-form"
        label="Record a qualification"
        actions={actions}
        schema={qualificationRequest}
        defaultValues={{ userId: data.volunteers[0]?.id ?? '', qualification: '', expiresOn: '' }}
        build={({ userId, qualification, expiresOn }) => ({
          call: () => api.setQualification(userId, qualification, expiresOn),
          done: `“${qualification}” recorded until ${longDate(expiresOn)}.`,
        })}
        submitLabel="Record the qualification"
      >
        {(field) => (
          <>
            <SelectField label="Volunteer" required {...field('userId')}>
              {data.volunteers.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name} ({v.email})
                </option>
              ))}
            </SelectField>
            {needed.length > 0 ? (
              <SelectField label="Qualification" required {...field('qualification')}>
                <option value="">Choose one a duty role needs</option>
                {needed.map((q) => (
                  <option key={q} value={q}>
                    {q}
                  </option>
                ))}
              </SelectField>
            ) : (
              <Field label="Qualification" required limit={{ max: qualificationMax }} {...field('qualification')} />
            )}
            <Field label="Valid until" type="date" required {...field('expiresOn')} />
          </>
        )}
      </SchemaActionForm>
      <DataTable
        label="Every qualification on record"
        className="roster-grid"
        rows={data.qualifications}
        columns={[
          { header: 'Volunteer', cell: (q) => q.name },
          { header: 'Qualification', cell: (q) => q.qualification },
          { header: 'Valid until', cell: (q) => longDate(q.expiresOn) },
          {
            header: 'Remove',
            cell: (q) => (
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
            ),
          },
        ]}
      />
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
      {qualifications.data && (
        <QualificationsSection data={qualifications.data} needed={neededByRoles(setup.data)} actions={actions} />
      )}
      <AskFirstDialog actions={actions} />
    </article>
  );
}

export default withQueryClient(RosterSetupPage);
