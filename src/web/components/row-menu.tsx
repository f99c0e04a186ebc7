import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { Icon, type IconName } from './icons.tsx';

export interface RowAction<T> {
  label: string;
  onClick(row: T): void;
  /** Hide the action for some rows (e.g. 'Baixar Conta' only when Pendente). */
  hidden?(row: T): boolean;
  /** Red text (e.g. 'Excluir'). */
  danger?: boolean;
  icon?: IconName;
}

/**
 * A '⋯' button opening a menu of actions for one row. The menu is position:fixed so a scrolling table never
 * clips it; it closes on Esc, outside click, resize, or a scroll that moved its button away from it. A scroll
 * event that arrives after the menu opened but moved nothing (the page's own scroll that brought the button into
 * view, still being delivered on the next frame) leaves it open: closing on it swallowed a tap on a page that was
 * still settling (admin.spec's groups test, 4 runs in 12).
 */
export function RowMenu<T>({ row, actions, label }: { row: T; actions: readonly RowAction<T>[]; label: string }) {
  const visible = actions.filter((a) => !a.hidden?.(row));
  const [open, setOpen] = useState(false);
  const [pos, setPos] = useState({ top: 0, right: 0, up: false });
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useLayoutEffect(() => {
    if (!open || !button.current) return;
    const r = button.current.getBoundingClientRect();
    const up = r.bottom + 240 > window.innerHeight && r.top > 240;
    setPos({ top: up ? r.top : r.bottom, right: window.innerWidth - r.right, up });
    menu.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [open]);

  // a layout effect: Escape, the arrows and a tap outside work from the frame the menu is drawn in (DEVELOPING, Web
  // conventions)
  useLayoutEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onde = button.current?.getBoundingClientRect();
    const onScroll = () => {
      const r = button.current?.getBoundingClientRect();
      if (!onde || !r || Math.abs(r.top - onde.top) > 1 || Math.abs(r.left - onde.left) > 1) close();
    };
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (!menu.current?.contains(t) && !button.current?.contains(t)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close();
        button.current?.focus();
      }
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const items = [...(menu.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
        const i = items.indexOf(document.activeElement as HTMLButtonElement);
        const next = e.key === 'ArrowDown' ? (i + 1) % items.length : (i - 1 + items.length) % items.length;
        items[next]?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('resize', close);
    window.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('resize', close);
      window.removeEventListener('scroll', onScroll, true);
    };
  }, [open]);

  if (!visible.length) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-square min-h-11 min-w-11"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="dots" />
      </button>
      {open && (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className="fixed z-50 flex w-52 flex-col rounded-box border border-base-300 bg-base-100 p-1 shadow-lg"
          style={
            pos.up
              ? { bottom: window.innerHeight - pos.top + 4, right: pos.right }
              : { top: pos.top + 4, right: pos.right }
          }
        >
          {visible.map((a) => (
            <div key={a.label} role="none">
              <button
                type="button"
                role="menuitem"
                className={`flex min-h-11 w-full items-center gap-2 rounded-field px-3 text-left text-sm hover:bg-base-200 focus-visible:bg-base-200 focus-visible:outline-none ${a.danger ? 'text-error' : ''}`}
                onClick={() => {
                  setOpen(false);
                  a.onClick(row);
                }}
              >
                {a.icon && <Icon name={a.icon} className="size-4" />}
                {a.label}
              </button>
            </div>
          ))}
        </div>
      )}
    </>
  );
}

/** Small helper for status pills in lists ('Pendente', 'Pago'); colour is never the only signal — the text says it. */
export function Badge({
  tone = 'neutral',
  children,
}: {
  tone?: 'success' | 'warning' | 'error' | 'info' | 'neutral';
  children: ReactNode;
}) {
  const cls = {
    success: 'badge-success',
    warning: 'badge-warning',
    error: 'badge-error',
    info: 'badge-info',
    neutral: 'badge-ghost',
  }[tone];
  return <span className={`badge badge-soft ${cls} whitespace-nowrap`}>{children}</span>;
}
