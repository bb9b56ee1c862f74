import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { type AdminDeparture, ticketTypeNames, ticketTypes } from '@lmr/shared/booking';
import { bookingAdminWords as w, type DepartureManifest } from '@lmr/shared/booking-admin';
import { longDate } from '@lmr/shared/day-text';
import { formatPence } from '@lmr/shared/timetable';
import { DataTable } from '../../components/ui/data-table.tsx';
import { manifestQuery, ordersCsvPath } from './booking-admin-api.ts';

const SalesChart = lazy(() => import('./sales-chart.tsx'));

/** An order's tickets in words: "2 Adult, 1 Child". */
export const ticketWords = (tickets: Record<string, number>) =>
  ticketTypeNames
    .filter((t) => (tickets[t] ?? 0) > 0)
    .map((t) => `${tickets[t]} ${ticketTypes[t].label}`)
    .join(', ');

function SalesFigures({ manifest: m }: { manifest: DepartureManifest }) {
  const figures = { sold: m.seatsSold, held: m.seatsHeld, free: m.seatsFree, checkedIn: m.checkedIn };
  return (
    <div className="booking-sales">
      <table className="admin-table">
        <caption>{w.salesCaption}</caption>
        <tbody>
          {(['sold', 'held', 'free', 'checkedIn'] as const).map((k) => (
            <tr key={k}>
              <th scope="row">{w[k]}</th>
              <td>{figures[k]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Suspense fallback={<div className="booking-sales-chart" />}>
        <SalesChart {...figures} />
      </Suspense>
    </div>
  );
}

/** A train's sales and passenger manifest, printable on its own (booking.css), and its orders as CSV. */
export function DepartureManifestSection({ departure }: { departure: AdminDeparture }) {
  const { data } = useQuery(manifestQuery(departure.id));
  const title = w.manifestTitle(longDate(departure.date), departure.time);
  const titleId = useId();
  return (
    <section className="booking-manifest" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {!data && <p role="status">Loading…</p>}
      {data && (
        <>
          <SalesFigures manifest={data} />
          <div className="actions">
            <button type="button" onClick={() => window.print()}>
              {w.print}
            </button>
            <a href={ordersCsvPath(departure.id)} download>
              {w.csv}
            </a>
          </div>
          <DataTable
            label={w.manifest}
            rows={data.orders}
            columns={[
              { header: 'Name', rowHeader: true, cell: (o) => o.name ?? '' },
              { header: 'E-mail', cell: (o) => o.email ?? '' },
              { header: 'Tickets', cell: (o) => ticketWords(o.tickets) },
              { header: w.babes, cell: (o) => o.tickets.babe ?? 0 },
              { header: w.wheelchairSpaces, cell: (o) => o.wheelchairSpaces },
              { header: 'Total', cell: (o) => `${formatPence(o.totalPence)}, ${o.state}` },
            ]}
          />
          <p>
            {w.passengers}: {data.totals.seats}. {w.babes}: {data.totals.babes}. {w.wheelchairSpaces}:{' '}
            {data.totals.wheelchairSpaces}.
          </p>
        </>
      )}
    </section>
  );
}
