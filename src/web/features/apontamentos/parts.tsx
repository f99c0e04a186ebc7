import type { ReactNode } from 'react';
import type { EditContext } from '../../components/inline-table.tsx';

/** A titled card of this feature. */
export function Card({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-label={title}>
      <div className="card-body gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="card-title text-lg">{title}</h2>
            {subtitle && <p className="text-sm text-base-content/70">{subtitle}</p>}
          </div>
          {actions}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A select inside an inline-edit cell. */
export function CellSelect<D>({
  ctx,
  field,
  options,
}: {
  ctx: EditContext<D>;
  field: keyof D & string;
  options: readonly (string | { value: string; label: string })[];
}) {
  const v = ctx.draft[field] as unknown;
  return (
    <select
      aria-label={ctx.label}
      className={`select select-bordered select-sm min-h-11 w-full ${ctx.errors[field] ? 'select-error' : ''}`}
      value={v == null ? '' : String(v)}
      onChange={(e) => ctx.set({ [field]: e.target.value } as Partial<D>)}
    >
      {options.map((o) => {
        const opt = typeof o === 'string' ? { value: o, label: o } : o;
        return (
          <option key={opt.value} value={opt.value}>
            {opt.label}
          </option>
        );
      })}
    </select>
  );
}
