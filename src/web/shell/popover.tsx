import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';

/**
 * A button with a panel under it (farm switcher, user menu, bell). Closes on Esc, outside click, or when a
 * child calls close(). The panel is a labelled region, not a menu, so it can hold any content.
 */
export function Popover({
  button,
  label,
  buttonLabel = label,
  children,
  align = 'right',
  className = '',
  buttonClassName = 'btn btn-ghost min-h-11',
  disabled,
}: {
  button: ReactNode;
  label: string;
  /** The button's accessible name when it says more than the panel's (e.g. 'Notificações: 3 alertas'). */
  buttonLabel?: string;
  children(close: () => void): ReactNode;
  align?: 'left' | 'right';
  className?: string;
  buttonClassName?: string;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const btn = useRef<HTMLButtonElement>(null);
  const id = useId();
  // a layout effect: Escape and a tap outside work from the frame the popover is drawn in (DEVELOPING, Web conventions)
  useLayoutEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        btn.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={root} className="relative">
      <button
        ref={btn}
        type="button"
        className={buttonClassName}
        aria-label={buttonLabel}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </button>
      {open && (
        // biome-ignore lint/a11y/useSemanticElements: a labelled panel, not a fieldset
        <div
          id={id}
          role="group"
          aria-label={label}
          className={`absolute top-full z-50 mt-2 rounded-box border border-base-300 bg-base-100 shadow-xl ${align === 'right' ? 'right-0' : 'left-0'} ${className}`}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  );
}
