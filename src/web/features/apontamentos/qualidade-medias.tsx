import {
  formatarMedia,
  graficoMediasGeometricas,
  MESES_DA_MEDIA,
  type MediaDoParametro,
  type MesDeQualidade,
  MINIMO_GORDURA,
  MINIMO_PROTEINA,
  rotuloDoMes,
} from '../../../domain/apontamentos/qualidade.ts';
import { formatNumero } from '../../../domain/format.ts';
import { useResource } from '../../api/use-resource.ts';
import { FormError } from '../../components/form.tsx';
import { type Column, Linhas } from '../../components/list-screen.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { GraficoRegistro } from './grafico-registro.tsx';
import { Card } from './parts.tsx';
import { consultasApontamentos } from './queries.ts';

/** A parameter's rolling mean, its verdict in words (and colour), and how many months it rests on. */
function Media({ p, m }: { p: 'ccs' | 'cbt'; m: MediaDoParametro }) {
  if (m.trimestral === null) return <span className="text-base-content/70">sem dados</span>;
  const seta =
    m.tendencia === null
      ? ''
      : m.tendencia > 0
        ? ` ↑ ${formatNumero(m.tendencia, 1)}%`
        : m.tendencia < 0
          ? ` ↓ ${formatNumero(-m.tendencia, 1)}%`
          : ' =';
  return (
    <span className="flex flex-col items-end gap-1">
      <span>
        {formatarMedia(p, m.trimestral)}
        <span className="text-base-content/70">{seta}</span>
      </span>
      {m.situacao === 'acima' ? (
        <Badge tone="error">⚠ Acima do limite</Badge>
      ) : m.situacao === 'insuficiente' ? (
        <Badge tone="warning">
          Só {m.mesesComAnalise} de {MESES_DA_MEDIA} meses com análise
        </Badge>
      ) : (
        <Badge tone="success">Dentro do limite</Badge>
      )}
    </span>
  );
}

const minimo = (v: number | null, abaixo: boolean | null, min: number) =>
  v === null ? (
    <span className="text-base-content/70">sem dados</span>
  ) : (
    <span>
      {formatNumero(v, 2)}%{abaixo && <Badge tone="error">⚠ Abaixo de {formatNumero(min, 1)}%</Badge>}
    </span>
  );

const COLUNAS: Column<MesDeQualidade>[] = [
  {
    key: 'mes',
    header: 'Mês',
    primary: true,
    render: (m) => `${rotuloDoMes(m.mes)}${m.aberto ? ' (em aberto)' : ''}`,
  },
  {
    key: 'analises',
    header: 'Análises',
    align: 'right',
    render: (m) => (m.analises ? String(m.analises) : 'sem dados'),
  },
  {
    key: 'ccsMes',
    header: 'CCS do mês',
    align: 'right',
    render: (m) => formatarMedia('ccs', m.ccs.mes),
    hideOnMobile: true,
  },
  {
    key: 'ccs',
    header: 'CCS, média geométrica de 3 meses',
    align: 'right',
    render: (m) => <Media p="ccs" m={m.ccs} />,
  },
  {
    key: 'cbtMes',
    header: 'CBT do mês',
    align: 'right',
    render: (m) => formatarMedia('cbt', m.cbt.mes),
    hideOnMobile: true,
  },
  {
    key: 'cbt',
    header: 'CBT, média geométrica de 3 meses',
    align: 'right',
    render: (m) => <Media p="cbt" m={m.cbt} />,
  },
  {
    key: 'gordura',
    header: `Gordura (mín. ${formatNumero(MINIMO_GORDURA, 1)}%)`,
    align: 'right',
    render: (m) => minimo(m.gordura, m.gorduraAbaixo, MINIMO_GORDURA),
  },
  {
    key: 'proteina',
    header: `Proteína (mín. ${formatNumero(MINIMO_PROTEINA, 1)}%)`,
    align: 'right',
    render: (m) => minimo(m.proteina, m.proteinaAbaixo, MINIMO_PROTEINA),
  },
];

/**
 * 'Médias geométricas (IN 76/2018)': each of the last 12 months' rolling geometric means against the limits, the
 * trend, fat and protein against the minimums, and the open month's warnings (the same text as the bell's).
 */
export function QualidadeMedias({ farmId }: { farmId: string }) {
  const res = useResource(consultasApontamentos.mediasQualidade(farmId));
  if (res.error && !res.data) return <FormError message={res.error.message} />;
  const r = res.data;
  return (
    <Card
      title="Médias geométricas (IN 76/2018)"
      subtitle="A conformidade é julgada pela média geométrica das análises de 3 meses consecutivos, com ao menos uma análise por mês"
    >
      {!r ? (
        <div className="skeleton h-40 w-full" />
      ) : (
        <>
          {r.avisos.length > 0 && (
            <ul className="flex flex-col gap-2" aria-label="Avisos do mês em aberto">
              {r.avisos.map((a) => (
                <li key={a.parametro}>
                  <div
                    role="alert"
                    className={`alert ${a.nivel === 'acima' ? 'alert-error' : 'alert-warning'} text-sm`}
                  >
                    ⚠ {a.texto}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-6 lg:grid-cols-2">
            <GraficoRegistro
              data={graficoMediasGeometricas(r.meses, 'ccs')}
              label="Gráfico da média geométrica trimestral de CCS por mês com o limite legal"
              decimals={0}
            />
            <GraficoRegistro
              data={graficoMediasGeometricas(r.meses, 'cbt')}
              label="Gráfico da média geométrica trimestral de CBT por mês com o limite legal"
              decimals={0}
            />
          </div>
          <Linhas
            label="Médias geométricas por mês"
            rows={[...r.meses].reverse()}
            columns={COLUNAS}
            rowKey={(m) => m.mes}
          />
        </>
      )}
    </Card>
  );
}
