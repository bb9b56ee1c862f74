import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { givingChartWords as w } from '@lmr/shared/donation-words';
import type { GivingCharts } from '@lmr/shared/monthly-gifts';
import { formatPence, railwayToday } from '@lmr/shared/timetable';
import { DataTable } from '../../components/ui/data-table.tsx';
import { givingChartsQuery } from './api.ts';
import './giving-charts.css';

const GivingChart = lazy(() => import('./giving-chart.tsx'));

/** The running total at each month's end, from what was received before the first month shown. */
const runningTotals = ({ months, beforePence }: GivingCharts) => {
  let total = beforePence;
  return months.map((m) => (total += m.receivedPence));
};

function GiftsByMonth({ charts }: { charts: GivingCharts }) {
  const totals = runningTotals(charts);
  const rows = charts.months.map((m, i) => ({ ...m, totalPence: totals[i]! }));
  return (
    <section aria-labelledby="gifts-by-month">
      <h2 id="gifts-by-month">{w.title}</h2>
      <p>
        {w.target}: {formatPence(charts.targetPence)}
      </p>
      <Suspense fallback={<div className="giving-chart" />}>
        <GivingChart
          months={charts.months.map((m) => m.month)}
          received={charts.months.map((m) => m.receivedPence / 100)}
          runningTotal={totals.map((t) => t / 100)}
          target={charts.targetPence / 100}
        />
      </Suspense>
      <DataTable
        label={w.title}
        caption={w.title}
        rows={rows}
        rowKey={(m) => m.month}
        columns={[
          { header: w.month, rowHeader: true, cell: (m) => m.month },
          { header: w.received, cell: (m) => formatPence(m.receivedPence) },
          { header: w.runningTotal, cell: (m) => formatPence(m.totalPence) },
        ]}
      />
    </section>
  );
}

/** Gifts by month against the appeal, and the lapsed donors to contact (decision 148). */
export function GivingChartsSection() {
  const { data } = useQuery(givingChartsQuery);
  if (!data) return null;
  return (
    <>
      <GiftsByMonth charts={data} />
      <section aria-labelledby="lapsed-donors">
        <h2 id="lapsed-donors">{w.lapsedTitle}</h2>
        {data.lapsed.length === 0 ? (
          <p>{w.lapsedNone}</p>
        ) : (
          <DataTable
            label={w.lapsedTitle}
            caption={w.lapsedTitle}
            rows={data.lapsed}
            rowKey={(d) => d.email}
            columns={[
              { header: w.email, rowHeader: true, cell: (d) => d.email },
              { header: w.name, cell: (d) => d.name },
              { header: w.lastGift, cell: (d) => railwayToday(new Date(d.lastGiftAt)) },
              { header: w.total, cell: (d) => formatPence(d.totalPence) },
              { header: w.why, cell: (d) => w.reasons[d.reason] },
            ]}
          />
        )}
      </section>
    </>
  );
}
