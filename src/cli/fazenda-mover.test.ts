/**
 * Moving a farm between installations (issue 15, item 4) through the real CLI, between two temporary databases.
 * Every farm table is filled from the drizzle schema, so a new table is exercised (and must travel) at once.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient, type InValue } from '@libsql/client';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../server/db/client.ts';
import { FORA_DA_EXPORTACAO } from '../server/services/mover-fazenda.ts';
import { novoBanco } from '../server/test/harness.ts';
import { leiteira as cli } from './test-cli.ts';

/**
 * Tables that are not a farm's (an installation's users, sessions, settings). A new table must be either a farm
 * table (a farm_id column: exported) or listed here on purpose — else the test below fails.
 */
const DA_INSTALACAO = [
  '__drizzle_migrations',
  'users',
  'groups',
  'user_groups',
  'sessions',
  'password_resets',
  'idempotency_keys',
  'push_subscriptions',
  'push_alertas_enviados',
  'push_fila',
  'settings',
];

let dir: string;
let origem: string;
let destino: string;

/** `leiteira ...args` (in this process) on the database file `banco`. */
const leiteira = (args: string[], banco: string) => cli(args, { env: { DATABASE_URL: `file:${banco}` } });

/** A database file (a connection opened for the one query), or a connection a helper keeps for many. */
type Banco = string | Client;

async function sql<T = Record<string, unknown>>(banco: Banco, query: string, args: InValue[] = []) {
  const c = typeof banco === 'string' ? createClient({ url: `file:${banco}` }) : banco;
  try {
    return (await c.execute({ sql: query, args })).rows.map((r) => ({ ...r })) as T[];
  } finally {
    if (typeof banco === 'string') c.close();
  }
}

/**
 * `ler` on one connection to `banco`: a new connection reads the whole schema (every table and trigger) on its first
 * statement, and these helpers ask ~100 questions each (a connection per question was most of the file's CPU).
 */
async function numaConexao<T>(banco: Banco, ler: (c: Client) => Promise<T>): Promise<T> {
  if (typeof banco !== 'string') return ler(banco);
  const c = createClient({ url: `file:${banco}` });
  try {
    return await ler(c);
  } finally {
    c.close();
  }
}

function tabelasComFarmId(banco: Banco): Promise<string[]> {
  return numaConexao(banco, async (c) => {
    const tabelas = await sql<{ name: string }>(c, "SELECT name FROM sqlite_master WHERE type = 'table'");
    const com: string[] = [];
    for (const { name } of tabelas) {
      const colunas = await sql<{ name: string }>(c, `PRAGMA table_info("${name}")`);
      if (colunas.some((col) => col.name === 'farm_id')) com.push(name);
    }
    return com.filter((t) => !(t in FORA_DA_EXPORTACAO)).sort();
  });
}

/** Every row of one farm, table by table, in a stable order (from the database itself, not from the exporter). */
function linhasDaFazenda(banco: string, farmId: string): Promise<Record<string, unknown[]>> {
  return numaConexao(banco, async (c) => {
    const resultado: Record<string, unknown[]> = {
      farms: await sql(c, 'SELECT * FROM farms WHERE id = ?', [farmId]),
    };
    for (const t of await tabelasComFarmId(c)) {
      resultado[t] = await sql(c, `SELECT * FROM "${t}" WHERE farm_id = ? ORDER BY rowid`, [farmId]);
      resultado[t].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    }
    return resultado;
  });
}

/**
 * The farm's rows field for field but for the import's own audit row, which only the destination has: exactly one,
 * the farm's, by no user (the CLI), saying what came in.
 */
function semAImportacao(linhas: Record<string, unknown[]>, esperado: Record<string, unknown>) {
  const auditoria = linhas.audit_log as { action: string; after: string }[];
  const registros = auditoria.filter((l) => l.action === 'import');
  expect(registros).toHaveLength(1);
  expect(registros[0]).toMatchObject({ entity: 'farm', entity_id: movida, user_id: null });
  expect(JSON.parse(registros[0].after)).toMatchObject({ arquivo: expect.any(String), ...esperado });
  return { ...linhas, audit_log: auditoria.filter((l) => l !== registros[0]) };
}

/**
 * Rows in every table with farm_id, for one farm, built from the drizzle columns: every column filled, enums
 * with a valid value, references to the farm's own rows — and a self reference pointing forward (a calf's mother
 * inserted after it), which the import must accept in one transaction.
 */
