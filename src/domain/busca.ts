/**
 * Free-text search as a farmer types it: case and accents do not matter ('racao' finds 'Ração', 'SAO JOSE' finds
 * 'São José'). The server searches the same way in SQL (kernel.ts contem()).
 */
export function normalizarBusca(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * The accented letters of Portuguese (and Spanish names) in both cases, each with what normalizarBusca makes of it.
 * SQLite's lower() and LIKE only fold ASCII, so SQL replaces these one by one.
 */
export const LETRAS_ACENTUADAS: readonly (readonly [string, string])[] = [
  ...'áàâãäÁÀÂÃÄ',
  ...'éèêëÉÈÊË',
  ...'íìîïÍÌÎÏ',
  ...'óòôõöÓÒÔÕÖ',
  ...'úùûüÚÙÛÜ',
  ...'çÇñÑ',
].map((letra) => [letra, normalizarBusca(letra)] as const);
