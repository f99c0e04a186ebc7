/**
 * What is loaded on first use (a module's `import()`, drizzle over the database), then kept: the first call starts
 * the load and every call until it settles shares it. A load that failed is forgotten, so the next request tries
 * again instead of failing until the server restarts (a chunk read while the disk was busy, say). The async twin of
 * `umaVez` (src/domain/format.ts).
 */
export function carregarUmaVez<V>(carregar: () => Promise<V>): () => Promise<V> {
  let carregando: Promise<V> | undefined;
  return () =>
    (carregando ??= carregar().catch((erro: unknown) => {
      carregando = undefined;
      throw erro;
    }));
}