async function preencher(banco: string, farmId: string, marca: string) {
  const c = createClient({ url: `file:${banco}` });
  await c.execute('PRAGMA foreign_keys = OFF');
  const configs = (Object.values(schema) as unknown[])
    .filter((v): v is SQLiteTable => is(v, SQLiteTable))
    .map((t) => getTableConfig(t))
    .filter((t) => t.columns.some((col) => col.name === 'farm_id') && !(t.name in FORA_DA_EXPORTACAO));
  const ids = (tabela: string, i: number) => `${marca}-${tabela}-${i}`;
  for (const t of configs) {
    const referencias = new Map<string, string>();
    for (const fk of t.foreignKeys) {
      const ref = fk.reference();
      referencias.set(ref.columns[0].name, getTableConfig(ref.foreignTable).name);
    }
    // A table that points at itself gets more rows than one INSERT of the import carries (100), so a reference
    // crosses statements: only deferred checking inside the one transaction accepts it.
    const n = [...referencias.values()].includes(t.name) ? 105 : 3;
    for (let i = 0; i < n; i++) {
      const valores = t.columns.map((col) => {
        const alvo = referencias.get(col.name);
        if (col.name === 'farm_id' || alvo === 'farms') return farmId;
        if (col.name === 'id') return ids(t.name, i);
        if (alvo === t.name) return ids(t.name, (i + 1) % n);
        if (alvo) return ids(alvo, i);
        const enumValues = (col as { enumValues?: string[] }).enumValues;
        if (enumValues?.length) return enumValues[i % enumValues.length];
        const tipo = col.getSQLType();
        if (tipo.startsWith('integer')) return i + 1;
        if (tipo.startsWith('real')) return i + 0.25;
        return `${marca} ${t.name}.${col.name} ${i} — ção`;
      });
      await c.execute({
        sql: `INSERT INTO "${t.name}" (${t.columns.map((col) => `"${col.name}"`).join(', ')}) VALUES (${valores.map(() => '?').join(', ')})`,
        args: valores,
      });
    }
  }
  const violacoes = await c.execute('PRAGMA foreign_key_check');
  c.close();
  expect(violacoes.rows).toEqual([]);
}

async function fazendaModelo(banco: string): Promise<string> {
  return (await sql<{ id: string }>(banco, "SELECT id FROM farms WHERE name = 'Fazenda Modelo'"))[0].id;
}

