import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale } from 'chart.js';
import { useEffect, useRef } from 'react';
import { type AdminMembership, memberStatuses } from '@lmr/shared/membership';
import { memberStatusNames } from '@lmr/shared/membership-words';

Chart.register(BarController, BarElement, CategoryScale, Legend, LinearScale);

const colours = { active: '#1d4d2b', grace: '#b8860b', lapsed: '#8a7a66' };

/**
 * Members by kind and status as stacked bars, drawn by Chart.js: loaded only by the admins' membership screen, in a
 * chunk of its own. The table beside it says the same to a screen reader, so the picture is hidden from one.
 */
export default function MembersChart({ counts }: { counts: AdminMembership['byTypeAndStatus'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const types = [...new Set(counts.map((c) => c.typeName))];
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: types,
        datasets: memberStatuses.map((status) => ({
          label: memberStatusNames[status],
          data: types.map((t) => counts.find((c) => c.typeName === t && c.status === status)?.count ?? 0),
          backgroundColor: colours[status],
        })),
      },
      options: {
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        scales: { x: { stacked: true }, y: { stacked: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [counts]);
  return (
    <div className="membership-chart">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
