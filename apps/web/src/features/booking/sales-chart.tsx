import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';
import { useMemo } from 'react';
import { bookingAdminWords as w } from '@lmr/shared/booking-admin';
import { ChartCanvas } from '../../components/charts/chart-canvas.tsx';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);

export interface SalesFigures {
  sold: number;
  held: number;
  free: number;
  checkedIn: number;
}

/** A train's seats as bars, drawn by Chart.js: loaded only by the admin booking screen, in a chunk of its own. */
export default function SalesChart({ sold, held, free, checkedIn }: SalesFigures) {
  const config = useMemo(
    () => ({
      type: 'bar' as const,
      data: {
        labels: [w.sold, w.held, w.free, w.checkedIn],
        datasets: [
          {
            data: [sold, held, free, checkedIn],
            backgroundColor: ['#1d4d2b', '#b8860b', '#8a7a66', '#2b4c7e'],
          },
        ],
      },
      options: { indexAxis: 'y' as const, animation: false as const, responsive: true, maintainAspectRatio: false },
    }),
    [sold, held, free, checkedIn],
  );
  return <ChartCanvas config={config} className="booking-sales-chart" />;
}
