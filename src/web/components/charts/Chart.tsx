import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  type ChartData,
  Chart as ChartJS,
  type ChartOptions,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Chart as ReactChart } from 'react-chartjs-2';
import { SEM_DADOS_GRAFICO, semValores } from '../../../domain/graficos.ts';
import { atom, useAtomValue } from '../../state.ts';

ChartJS.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
);

export interface ChartProps {
  /** 'bar' and 'line' may be mixed through each dataset's own `type`. */
  type: 'bar' | 'line' | 'pie';
  /** Plain data built by a pure, tested function in src/domain (which cannot import chart.js types). */
  data: { labels?: readonly unknown[]; datasets: readonly object[] };
  /** What the chart says, for screen readers. */
  label: string;
  /** Tooltip value text (e.g. R$ or litres); the dataset label is put in front of it. */
  formatValue?: (value: number) => string;
  /** Y-axis tick text (bar/line). */
  formatTick?: (value: number) => string;
  /** Decimals of the y-axis steps (0: whole numbers only, so a small range never reads '0 0 1 1'). */
  tickDecimals?: number;
  height?: number;
  legend?: boolean;
  animationMs?: number;
  /** Pie radius in px (80, the pie of docs/PRODUTO.md §Inventário). */
  radius?: number;
}

const ESCURO = '(prefers-color-scheme: dark)';

/** Whether the system's theme is dark, followed while a chart is on screen. */
const escuroAtom = atom(window.matchMedia(ESCURO).matches);
escuroAtom.onMount = (set) => {
  const mq = window.matchMedia(ESCURO);
  const avisar = () => set(mq.matches);
  avisar();
  mq.addEventListener('change', avisar);
  return () => mq.removeEventListener('change', avisar);
};

/** The theme's text and line colours (chart.js draws on a canvas: its default grey is faint on the dark theme). */
function useCoresDoTema() {
  const escuro = useAtomValue(escuroAtom);
  const css = getComputedStyle(document.documentElement);
  const cor = (nome: string, padrao: string) => css.getPropertyValue(nome).trim() || padrao;
  return {
    escuro,
    texto: cor('--color-base-content', '#1f2937'),
    linha: cor('--color-base-300', '#e5e7eb'),
  };
}

/** The app's one chart.js wrapper (loaded lazily through LazyChart, so pages without charts never download it). */
export default function Chart({
  type,
  data,
  label,
  formatValue = String,
  formatTick,
  tickDecimals,
  height = 260,
  legend = true,
  animationMs = 600,
  radius,
}: ChartProps) {
  const cores = useCoresDoTema();
  const tooltipLabel = (ctx: { dataset: { label?: string }; parsed: unknown; raw: unknown }) => {
    const value = type === 'pie' ? Number(ctx.raw) : Number((ctx.parsed as { y?: number }).y ?? 0);
    return ctx.dataset.label ? `${ctx.dataset.label}: ${formatValue(value)}` : ` ${formatValue(value)}`;
  };
  const options: ChartOptions = {
    responsive: true,
    maintainAspectRatio: false,
    // none for a person who asked the system for less motion (WCAG 2.3.3; the CSS's rule in styles.css)
    animation:
      animationMs && !matchMedia('(prefers-reduced-motion: reduce)').matches ? { duration: animationMs } : false,
    plugins: {
      legend: {
        display: legend,
        position: 'bottom',
        labels: { usePointStyle: true, boxHeight: 8, color: cores.texto },
      },
      tooltip: { callbacks: { label: tooltipLabel } },
    },
    ...(type === 'pie'
      ? { radius }
      : {
          interaction: { mode: 'index', intersect: false },
          scales: {
            y: {
              beginAtZero: true,
              ticks: {
                color: cores.texto,
                ...(tickDecimals === undefined ? {} : { precision: tickDecimals }),
                ...(formatTick ? { callback: (v: unknown) => formatTick(Number(v)) } : {}),
              },
              grid: { color: cores.linha },
            },
            x: { ticks: { maxRotation: 60, autoSkip: true, color: cores.texto }, grid: { color: cores.linha } },
          },
        }),
  } as ChartOptions;
  if (semValores(data))
    return (
      <div
        style={{ height }}
        className="flex w-full items-center justify-center rounded-box border border-dashed border-base-300 text-sm text-base-content/70"
      >
        <p>{SEM_DADOS_GRAFICO}</p>
      </div>
    );
  // min-w-0 and overflow-hidden: the canvas keeps the width chart.js gave it until its resize runs, and must not hold
  // the card (and the page) open meanwhile — a window narrowed to a phone's stayed 1,025 px wide once in CI.
  return (
    <div style={{ height }} className="relative w-full min-w-0 overflow-hidden">
      <ReactChart
        key={cores.escuro ? 'escuro' : 'claro'}
        type={type}
        role="img"
        aria-label={label}
        data={data as ChartData}
        options={options}
      />
    </div>
  );
}
