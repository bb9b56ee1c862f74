import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminDeparture } from '@lmr/shared/booking';
import { waitingListWords } from '@lmr/shared/booking-waiting-list';
import { longDate } from '@lmr/shared/day-text';
import { railwayTimeZone } from '@lmr/shared/timetable';
import { DataTable } from '../../components/ui/data-table.tsx';
import { SelectField } from '../../components/ui/form-field.tsx';
import { adminWaitingListQuery } from './waiting-list-api.ts';

const when = (iso: string | null) =>
  iso && new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: railwayTimeZone });

function WaitingListTable({ departureId }: { departureId: string }) {
  const { data } = useQuery(adminWaitingListQuery(departureId));
  if (!data) return null;
  if (data.length === 0) return <p>{waitingListWords.adminEmpty}</p>;
  return (
    <DataTable
      label={waitingListWords.adminHeading}
      rows={data}
      rowKey={(e) => `${e.email} ${e.joinedAt}`}
      columns={[
        { header: 'Name', rowHeader: true, cell: (e) => e.name },
        { header: 'Email', cell: (e) => e.email },
        { header: 'Seats', cell: (e) => e.seats },
        { header: 'Joined', cell: (e) => when(e.joinedAt) },
        { header: 'Offered', cell: (e) => when(e.offeredAt) },
        { header: 'Now', cell: (e) => waitingListWords.adminStates[e.state] },
      ]}
    />
  );
}

/** Each bookable train's waiting list, in the order people joined, with what became of each offer. */
export function WaitingListSection({ departures }: { departures: AdminDeparture[] }) {
  const [departureId, setDepartureId] = useState('');
  if (departures.length === 0) return null;
  return (
    <section aria-labelledby="waiting-lists">
      <h2 id="waiting-lists">{waitingListWords.adminHeading}</h2>
      <SelectField label="Train" value={departureId} onChange={(e) => setDepartureId(e.currentTarget.value)}>
        <option value="" />
        {departures.map((d) => (
          <option key={d.id} value={d.id}>
            {longDate(d.date)}, {d.time}
          </option>
        ))}
      </SelectField>
      {departureId && <WaitingListTable departureId={departureId} />}
    </section>
  );
}
