import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';
import { useEffect, useRef } from 'react';
import { bookingAdminWords as w } from '@lmr/shared/booking-admin';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);

export interface SalesFigures {
  sold: number;
  held: number;
  free: number;
  checkedIn: number;
}

/**
 * A train's seats as bars, drawn by Chart.js: loaded only by the admin booking screen, in a chunk of its own.
 * The figures' table beside it says the same to a screen reader, so the picture is hidden from one.
 */
export default function SalesChart({ sold, held, free, checkedIn }: SalesFigures) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [w.sold, w.held, w.free, w.checkedIn],
        datasets: [
          {
            data: [sold, held, free, checkedIn],
            backgroundColor: ['#1d4d2b', '#b8860b', '#8a7a66', '#2b4c7e'],
          },
        ],
      },
      options: { indexAxis: 'y', animation: false, responsive: true, maintainAspectRatio: false },
    });
    return () => chart.destroy();
  }, [sold, held, free, checkedIn]);
  return (
    <div className="booking-sales-chart">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
