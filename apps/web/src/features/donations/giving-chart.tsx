import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
} from 'chart.js';
import { useMemo } from 'react';
import { givingChartWords as w } from '@lmr/shared/donation-words';
import { ChartCanvas } from '../../components/charts/chart-canvas.tsx';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
);

export interface GivingFigures {
  months: string[];
  /** Pounds received in each month, the running total at each month's end, and the appeal's target. */
  received: number[];
  runningTotal: number[];
  target: number;
}

/**
 * Gifts by month as bars, the amount raised so far as a line against the target's: drawn by Chart.js in a chunk
 * of its own, loaded only by the admins' donations screen; the table beside it is its text.
 */
export default function GivingChart({ months, received, runningTotal, target }: GivingFigures) {
  const config = useMemo(
    (): ChartConfiguration => ({
      type: 'bar',
      data: {
        labels: months,
        datasets: [
          { type: 'bar', label: w.received, data: received, backgroundColor: '#1d4d2b' },
          { type: 'line', label: w.runningTotal, data: runningTotal, borderColor: '#2b4c7e' },
          { type: 'line', label: w.target, data: months.map(() => target), borderColor: '#b8860b', pointRadius: 0 },
        ],
      },
      options: { animation: false, responsive: true, maintainAspectRatio: false },
    }),
    [months, received, runningTotal, target],
  );
  return <ChartCanvas config={config} className="giving-chart" />;
}
