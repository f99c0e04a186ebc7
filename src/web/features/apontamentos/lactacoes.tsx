import { useState } from 'react';
import { Link } from 'wouter';
import { graficoDaLactacao, textoDo305, textoDoTotal } from '../../../domain/apontamentos/lactacoes.ts';
import type { LinhaLactacao } from '../../../domain/apontamentos/respostas-leite.ts';
import { formatData, formatNumero } from '../../../domain/format.ts';
import { useResource } from '../../api/use-resource.ts';
import { FormError, SelectField } from '../../components/form.tsx';
import { type Column, Linhas } from '../../components/list-screen.tsx';
import { Badge } from '../../components/row-menu.tsx';
import { GraficoRegistro } from './grafico-registro.tsx';
import { useFarmCtx } from './hooks.ts';
import { Card } from './parts.tsx';
import { consultasApontamentos } from './queries.ts';

/** A figure or '—' (no data is never 0). */
const fig = (v: number | null, casas = 0, unidade = '') => (v === null ? '—' : `${formatNumero(v, casas)}${unidade}`);

function Producao305({ l }: { l: LinhaLactacao }) {
  if (l.producao305 === null) return <span>{l.total === null ? '—' : textoDo305(l)}</span>;
  return (
    <span className="flex flex-col items-end">
      <span>{fig(l.producao305, 0, ' L')}</span>
      <span className="min-w-52 text-xs text-base-content/70">{textoDo305(l)}</span>
    </span>
  );
}

function Total({ l }: { l: LinhaLactacao }) {
  if (l.total === null) return '—';
  return (
    <span className="flex flex-col items-end">
      <span>{fig(l.total, 1)}</span>
      <span className="whitespace-nowrap text-xs text-base-content/70">{textoDoTotal(l.registrado)}</span>
    </span>
  );
}

const COLUNAS: Column<LinhaLactacao>[] = [
  {
    key: 'animal',
    header: 'Animal',
    primary: true,
    render: (l) => (
      <span className="flex flex-wrap items-center gap-2">
        <Link
          className="link link-primary inline-flex min-h-11 items-center"
          href={`~/dashboard/rebanho/${l.animalId}`}
        >
          {l.identificacao}
          {l.nome ? ` — ${l.nome}` : ''}
        </Link>
        {l.abaixoDoEsperado && <Badge tone="warning">Abaixo do esperado</Badge>}
      </span>
    ),
    text: (l) => l.identificacao,
  },
  { key: 'numero', header: 'Lactação', align: 'right', render: (l) => `${l.numero}ª` },
  { key: 'parto', header: 'Parto', render: (l) => formatData(l.parto) },
  { key: 'situacao', header: 'Situação', render: (l) => (l.fim ? `Encerrada em ${formatData(l.fim)}` : 'Em lactação') },
  { key: 'del', header: 'DEL', align: 'right', render: (l) => String(l.del) },
  { key: 'total', header: 'Total (L)', align: 'right', render: (l) => <Total l={l} /> },
  {
    key: 'pico',
    header: 'Pico',
    align: 'right',
    render: (l) => (l.picoLitros === null ? '—' : `${fig(l.picoLitros, 1, ' L/dia')} aos ${l.picoDel} DEL`),
  },
  { key: 'p305', header: '305 dias', align: 'right', render: (l) => <Producao305 l={l} /> },
  {
    key: 'esperado',
    header: 'Esperado (rebanho)',
    align: 'right',
    render: (l) =>
      l.esperado305 === null
        ? '—'
        : `${fig(l.esperado305, 0, ' L')}${l.percentualEsperado === null ? '' : ` (${fig(l.percentualEsperado, 1, '%')})`}`,
  },
  { key: 'persistencia', header: 'Persistência', align: 'right', render: (l) => fig(l.persistencia, 1, '%') },
];

const FILTROS = [
  { value: 'todas', label: 'Todas' },
  { value: 'lactando', label: 'Em lactação' },
  { value: 'abaixo', label: 'Abaixo do esperado' },
] as const;

/**
 * 'Lactações': every lactation of the last 12 months with its figures, and the cows whose 305-day yield is under
 * 90 % of what a lactation of that number gives on this farm (docs/PRODUTO.md §Apontamentos).
 */
export function LactacoesTab() {
  const { farmId } = useFarmCtx();
  const [filtro, setFiltro] = useState<(typeof FILTROS)[number]['value']>('todas');
  const res = useResource(farmId ? consultasApontamentos.lactacoes(farmId) : null);
  const linhas = (res.data ?? []).filter((l) =>
    filtro === 'lactando' ? l.fim === null : filtro === 'abaixo' ? l.abaixoDoEsperado : true,
  );
  return (
    <Card
      title="Lactações"
      subtitle="Lactações dos últimos 12 meses: total registrado (com os dias), pico, 305 dias (registrado, interpolado pelo método ICAR ou projetado) e persistência"
    >
      <div className="max-w-xs">
        <SelectField
          label="Mostrar"
          value={filtro}
          onChange={(v) => setFiltro(v as typeof filtro)}
          options={FILTROS.map((f) => ({ value: f.value, label: f.label }))}
        />
      </div>
      {res.error && !res.data ? (
        <FormError message={res.error.message} />
      ) : !res.data ? (
        <div className="skeleton h-40 w-full" />
      ) : linhas.length === 0 ? (
        <p className="text-base-content/70">
          {filtro === 'abaixo' ? 'Nenhuma vaca abaixo do esperado.' : 'Nenhuma lactação registrada.'}
        </p>
      ) : (
        <Linhas label="Lactações" rows={linhas} columns={COLUNAS} rowKey={(l) => `${l.animalId}|${l.parto}`} />
      )}
    </Card>
  );
}

/** The ficha técnica's lactation card: this cow's lactations and her latest curve against the herd's average. */
export function LactacoesDaVaca({
  farmId,
  animalId,
  identificacao,
}: {
  farmId: string;
  animalId: string;
  identificacao: string;
}) {
  const res = useResource(consultasApontamentos.lactacoesDaVaca(farmId, animalId));
  if (res.error && !res.data) return <FormError message={res.error.message} />;
  const r = res.data;
  if (!r) return <div className="skeleton h-64 w-full" />;
  return (
    <Card
      title="Lactações"
      subtitle={
        r.curva
          ? `Curva da ${r.curva.numero}ª lactação (média de cada semana) contra a média do rebanho na mesma lactação`
          : 'Nenhuma lactação nos últimos 12 meses'
      }
    >
      {r.curva && (
        <GraficoRegistro
          data={graficoDaLactacao(r.curva.vaca, r.curva.rebanho, r.curva.numero)}
          label={`Curva de lactação do animal ${identificacao} contra a média do rebanho`}
        />
      )}
      {r.lactacoes.length > 0 && (
        <Linhas
          label="Lactações do animal"
          rows={r.lactacoes}
          columns={COLUNAS.filter((c) => c.key !== 'animal')}
          rowKey={(l) => l.parto}
        />
      )}
    </Card>
  );
}
