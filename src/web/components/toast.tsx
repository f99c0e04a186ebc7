import { useEffect, useRef } from 'react';
import { atom, store, useAtomValue } from '../state.ts';
import { Icon } from './icons.tsx';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  action?: { label: string; onClick(): void };
}

// docs/PRODUTO.md §Telas: default 4 s, 3 visible, top-right.
export const TOAST_DEFAULT_MS = 4000;
const MAX_VISIBLE = 3;

/** The toasts on screen, newest last. */
const toastsAtom = atom<Toast[]>([]);
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function dismiss(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  store.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}

let quietUntil = 0;

function show(kind: ToastKind, message: string, opts: { duration?: number; action?: Toast['action'] } = {}) {
  // A change kept for later is not 'registrado com sucesso' yet: the outbox says what happened instead. Only the one
  // success toast that follows (the form's) is dropped; what the user does next is heard.
  if (kind === 'success' && Date.now() < quietUntil) {
    quietUntil = 0;
    return -1;
  }
  // The same message never stacks twice: the one on screen stays for the full time again.
  const igual = store.get(toastsAtom).find((t) => t.kind === kind && t.message === message);
  const id = igual?.id ?? nextId++;
  if (!igual)
    store.set(toastsAtom, (list) => [...list, { id, kind, message, action: opts.action }].slice(-MAX_VISIBLE));
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismiss(id), opts.duration ?? TOAST_DEFAULT_MS),
  );
  return id;
}

/** toast.success('Conta baixada com sucesso!'), toast.error(err.message, { duration: 5000 }) */
export const toast = {
  success: (m: string, o?: Parameters<typeof show>[2]) => show('success', m, o),
  error: (m: string, o?: Parameters<typeof show>[2]) => show('error', m, o),
  info: (m: string, o?: Parameters<typeof show>[2]) => show('info', m, o),
  warning: (m: string, o?: Parameters<typeof show>[2]) => show('warning', m, o),
  dismiss,
  /** The next success toast, if it comes within `ms`, is not shown (the outbox's 'Dados salvos…' is said instead). */
  quietSuccess(ms: number) {
    quietUntil = Date.now() + ms;
  },
};

/** The toasts on screen, newest last. */
export function toastsNaTela(): readonly Toast[] {
  return store.get(toastsAtom);
}

export function useToasts(): Toast[] {
  return useAtomValue(toastsAtom);
}

const ALERT: Record<ToastKind, string> = {
  success: 'alert-success',
  error: 'alert-error',
  info: 'alert-info',
  warning: 'alert-warning',
};

/**
 * Top-right stack below the header (never over it), 356 px wide, 14 px gap (docs/PRODUTO.md §Telas). Announced to
 * screen readers. Each one can be closed before its time ('Fechar aviso'): on a phone the stack spans the screen's
 * width and covers the top of the page, and of the ☰ menu when it is open, for its 4 seconds. Shown as a popover,
 * re-opened at each change, so it sits in the top layer above an open dialog (a toast about an action taken in a
 * dialog is not dimmed behind its backdrop).
 */
export function Toaster() {
  const list = useToasts();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    if (list.length) el.showPopover();
  }, [list]);
  return (
    <div
      ref={ref}
      popover="manual"
      className="fixed inset-auto top-[4.5rem] right-4 z-[100] m-0 flex w-[356px] max-w-[calc(100vw-2rem)] flex-col gap-[14px] overflow-visible border-0 bg-transparent p-0 text-inherit"
      aria-live="polite"
    >
      {list.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`alert ${ALERT[t.kind]} flex py-1 pe-1 shadow-lg`}
        >
          <span className="flex-1 py-2">{t.message}</span>
          {t.action && (
            <button type="button" className="btn btn-sm" onClick={t.action.onClick}>
              {t.action.label}
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-square btn-sm min-h-11 min-w-11"
            aria-label="Fechar aviso"
            onClick={() => dismiss(t.id)}
          >
            <Icon name="close" />
          </button>
        </div>
      ))}
    </div>
  );
}
