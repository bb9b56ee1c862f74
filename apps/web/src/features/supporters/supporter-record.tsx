import { consentPurposes, supporterPageWords as w, supporterWords } from '@lmr/shared/supporter-words';
import type { SupporterPage } from '@lmr/shared/supporters';
import { formatPence, railwayToday } from '@lmr/shared/timetable';
import { DataTable } from '../../components/ui/data-table.tsx';

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
          label={w.timeline}
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
