import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale } from 'chart.js';
import { useMemo } from 'react';
import { type AdminMembership, memberStatuses } from '@lmr/shared/membership';
import { memberStatusNames } from '@lmr/shared/membership-words';
import { ChartCanvas } from '../../components/charts/chart-canvas.tsx';

Chart.register(BarController, BarElement, CategoryScale, Legend, LinearScale);

const colours = { active: '#1d4d2b', grace: '#b8860b', lapsed: '#8a7a66' };

/**
 * Members by kind and status as stacked bars, drawn by Chart.js: loaded only by the admins' membership screen, in a
 * chunk of its own. The table beside it says the same to a screen reader.
 */
export default function MembersChart({ counts }: { counts: AdminMembership['byTypeAndStatus'] }) {
  const config = useMemo(() => {
    const types = [...new Set(counts.map((c) => c.typeName))];
    return {
      type: 'bar' as const,
      data: {
        labels: types,
        datasets: memberStatuses.map((status) => ({
          label: memberStatusNames[status],
          data: types.map((t) => counts.find((c) => c.typeName === t && c.status === status)?.count ?? 0),
          backgroundColor: colours[status],
        })),
      },
      options: {
        animation: false as const,
        responsive: true,
        maintainAspectRatio: false,
        scales: { x: { stacked: true }, y: { stacked: true, ticks: { precision: 0 } } },
      },
    };
  }, [counts]);
  return <ChartCanvas config={config} className="membership-chart" />;
}
