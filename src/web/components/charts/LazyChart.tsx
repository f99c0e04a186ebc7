import { lazy, Suspense } from 'react';
import type { ChartProps } from './Chart.tsx';

const Chart = lazy(() => import('./Chart.tsx'));

/** chart.js (a large download) is fetched only when a chart is on screen. */
export function LazyChart(props: ChartProps) {
  const height = props.height ?? 260;
  return (
    <Suspense
      fallback={
        <div style={{ height }} className="skeleton w-full" aria-busy="true">
          <span className="sr-only">Carregando gráfico...</span>
        </div>
      }
    >
      <Chart {...props} />
    </Suspense>
  );
}
