import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@libsql/client';
import { quantos } from '../../domain/format.ts';
import { MIGRATIONS_FOLDER } from './abrir-cliente.ts';

/** One migration this code knows (migrations/meta/_journal.json): drizzle stores its `when` as created_at. */
export interface Migracao {
  tag: string;
  when: number;
}

/** The schema version of a database, as drizzle's migrator sees it. */
export interface VersaoEsquema {
  /** Migrations this code has that the database has not applied (older database). */
  pendentes: Migracao[];
  /** Applied migrations this code does not know, newer than its last one (a database of a newer version). */
  desconhecidas: number;
  /** The last applied migration, by tag when known ('0007_finance_cost_group'), else its timestamp. */
  atual: string;
  /** This code's last migration. */
  codigo: string;
}

export function migracoesDoCodigo(): Migracao[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: Migracao[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * Statements that change no row of the database: they add or drop a structure — a table (not `AS SELECT`), an index,
 * a trigger (its body runs on later writes, not now), a view — or add a column (SQLite writes only the schema; every
 * row reads the default). Anything else (INSERT, UPDATE, DELETE, DROP TABLE, a table rebuilt by copying, PRAGMA, a
 * statement not recognised) counts as changing data.
 */
const SO_ESQUEMA = [
  /^CREATE\s+(TEMP(ORARY)?\s+)?TABLE\s(?![\s\S]*\bAS\s+SELECT\b)/i,
  /^CREATE\s+(UNIQUE\s+)?INDEX\s/i,
  /^CREATE\s+(TEMP(ORARY)?\s+)?(TRIGGER|VIEW)\s/i,
  /^DROP\s+(INDEX|TRIGGER|VIEW)\s/i,
  /^ALTER\s+TABLE\s+\S+\s+ADD\s/i,
];

/**
 * Whether a migration's SQL may change data (the rule for a backup before an upgrade, backupAntesDeAtualizar): split
 * into statements as drizzle's migrator splits it (`--> statement-breakpoint`), comments set aside, true when any
 * statement is not one of SO_ESQUEMA. Decided from the statements themselves, so no migration can forget a flag;
 * a migration that only adds tables, indexes, triggers or columns is migrated without a copy first.
 */
export function migracaoMudaDados(sql: string): boolean {
  return sql
    .split('--> statement-breakpoint')
    .map((st) =>
      st
        .replace(/\/\*[\s\S]*?\*\//g, ' ')
        .replace(/--[^\n]*/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .some((st) => !SO_ESQUEMA.some((re) => re.test(st)));
}

/** Whether any of these migrations of this code (migrations/<tag>.sql) may change data. */
export function algumaMudaDados(migracoes: Migracao[]): boolean {
  return migracoes.some((m) => migracaoMudaDados(readFileSync(join(MIGRATIONS_FOLDER, `${m.tag}.sql`), 'utf8')));
}

/** The versions this code knows, as written in a farm export's manifest. */
export function versaoDoCodigo(): { migracoes: number; ultima: string; when: number } {
  const todas = migracoesDoCodigo();
  const ultima = todas[todas.length - 1];
  return { migracoes: todas.length, ultima: ultima.tag, when: ultima.when };
}

/**
 * Compares the database's applied migrations with this code's. Drizzle applies every migration newer than the
 * last applied one, so "pending" is what lies after the database's newest, and "newer" is an applied one after ours.
 */
export async function versaoDoBanco(client: Client): Promise<VersaoEsquema> {
  const codigo = migracoesDoCodigo();
  const tabela = await client.execute(
    "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'",
  );
  const aplicadas = tabela.rows.length
    ? (await client.execute('SELECT created_at FROM __drizzle_migrations')).rows.map((r) => Number(r.created_at))
    : [];
  const ultimaAplicada = aplicadas.length ? Math.max(...aplicadas) : 0;
  const ultimaDoCodigo = codigo[codigo.length - 1];
  const conhecida = codigo.filter((m) => m.when <= ultimaAplicada).pop();
  return {
    pendentes: codigo.filter((m) => m.when > ultimaAplicada),
    desconhecidas: aplicadas.filter((w) => w > ultimaDoCodigo.when).length,
    atual: !aplicadas.length
      ? 'nenhuma migração'
      : ultimaAplicada > ultimaDoCodigo.when
        ? `${ultimaDoCodigo.tag} + ${quantos(aplicadas.filter((w) => w > ultimaDoCodigo.when).length, 'mais nova', 'mais novas')}`
        : (conhecida?.tag ?? String(ultimaAplicada)),
    codigo: ultimaDoCodigo.tag,
  };
}
