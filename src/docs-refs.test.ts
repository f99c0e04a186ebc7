/**
 * The code cites the in-repo documents by section (`docs/PRODUTO.md §Financeiro`, `docs/ARQUITETURA.md §Kernel`).
 * A citation whose section heading does not exist, or a link between the documents whose file or anchor does not,
 * fails here: renaming a heading means updating what cites it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const DOCS = { PRODUTO: 'docs/PRODUTO.md', ARQUITETURA: 'docs/ARQUITETURA.md' } as const;
type Doc = keyof typeof DOCS;

const PASTAS = ['src', 'e2e', 'bench', 'scripts', 'docs', 'bin', '.ci'];
const ARQUIVOS_DA_RAIZ = ['README.md', 'Dockerfile', 'playwright.config.ts', 'vite.config.ts', 'vitest.config.ts'];
const EXTENSOES = /\.(ts|tsx|js|mjs|cjs|md|json|html|css|sh)$|^run$|^Dockerfile$/;

function arquivos(pasta: string): string[] {
  const dir = join(ROOT, pasta);
  let nomes: string[];
  try {
    nomes = readdirSync(dir);
  } catch {
    return [];
  }
  return nomes.flatMap((nome) => {
    if (nome === 'node_modules' || nome === 'dist') return [];
    const caminho = join(pasta, nome);
    if (statSync(join(ROOT, caminho)).isDirectory()) return arquivos(caminho);
    return EXTENSOES.test(nome) ? [caminho] : [];
  });
}

function ler(caminho: string): string {
  return readFileSync(join(ROOT, caminho), 'utf8');
}

/** The headings of a markdown file, as written: the sections (levels 2–3) or, with `todos`, every level. */
function titulos(texto: string, todos = false): string[] {
  const re = todos ? /^#{1,6} +(.+?) *$/gm : /^#{2,3} +(.+?) *$/gm;
  return [...texto.matchAll(re)].map((m) => m[1] ?? '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function ancora(titulo: string): string {
  return titulo
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_ -]/gu, '')
    .replace(/ /g, '-');
}

const SECAO = String.raw`§[\p{L}\p{N}_-]+`;
/** 'docs/PRODUTO.md §Telas' and the sections chained after it ('§Telas, §Fazendas', '§Telas and §PWA'). */
const CITACAO = new RegExp(
  String.raw`(?:docs/)?(PRODUTO|ARQUITETURA)\.md((?:\s*(?:,|/|and|e|or|ou)?\s*${SECAO})+)`,
  'gu',
);

interface Citacao {
  arquivo: string;
  linha: number;
  doc: Doc;
  secao: string;
}

function citacoes(arquivo: string, texto: string): Citacao[] {
  const out: Citacao[] = [];
  for (const m of texto.matchAll(CITACAO)) {
    const linha = texto.slice(0, m.index).split('\n').length;
    for (const s of (m[2] ?? '').matchAll(new RegExp(SECAO, 'gu'))) {
      out.push({ arquivo, linha, doc: m[1] as Doc, secao: s[0].slice(1) });
    }
  }
  return out;
}

const todos = [...PASTAS.flatMap(arquivos), ...ARQUIVOS_DA_RAIZ];
const secoes = Object.fromEntries(
  Object.entries(DOCS).map(([doc, caminho]) => [doc, new Set(titulos(ler(caminho)))]),
) as Record<Doc, Set<string>>;

describe('references to docs/PRODUTO.md and docs/ARQUITETURA.md', () => {
  it('finds the citations of the tree (the walk reaches the code)', () => {
    const n = todos.flatMap((a) => citacoes(a, ler(a))).length;
    expect(n).toBeGreaterThan(100);
  });

  it('nothing cites the documents that are not in the repository', () => {
    // The product spec, design and style notes the code was first written from live outside the repository; what
    // a newcomer needs of them is in docs/PRODUTO.md and docs/ARQUITETURA.md, which are the ones to cite.
    const fora = /\b(?:SPEC|DESIGN|STYLE|STACK-NOTES)\.md\b|\.\.\/shared\//;
    const citam = todos
      .filter((a) => a !== 'src/docs-refs.test.ts')
      .flatMap((a) =>
        ler(a)
          .split('\n')
          .flatMap((linha, i) => (fora.test(linha) ? [`${a}:${i + 1}: ${linha.trim()}`] : [])),
      );
    expect(citam).toEqual([]);
  });

  it('every cited section is a heading of the document', () => {
    const quebradas = todos
      .flatMap((a) => citacoes(a, ler(a)))
      .filter((c) => !secoes[c.doc].has(c.secao))
      .map((c) => `${c.arquivo}:${c.linha} cita ${DOCS[c.doc]} §${c.secao}, que não existe`);
    expect(quebradas).toEqual([]);
  });

  it('a bare §Section inside a document is one of its own headings', () => {
    const quebradas: string[] = [];
    for (const [doc, caminho] of Object.entries(DOCS) as [Doc, string][]) {
      // What cites the other document by name was checked above.
      const texto = ler(caminho).replace(CITACAO, '');
      for (const m of texto.matchAll(new RegExp(SECAO, 'gu'))) {
        if (!secoes[doc].has(m[0].slice(1))) quebradas.push(`${caminho}: ${m[0]}`);
      }
    }
    expect(quebradas).toEqual([]);
  });

  it("the documents' links to each other and to the README reach a file and a heading", () => {
    const quebrados: string[] = [];
    for (const caminho of arquivos('docs').filter((a) => a.endsWith('.md'))) {
      for (const m of ler(caminho).matchAll(/\]\(([^)#\s]+\.md)(?:#([^)\s]+))?\)/g)) {
        const alvo = relative(ROOT, resolve(ROOT, caminho, '..', m[1] ?? ''));
        let texto: string;
        try {
          texto = ler(alvo);
        } catch {
          quebrados.push(`${caminho}: ${m[0]} (arquivo não existe)`);
          continue;
        }
        if (m[2] && !titulos(texto, true).some((t) => ancora(t) === m[2])) {
          quebrados.push(`${caminho}: ${m[0]} (âncora não existe)`);
        }
      }
    }
    expect(quebrados).toEqual([]);
  });
});
