import type { EstadoAnimal } from '../../../domain/apontamentos/reproducao.ts';
import { SITUACAO_LABEL } from '../../../domain/apontamentos/schemas.ts';
import { formatData, formatNumero } from '../../../domain/format.ts';
import { FigurasDe, StatCard } from '../../components/page.tsx';
import { Badge } from '../../components/row-menu.tsx';
import type { EstadoDoRebanho } from './api.ts';

/** A figure or the project's '—' (a state that has none: no calving, no service), never 0. */
export const ouTraco = (v: number | string | null | undefined, f: (x: never) => string = String) =>
  v === null || v === undefined ? '—' : f(v as never);
export const dataOuTraco = (v: string | null | undefined) => ouTraco(v, formatData);

const TOM_REPRODUTIVA = { Prenhe: 'success', Inseminada: 'warning', Vazia: 'neutral' } as const;

/** 'Em lactação · Prenhe', as text (search, CSV) — an animal that left says how it left. */
export function textoDoEstado(e: EstadoAnimal): string {
  if (e.saida) return SITUACAO_LABEL[e.saida.situacao];
  return [e.categoria ?? 'Sem categoria', e.reprodutiva].filter(Boolean).join(' · ');
}

/** The state as the card's first line: category and the reproductive badge. */
export function EstadoBadge({ estado: e }: { estado: EstadoAnimal }) {
  if (e.saida) return <Badge tone="neutral">{SITUACAO_LABEL[e.saida.situacao]}</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span>{e.categoria ?? 'Sem categoria'}</span>
      {e.reprodutiva && <Badge tone={TOM_REPRODUTIVA[e.reprodutiva]}>{e.reprodutiva}</Badge>}
    </span>
  );
}

/**
 * The herd's reproductive summary (the same figures as the report's): cows in milk and dry, % pregnant of the eligible,
 * DEL médio, days open and the projected calving interval. A figure over no cow says '—'.
 */
export function ResumoDoRebanho({ leitura }: { leitura: { data: EstadoDoRebanho | undefined; error?: Error | null } }) {
  const r = leitura.data?.resumo;
  const dias = (v: number | null | undefined) =>
    v === undefined ? undefined : ouTraco(v, (x: number) => `${formatNumero(x, 0)} dias`);
  return (
    <FigurasDe leitura={leitura}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <StatCard label="Em lactação" value={r && String(r.emLactacao)} hint={r && `${r.secas} secas`} />
        <StatCard
          label="Prenhes (aptas)"
          value={r && ouTraco(r.percentualPrenhes, (x: number) => `${formatNumero(x, 1)}%`)}
          hint={r && `${r.prenhes} de ${r.elegiveis} após o PVE ou prenhes`}
        />
        <StatCard label="DEL médio" value={dias(r?.delMedio)} />
        <StatCard label="Dias em aberto (média)" value={dias(r?.diasEmAbertoMedio)} />
        <StatCard label="IEP projetado" value={dias(r?.iepProjetado)} hint="dias em aberto + gestação" />
      </div>
    </FigurasDe>
  );
}
