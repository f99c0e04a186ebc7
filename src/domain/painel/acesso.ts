/**
 * Who opens the farms' desk (docs/PRODUTO.md §Fazendas): an administrator, or a user linked to two or more farms. Apart
 * from the indicators so the shell (guards, farm switcher) asks it without loading the desk's formulas.
 */
export function abrePainel(isAdmin: boolean, fazendasVinculadas: number): boolean {
  return isAdmin || fazendasVinculadas >= 2;
}

/** The desk's name, where the shell offers it (the rest of its words stay in messages.ts, off the login page). */
export const TITULO_PAINEL = 'Painel das fazendas';
