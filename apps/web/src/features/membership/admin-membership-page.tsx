import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { recordedMembershipWays, recordMembershipRequest } from '@lmr/shared/membership';
import { joinPageWords as words, memberStatusNames, membershipWayNames } from '@lmr/shared/membership-words';
import { railwayToday } from '@lmr/shared/timetable';
import { PageMeta } from '../../components/page-meta.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { Field, SelectField } from '../../components/ui/form-field.tsx';
import { SchemaActionForm } from '../../components/ui/schema-action-form.tsx';
import { useScreenActions } from '../../components/ui/screen-actions.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { adminMembershipQuery, recordMembership } from './api.ts';
import { TypeOptions } from './join-page.tsx';

import './membership.css';

const MembersChart = lazy(() => import('./members-chart.tsx'));
const VolunteerHoursChart = lazy(() => import('./volunteer-hours-chart.tsx'));

/**
 * The trust's members (issue 29): members by kind and status (a chart, and its table for a screen reader), this
 * year's volunteer hours, lapsed members to contact, and a membership paid offline recorded (in the audit log).
 */
function AdminMembershipPage() {
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(adminMembershipQuery.queryKey, show);
  const { data } = useQuery(adminMembershipQuery);
  const lapsed = data?.members.filter((m) => m.status !== 'active') ?? [];
  return (
    <article className="page">
      <PageMeta title={words.adminTitle} description="The trust’s members." noindex />
      <h1>{words.adminTitle}</h1>
      <Alert feedback={feedback} />
      <h2>{words.offlineTitle}</h2>
      <SchemaActionForm
        className="card-panel"
        title={words.recordTitle}
        actions={actions}
        schema={recordMembershipRequest}
        defaultValues={{ typeName: '', way: 'cash', name: '', email: '', paidOn: railwayToday() }}
        build={(paid) => ({
          call: () => recordMembership(paid),
          done: `${paid.name}: ${paid.typeName} membership recorded; the card is on its way.`,
        })}
        submitLabel="Record the membership"
      >
        {(field) => (
          <>
            <SelectField label={words.type} {...field('typeName')}>
              <option value="">Choose…</option>
              <TypeOptions />
            </SelectField>
            <SelectField label="Paid by" {...field('way')}>
              {recordedMembershipWays.map((way) => (
                <option key={way} value={way}>
                  {membershipWayNames[way]}
                </option>
              ))}
            </SelectField>
            <Field label="Name" {...field('name')} />
            <Field label="E-mail for the card" type="email" {...field('email')} />
            <Field label="Paid on" type="date" {...field('paidOn')} />
          </>
        )}
      </SchemaActionForm>
      {data && (
        <>
          <h2>{words.byTypeAndStatus}</h2>
          <Suspense fallback={<div className="membership-chart" />}>
            <MembersChart counts={data.byTypeAndStatus} />
          </Suspense>
          <DataTable
            label={words.byTypeAndStatus}
            caption={words.byTypeAndStatus}
            rows={data.byTypeAndStatus}
            rowKey={(c) => `${c.typeName}-${c.status}`}
            columns={[
              { header: 'Kind', rowHeader: true, cell: (c) => c.typeName },
              { header: 'Status', cell: (c) => memberStatusNames[c.status] },
              { header: 'Members', cell: (c) => c.count },
            ]}
          />
          <h2>{words.volunteerHours}</h2>
          {data.volunteerHours.length > 0 && (
            <Suspense fallback={<div className="membership-chart" />}>
              <VolunteerHoursChart hours={data.volunteerHours} freeFrom={data.freeMembershipHours} />
            </Suspense>
          )}
          <DataTable
            label={words.volunteerHours}
            caption={`Free membership from ${data.freeMembershipHours} hours`}
            rows={data.volunteerHours}
            rowKey={(v) => `${v.name}-${v.hours}`}
            columns={[
              { header: 'Volunteer', rowHeader: true, cell: (v) => v.name },
              { header: 'Hours', cell: (v) => v.hours },
              { header: 'Member', cell: (v) => (v.member ? 'yes' : 'no') },
            ]}
          />
          <h2>{words.lapsedToContact}</h2>
          <DataTable
            label={words.lapsedToContact}
            caption="Ended, in the grace period or lapsed"
            rows={lapsed}
            rowKey={(m) => m.number}
            columns={[
              { header: 'Number', rowHeader: true, cell: (m) => m.number },
              { header: 'Name', cell: (m) => m.name },
              { header: 'E-mail', cell: (m) => m.email },
              { header: 'Kind', cell: (m) => m.typeName },
              { header: 'Ended', cell: (m) => m.endsOn },
              { header: 'Status', cell: (m) => memberStatusNames[m.status] },
            ]}
          />
        </>
      )}
    </article>
  );
}

export default withQueryClient(AdminMembershipPage);
