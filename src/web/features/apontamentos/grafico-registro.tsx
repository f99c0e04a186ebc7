import type { DadosGrafico } from '../../../domain/apontamentos/producao.ts';
import { formatNumero } from '../../../domain/format.ts';
import { LazyChart as Chart } from '../../components/charts/LazyChart.tsx';

/** Records' charts (litres, CCS, CBT) on the app's one chart component: bar/line by the dataset, pt-BR numbers. */
export function GraficoRegistro({
  data,
  label,
  decimals = 1,
  height,
}: {
  data: DadosGrafico;
  label: string;
  decimals?: number;
  height?: number;
}) {
  return (
    <Chart
      type={data.datasets[0]?.type ?? 'line'}
      data={data}
      label={label}
      height={height}
      animationMs={0}
      formatValue={(v) => formatNumero(v, decimals)}
      formatTick={(v) => formatNumero(v, 0)}
      tickDecimals={0}
    />
  );
}
