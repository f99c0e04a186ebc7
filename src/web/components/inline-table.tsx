import { type ReactNode, useState } from 'react';
import { nomearCampos, type Validacao } from '../../domain/validacao.ts';
import { useCopiaAtual } from '../session/session.ts';
import { apiErrorOf, type FieldErrors, FormError, hasErrors } from './form.tsx';
import { DateInput } from './form-numeros.tsx';
import { Icon } from './icons.tsx';
import { useIsPhone } from './media.ts';
import { PendenteBadge } from './pending-badge.tsx';
import { ScrollTable } from './scroll-table.tsx';

export interface EditContext<D> {
  draft: D;
  set(patch: Partial<D>): void;
  errors: FieldErrors;
  /** Accessible name for the cell's input: '{header}' (inputs in a table have no visible label of their own). */
  label: string;
}

export interface EditColumn<T, D> {
  key: string;
  header: string;
  render(row: T): ReactNode;
  /** The cell while its row is being edited; omit for read-only columns. */
  edit?(ctx: EditContext<D>): ReactNode;
  align?: 'left' | 'right' | 'center';
  className?: string;
  /** The column that names the row: the card's title on phones. Default: the first column. */
  primary?: boolean;
  /** A key figure (the value a user looks for): large, right under the card's title on phones. */
  keyFigure?: boolean;
  /** Left out of the phone card (still in the desktop table and in the card's editor). */
  hideOnMobile?: boolean;
  /**
   * The editor shows a label on each of its fields (several stacked, as Máquinas' Tipo, Nome, Modelo and
   * Responsável): the phone card's editor then sets no header above them, which would say the first label twice.
   */
  editorRotulado?: boolean;
}

export interface InlineEditTableProps<T, D> {
  rows: readonly T[];
  rowKey(row: T): string;
  columns: readonly EditColumn<T, D>[];
  /** Draft of a row when 'Editar' is clicked. */
  toDraft(row: T): D;
  /**
   * Client-side check before saving: the domain's Validacao (the route's own rules), field errors
   * ({ field: message }) or a form message; null/{}/{ ok: true } when fine.
   */
  validate?(draft: D, row: T): Validacao<unknown> | FieldErrors | string | null;
  /** Save the draft (call the API). Throw (ApiError) to stay in edit mode; its fields/message are shown. */
  onSave(row: T, draft: D): Promise<void> | void;
  /** Shows a trash button per row; open your ConfirmDialog / PasswordConfirmDialog from it. */
  onDelete?(row: T): void;
  /** Whether edit/delete buttons appear (e.g. admins only). Default true. */
  editable?: boolean;
  emptyText?: string;
  caption?: string;
  /** A failed load: shown instead of the rows (never as an empty list). */
  error?: string | null;
  /** Name of a row for the buttons' accessible labels ('Editar Vaca Leiteira'). Default: first column's text. */
  rowLabel?(row: T): string;
  /**
   * What a refusal calls each edited field, where it is not the header of the column keyed by it (a column that
   * edits several values, or a value other than the one it shows): { valor: 'Valor unitário' }.
   */
  fieldLabels?: Record<string, string>;
}

const ehValidacao = (v: Validacao<unknown> | FieldErrors): v is Validacao<unknown> => typeof v.ok === 'boolean';

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' };

/** The Ações column stays at the right edge of the box while the other columns scroll under it. */
const STICKY = 'sticky right-0 z-[1] border-l border-base-300 text-right whitespace-nowrap';

/**
 * A table with inline editing, one row at a time (docs/PRODUTO.md §Formulários): Editar turns the row's cells into
 * inputs, Salvar validates and saves, Cancelar discards. On a PC the Ações column is pinned to the right edge (a wide
 * table scrolls under it); on a phone every row is a card: its title (`primary`), its key figures large, the rest in
 * two columns, the buttons at the top right — and Editar turns the card into a labelled form.
 */
