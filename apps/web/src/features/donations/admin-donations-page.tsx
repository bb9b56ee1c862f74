import { useQuery } from '@tanstack/react-query';
import { donationWayNames } from '@lmr/shared/donation-words';
import { type Donation, recordedWays } from '@lmr/shared/donations';
import { railwayToday, formatPence } from '@lmr/shared/timetable';
import { PageMeta } from '../../components/page-meta.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Alert, useTimedFeedback } from '../../components/ui/feedback.tsx';
import { Field, SelectField } from '../../components/ui/form-field.tsx';
import { SchemaActionForm } from '../../components/ui/schema-action-form.tsx';
import { type ScreenActions, useScreenActions } from '../../components/ui/screen-actions.ts';
import { withQueryClient } from '../../lib/query-client.tsx';
import { adminDonationsQuery, markDonationReceived, recordDonation } from './api.ts';
import { recordForm } from './donation-forms.ts';
import { GivingChartsSection } from './giving-charts.tsx';

const stateWords: Record<Donation['state'], string> = {
  pledged: 'promised, not yet on the statement',
  awaiting_payment: 'at the payment page',
  received: 'received',
  expired: 'payment page closed unpaid',
  refunded: 'refunded',
};

/** A gift received and refunded in part still counts, less what was given back. */
const stateOf = (g: Donation) =>
  g.state === 'received' && g.refundedPence > 0
    ? `${stateWords.received}, ${formatPence(g.refundedPence)} refunded`
    : stateWords[g.state];

const day = (iso: string | null) => (iso ? railwayToday(new Date(iso)) : '');

function GiftsTable({ gifts, actions }: { gifts: Donation[]; actions: ScreenActions }) {
  return (
    <DataTable
      label="Gifts"
      caption="Every gift, newest first"
      rows={gifts}
      columns={[
        { header: 'Reference', rowHeader: true, cell: (g) => g.reference },
        { header: 'From', cell: (g) => g.name },
        { header: 'Amount', cell: (g) => formatPence(g.amountPence) },
        { header: 'Given by', cell: (g) => donationWayNames[g.way] },
        { header: 'State', cell: stateOf },
        { header: 'Received', cell: (g) => day(g.receivedAt) },
        { header: 'Receipt sent', cell: (g) => (g.email ? day(g.receiptSentAt) || 'not yet' : 'no address') },
        {
          header: 'Action',
          hiddenHeader: true,
          cell: (g) =>
            g.state === 'pledged' && (
              <button
                type="button"
                className="button button-secondary"
                disabled={actions.busy}
                onClick={() =>
                  actions.run({
                    call: () => markDonationReceived(g.id),
                    done: `${g.reference} received: it counts, and its receipt is on its way.`,
                  })
                }
              >
                On the statement: received<span className="visually-hidden"> ({g.reference})</span>
              </button>
            ),
        },
      ]}
    />
  );
}

/**
 * The railway's gifts (issue 29): those given on Donate, and those an admin records (cash, cheque, transfer), each
 * in the audit log. The appeal's amount raised is their sum; nobody types it.
 */
function AdminDonationsPage() {
  const { feedback, show } = useTimedFeedback();
  const actions = useScreenActions(adminDonationsQuery.queryKey, show);
  const { data } = useQuery(adminDonationsQuery);
  return (
    <article className="page">
      <PageMeta title="Donations" description="Gifts to the railway." noindex />
      <h1>Donations</h1>
      <Alert feedback={feedback} />
      {data && (
        <p>
          Raised for the appeal: {formatPence(data.appeal.raisedPence)} of {formatPence(data.appeal.targetPence)}.
        </p>
      )}
      <SchemaActionForm
        className="card-panel"
        title="Record a gift"
        actions={actions}
        schema={recordForm}
        defaultValues={{ amount: '', way: 'cash', name: '', email: '', receivedOn: railwayToday() }}
        build={({ amount, ...gift }) => ({
          call: () => recordDonation({ ...gift, amountPence: amount }),
          done: `${formatPence(amount)} from ${gift.name} recorded.`,
        })}
        submitLabel="Record the gift"
      >
        {(field) => (
          <>
            <Field label="Amount in pounds" inputMode="decimal" {...field('amount')} />
            <SelectField label="Given by" {...field('way')}>
              {recordedWays.map((way) => (
                <option key={way} value={way}>
                  {donationWayNames[way]}
                </option>
              ))}
            </SelectField>
            <Field label="From (name)" {...field('name')} />
            <Field label="E-mail for the receipt (leave empty for none)" type="email" {...field('email')} />
            <Field label="Received on" type="date" {...field('receivedOn')} />
          </>
        )}
      </SchemaActionForm>
      {data && <GiftsTable gifts={data.donations} actions={actions} />}
      <GivingChartsSection />
    </article>
  );
}

export default withQueryClient(AdminDonationsPage);