let movida: string;
let vizinhaNaOrigem: string;
let daqui: string;
let zip: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-mover-'));
  origem = join(dir, 'origem.db');
  destino = join(dir, 'destino.db');
  await novoBanco(dir, origem);
  await novoBanco(dir, destino);
  movida = await fazendaModelo(origem);
  daqui = await fazendaModelo(destino); // same name, another farm: names do not identify a farm, ids do
  vizinhaNaOrigem = 'vizinha-origem';
  await sql(origem, "INSERT INTO farms (id, name, location, size) VALUES (?, 'Vizinha', 'Y', 5)", [vizinhaNaOrigem]);
  await preencher(origem, movida, 'm');
  await preencher(origem, vizinhaNaOrigem, 'v');
  await preencher(destino, daqui, 'd');
  zip = join(dir, 'fazenda.zip');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('leiteira fazenda exportar/importar', { timeout: 120_000 }, () => {
  it('exports every farm table, with the schema version, and nothing of another farm', async () => {
    const r = await leiteira(['fazenda', 'exportar', 'Fazenda Modelo', zip], origem);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Fazenda "Fazenda Modelo" exportada para .*fazenda\.zip \(\d+ registros\)/);

    const arquivo = await JSZip.loadAsync(readFileSync(zip));
    const manifesto = JSON.parse(await (arquivo.file('manifesto.json')?.async('string') ?? ''));
    expect(manifesto.fazenda).toEqual({ id: movida, nome: 'Fazenda Modelo' });
    expect(manifesto.esquema.ultima).toMatch(/^\d{4}_/);
    const exportadas = manifesto.tabelas.map((t: { nome: string }) => t.nome).sort();
    // A table with farm_id in the real database that the export leaves out fails here.
    expect(exportadas).toEqual(['farms', ...(await tabelasComFarmId(origem))].sort());
    for (const t of manifesto.tabelas) expect(t.registros, t.nome).toBeGreaterThan(0);
    expect(await arquivo.file('tabelas/animals.ndjson')?.async('string')).not.toContain(vizinhaNaOrigem);
    // Users go as a list to recreate, never with their password hashes.
    const usuarios = await arquivo.file('usuarios.json')?.async('string');
    expect(usuarios).toContain('admin@teste.local');
    expect(usuarios).not.toMatch(/argon2|password/i);
  });

  it('every table is either a farm table (exported) or one of the installation (listed on purpose)', async () => {
    const todas = (await sql<{ name: string }>(origem, "SELECT name FROM sqlite_master WHERE type = 'table'"))
      .map((t) => t.name)
      .filter((t) => !t.startsWith('sqlite_'));
    const classificadas = new Set([
      'farms',
      ...Object.keys(FORA_DA_EXPORTACAO),
      ...DA_INSTALACAO,
      ...(await tabelasComFarmId(origem)),
    ]);
    expect(todas.filter((t) => !classificadas.has(t))).toEqual([]);
  });

  it('imports into another installation with the same ids, field for field, leaving its own farm alone', async () => {
    const antesDaqui = await linhasDaFazenda(destino, daqui);
    const r = await leiteira(['fazenda', 'importar', zip], destino);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Fazenda "Fazenda Modelo" importada \(\d+ registros\)/);
    const importada = await linhasDaFazenda(destino, movida);
    expect(semAImportacao(importada, { substituida: false, copiaEm: null })).toEqual(
      await linhasDaFazenda(origem, movida),
    );
    expect(await linhasDaFazenda(destino, daqui)).toEqual(antesDaqui);
    expect(await sql(destino, 'SELECT * FROM farms WHERE id = ?', [vizinhaNaOrigem])).toEqual([]);
    expect(await sql(destino, 'PRAGMA foreign_key_check')).toEqual([]);
  });

  it('refuses the same farm again, and a newer schema, a foreign row or a file that is not an export; nothing changes', async () => {
    const antes = JSON.stringify([await linhasDaFazenda(destino, movida), await linhasDaFazenda(destino, daqui)]);
    const denovo = await leiteira(['fazenda', 'importar', zip], destino);
    expect(denovo.code).toBe(1);
    expect(denovo.stderr).toContain(`A fazenda "Fazenda Modelo" (${movida}) já existe neste banco. Use --substituir`);

    const original = await JSZip.loadAsync(readFileSync(zip));
    const manifesto = JSON.parse(await (original.file('manifesto.json')?.async('string') ?? ''));
    const novo = join(dir, 'novo.zip');
    original.file(
      'manifesto.json',
      JSON.stringify({ ...manifesto, esquema: { ...manifesto.esquema, when: 9999999999999 } }),
    );
    writeFileSync(novo, await original.generateAsync({ type: 'nodebuffer' }));
    const r1 = await leiteira(['fazenda', 'importar', novo, '--substituir'], destino);
    expect(r1.code).toBe(1);
    expect(r1.stderr).toMatch(/versão mais nova do sistema.*nada foi alterado/s);

    const intruso = await JSZip.loadAsync(readFileSync(zip));
    const animais = (await intruso.file('tabelas/animals.ndjson')?.async('string')) ?? '';
    intruso.file('tabelas/animals.ndjson', animais.replace(`"farm_id":"${movida}"`, `"farm_id":"${daqui}"`));
    const comIntruso = join(dir, 'intruso.zip');
    writeFileSync(comIntruso, await intruso.generateAsync({ type: 'nodebuffer' }));
    const r2 = await leiteira(['fazenda', 'importar', comIntruso, '--substituir'], destino);
    expect(r2.code).toBe(1);
    expect(r2.stderr).toMatch(/Linha 1 de animals ilegível ou de outra fazenda/);

    const texto = join(dir, 'planilha.zip');
    writeFileSync(texto, 'brinco;nome\n1;Mimosa\n');
    const r3 = await leiteira(['fazenda', 'importar', texto], destino);
    expect(r3.code).toBe(1);
    expect(r3.stderr).toMatch(/não é uma exportação de fazenda/);
    expect(`${denovo.stderr}${r1.stderr}${r2.stderr}${r3.stderr}`).not.toMatch(/\n\s+at /);

    expect(JSON.stringify([await linhasDaFazenda(destino, movida), await linhasDaFazenda(destino, daqui)])).toBe(antes);
  });

  it('--substituir replaces that farm’s rows only, keeping this installation’s links to it', async () => {
    // At the origin the farm moves on: a record removed, a name changed.
    const [leite] = await sql<{ id: string }>(origem, 'SELECT id FROM milk_records WHERE farm_id = ? LIMIT 1', [
      movida,
    ]);
    await sql(origem, 'DELETE FROM milk_records WHERE id = ?', [leite.id]);
    await sql(origem, "UPDATE animals SET nome = 'Mimosa renomeada' WHERE farm_id = ? AND id LIKE 'm-%-0'", [movida]);
    // Here, a user of this installation was linked to the moved farm.
    const [usuario] = await sql<{ id: string }>(destino, 'SELECT id FROM users LIMIT 1');
    await sql(destino, 'INSERT OR IGNORE INTO user_farms (user_id, farm_id) VALUES (?, ?)', [usuario.id, movida]);
    const antesDaqui = await linhasDaFazenda(destino, daqui);

    const zip2 = join(dir, 'fazenda-2.zip');
    expect((await leiteira(['fazenda', 'exportar', movida, zip2], origem)).code).toBe(0);
    const r = await leiteira(['fazenda', 'importar', zip2, '--substituir'], destino);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Fazenda "Fazenda Modelo" substituída/);

    const movidaAqui = await linhasDaFazenda(destino, movida);
    expect(semAImportacao(movidaAqui, { substituida: true })).toEqual(await linhasDaFazenda(origem, movida));
    expect(movidaAqui.milk_records.some((l) => (l as { id: string }).id === leite.id)).toBe(false);
    expect(await linhasDaFazenda(destino, daqui)).toEqual(antesDaqui);
    expect(
      await sql(destino, 'SELECT 1 FROM user_farms WHERE user_id = ? AND farm_id = ?', [usuario.id, movida]),
    ).toHaveLength(1);
  });
});
