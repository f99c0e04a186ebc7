/**
 * The bell's words and count (src/web/shell/sino-de-alertas.tsx), apart from the alerts' rules in alertas.ts: the bell
 * is on every signed-in screen, and alertas.ts reaches the herd's rules and their zod schemas.
 */

/** '1 alerta', '3 alertas' — the bell says the number in words too, never by colour alone. */
export function rotuloAlertas(n: number): string {
  return n === 1 ? '1 alerta' : `${n} alertas`;
}

/** How many of the user's alerts are new: the bell's count. */
export function contarNovos(alertas: readonly { novo: boolean }[]): number {
  return alertas.reduce((n, a) => n + (a.novo ? 1 : 0), 0);
}

/** 'Notificações: 11 alertas, 2 novos' — the bell's name says the list and what is new in words. */
export function rotuloDoSino(total: number, novos: number): string {
  if (total === 0) return 'Notificações';
  if (novos === 0) return `Notificações: ${rotuloAlertas(total)}`;
  return `Notificações: ${rotuloAlertas(total)}, ${novos === 1 ? '1 novo' : `${novos} novos`}`;
}
