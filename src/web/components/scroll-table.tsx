import type { ReactNode } from 'react';

/**
 * The box of a table wider than the screen: it scrolls sideways, and the keyboard can reach it and scroll it
 * (WCAG: a scrollable region is focusable and named).
 */
export function ScrollTable({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard
    <section className={`overflow-x-auto ${className}`} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
