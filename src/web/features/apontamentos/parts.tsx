import type { ReactNode } from 'react';

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
