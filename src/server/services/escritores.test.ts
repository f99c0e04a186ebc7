/**
 * Every writer goes through the kernel (docs/ARQUITETURA.md §Kernel), held for the code that will be written next:
 * this reads the server's and the CLI's sources and finds every drizzle write (`.insert(t)`, `.update(t)`,
 * `.delete(t)`) and every hand-written INSERT/UPDATE/DELETE, and says which table each one writes.
 *
 * - A farm's data (every table but the installation's and the plumbing's) is written by the kernel alone, or inside
 *   one of its transactions by the few hooks listed below, each with its reason.
 * - The installation's rows (users, groups, farms and their links) are written only inside `platformChange` — a file
 *   that writes them calls it and opens no transaction of its own — so each change has its audit row.
 * - Plumbing (sessions, reset tokens, idempotency keys, push devices and queue, a user's seen/dismissed alert marks,
 *   the server's settings) is not a person's data and is written where it lives.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';

const RAIZ = join(import.meta.dirname, '..', '..', '..');

const INSTALACAO = new Set(['users', 'groups', 'farms', 'user_farms', 'user_groups']);
const ENCANAMENTO = new Set([
  'sessions',
  'password_resets',
  'idempotency_keys',
  'push_subscriptions',
  'push_fila',
  'push_alertas_enviados',
  'alertas_do_usuario',
  'settings',
  // the desk's herd figures, computed from the farm's animals and events and kept while its count holds (painel.ts):
  // derived, nobody's entry
  'painel_rebanho',
]);

/** Writers of a farm's data outside kernel.ts, each inside a kernel or platformChange transaction it is given. */
const GANCHOS_DO_NUCLEO: Record<string, string> = {
  'services/kernel.ts': 'the kernel itself',
  'services/audit.ts': "the audit rows, written by the kernel's transactions",
  'services/cadastros.ts': "a new farm's default registries, written in criarFazenda's platformChange transaction",
  'services/apontamentos/rebanho.ts': "a deleted animal's records, in the kernel's remove transaction (its hook)",
  'services/mover-fazenda.ts': 'a whole farm replaced from its export, in one transaction (all or nothing)',
};

/** The SQL table of each schema symbol (`ordenhas` → `milk_records`). */
const TABELAS = new Map(
  Object.entries(schema)
    .filter(([, v]) => is(v, SQLiteTable))
    .map(([nome, tabela]) => [nome, getTableName(tabela as SQLiteTable)]),
);

function fontes(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' || e.name === 'migrations' ? [] : fontes(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

interface Escrita {
  arquivo: string;
  tabela: string;
  viaTx: boolean;
}

function escritas(): Escrita[] {
  const achadas: Escrita[] = [];
  for (const caminho of [...fontes(join(RAIZ, 'src/server')), ...fontes(join(RAIZ, 'src/cli'))]) {
    const arquivo = relative(join(RAIZ, 'src/server'), caminho).replaceAll('\\', '/');
    const texto = readFileSync(caminho, 'utf8');
    for (const m of texto.matchAll(/(\w+)?\s*\.\s*(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
      const tabela = TABELAS.get(m[2]);
      if (tabela) achadas.push({ arquivo, tabela, viaTx: m[1] === 'tx' || m[1] === undefined });
    }
    for (const m of texto.matchAll(/\b(?:INSERT INTO|UPDATE|DELETE FROM)\s+["`]?(\w+|\$\{)/g)) {
      achadas.push({ arquivo, tabela: m[1] === '${' ? '(tabela variável)' : m[1], viaTx: true });
    }
  }
  return achadas;
}

describe('every writer goes through the kernel', () => {
  const todas = escritas();

  it('finds the writes it guards (the scan itself works)', () => {
    expect(todas.some((e) => e.arquivo === 'services/kernel.ts')).toBe(true);
    expect(todas.some((e) => e.tabela === 'users')).toBe(true);
    expect(todas.some((e) => e.tabela === 'sessions')).toBe(true);
  });

  it("writes a farm's data only in the kernel and its listed hooks", () => {
    const fora = todas.filter(
      (e) => !INSTALACAO.has(e.tabela) && !ENCANAMENTO.has(e.tabela) && !(e.arquivo in GANCHOS_DO_NUCLEO),
    );
    expect(fora).toEqual([]);
  });

  it("writes the installation's rows only inside platformChange, with its audit row", () => {
    const arquivos = new Set(todas.filter((e) => INSTALACAO.has(e.tabela)).map((e) => e.arquivo));
    expect(arquivos.size).toBeGreaterThan(0);
    for (const arquivo of arquivos) {
      if (arquivo === 'services/mover-fazenda.ts' || arquivo === 'services/kernel.ts') continue;
      const texto = readFileSync(join(RAIZ, 'src/server', arquivo), 'utf8');
      expect({ arquivo, usaPlatformChange: texto.includes('platformChange(') }).toEqual({
        arquivo,
        usaPlatformChange: true,
      });
      expect({ arquivo, abreTransacao: /\bdb\.transaction\(/.test(texto) }).toEqual({ arquivo, abreTransacao: false });
      const soltas = todas.filter((e) => e.arquivo === arquivo && INSTALACAO.has(e.tabela) && !e.viaTx);
      expect(soltas).toEqual([]);
    }
  });
});
