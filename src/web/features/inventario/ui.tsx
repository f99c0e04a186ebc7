import type { ReactNode } from 'react';
import { formatBRL, formatNumero, parseNumeroBR, reaisParaCentavos } from '../../../domain/format.ts';
import { fatiasPorRotulo, percentuais } from '../../../domain/inventario/charts.ts';
import { anosDisponiveis, MSG_INVENTARIO } from '../../../domain/inventario/constants.ts';
import { MSG } from '../../../domain/messages.ts';
import type { Modulo } from '../../../domain/modules.ts';
import { LazyChart } from '../../components/charts/LazyChart.tsx';
import { type Common, SelectField, TextField } from '../../components/form.tsx';
import { CellInput, CellSelect, type EditContext } from '../../components/inline-table.tsx';
import { useIsPhone } from '../../components/media.ts';
import { EmptyState, SemFigura, useFaltaDeDados } from '../../components/page.tsx';
import { useCan, useFazendaAtual } from '../../session/session.ts';
import { SemFazenda } from '../../shell/guards.tsx';

// chart.js is a large part of the bundle: only the pages with a pie download it (docs/ARQUITETURA.md §Stack).

/** The current farm (the pages need one) and whether the user may use the module; renders why not otherwise. */
export function FarmGate({ modulo, children }: { modulo: Modulo; children: (farmId: string) => ReactNode }) {
  const farm = useFazendaAtual();
  const can = useCan(modulo);
  if (!farm) return <SemFazenda />;
  if (!can) return <EmptyState title={MSG.semPermissao} icon="lock" />;
  return <>{children(farm.id)}</>;
}

export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title text-lg">{title}</h2>
          {actions}
        </div>
        {children}
      </div>
    </section>
  );
}

