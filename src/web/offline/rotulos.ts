/**
 * What the device calls the ids it has read (an animal's identification, by its id): the screens that list them say
 * so here, and the outbox keeps the names of a change's ids when it stores it, so a refused record still reads 'V7'
 * after the cow left the register (src/web/offline/descricao.ts). Tiny and dependency-free: the records screens
 * import it without pulling the outbox.
 */
const nomes = new Map<string, string>();

export function lembrarRotulos(pares: Iterable<readonly [string, string]>): void {
  for (const [id, nome] of pares) nomes.set(id, nome);
}

export function rotuloDe(id: string): string | undefined {
  return nomes.get(id);
}
