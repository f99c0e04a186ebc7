import { type ReactNode, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { useCopiaAtual } from '../session/session.ts';
import { Icon } from './icons.tsx';
import { PendenteBadge } from './pending-badge.tsx';
import { type RowAction, RowMenu } from './row-menu.tsx';
import { ScrollTable } from './scroll-table.tsx';

export type { RowAction };

export interface Column<T> {
  key: string;
  header: string;
  render(row: T): ReactNode;
  /** Plain text used by the search box (default: render() when it returns a string or number). */
  text?(row: T): string;
  align?: 'left' | 'right' | 'center';
  /** The column that names the row: card title on phones and the row menu's label. First column by default. */
  primary?: boolean;
  /** Leave out of the phone card (still in the desktop table). */
  hideOnMobile?: boolean;
  className?: string;
}

export interface ListScreenProps<T> {
  title: string;
  subtitle?: string;
  rows: readonly T[] | undefined;
  columns: readonly Column<T>[];
  rowKey(row: T): string;
  /** Row menu entries, e.g. Ficha Técnica / Editar / Baixar Conta / Estornar Conta / Excluir. */
  actions?: readonly RowAction<T>[];
  /** Shows the 'Adicionar' button. */
  onAdd?(): void;
  addLabel?: string;
  loading?: boolean;
  error?: Error | string | null;
  emptyText?: string;
  /** Show the 'Buscar...' box (default true). */
  searchable?: boolean;
  /**
   * For a list the server pages: the search text goes to the server (after a short pause in typing) instead of
   * filtering the rows on screen, which are only one page of them.
   */
  onSearch?(text: string): void;
  /** Extra controls beside the search (filters, year select...). */
  toolbar?: ReactNode;
  /** Rendered after the list (your dialogs). */
  children?: ReactNode;
}

/** How long typing must pause before a server search is sent. */
const SEARCH_PAUSE_MS = 300;

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' };

function textOf<T>(col: Column<T>, row: T): string {
  if (col.text) return col.text(row);
  const r = col.render(row);
  return typeof r === 'string' || typeof r === 'number' ? String(r) : '';
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The generic list of docs/PRODUTO.md §Formulários: title, 'Buscar...', 'Adicionar', a table (cards on phones) and a
 * row menu. Search ignores case and accents across every column's text.
 */
export function ListScreen<T>({
  title,
  subtitle,
  rows,
  columns,
  rowKey,
  actions = [],
  onAdd,
  addLabel = 'Adicionar',
  loading,
  error,
  emptyText = 'Nenhum registro encontrado',
  searchable = true,
  onSearch,
  toolbar,
  children,
}: ListScreenProps<T>) {
  // a read-only copy of another installation's farm: no 'Adicionar' (the server refuses every write to it)
  const copia = useCopiaAtual();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const q = onSearch ? '' : norm(deferred.trim());
  const shown = (rows ?? []).filter((r) => !q || columns.some((c) => norm(textOf(c, r)).includes(q)));
  const search = useRef(onSearch);
  search.current = onSearch;
  // What the server was last asked for: only a changed text is sent. Sending the unchanged '' when the screen
  // opened took a page the user had already turned (Próxima within the pause) back to page 1.
  const sent = useRef('');
  useEffect(() => {
    const text = query.trim();
    if (!search.current || text === sent.current) return;
    const t = setTimeout(() => {
      sent.current = text;
      search.current?.(text);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(t);
  }, [query]);
  const menuLabel = (r: T) => `Ações para ${primary ? textOf(primary, r) : ''}`.trim();

  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label={title}>
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="card-title text-xl">{title}</h2>
            {subtitle && <p className="text-sm text-base-content/70">{subtitle}</p>}
          </div>
          {onAdd && !copia && (
            <button type="button" className="btn btn-primary min-h-11" onClick={onAdd}>
              <Icon name="plus" />
              {addLabel}
            </button>
          )}
        </div>
        {(searchable || toolbar) && (
          <div className="flex flex-wrap items-end gap-3">
            {searchable && (
              <div className="flex min-w-56 flex-1 flex-col">
                <label htmlFor={searchId} className="sr-only">
                  Buscar
                </label>
                <div className="input input-bordered min-h-11 w-full">
                  <Icon name="search" className="size-4 opacity-60" />
                  <input
                    id={searchId}
                    type="search"
                    className="grow"
                    placeholder="Buscar..."
                    value={query}
                    onChange={(e) => setQuery(e.target.value)}
                  />
                </div>
              </div>
            )}
            {toolbar}
          </div>
        )}

        {error ? (
          <div role="alert" className="alert alert-error alert-soft">
            {typeof error === 'string' ? error : error.message}
          </div>
        ) : loading && !rows ? (
          <div className="flex items-center gap-2 py-8 text-base-content/70" role="status">
            <span className="loading loading-spinner" /> Carregando...
          </div>
        ) : shown.length === 0 ? (
          <p className="rounded-box bg-base-200/60 py-10 text-center text-base-content/70">{emptyText}</p>
        ) : (
          <Linhas
            label={`Tabela: ${title}`}
            rows={shown}
            columns={columns}
            rowKey={rowKey}
            actions={actions}
            menuLabel={menuLabel}
          />
        )}
        {children}
      </div>
    </section>
  );
}

/** A totals row under the rows: its label (in the first column's place) and the figures by column key. */
export interface LinhaDeTotais {
  rotulo: string;
  valores: Readonly<Record<string, ReactNode>>;
}

/**
 * The rows of a list or report: a table from 768 px (it scrolls sideways when it must, in a labelled focusable box),
 * one card per row on a phone — the `primary` column as its title and every other column as 'label: value', so no
 * figure is pushed off the screen — and an optional totals row (the table's foot; the last card, marked, on a phone).
 * ListScreen and the reports use it.
 */
export function Linhas<T>({
  label,
  rows,
  columns,
  rowKey,
  actions = [],
  menuLabel = () => 'Ações',
  totais,
  compacta,
  rotuloDaLista,
}: {
  /** The table's name (its scrolling box). */
  label: string;
  /** The phone list's name, when it has one. */
  rotuloDaLista?: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey(row: T): string;
  actions?: readonly RowAction<T>[];
  menuLabel?(row: T): string;
  totais?: LinhaDeTotais;
  /** The table's small size (reports). */
  compacta?: boolean;
}) {
  const primary = columns.find((c) => c.primary) ?? columns[0];
  const hasActions = actions.length > 0;
  const outras = columns.filter((c) => c !== primary && !c.hideOnMobile);
  return (
    <>
      {/* Desktop and tablet: a table that scrolls sideways when it must. */}
      {/* Printed as the table whatever the screen (an A4 page is narrower than 768 px). */}
      <ScrollTable label={label} className="hidden md:block print:block">
        <table className={compacta ? 'table table-sm' : 'table'}>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={`${ALIGN[c.align ?? 'left']} ${c.className ?? ''}`}>
                  {c.header}
                </th>
              ))}
              {hasActions && (
                <th scope="col" className="w-16 text-right">
                  Ações
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={rowKey(r)} className="hover:bg-base-200/50">
                {columns.map((c) => (
                  <td key={c.key} className={`${ALIGN[c.align ?? 'left']} ${c.className ?? ''}`}>
                    {c.render(r)}
                    {c === columns[0] && <PendenteBadge row={r} />}
                  </td>
                ))}
                {hasActions && (
                  <td className="text-right">
                    <RowMenu row={r} actions={actions} label={menuLabel(r)} />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
          {totais && (
            <tfoot>
              <tr className="font-semibold">
                {columns.map((c, i) => (
                  <td key={c.key} className={`${ALIGN[c.align ?? 'left']} ${c.className ?? ''}`}>
                    {c.key in totais.valores ? totais.valores[c.key] : i === 0 ? totais.rotulo : ''}
                  </td>
                ))}
                {hasActions && <td />}
              </tr>
            </tfoot>
          )}
        </table>
      </ScrollTable>
      {/* Phones: one card per row, the totals last. */}
      <ul className="flex flex-col gap-3 md:hidden print:hidden" aria-label={rotuloDaLista}>
        {rows.map((r) => (
          <li key={rowKey(r)} className="rounded-box border border-base-300 bg-base-100 p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="pt-2 font-semibold">
                {primary?.render(r)}
                <PendenteBadge row={r} />
              </div>
              {hasActions && <RowMenu row={r} actions={actions} label={menuLabel(r)} />}
            </div>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {outras.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-base-content/60">{c.header}</dt>
                  <dd className="text-right">{c.render(r)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
        {totais && (
          <li className="rounded-box border-2 border-primary/40 bg-base-200/60 p-3">
            <div className="font-bold">{totais.rotulo}</div>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {columns
                .filter((c) => c.key in totais.valores && c !== primary)
                .map((c) => (
                  <div key={c.key} className="contents">
                    <dt className="text-base-content/70">{c.header}</dt>
                    <dd className="text-right font-semibold">{totais.valores[c.key]}</dd>
                  </div>
                ))}
            </dl>
          </li>
        )}
      </ul>
    </>
  );
}
