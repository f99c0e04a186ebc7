/**
 * The name of every file the server hands out (issue 38 item 8): what it is, the farm and the period —
 * 'avaliacao-fazenda-boa-vista-2026.pdf', 'painel-todas-as-fazendas-2026.pdf' — so a technician who downloads the
 * same document for several farms keeps each one. Safe on every system a farm uses: ASCII letters, digits and
 * hyphens only (no accent, space, slash, quote or dot to break a Content-Disposition header or a Windows folder),
 * the extension after the one dot. RFC 6266 §4.3: a plain `filename="…"` of token-safe ASCII needs no `filename*`.
 */

/** What a file of several farms says where one farm's name would be. */
export const TODAS_AS_FAZENDAS = 'todas-as-fazendas';

/** Longest farm part: a path stays under Windows' 260 characters and the name readable; the period always fits. */
const MAXIMO_FAZENDA = 60;

/** 'Fazenda Boa Vista' → 'fazenda-boa-vista'; 'São João / Lote 2' → 'sao-joao-lote-2'; nothing left → ''. */
export function slug(texto: string): string {
  return texto
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * `tipo`-`fazenda`-`periodo`.`extensao`: the farm's name as a slug, or 'todas-as-fazendas' for null (a file of
 * several farms); a farm whose name has no letter or digit left is 'fazenda'. Each part is made safe here, so a
 * caller passes the words as they are ('relatorio animais', '2026-03').
 */
export interface PartesDoNome {
  /** What the file is: 'avaliacao', 'painel', 'relatorio animais', 'listas secar', a CSV's entity. */
  tipo: string;
  /** The farm's name, or null for a file of several farms. */
  fazenda: string | null;
  /** The period it covers, or the day it was made: '2026', '2026-03', '2026-1t', '2026-03-15'. */
  periodo: string;
  extensao: string;
}

export function nomeDeArquivo(p: PartesDoNome): string {
  const fazenda =
    p.fazenda === null ? TODAS_AS_FAZENDAS : slug(p.fazenda).slice(0, MAXIMO_FAZENDA).replace(/-+$/, '') || 'fazenda';
  const base = [slug(p.tipo).slice(0, 40).replace(/-+$/, '') || 'arquivo', fazenda, slug(p.periodo).slice(0, 20)]
    .filter(Boolean)
    .join('-');
  const extensao = slug(p.extensao).replace(/-/g, '') || 'bin';
  return `${base}.${extensao}`;
}

/** The one Content-Disposition of every download: `attachment; filename="<nomeDeArquivo>"`. */
export function anexo(p: PartesDoNome): string {
  return `attachment; filename="${nomeDeArquivo(p)}"`;
}
