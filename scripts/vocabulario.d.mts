/** Types of scripts/vocabulario.mjs for its test (src/server/vocabulario.test.ts). */
export interface Achado {
  arquivo: string;
  linha: number;
  nome: string;
  palavra: string;
  use: string;
}
export function palavras(nome: string): string[];
export function lerGlossario(texto: string): { segundos: Map<string, string>; excecoes: Set<string> };
export function verificarVocabulario(raiz: string): Achado[];
