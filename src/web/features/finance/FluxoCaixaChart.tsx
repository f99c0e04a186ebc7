import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { dadosGraficoFluxo, type FluxoMes, formatBRLCompacto } from '../../../domain/finance/calculos.ts';
import { formatBRL } from '../../../domain/format.ts';

// Loaded lazily by the finance hub: no other page downloads chart.js.
ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const reais = (v: number | string) => formatBRL(Math.round(Number(v) * 100));

export default function FluxoCaixaChart({ meses }: { meses: FluxoMes[] }) {
  return (
    <div className="relative h-72 w-full sm:h-80">
      <Bar
        role="img"
        aria-label="Gráfico de barras do fluxo de caixa mensal: entradas e saídas dos últimos 12 meses"
        data={dadosGraficoFluxo(meses)}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: { duration: 600 },
          plugins: {
            legend: { position: 'bottom' },
            tooltip: { callbacks: { label: (ctx) => `${ctx.dataset.label}: ${reais(ctx.parsed.y ?? 0)}` } },
          },
          scales: {
            y: { beginAtZero: true, ticks: { callback: (v) => formatBRLCompacto(Number(v)) } },
          },
        }}
      />
    </div>
  );
}
