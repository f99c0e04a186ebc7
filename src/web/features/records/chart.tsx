import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { formatNumero } from '../../../domain/format.ts';
import type { DadosGrafico } from '../../../domain/records/production.ts';

ChartJS.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
  Filler,
);

/**
 * The one chart.js wrapper of the records feature; datasets come from pure builders in src/domain/records.
 * Loaded with React.lazy so pages without charts never download chart.js.
 */
export default function RecordsChart({
  data,
  label,
  decimals = 1,
  height = 260,
}: {
  data: DadosGrafico;
  label: string;
  decimals?: number;
  height?: number;
}) {
  const kind = data.datasets[0]?.type ?? 'line';
  return (
    <div style={{ height }} className="relative w-full">
      <Chart
        type={kind}
        role="img"
        aria-label={label}
        // biome-ignore lint/suspicious/noExplicitAny: chart.js' dataset union is too wide to satisfy structurally
        data={data as any}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'index', intersect: false },
          plugins: {
            legend: { position: 'bottom', labels: { usePointStyle: true, boxHeight: 8 } },
            tooltip: {
              callbacks: {
                label: (ctx) => `${ctx.dataset.label}: ${formatNumero(Number(ctx.parsed.y), decimals)}`,
              },
            },
          },
          scales: {
            y: { beginAtZero: true, ticks: { callback: (v) => formatNumero(Number(v), 0) } },
            x: { ticks: { maxRotation: 60, autoSkip: true } },
          },
        }}
      />
    </div>
  );
}