/** Pie of amounts grouped by a label, with a legend (name, amount, share) so colour is not the only cue. */
export function PieCard<T>({
  title,
  itens,
  rotulo,
  valor,
  unidade,
  casas = 0,
}: {
  title: string;
  itens: readonly T[];
  rotulo(i: T): string;
  valor(i: T): unknown;
  /** 'ha', 'un' after the number; 'R$': the values are centavos, written as every other figure of money (formatBRL). */
  unidade: string;
  casas?: number;
}) {
  const fatias = fatiasPorRotulo([...itens], rotulo, valor);
  const escrever = (v: number) => (unidade === 'R$' ? formatBRL(v) : `${formatNumero(v, casas)} ${unidade}`);
  const pct = percentuais(fatias);
  // On a phone the pie is a small disc beside its legend (not a whole screen above the list).
  const phone = useIsPhone();
  // Inside a screen's FigurasDe: no data yet (loading, or the read failed) is said, never drawn as an empty pie.
  const falta = useFaltaDeDados();
  // The same pie at both sizes: a small disc on a phone, the full one on a PC.
  const pizza = (radius: number, animationMs: number, height: number) => (
    <LazyChart
      type="pie"
      data={{
        labels: fatias.map((f) => f.rotulo),
        datasets: [
          {
            data: fatias.map((f) => f.valor),
            backgroundColor: fatias.map((f) => f.cor),
            // a line between slices; a lone slice is the whole disc, whose border would be a white seam from the
            // centre to the top
            borderWidth: fatias.length > 1 ? 1 : 0,
          },
        ],
      }}
      label={fatias.map((f) => `${f.rotulo}: ${escrever(f.valor)}`).join('; ')}
      formatValue={escrever}
      legend={false}
      radius={radius}
      animationMs={animationMs}
      height={height}
    />
  );
  return (
    <Section title={title}>
      {falta ? (
        <div className="py-6 text-center">
          <SemFigura falta={falta} />
        </div>
      ) : fatias.length === 0 ? (
        <p className="py-6 text-center text-base-content/70">{MSG_INVENTARIO.nenhumDado}</p>
      ) : phone ? (
        <div className="flex items-center gap-3">
          <div className="size-[132px] shrink-0">{pizza(62, 600, 132)}</div>
          <ul className="flex min-w-0 flex-1 flex-col gap-1.5" aria-label={`Legenda: ${title}`}>
            {fatias.map((f, i) => (
              <li key={f.rotulo} className="flex items-start gap-2 text-sm">
                <span
                  className="mt-1 size-3 shrink-0 rounded-sm"
                  style={{ backgroundColor: f.cor }}
                  aria-hidden="true"
                />
                <span className="min-w-0 leading-tight">
                  <span className="block break-words">{f.rotulo}</span>
                  <span className="text-xs whitespace-nowrap tabular-nums text-base-content/70">
                    {escrever(f.valor)} · {formatNumero(pct[i], 1)}%
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 md:flex-row md:justify-center md:gap-10">
          <div className="h-[300px] w-full max-w-[320px]">{pizza(80, 1500, 300)}</div>
          <ul className="flex w-full max-w-md flex-1 flex-col gap-2 md:self-center" aria-label={`Legenda: ${title}`}>
            {fatias.map((f, i) => (
              <li key={f.rotulo} className="flex items-center gap-2 text-sm">
                <span className="size-3.5 shrink-0 rounded-sm" style={{ backgroundColor: f.cor }} aria-hidden="true" />
                <span className="flex-1">{f.rotulo}</span>
                <span className="whitespace-nowrap tabular-nums">{escrever(f.valor)}</span>
                <span className="w-16 whitespace-nowrap text-right tabular-nums text-base-content/60">
                  {formatNumero(pct[i], 1)}%
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}

export function StatsGrid({ children, cols = 4 }: { children: ReactNode; cols?: 4 | 5 }) {
  const lg = cols === 5 ? 'sm:grid-cols-3 xl:grid-cols-5' : 'lg:grid-cols-4';
  return <div className={`grid grid-cols-2 gap-3 sm:gap-4 ${lg}`}>{children}</div>;
}

const ANOS = anosDisponiveis().map(String);

/** The field's own props: label, messages, required; and its value as text. */
type Campo = Common & { value: string; onChange(v: string): void };

export function AnoField({ label = 'Ano', ...campo }: Omit<Campo, 'label'> & { label?: string }) {
  return <SelectField label={label} options={ANOS} {...campo} />;
}

/**
 * A registry-backed choice (tipo, responsável técnico): a dropdown of the farm's registry, or free text when the
 * registry is empty (docs/PRODUTO.md §Inventário). A stored value no longer in the registry stays selectable.
 */
export function RegistroField({
  nomes,
  placeholder = 'Selecione...',
  carregando,
  ...campo
}: Campo & { nomes: string[]; placeholder?: string; carregando?: boolean }) {
  if (carregando && !nomes.length) {
    return (
      <SelectField
        label={campo.label}
        value=""
        onChange={campo.onChange}
        options={[]}
        placeholder="Carregando..."
        disabled
      />
    );
  }
  if (!nomes.length) return <TextField {...campo} />;
  const options = campo.value && !nomes.includes(campo.value) ? [campo.value, ...nomes] : nomes;
  return <SelectField {...campo} options={options} placeholder={placeholder} />;
}

/**
 * The select of a registry's value in an edit cell ('Selecione...' first); free text when the registry is empty (a
 * type or a technician can still be written). `rotulo`: a visible label over it.
 */
export function CellCadastro<D>({
  ctx,
  field,
  options,
  rotulo,
}: {
  ctx: EditContext<D>;
  field: keyof D & string;
  options: readonly string[];
  rotulo?: string;
}) {
  if (!options.length) return <CellInput ctx={ctx} field={field} rotulo={rotulo} />;
  return <CellSelect ctx={ctx} field={field} options={options} vazio="Selecione..." rotulo={rotulo} />;
}

/** Draft text of a number (pt-BR) and back: '' and text that is not a number stay NaN so the rules reject them. */
export const numeroParaTexto = (n: number | null | undefined, casas = 2) =>
  n == null || !Number.isFinite(n) ? '' : formatNumero(n, casas);
export const textoParaNumero = (t: string) => (t.trim() === '' ? Number.NaN : parseNumeroBR(t));
export const centavosParaTexto = (c: number | null | undefined) => (c == null ? '' : numeroParaTexto(c / 100, 2));
export const textoParaCentavos = (t: string) => (t.trim() === '' ? Number.NaN : reaisParaCentavos(t));

/** A summary figure that never breaks between 'R$' and the number (smaller on phones so it fits two columns). */
export function Figura({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap text-base min-[400px]:text-lg sm:text-xl">{children}</span>;
}