export function InlineEditTable<T, D>({
  rows,
  rowKey,
  columns,
  toDraft,
  validate,
  onSave,
  onDelete,
  editable = true,
  emptyText = 'Nenhum registro encontrado',
  caption,
  error,
  rowLabel,
  fieldLabels,
}: InlineEditTableProps<T, D>) {
  const [editing, setEditing] = useState<{ key: string; draft: D } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = useIsPhone();
  const copia = useCopiaAtual();
  const nameOf = (r: T) => {
    if (rowLabel) return rowLabel(r);
    const v = columns[0]?.render(r);
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  };

  function start(row: T) {
    setEditing({ key: rowKey(row), draft: toDraft(row) });
    setErrors({});
    setFormError(null);
  }
  function cancel() {
    setEditing(null);
    setErrors({});
    setFormError(null);
  }
  /** Marks the fields (their inputs turn red) and says which ones, by name, in the one message of the edit. */
  function refuse(erro: { message: string; fields: FieldErrors }) {
    setErrors(erro.fields);
    const rotulos = { ...Object.fromEntries(columns.map((c) => [c.key, c.header])), ...fieldLabels };
    setFormError(nomearCampos(erro, rotulos) || erro.message);
  }
  async function save(row: T) {
    if (!editing) return;
    const check = validate?.(editing.draft, row);
    if (typeof check === 'string' && check) {
      setErrors({});
      setFormError(check);
      return;
    }
    if (check && typeof check === 'object') {
      if (ehValidacao(check)) {
        if (!check.ok) return refuse(check);
      } else if (hasErrors(check)) {
        return refuse({ message: Object.values(check).find(Boolean) ?? '', fields: check });
      }
    }
    setBusy(true);
    try {
      await onSave(row, editing.draft);
      cancel();
    } catch (e) {
      refuse(apiErrorOf(e));
    } finally {
      setBusy(false);
    }
  }

  // a read-only copy of another installation's farm: no edit or delete offered (the server refuses them anyway)
  const showActions = editable && !copia;
  const empty = error ? (
    <span role="alert" className="text-error">
      {error}
    </span>
  ) : (
    emptyText
  );

  /** The cell's input while its row is edited (marked when refused; the edit's one message names it). */
  const editor = (c: EditColumn<T, D>) =>
    editing &&
    c.edit?.({
      draft: editing.draft,
      set: (patch) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e)),
      errors,
      label: c.header,
    });

  const saveButtons = (row: T) => (
    <div className="flex justify-end gap-2">
      <button type="button" className="btn btn-primary btn-sm min-h-11" disabled={busy} onClick={() => save(row)}>
        {busy ? 'Salvando...' : 'Salvar'}
      </button>
      <button type="button" className="btn btn-sm min-h-11" disabled={busy} onClick={cancel}>
        Cancelar
      </button>
    </div>
  );

  const rowButtons = (row: T) => (
    <div className="flex justify-end gap-1">
      <button
        type="button"
        className="btn btn-ghost btn-square min-h-11 min-w-11"
        aria-label={`Editar ${nameOf(row)}`.trim()}
        title="Editar"
        disabled={editing !== null}
        onClick={() => start(row)}
      >
        <Icon name="edit" />
      </button>
      {onDelete && (
        <button
          type="button"
          className="btn btn-ghost btn-square min-h-11 min-w-11 text-error"
          aria-label={`Excluir ${nameOf(row)}`.trim()}
          title="Excluir"
          disabled={editing !== null}
          onClick={() => onDelete(row)}
        >
          <Icon name="trash" />
        </button>
      )}
    </div>
  );

  if (phone) {
    const primary = columns.find((c) => c.primary) ?? columns[0];
    const figures = columns.filter((c) => c.keyFigure && c !== primary && !c.hideOnMobile);
    const others = columns.filter((c) => c !== primary && !c.keyFigure && !c.hideOnMobile);
    return (
      <div className="flex flex-col gap-2">
        <ul className="flex flex-col gap-3" aria-label={caption ?? 'Lista'}>
          {rows.length === 0 && (
            <li className="rounded-box bg-base-200/60 py-8 text-center text-base-content/70">{empty}</li>
          )}
          {rows.map((row) => {
            const key = rowKey(row);
            const isEditing = editing?.key === key;
            return (
              <li
                key={key}
                className={`rounded-box border border-base-300 p-3 ${isEditing ? 'bg-primary/5' : 'bg-base-100'}`}
              >
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0 pt-2.5 font-semibold break-words">
                    {primary?.render(row)}
                    <PendenteBadge row={row} />
                  </div>
                  {showActions && !isEditing && <div className="shrink-0">{rowButtons(row)}</div>}
                </div>
                {isEditing ? (
                  <div className="mt-3 flex flex-col gap-3">
                    {columns
                      .filter((c) => c.edit)
                      .map((c) => (
                        <div key={c.key} className="flex flex-col gap-1">
                          {!c.editorRotulado && (
                            <span className="text-xs font-medium text-base-content/70" aria-hidden="true">
                              {c.header}
                            </span>
                          )}
                          {editor(c)}
                        </div>
                      ))}
                    {/* In the card, not above the list: the card being edited may be far down the screen. */}
                    <FormError message={formError} />
                    {saveButtons(row)}
                  </div>
                ) : (
                  <>
                    {figures.length > 0 && (
                      <dl className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
                        {figures.map((c) => (
                          <div key={c.key}>
                            <dt className="text-xs text-base-content/70">{c.header}</dt>
                            <dd className="text-lg font-semibold whitespace-nowrap tabular-nums">{c.render(row)}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                    {others.length > 0 && (
                      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                        {others.map((c) => (
                          <div key={c.key} className="min-w-0">
                            <dt className="text-xs text-base-content/70">{c.header}</dt>
                            <dd className="break-words [&_.badge]:h-auto [&_.badge]:whitespace-normal">
                              {c.render(row)}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <FormError message={formError} />
      <ScrollTable label={caption ?? 'Tabela'} className="rounded-box border border-base-300">
        <table className="table">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead>
            <tr className="bg-base-200/60">
              {columns.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={`${ALIGN[c.align ?? 'left']} ${c.className ?? ''} px-3 align-bottom whitespace-normal`}
                >
                  {c.header}
                </th>
              ))}
              {showActions && (
                <th scope="col" className={`${STICKY} ${HEAD_BG}`}>
                  Ações
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + (showActions ? 1 : 0)} className="py-8 text-center text-base-content/70">
                  {empty}
                </td>
              </tr>
            )}
            {rows.map((row) => {
              const key = rowKey(row);
              const isEditing = editing?.key === key;
              return (
                <tr key={key} className={isEditing ? 'bg-primary/5' : 'hover:bg-base-200/50'}>
                  {columns.map((c) => (
                    <td key={c.key} className={`${ALIGN[c.align ?? 'left']} ${c.className ?? ''} px-3 align-middle`}>
                      {isEditing && c.edit ? (
                        <div className="flex min-w-28 flex-col gap-1">{editor(c)}</div>
                      ) : (
                        <>
                          {c.render(row)}
                          {c === columns[0] && <PendenteBadge row={row} />}
                        </>
                      )}
                    </td>
                  ))}
                  {showActions && (
                    <td className={`${STICKY} bg-base-100`}>{isEditing ? saveButtons(row) : rowButtons(row)}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}

/** The header row's colour (base-200 at 60 % over the box) as a solid one, for the pinned cell. */
const HEAD_BG = 'bg-[color-mix(in_oklab,var(--color-base-200)_60%,var(--color-base-100))]';

/** A visible label over an edit cell, for a cell that edits several values (or a value other than its column's). */
function Rotulado({ rotulo, children }: { rotulo: string | undefined; children: ReactNode }) {
  if (!rotulo) return children;
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
    <label className="flex flex-col gap-0.5 text-left text-xs font-medium text-base-content/70">
      {rotulo}
      {children}
    </label>
  );
}

/**
 * A compact input for an edit cell: <CellInput ctx={ctx} field="nome" />. Text, or Brazilian number with `number` (the
 * draft keeps what was typed; parsing happens on Salvar), or a date. `rotulo`: a visible label over it, which names it.
 */
export function CellInput<D>({
  ctx,
  field,
  type = 'text',
  rotulo,
}: {
  ctx: EditContext<D>;
  field: keyof D & string;
  type?: 'text' | 'number' | 'date';
  rotulo?: string;
}) {
  const v = ctx.draft[field] as unknown;
  if (type === 'date')
    return (
      <DateInput
        label={ctx.label}
        aria-label={ctx.label}
        value={v === null || v === undefined ? '' : String(v)}
        aria-invalid={ctx.errors[field] ? true : undefined}
        onChange={(value) => ctx.set({ [field]: value } as Partial<D>)}
      />
    );
  return (
    <Rotulado rotulo={rotulo}>
      <input
        aria-label={rotulo ? undefined : ctx.label}
        type="text"
        inputMode={type === 'number' ? 'decimal' : undefined}
        className={`input input-bordered input-sm min-h-11 w-full ${ctx.errors[field] ? 'input-error' : ''}`}
        value={v === null || v === undefined ? '' : String(v)}
        aria-invalid={ctx.errors[field] ? true : undefined}
        onChange={(e) => ctx.set({ [field]: e.target.value } as Partial<D>)}
      />
    </Rotulado>
  );
}

/** An option of a CellSelect: its text, or a value shown under another name (an animal's id as its tag). */
export type OpcaoDeCelula = string | { value: string; label: string };

/**
 * A select for an edit cell. A draft value no option names (a registry entry since removed, an animal no longer
 * active) is kept as the first option, under `nomeDoAtual` when given, so the cell shows what the row holds and
 * Salvar does not change it unasked. `vazio`: a first option with no value ('Selecione...'); `rotulo`: a visible
 * label over it, which names it.
 */
export function CellSelect<D>({
  ctx,
  field,
  options,
  vazio,
  rotulo,
  nomeDoAtual,
}: {
  ctx: EditContext<D>;
  field: keyof D & string;
  options: readonly OpcaoDeCelula[];
  vazio?: string;
  rotulo?: string;
  nomeDoAtual?: string;
}) {
  const v = ctx.draft[field] == null ? '' : String(ctx.draft[field]);
  const opcoes = options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  if (v && !opcoes.some((o) => o.value === v)) opcoes.unshift({ value: v, label: nomeDoAtual ?? v });
  return (
    <Rotulado rotulo={rotulo}>
      <select
        aria-label={rotulo ? undefined : ctx.label}
        // min-w-36: 'Em manutenção' beside the arrow (a narrow column cut it under the arrow); the table scrolls
        className={`select select-bordered select-sm min-h-11 w-full min-w-36 ${ctx.errors[field] ? 'select-error' : ''}`}
        aria-invalid={ctx.errors[field] ? true : undefined}
        value={v}
        onChange={(e) => ctx.set({ [field]: e.target.value } as Partial<D>)}
      >
        {vazio !== undefined && <option value="">{vazio}</option>}
        {opcoes.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Rotulado>
  );
}
