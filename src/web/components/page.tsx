import { createContext, type ReactNode, useContext } from 'react';
import { Link } from 'wouter';
import { MSG } from '../../domain/messages.ts';
import { useFazendaAtual } from '../session/session.ts';
import { Icon, type IconName } from './icons.tsx';

/**
 * 'Voltar' link to a parent hub. `href` follows wouter: inside a nested route '/x' is relative to the nest;
 * '~/dashboard/financeiro' is absolute.
 */
export function BackLink({ href, label = 'Voltar' }: { href: string; label?: string }) {
  return (
    <Link href={href} className="btn btn-ghost btn-sm min-h-11 -ml-2 w-fit gap-1 px-2">
      <Icon name="chevronLeft" className="size-4" />
      {label}
    </Link>
  );
}

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Show 'Fazenda: {nome}' under the title (default true when a farm is selected). */
  showFarm?: boolean;
  /** 'Voltar' link above the title. */
  back?: string;
  /** Buttons on the right. */
  actions?: ReactNode;
}

/** Page title block: optional Voltar, h1, subtitle, 'Fazenda: {nome}', actions on the right. */
export function PageHeader({ title, subtitle, showFarm = true, back, actions }: PageHeaderProps) {
  const farm = useFazendaAtual();
  return (
    <header className="mb-6 flex flex-col gap-1">
      {back && <BackLink href={back} />}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {subtitle && <p className="text-base-content/70">{subtitle}</p>}
          {showFarm && farm && (
            <p className="flex items-center gap-1 text-sm text-base-content/70">
              <Icon name="farm" className="size-4" />
              Fazenda: <span className="font-medium text-base-content">{farm.name}</span>
            </p>
          )}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}

export interface HubItem {
  href: string;
  title: string;
  description?: string;
  icon?: IconName;
  /** Leave the card out (e.g. a module the user may not open). */
  hidden?: boolean;
}

/** Cards linking to sub-routes (finance hub, inventory hub, Cadastros hub). `href` follows wouter like BackLink. */
export function HubGrid({ items }: { items: readonly HubItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items
        .filter((i) => !i.hidden)
        .map((i) => (
          <li key={i.href}>
            <Link
              href={i.href}
              className="card group h-full border border-base-300 bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
            >
              <div className="card-body flex-row items-center gap-4 p-5">
                {i.icon && (
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon name={i.icon} className="size-6" />
                  </span>
                )}
                <span className="flex flex-1 flex-col">
                  <span className="card-title text-lg">{i.title}</span>
                  {i.description && <span className="text-sm text-base-content/70">{i.description}</span>}
                </span>
                <Icon name="chevronRight" className="size-5 text-base-content/40 group-hover:text-primary" />
              </div>
            </Link>
          </li>
        ))}
    </ul>
  );
}

/** The read a screen's figures come from: whether its data is there, and why not (useResource's fields). */
export interface Leitura {
  data: unknown;
  error?: Error | null;
}

const LeituraContext = createContext<Leitura | null>(null);

/**
 * The figures inside (StatCard, PieCard) come from this read: until its data is there they say 'Carregando...' or
 * that it failed — never 0, 'R$ 0,00' or an empty chart (docs/ARQUITETURA.md §Offline). Data already shown stays
 * when a later read fails (the list says the error).
 */
export function FigurasDe({ leitura, children }: { leitura: Leitura; children: ReactNode }) {
  return <LeituraContext.Provider value={leitura}>{children}</LeituraContext.Provider>;
}

/** What the figures of the surrounding FigurasDe show instead of a value: null when its data is there. */
export function useFaltaDeDados(): { erro: string } | { carregando: true } | null {
  const leitura = useContext(LeituraContext);
  if (!leitura || leitura.data !== undefined) return null;
  return leitura.error ? { erro: leitura.error.message } : { carregando: true };
}

/** In place of a figure whose read has no data: a spinner, or 'Indisponível' (the list beside it says why). */
export function SemFigura({ falta }: { falta: { erro: string } | { carregando: true } }) {
  return 'erro' in falta ? (
    <span className="flex items-center gap-1 text-base font-semibold text-error" title={falta.erro}>
      <Icon name="alert" className="size-4 shrink-0" />
      {MSG.figuraIndisponivel}
    </span>
  ) : (
    <span role="status" className="flex items-center gap-2 text-base font-normal text-base-content/70">
      <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Carregando...
    </span>
  );
}

/**
 * A summary figure ('Valor Total', 'R$ 12.345,00'). Grid them with 'grid grid-cols-2 lg:grid-cols-4 gap-4'. Inside
 * FigurasDe, `value` is left undefined until the read's data is there: the card then says it is loading or failed.
 */
export function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: ReactNode | undefined;
  hint?: ReactNode;
  icon?: IconName;
}) {
  const falta = useFaltaDeDados();
  const semDados = falta !== null && value === undefined;
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-1 p-4">
        <div className="flex items-center justify-between text-sm text-base-content/70">
          <span>{label}</span>
          {icon && <Icon name={icon} className="size-4 text-primary" />}
        </div>
        <div className="text-xl font-bold tabular-nums">{semDados ? <SemFigura falta={falta} /> : (value ?? '—')}</div>
        {hint && !semDados && <div className="text-xs text-base-content/60">{hint}</div>}
      </div>
    </div>
  );
}

/** Shown when a page needs a current farm and none is chosen (admin 'todas as fazendas' mode). */
export function EmptyState({
  title,
  children,
  icon = 'farm',
}: {
  title: string;
  children?: ReactNode;
  icon?: IconName;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 bg-base-100 p-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Icon name={icon} className="size-7" />
      </span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="text-base-content/70">{children}</div>}
    </div>
  );
}
