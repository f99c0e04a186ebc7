/**
 * Rows in and out of a table without drizzle's per-cell walk, with drizzle's own meaning:
 *
 * - `linhasDe(table)`: the objects of `table`'s rows from a `select().from(table)`'s `.values()` (or a RETURNING of
 *   every column in the schema's order), as drizzle's `.all()` answers them;
 * - `inserirLinhas(db, table, linhas, { devolver })`: the multi-row INSERT drizzle's `insert(table).values(linhas)`
 *   writes (the same columns, values through each column's `mapToDriverValue`, an absent value replaced by the
 *   column's default, `defaultFn` or NULL as drizzle does), sent straight to the libSQL client in parts of a few fixed
 *   sizes, so each part's statement is prepared once per connection and reused (file-client.ts keeps them).
 *
 * Why: a 300-milking batch spent a third of its CPU outside SQLite, most of it in drizzle building and walking
 * 300 × 8 + 300 × 9 parameters of the milkings' and audit rows' INSERTs and mapping the returned rows (issue 40).
 */
import type { InArgs, InValue, ResultSet } from '@libsql/client';
import { Column, getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { ROW_VALUES } from './file-client.ts';

/**
 * The objects of `table`'s rows from a prepared `select().from(table)`'s `.values()`: what drizzle's `.all()` answers
 * (the schema's keys, in its order, each value through its column's `mapFromDriverValue` when the column has one),
 * built by a function made once per table instead of drizzle's per-cell type checks — on a 50-row list, drizzle's
 * mapping cost more CPU than SQLite reading the rows (issue 28).
 */
export function linhasDe<Row>(table: object): (valores: unknown[][]) => Row[] {
  const feita = montadores.get(table);
  if (feita) return feita as (valores: unknown[][]) => Row[];
  const colunas = Object.entries(getTableColumns(table as never) as Record<string, Column>);
  const decodificadores = colunas.map(([, c]) =>
    c.mapFromDriverValue === Column.prototype.mapFromDriverValue ? null : (v: unknown) => c.mapFromDriverValue(v),
  );
  // Each cell read once, from the row's plain array when the file client gives it (ROW_VALUES), not through
  // one getter call per read.
  const celulas = colunas.map((_, i) => `c${i} = v[${i}]`).join(', ');
  const corpo = colunas
    .map(([chave], i) => {
      const valor = `c${i}`;
      const lido = `(${valor} !== null && typeof ${valor} === 'object' ? bruto(${valor}) : ${valor})`;
      const decodificado = decodificadores[i] ? `(${valor} === null ? null : d[${i}](${lido}))` : lido;
      return `${JSON.stringify(chave)}: ${decodificado}`;
    })
    .join(',\n');
  const umaLinha = new Function(
    'd',
    'bruto',
    'VALORES',
    `return (linha) => {\nconst v = linha[VALORES] ?? linha, ${celulas};\nreturn {\n${corpo}\n};\n};`,
  )(decodificadores, valorBruto, ROW_VALUES) as (v: unknown[]) => Row;
  const montar = (valores: unknown[][]) => valores.map(umaLinha);
  montadores.set(table, montar);
  return montar;
}
const montadores = new WeakMap<object, (valores: unknown[][]) => unknown[]>();
/** A blob as drizzle hands it over (a Buffer); anything else as it came. */
const valorBruto = (v: unknown) => (v instanceof ArrayBuffer ? Buffer.from(v) : v);

/** What runs a statement: the libSQL client or transaction a drizzle database or transaction speaks to. */
interface Executor {
  execute(stmt: { sql: string; args: InArgs }): Promise<ResultSet>;
}

/**
 * The libSQL client (or the transaction) under a drizzle database (or transaction): drizzle 0.45's LibSQLSession
 * keeps them as `tx` and `client` (package.json pins the version; `inserirLinhas.test.ts` fails if they move).
 */
function executorDe(db: object): Executor | null {
  const sessao = (db as { session?: { tx?: Executor; client?: Executor } }).session;
  const alvo = sessao?.tx ?? sessao?.client;
  return alvo && typeof alvo.execute === 'function' ? alvo : null;
}

interface Coluna {
  chave: string;
  coluna: Column;
  /** The column's SQL default as text (drizzle writes it into the VALUES when a row has no value), when it has one. */
  padraoSql: string | null;
}
interface Plano {
  nome: string;
  colunas: Coluna[];
  nomes: string;
  devolve: string;
  /** Rows a statement takes at most (a power of two; the bound parameters stay far under SQLite's 32,766). */
  maximo: number;
  /** A default this module cannot write as drizzle does (an SQL default with parameters): drizzle writes the rows. */
  semPlano: boolean;
}
const planos = new WeakMap<object, Plano>();
const dialeto = new SQLiteAsyncDialect();
const nomeSql = (nome: string) => `"${nome.replace(/"/g, '""')}"`;

function planoDe(table: object): Plano {
  const feito = planos.get(table);
  if (feito) return feito;
  let semPlano = false;
  const todas = Object.entries(getTableColumns(table as never) as Record<string, Column>);
  const colunas = todas
    .filter(([, c]) => !(c as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert())
    .map(([chave, coluna]) => {
      let padraoSql: string | null = null;
      if (coluna.default !== null && coluna.default !== undefined && is(coluna.default, SQL)) {
        const q = dialeto.sqlToQuery(coluna.default);
        if (q.params.length) semPlano = true;
        padraoSql = q.sql;
      }
      return { chave, coluna, padraoSql };
    });
  let maximo = 128;
  while (maximo > 1 && maximo * colunas.length > 16_000) maximo /= 2;
  const plano: Plano = {
    nome: nomeSql(getTableName(table as never)),
    colunas,
    nomes: colunas.map((c) => nomeSql(c.coluna.name)).join(', '),
    devolve: todas.map(([, c]) => nomeSql(c.name)).join(', '),
    maximo,
    semPlano,
  };
  planos.set(table, plano);
  return plano;
}

/** Why a row cannot be written here as drizzle would (a value or a default that is itself SQL): drizzle writes them. */
const NAO_DA = Symbol('drizzle escreve');

/** The row's `( ?, ?, … )` and its arguments, as drizzle's buildInsertQuery makes them; NAO_DA when it cannot. */
function tupla(plano: Plano, linha: Record<string, unknown>, args: InValue[]): string | typeof NAO_DA {
  let texto = '(';
  for (let i = 0; i < plano.colunas.length; i++) {
    const { chave, coluna, padraoSql } = plano.colunas[i];
    if (i) texto += ', ';
    let valor = linha[chave];
    if (valor === undefined) {
      if (coluna.default !== null && coluna.default !== undefined) {
        if (padraoSql !== null) {
          texto += padraoSql;
          continue;
        }
        valor = coluna.default;
      } else if (coluna.defaultFn !== undefined) valor = coluna.defaultFn();
      else if (coluna.onUpdateFn !== undefined) valor = coluna.onUpdateFn();
      else {
        texto += 'null';
        continue;
      }
    }
    if (valor !== null && typeof valor === 'object' && is(valor, SQL)) return NAO_DA;
    texto += '?';
    args.push(valor === null ? null : (coluna.mapToDriverValue(valor) as InValue));
  }
  return `${texto})`;
}

/**
 * Inserts `linhas` into `table` as `db.insert(table).values(linhas)` would (see the module's comment), in the
 * caller's transaction, in order; with `devolver`, answers the rows written as `.returning()` does, in order.
 */
export async function inserirLinhas<Row = Record<string, unknown>>(
  db: object,
  table: object,
  linhas: readonly Record<string, unknown>[],
  { devolver = false }: { devolver?: boolean } = {},
): Promise<Row[]> {
  const feitas: Row[] = [];
  if (!linhas.length) return feitas;
  const plano = planoDe(table);
  const executor = executorDe(db);
  let i = 0;
  while (i < linhas.length) {
    let n = plano.maximo;
    while (n > linhas.length - i) n /= 2;
    const parte = linhas.slice(i, i + n);
    i += n;
    const args: InValue[] = [];
    const tuplas: string[] = [];
    for (const linha of parte) {
      const t = executor && !plano.semPlano ? tupla(plano, linha, args) : NAO_DA;
      if (t === NAO_DA) {
        tuplas.length = 0;
        break;
      }
      tuplas.push(t);
    }
    if (!executor || tuplas.length !== parte.length) {
      // drizzle itself, for what it alone can write (an SQL value, a parametrised default, an unknown driver)
      const insert = (db as { insert: (t: never) => { values: (v: never) => { returning: () => Promise<Row[]> } } })
        .insert(table as never)
        .values(parte as never);
      if (devolver) feitas.push(...(await insert.returning()));
      else await insert;
      continue;
    }
    const sql = `insert into ${plano.nome} (${plano.nomes}) values ${tuplas.join(', ')}${devolver ? ` returning ${plano.devolve}` : ''}`;
    const r = await (executor as Executor).execute({ sql, args });
    if (devolver) feitas.push(...linhasDe<Row>(table)(r.rows as unknown as unknown[][]));
  }
  return feitas;
}
