import { ArcElement, Chart as ChartJS, Tooltip } from 'chart.js';
import { Pie } from 'react-chartjs-2';
import { formatNumero } from '../../../domain/format.ts';
import type { Fatia } from '../../../domain/inventory/charts.ts';

ChartJS.register(ArcElement, Tooltip);

/** The chart.js pie (lazy chunk). The legend is HTML beside it (PieCard), so the chart's own legend is off. */
export default function PieChart({ fatias, unidade, casas }: { fatias: Fatia[]; unidade: string; casas: number }) {
  return (
    <Pie
      role="img"
      aria-label={fatias.map((f) => `${f.rotulo}: ${formatNumero(f.valor, casas)} ${unidade}`).join('; ')}
      data={{
        labels: fatias.map((f) => f.rotulo),
        datasets: [{ data: fatias.map((f) => f.valor), backgroundColor: fatias.map((f) => f.cor), borderWidth: 1 }],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        animation: { duration: 1500 },
        radius: 80,
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: { label: (c) => ` ${formatNumero(Number(c.raw), casas)} ${unidade}` },
          },
        },
      }}
    />
  );
}
