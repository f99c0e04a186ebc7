import { type ReactNode, useState } from 'react';
import { apiErrorOf, type FieldErrors, FormError, hasErrors } from './form.tsx';
import { Icon } from './icons.tsx';
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
}

export interface InlineEditTableProps<T, D> {
  rows: readonly T[];
  rowKey(row: T): string;
  columns: readonly EditColumn<T, D>[];
  /** Draft of a row when 'Editar' is clicked. */
  toDraft(row: T): D;
  /** Client-side check before saving: field errors ({ key: message }) or a form message; null/{} when fine. */
  validate?(draft: D, row: T): FieldErrors | string | null;
  /** Save the draft (call the API). Throw (ApiError) to stay in edit mode; its fields/message are shown. */
  onSave(row: T, draft: D): Promise<void> | void;
  /** Shows a trash button per row; open your ConfirmDialog / PasswordConfirmDialog from it. */
  onDelete?(row: T): void;
  /** Whether edit/delete buttons appear (e.g. admins only). Default true. */
  editable?: boolean;
  emptyText?: string;
  caption?: string;
  /** Name of a row for the buttons' accessible labels ('Editar Vaca Leiteira'). Default: first column's text. */
  rowLabel?(row: T): string;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' };

/**
 * A table with inline editing, one row at a time (SPEC.md §4): Editar turns the row's cells into inputs,
 * Salvar validates and saves, Cancelar discards. Scrolls sideways on phones.
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
  rowLabel,
}: InlineEditTableProps<T, D>) {
  const [editing, setEditing] = useState<{ key: string; draft: D } | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
  async function save(row: T) {
    if (!editing) return;
    const check = validate?.(editing.draft, row);
    if (typeof check === 'string' && check) {
      setFormError(check);
      return;
    }
    if (check && typeof check === 'object' && hasErrors(check)) {
      setErrors(check);
      return;
    }
    setBusy(true);
    try {
      await onSave(row, editing.draft);
      cancel();
    } catch (e) {
      const { message, fields } = apiErrorOf(e);
      setErrors(fields);
      // field errors show under their cells; the form message only when no field names the problem
      setFormError(columns.some((c) => fields[c.key]) ? null : message);
    } finally {
      setBusy(false);
    }
  }

  const showActions = editable;
  return (
    <div className="flex flex-col gap-2">
      <FormError message={formError} />
      <ScrollTable label={caption ?? 'Tabela'} className="rounded-box border border-base-300">
        <table className="table">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead>
            <tr className="bg-base-200/60">
              {columns.map((c) => (
                <th key={c.key} scope="col" className={`${ALIGN[c.align ?? 'left']} ${c.className ?? ''}`}>
                  {c.header}
                </th>
              ))}
              {showActions && (
                <th scope="col" className="text-right">
                  Ações
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length + (showActions ? 1 : 0)} className="py-8 text-center text-base-content/70">
                  {emptyText}
                </td>
              </tr>
            )}
            {rows.map((row) => {
              const key = rowKey(row);
              const isEditing = editing?.key === key;
              return (
                <tr key={key} className={isEditing ? 'bg-primary/5' : 'hover:bg-base-200/50'}>
                  {columns.map((c) => (
                    <td key={c.key} className={`${ALIGN[c.align ?? 'left']} ${c.className ?? ''} align-middle`}>
                      {isEditing && editing && c.edit ? (
                        <div className="flex min-w-28 flex-col gap-1">
                          {c.edit({
                            draft: editing.draft,
                            set: (patch) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e)),
                            errors,
                            label: c.header,
                          })}
                          {errors[c.key] && (
                            <span className="text-xs text-error" role="alert">
                              {errors[c.key]}
                            </span>
                          )}
                        </div>
                      ) : (
                        c.render(row)
                      )}
                    </td>
                  ))}
                  {showActions && (
                    <td className="text-right whitespace-nowrap">
                      {isEditing ? (
                        <div className="flex justify-end gap-2">
                          <button
                            type="button"
                            className="btn btn-primary btn-sm min-h-11"
                            disabled={busy}
                            onClick={() => save(row)}
                          >
                            {busy ? 'Salvando...' : 'Salvar'}
                          </button>
                          <button type="button" className="btn btn-sm min-h-11" disabled={busy} onClick={cancel}>
                            Cancelar
                          </button>
                        </div>
                      ) : (
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
                      )}
                    </td>
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

/** A compact input for an edit cell: <CellInput ctx={ctx} field="nome" />. Text, or Brazilian number with `number`. */
export function CellInput<D>({
  ctx,
  field,
  type = 'text',
}: {
  ctx: EditContext<D>;
  field: keyof D & string;
  type?: 'text' | 'number' | 'date';
}) {
  const v = ctx.draft[field] as unknown;
  return (
    <input
      aria-label={ctx.label}
      type={type === 'number' ? 'text' : type}
      inputMode={type === 'number' ? 'decimal' : undefined}
      className={`input input-bordered input-sm min-h-11 w-full ${ctx.errors[field] ? 'input-error' : ''}`}
      value={v === null || v === undefined ? '' : String(v)}
      aria-invalid={ctx.errors[field] ? true : undefined}
      onChange={(e) => ctx.set({ [field]: e.target.value } as Partial<D>)}
    />
  );
}
