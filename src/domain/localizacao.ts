/**
 * A farm's location as people type it ('Lavras - MG', 'Lavras/MG', 'Lavras, Minas Gerais', 'Minas Gerais, MG') split
 * into the município and the UF the assessment's identification asks for (docs/PRODUTO.md §Avaliação). The UFs are
 * IBGE's 27 units of the federation.
 */
import { normalizarBusca } from './busca.ts';

export const UFS = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;
export type Uf = keyof typeof UFS;

/** States whose name is also a município of their own ('São Paulo, SP' is the city). */
const MUNICIPIO_HOMONIMO = new Set<Uf>(['SP', 'RJ', 'AP', 'GO']);

const POR_NOME = new Map(Object.entries(UFS).map(([uf, nome]) => [normalizarBusca(nome), uf as Uf]));

/** The UF a piece of text names, by its code ('mg') or its name ('Minas Gerais', accents and case ignored). */
export function ufDe(texto: string): Uf | null {
  const t = texto.trim();
  if (/^[a-z]{2}$/i.test(t) && t.toUpperCase() in UFS) return t.toUpperCase() as Uf;
  return POR_NOME.get(normalizarBusca(t)) ?? null;
}

/**
 * The município and the UF of a location: the last part that names a UF (by code or name) is the UF; the rest is the
 * município — none when the rest only names the state again ('Minas Gerais, MG'; 'São Paulo, SP' is the city). Parts are cut at commas,
 * semicolons, slashes and dashes between spaces ('Embu-Guaçu - SP' keeps its hyphen); 'Lavras-MG' too.
 */
export function separarLocalizacao(texto: string): { municipio: string; uf: Uf | '' } {
  const limpo = texto.trim().replace(/-\s*([a-z]{2})$/i, (m, uf: string) => (ufDe(uf) ? ` - ${uf}` : m));
  const partes = limpo
    .split(/\s*[,;/–—]\s*|\s+-\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  let uf: Uf | '' = '';
  for (let i = partes.length - 1; i >= 0 && !uf; i--) {
    const achada = ufDe(partes[i]);
    if (achada && (i > 0 || partes.length === 1 || /^[a-z]{2}$/i.test(partes[i]))) {
      uf = achada;
      partes.splice(i, 1);
    }
  }
  const resto = partes.filter((p) => !uf || MUNICIPIO_HOMONIMO.has(uf) || ufDe(p) !== uf);
  return { municipio: resto.join(', '), uf };
}
