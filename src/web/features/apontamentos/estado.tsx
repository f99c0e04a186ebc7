import type { ReactNode } from 'react';
import type { EstadoAnimal } from '../../../domain/apontamentos/reproducao.ts';
import { SITUACAO_LABEL } from '../../../domain/apontamentos/schemas.ts';
import { formatData, formatNumero } from '../../../domain/format.ts';
import { FigurasDe, SemFigura, useFaltaDeDados } from '../../components/page.tsx';
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
 * One figure of the summary: on a phone a dense cell (small label, the figure; the hint left to the wider screens),
 * from `sm` up a card like the project's StatCard. `curto` is the label where the phone's cell is narrow;
 * `soNoTelefone` a figure the wider screens give as another card's hint.
 */
function Figura({
  label,
  curto,
  value,
  hint,
  soNoTelefone,
}: {
  label: string;
  curto?: string;
  value: ReactNode | undefined;
  hint?: ReactNode;
  soNoTelefone?: boolean;
}) {
  const falta = useFaltaDeDados();
  const semDados = falta !== null && value === undefined;
  return (
    <div
      className={`flex min-w-0 flex-col sm:gap-1 sm:rounded-box sm:border sm:border-base-300 sm:bg-base-100 sm:p-4 sm:shadow-sm ${soNoTelefone ? 'sm:hidden' : ''}`}
    >
      <dt className="text-xs text-base-content/70 sm:text-sm">
        {curto ? (
          <>
            <span className="sm:hidden">{curto}</span>
            <span className="hidden sm:inline">{label}</span>
          </>
        ) : (
          label
        )}
      </dt>
      <dd className="text-base font-bold tabular-nums sm:text-xl">
        {semDados ? <SemFigura falta={falta} /> : (value ?? '—')}
      </dd>
      {hint && !semDados && <dd className="hidden text-xs text-base-content/60 sm:block">{hint}</dd>}
    </div>
  );
}

/**
 * The herd's reproductive summary (the same figures as the report's): cows in milk and dry, % pregnant of the eligible,
 * DEL médio, days open and the projected calving interval. A figure over no cow says '—'. On a phone the figures are
 * one dense block of two rows (about 110 px), so the first cows of the list below are on screen.
 */
export function ResumoDoRebanho({ leitura }: { leitura: { data: EstadoDoRebanho | undefined; error?: Error | null } }) {
  const r = leitura.data?.resumo;
  const dias = (v: number | null | undefined) =>
    v === undefined ? undefined : ouTraco(v, (x: number) => `${formatNumero(x, 0)} dias`);
  return (
    <FigurasDe leitura={leitura}>
      <dl className="grid grid-cols-3 gap-x-3 gap-y-2 rounded-box border border-base-300 bg-base-100 p-3 shadow-sm sm:gap-3 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none lg:grid-cols-5">
        <Figura label="Em lactação" value={r && String(r.emLactacao)} hint={r && `${r.secas} secas`} />
        <Figura label="Secas" value={r && String(r.secas)} soNoTelefone />
        <Figura
          label="Prenhes (aptas)"
          value={r && ouTraco(r.percentualPrenhes, (x: number) => `${formatNumero(x, 1)}%`)}
          hint={r && `${r.prenhes} de ${r.elegiveis} após o PVE ou prenhes`}
        />
        <Figura label="DEL médio" value={dias(r?.delMedio)} />
        <Figura label="Dias em aberto (média)" curto="Dias em aberto" value={dias(r?.diasEmAbertoMedio)} />
        <Figura label="IEP projetado" value={dias(r?.iepProjetado)} hint="dias em aberto + gestação" />
      </dl>
    </FigurasDe>
  );
}
