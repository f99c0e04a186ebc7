import { type ComponentProps, lazy, Suspense } from 'react';

const RecordsChart = lazy(() => import('./chart.tsx'));

/** chart.js (a large download) is fetched only when a chart is on screen. */
export function LazyChart(props: ComponentProps<typeof RecordsChart>) {
  return (
    <Suspense
      fallback={
        <div style={{ height: props.height ?? 260 }} className="skeleton w-full" aria-busy="true">
          <span className="sr-only">Carregando gráfico...</span>
        </div>
      }
    >
      <RecordsChart {...props} />
    </Suspense>
  );
}
