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
  height?: number;
  legend?: boolean;
  animationMs?: number;
  /** Pie radius in px (SPEC.md §9: 80). */
  radius?: number;
}

/** The app's one chart.js wrapper (loaded lazily through LazyChart, so pages without charts never download it). */
export default function Chart({
  type,
  data,
  label,
  formatValue = String,
  formatTick,
  height = 260,
  legend = true,
  animationMs = 600,
  radius,
}: ChartProps) {
  const tooltipLabel = (ctx: { dataset: { label?: string }; parsed: unknown; raw: unknown }) => {
    const value = type === 'pie' ? Number(ctx.raw) : Number((ctx.parsed as { y?: number }).y ?? 0);
    return ctx.dataset.label ? `${ctx.dataset.label}: ${formatValue(value)}` : ` ${formatValue(value)}`;
  };
  const options: ChartOptions = {
    responsive: true,
    maintainAspectRatio: false,
    animation: animationMs ? { duration: animationMs } : false,
    plugins: {
      legend: { display: legend, position: 'bottom', labels: { usePointStyle: true, boxHeight: 8 } },
      tooltip: { callbacks: { label: tooltipLabel } },
    },
    ...(type === 'pie'
      ? { radius }
      : {
          interaction: { mode: 'index', intersect: false },
          scales: {
            y: { beginAtZero: true, ticks: formatTick ? { callback: (v) => formatTick(Number(v)) } : {} },
            x: { ticks: { maxRotation: 60, autoSkip: true } },
          },
        }),
  } as ChartOptions;
  return (
    <div style={{ height }} className="relative w-full">
      <ReactChart type={type} role="img" aria-label={label} data={data as ChartData} options={options} />
    </div>
  );
}
