import { useEffect, useState } from 'react';

/** Whether a CSS media query matches now; follows it as the window changes. */
export function useMediaQuery(query: string): boolean {
  const [match, setMatch] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const on = () => setMatch(mq.matches);
    mq.addEventListener('change', on);
    on();
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return match;
}

/** docs/PRODUTO.md §Telas: mobile under 768 px. */
export const MOBILE_QUERY = '(max-width: 767px)';

/**
 * A phone (under 768 px): the shell, the tables (cards) and the inventory screens (list first, add form in a sheet)
 * render for it rather than only hiding parts with CSS, so nothing is in the page twice.
 */
export function useIsPhone(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
