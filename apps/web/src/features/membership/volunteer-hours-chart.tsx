import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale } from 'chart.js';
import { useMemo } from 'react';
import type { AdminMembership } from '@lmr/shared/membership';
import { ChartCanvas } from '../../components/charts/chart-canvas.tsx';

Chart.register(BarController, BarElement, CategoryScale, Legend, LinearScale);

/**
 * Each volunteer's rostered hours this year as bars, those who have reached free membership's hours in the darker
 * green: loaded only by the admins' membership screen. The table beside it says the same to a screen reader.
 */
export default function VolunteerHoursChart({
  hours,
  freeFrom,
}: {
  hours: AdminMembership['volunteerHours'];
  freeFrom: number;
}) {
  const config = useMemo(
    () => ({
      type: 'bar' as const,
      data: {
        labels: hours.map((v) => v.name),
        datasets: [
          {
            label: `Rostered hours (free membership from ${freeFrom})`,
            data: hours.map((v) => v.hours),
            backgroundColor: hours.map((v) => (v.hours >= freeFrom ? '#1d4d2b' : '#8a7a66')),
          },
        ],
      },
      options: {
        animation: false as const,
        responsive: true,
        maintainAspectRatio: false,
        indexAxis: 'y' as const,
        scales: { x: { beginAtZero: true, suggestedMax: freeFrom } },
      },
    }),
    [hours, freeFrom],
  );
  return <ChartCanvas config={config} className="membership-chart" />;
}
