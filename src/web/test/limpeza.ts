/**
 * What a component test leaves behind, undone after each test of every file (src/web/test/preparar.ts runs
 * `limparDepoisDoTeste`). A helper registers its undoing once, when it is first imported; the order is the
 * registration's: render.tsx (the mounted screens) before app.tsx (toasts, cache, session), so nothing still
 * mounted reacts to what is cleared.
 */
const limpezas: (() => unknown)[] = [];

/** `desfazer` runs after every component test from now on. */
export function aoFimDeCadaTeste(desfazer: () => unknown): void {
  limpezas.push(desfazer);
}

export async function limparDepoisDoTeste(): Promise<void> {
  for (const desfazer of limpezas) await desfazer();
}
