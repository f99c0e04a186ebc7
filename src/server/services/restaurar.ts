import {
  closeSync,
  copyFileSync,
  existsSync,
  openSync,
  readSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import type { Client } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql/sqlite3';
import { MSG_DADOS } from '../../domain/dados/messages.ts';
import { migrateDatabase, schema } from '../db/client.ts';
import { fileClient } from '../db/file-client.ts';
import { servidorAtivo } from '../db/marca-servidor.ts';
import { versaoDoBanco } from '../db/versao.ts';
import { badRequest, conflict } from '../http/errors.ts';

export interface Restauracao {
  destino: string;
  /** Where the replaced database was kept (null when there was none). */
  anterior: string | null;
  /** The file's schema when it was older and got migrated ('0006_assessments'), else null. */
  migradoDe: string | null;
  esquema: string;
}

const CABECALHO_SQLITE = 'SQLite format 3\0';

function ehSqlite(arquivo: string): boolean {
  const fd = openSync(arquivo, 'r');
  try {
    const buf = Buffer.alloc(16);
    return readSync(fd, buf, 0, 16, 0) === 16 && buf.toString('latin1') === CABECALHO_SQLITE;
  } finally {
    closeSync(fd);
  }
}

function carimbo(agora: Date): string {
  return agora.toISOString().replace(/[:.]/g, '-');
}

function apagarComIrmaos(arquivo: string) {
  for (const s of ['', '-wal', '-shm', '-journal']) rmSync(arquivo + s, { force: true });
}

/** Refuses while the server runs on `destino` (see db/marca-servidor.ts). */
export function recusarSeServidorRodando(destino: string): void {
  const servidor = servidorAtivo(destino);
  if (!servidor) return;
  throw conflict(
    servidor.estado === 'rodando'
      ? MSG_DADOS.servidorRodando(servidor.pid, servidor.arquivo)
      : MSG_DADOS.servidorOutraMaquina(servidor.host, servidor.arquivo),
  );
}

/** Integrity, our tables and a schema this code can run; an older schema is migrated. On the copy, never the file given. */
async function prepararCopia(client: Client, origem: string): Promise<{ migradoDe: string | null; esquema: string }> {
  // The driver's and integrity_check's own words are English: the user reads only that the file is damaged.
  const integridade = (await client.execute('PRAGMA integrity_check')).rows.map((r) => String(r[0]));
  if (integridade.length !== 1 || integridade[0] !== 'ok') throw badRequest(MSG_DADOS.bancoCorrompido(origem));
  const tabelas = new Set(
    (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((r) => String(r.name)),
  );
  if (!['__drizzle_migrations', 'users', 'farms'].every((t) => tabelas.has(t))) {
    throw badRequest(MSG_DADOS.naoEhDaLeiteira(origem));
  }
  const versao = await versaoDoBanco(client);
  if (versao.desconhecidas > 0) throw badRequest(MSG_DADOS.esquemaMaisNovo(origem, versao.atual, versao.codigo));
  if (!versao.pendentes.length) return { migradoDe: null, esquema: versao.atual };
  try {
    await migrateDatabase(drizzle({ client, schema }));
  } catch (error) {
    throw badRequest(MSG_DADOS.falhaAoMigrar((error as Error).message));
  }
  return { migradoDe: versao.atual, esquema: versao.codigo };
}

/**
 * Replaces the database file `destino` with the backup `origem`. Everything is checked on a copy made beside the
 * database (integrity, our tables, schema version; an older schema is migrated there); only then is the current
 * file (with its -wal) moved aside to `<banco>.antes-de-restaurar-<hora>` and the copy renamed into place. Any
 * refusal leaves both files as they were.
 */
export async function restaurarBanco(origemDada: string, destino: string, agora = new Date()): Promise<Restauracao> {
  if (!existsSync(origemDada) || !statSync(origemDada).isFile()) {
    throw badRequest(MSG_DADOS.arquivoNaoEncontrado(origemDada));
  }
  const origem = realpathSync(origemDada);
  if (existsSync(destino) && realpathSync(destino) === origem) throw badRequest(MSG_DADOS.mesmoArquivo);
  recusarSeServidorRodando(destino);
  if (!ehSqlite(origem)) throw badRequest(MSG_DADOS.naoEhBanco(origemDada));

  const stamp = carimbo(agora);
  const copia = `${destino}.restaurando-${stamp}`;
  let preparada: { migradoDe: string | null; esquema: string };
  try {
    copyFileSync(origem, copia);
    // A file copied while its server ran may carry its last writes in a -wal beside it.
    if (existsSync(`${origem}-wal`)) copyFileSync(`${origem}-wal`, `${copia}-wal`);
    const client = fileClient(`file:${copia}`);
    try {
      preparada = await prepararCopia(client, origemDada);
      // One self-contained file: WAL folded in, no sidecar files to move along.
      await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
      await client.execute('PRAGMA journal_mode = DELETE');
    } finally {
      client.close();
    }
  } catch (error) {
    apagarComIrmaos(copia);
    const codigo = String((error as { code?: string }).code ?? '');
    if (codigo === 'SQLITE_NOTADB') throw badRequest(MSG_DADOS.naoEhBanco(origemDada));
    // Damage can surface at any read of the copy (opening it, the integrity check, the schema's tables).
    if (codigo.startsWith('SQLITE_CORRUPT') || /SQLITE_CORRUPT/.test(String((error as Error).message))) {
      throw badRequest(MSG_DADOS.bancoCorrompido(origemDada));
    }
    throw error;
  }
  rmSync(`${copia}-wal`, { force: true });
  rmSync(`${copia}-shm`, { force: true });

  let anterior: string | null = null;
  if (existsSync(destino)) {
    anterior = `${destino}.antes-de-restaurar-${stamp}`;
    // The kept file keeps its -wal under the matching name, so it opens with every write it had.
    renameSync(destino, anterior);
    if (existsSync(`${destino}-wal`)) renameSync(`${destino}-wal`, `${anterior}-wal`);
    rmSync(`${destino}-shm`, { force: true });
  }
  renameSync(copia, destino);
  return { destino, anterior, ...preparada };
}
