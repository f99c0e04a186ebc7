#!/usr/bin/env node
/**
 * The glossary's one word per concept, kept by the code (`npm run lint` runs this after Biome, which has no rule of
 * its own over identifiers): the second names listed in docs/GLOSSARIO.md §"Second names" are refused in the names
 * a module exports and in file names under src/, except the names and files that section lists with their reason.
 * Names are split into words at camelCase, digits, '_', '-' and '.', and compared in lower case: `listFarms` holds
 * 'farms', `farm-switcher.tsx` holds 'farm'.
 *
 * Not read (the glossary's documented exceptions): SQL names and the text of queries, API paths and JSON fields
 * (object keys and route params, such as `farmId`), permission module ids (strings), local variables, and the tests
 * with their harness (`*.test.ts(x)`, `*-tests.ts`, `test-support.ts`, `src/server/test/`), which stay English.
 *
 * Usage: node scripts/vocabulario.mjs — prints each violation as `file:line name (word → the glossary's word)` and
 * exits 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `listFarms` → ['list', 'farms']; `farm-switcher` → ['farm', 'switcher']; `MAX_REGISTROS_API` → ['max', 'registros', 'api']. */
export function palavras(nome) {
  return nome
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.]+|\d+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase());
}

/** The words inside the backticks of a markdown table cell. */
const entreCrases = (celula) => [...celula.matchAll(/`([^`]+)`/g)].map((m) => m[1].trim());

/** The rows (cells) of the first markdown table after `titulo` and before the next heading of its level or higher. */
function tabelaDepois(texto, titulo) {
  const inicio = texto.indexOf(titulo);
  if (inicio < 0) throw new Error(`docs/GLOSSARIO.md: falta a seção "${titulo}"`);
  const linhas = texto.slice(inicio + titulo.length).split('\n');
  const nivel = titulo.match(/^#+/)[0].length;
  const linhasDaTabela = [];
  for (const linha of linhas) {
    const cabecalho = linha.match(/^(#+)\s/);
    if (cabecalho && cabecalho[1].length <= nivel) break;
    if (linha.startsWith('|')) linhasDaTabela.push(linha);
    else if (linhasDaTabela.length) break;
  }
  return linhasDaTabela
    .slice(2) // header and its --- line
    .map((l) =>
      l
        .slice(1, -1)
        .split('|')
        .map((c) => c.trim()),
    );
}

/** The glossary's deny-list: each second name with the word to use, and the exceptions (names and files). */
export function lerGlossario(texto) {
  const segundos = new Map();
  for (const [nomes, palavra] of tabelaDepois(texto, '## Second names')) {
    for (const nome of entreCrases(nomes)) segundos.set(nome.toLowerCase(), entreCrases(palavra)[0] ?? palavra);
  }
  const excecoes = new Set();
  for (const [nomes] of tabelaDepois(texto, '### Exceptions')) for (const n of entreCrases(nomes)) excecoes.add(n);
  return { segundos, excecoes };
}

const FONTE = /\.(ts|tsx|mts|mjs|js)$/;
const DE_TESTE = /(\.test\.tsx?|\.browser\.test\.tsx|-tests\.ts|\/test-support\.ts)$|(^|\/)src\/server\/test\//;

/** Names a module exports: `export [default] [async] function|class|interface|type|enum|const|let|var X`, `export { a as X }`. */
const EXPORTADO =
  /\bexport\s+(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\s*\*?|class|interface|type|enum|const|let|var)\s+([A-Za-z_$][\w$]*)/g;
const REEXPORTADO = /\bexport\s+(?:type\s+)?\{([^}]*)\}/g;

/** Every violation under `raiz`/src against `raiz`/docs/GLOSSARIO.md: { arquivo, linha, nome, palavra, use }. */
export function verificarVocabulario(raiz) {
  const { segundos, excecoes } = lerGlossario(readFileSync(join(raiz, 'docs/GLOSSARIO.md'), 'utf8'));
  const achados = [];
  const conferir = (arquivo, linha, nome) => {
    if (excecoes.has(nome)) return;
    for (const p of palavras(nome)) {
      if (segundos.has(p)) achados.push({ arquivo, linha, nome, palavra: p, use: segundos.get(p) });
    }
  };
  const arquivos = readdirSync(join(raiz, 'src'), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) =>
      relative(raiz, join(d.parentPath ?? d.path, d.name))
        .split('\\')
        .join('/'),
    )
    .filter((f) => FONTE.test(f) && !DE_TESTE.test(f))
    .sort();
  for (const arquivo of arquivos) {
    if (!excecoes.has(arquivo)) {
      const nome = arquivo.split('/').pop().replace(FONTE, '');
      for (const p of palavras(nome)) {
        if (segundos.has(p)) achados.push({ arquivo, linha: 1, nome: arquivo, palavra: p, use: segundos.get(p) });
      }
    }
    const texto = readFileSync(join(raiz, arquivo), 'utf8');
    const linhaDe = (i) => texto.slice(0, i).split('\n').length;
    for (const m of texto.matchAll(EXPORTADO)) conferir(arquivo, linhaDe(m.index), m[1]);
    for (const m of texto.matchAll(REEXPORTADO)) {
      for (const parte of m[1].split(',')) {
        const nome = parte
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.replace(/^type\s+/, '');
        if (nome && /^[A-Za-z_$][\w$]*$/.test(nome)) conferir(arquivo, linhaDe(m.index), nome);
      }
    }
  }
  return achados;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const raiz = resolve(import.meta.dirname, '..');
  const achados = verificarVocabulario(raiz);
  for (const a of achados) console.error(`${a.arquivo}:${a.linha} ${a.nome} ('${a.palavra}' → ${a.use})`);
  if (achados.length) {
    console.error(
      `\nVocabulário: ${achados.length} segundo(s) nome(s) fora do glossário (docs/GLOSSARIO.md §Second names). ` +
        'Use a palavra do glossário, ou liste o nome em §Exceptions com o motivo.',
    );
    process.exit(1);
  }
}
