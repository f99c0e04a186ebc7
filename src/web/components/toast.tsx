import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: { label: string; onClick(): void };
}

// SPEC.md §9: default 4 s, 3 visible, top-right.
export const TOAST_DEFAULT_MS = 4000;
const MAX_VISIBLE = 3;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function dismiss(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function show(kind: ToastKind, message: string, opts: { duration?: number; action?: Toast['action'] } = {}) {
  const id = nextId++;
  toasts = [...toasts, { id, kind, message, action: opts.action }].slice(-MAX_VISIBLE);
  emit();
  setTimeout(() => dismiss(id), opts.duration ?? TOAST_DEFAULT_MS);
  return id;
}

/** toast.success('Conta baixada com sucesso!'), toast.error(err.message, { duration: 5000 }) */
export const toast = {
  success: (m: string, o?: Parameters<typeof show>[2]) => show('success', m, o),
  error: (m: string, o?: Parameters<typeof show>[2]) => show('error', m, o),
  info: (m: string, o?: Parameters<typeof show>[2]) => show('info', m, o),
  warning: (m: string, o?: Parameters<typeof show>[2]) => show('warning', m, o),
  dismiss,
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
}

const ALERT: Record<ToastKind, string> = {
  success: 'alert-success',
  error: 'alert-error',
  info: 'alert-info',
  warning: 'alert-warning',
};

/** Top-right stack, 356 px wide, 14 px gap (SPEC.md §9). Announced to screen readers. */
export function Toaster() {
  const list = useToasts();
  return (
    <div
      className="fixed top-4 right-4 z-[100] flex w-[356px] max-w-[calc(100vw-2rem)] flex-col gap-[14px]"
      aria-live="polite"
    >
      {list.map((t) => (
        <div key={t.id} role={t.kind === 'error' ? 'alert' : 'status'} className={`alert ${ALERT[t.kind]} shadow-lg`}>
          <span>{t.message}</span>
          {t.action && (
            <button type="button" className="btn btn-sm" onClick={t.action.onClick}>
              {t.action.label}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
