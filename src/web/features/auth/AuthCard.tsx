import type { ReactNode } from 'react';

/** The centred card of the sign-in screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary/15 via-base-200 to-base-200 p-4">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-xl">
        <div className="card-body gap-5 p-6 sm:p-8">
          <div className="flex flex-col items-center gap-2 text-center">
            <img src="/icon.svg" alt="" className="size-14" />
            <h1 className="text-2xl font-bold">{title}</h1>
            {subtitle && <p className="text-sm text-base-content/70">{subtitle}</p>}
          </div>
          {children}
        </div>
      </div>
    </main>
  );
}
