import type { ReactNode } from 'react';
import { consentPurposes, supporterPageWords as w, supporterWords } from '@lmr/shared/supporter-words';
import { supporterDetails, type SupporterPage } from '@lmr/shared/supporters';
import { formatPence, railwayToday } from '@lmr/shared/timetable';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { SchemaActionForm } from '../../components/ui/schema-action-form.tsx';
import type { ScreenActions } from '../../components/ui/screen-actions.ts';
import { saveJson } from './api.ts';

type Details = { name: string; house: string; postcode: string };

/** Name and address (what tax relief on a gift needs), changed by an admin or by the supporter from their link. */
export function DetailsForm(props: {
  record: SupporterPage;
  actions: ScreenActions;
  save: (details: Details) => Promise<unknown>;
  children?: ReactNode;
}) {
  const { name, house, postcode } = props.record;
  return (
    <section aria-labelledby="supporter-details">
      <h2 id="supporter-details">{w.details}</h2>
      <SchemaActionForm
        className="card-panel"
        label={w.details}
        actions={props.actions}
        schema={supporterDetails}
        values={{ name, house, postcode }}
        build={(details) => ({ call: () => props.save(details), done: w.saved })}
        submitLabel={w.save}
      >
        {(field) => (
          <>
            <Field label={w.name} autoComplete="name" {...field('name')} />
            <Field label={w.house} {...field('house')} />
            <Field label={w.postcode} autoComplete="postal-code" {...field('postcode')} />
            {props.children}
          </>
        )}
      </SchemaActionForm>
    </section>
  );
}

/** Saves a supporter's data as a JSON file (their export). */
export function DownloadButton({
  label,
  load,
  fileName,
}: {
  label: string;
  load: () => Promise<unknown>;
  fileName: string;
}) {
  return (
    <p>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void load().then((data) => saveJson(data, fileName))}
      >
        {label}
      </button>
    </p>
  );
}

const day = (iso: string) => railwayToday(new Date(iso));

/** A supporter's consents, each purpose with its latest answer, when and how it was given. */
export function ConsentList({ record }: { record: SupporterPage }) {
  return (
    <section aria-labelledby="supporter-consents">
      <h2 id="supporter-consents">{w.consents}</h2>
      <ul>
        {consentPurposes.map((purpose) => {
          const c = record.consents.find((x) => x.purpose === purpose);
          return (
            <li key={purpose}>
              {supporterWords.consentPurpose[purpose]}:{' '}
              {c ? `${c.given ? w.consentYes : w.consentNo} (${day(c.at)}, ${c.how})` : w.consentNever}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Everything the railway holds of a supporter, newest first: gifts, membership, bookings, hours, newsletter. */
export function Timeline({ record }: { record: SupporterPage }) {
  return (
    <section aria-labelledby="supporter-timeline">
      <h2 id="supporter-timeline">{w.timeline}</h2>
      {record.timeline.length === 0 ? (
        <p>{w.timelineEmpty}</p>
      ) : (
        <DataTable
          label={w.timelineBox}
          caption={w.timeline}
          rows={record.timeline.map((e, i) => ({ ...e, id: String(i) }))}
          columns={[
            { header: 'Date', rowHeader: true, cell: (e) => day(e.at) },
            { header: 'What', cell: (e) => e.kind },
            { header: 'Details', cell: (e) => e.summary },
            { header: 'Amount', cell: (e) => (e.amountPence === undefined ? '' : formatPence(e.amountPence)) },
          ]}
        />
      )}
    </section>
  );
}
