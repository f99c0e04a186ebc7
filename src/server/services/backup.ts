import { closeSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Client } from '@libsql/client';
import type { Config } from '../config.ts';
import { fileClient } from '../db/file-client.ts';
import { algumaMudaDados, type Migracao } from '../db/versao.ts';
import type { Logger } from '../logger.ts';

/** One finished backup file in the backup folder. */
export interface BackupInfo {
  arquivo: string;
  /** When it was taken (from its name, so copying the folder elsewhere keeps it). */
  em: string;
  bytes: number;
}

/** What the admin panel shows (admins only) and `leiteira diagnostico` checks. */
export interface SituacaoBackup {
  ativo: boolean;
  pasta: string | null;
  manter: number;
  ultimo: BackupInfo | null;
  ultimaFalha: { em: string; motivo: string } | null;
  proximo: string | null;
}

export const UM_DIA_MS = 24 * 60 * 60 * 1000;
const NOME = /^leiteira-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.db$/;
const PARCIAL = /^\.(leiteira|antes-de-atualizar)-.*\.parcial$/;

function nomeDoBackup(agora: Date): string {
  return `leiteira-${agora.toISOString().replace(/:/g, '-').replace('.', '-')}.db`;
}

function dataDoNome(nome: string): string | null {
  const m = NOME.exec(nome);
  return m ? `${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z` : null;
}

/** The database file behind a `file:` URL, or null for a libSQL server. */
export function arquivoDoBanco(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  const path = url.slice('file:'.length).replace(/\?.*$/, '');
  return path && path !== ':memory:' ? resolve(path) : null;
}

/**
 * Where scheduled backups go: BACKUP_DIR, or `backups/` beside the database file when unset (on by default: a
 * farm that never set anything up still has yesterday's data after a mistake). `off` turns them off; a libSQL
 * server has none (it is backed up on its side).
 */
export function pastaDeBackups(config: Pick<Config, 'databaseUrl' | 'backupDir'>): string | null {
  const banco = arquivoDoBanco(config.databaseUrl);
  if (!banco || config.backupDir?.toLowerCase() === 'off') return null;
  return config.backupDir ? resolve(config.backupDir) : join(dirname(banco), 'backups');
}

/** A configuration the scheduler cannot work with, in Portuguese; null when fine. */
export function problemaNaConfiguracao(config: Pick<Config, 'backupKeep'>): string | null {
  return Number.isInteger(config.backupKeep) && config.backupKeep >= 1
    ? null
    : 'BACKUP_KEEP inválido: use um número inteiro de cópias, 1 ou mais (padrão 14).';
}

/** Finished backups in the folder, newest first; other files in it are never counted nor touched. */
export function listarBackups(pasta: string): BackupInfo[] {
  let nomes: string[];
  try {
    nomes = readdirSync(pasta);
  } catch {
    return [];
  }
  return nomes
    .filter((n) => NOME.test(n))
    .sort()
    .reverse()
    .map((n) => ({ arquivo: join(pasta, n), em: dataDoNome(n) as string, bytes: statSync(join(pasta, n)).size }));
}

/** A consistent copy of the database the client opened, at `destino` (VACUUM INTO: safe while the server writes). */
export async function copiaConsistente(client: Pick<Client, 'execute'>, destino: string): Promise<void> {
  await client.execute({ sql: 'VACUUM INTO ?', args: [destino] });
}

/**
 * Writes one backup: VACUUM INTO a hidden temporary name (a consistent snapshot, taken on a connection of its own
 * so the server's writes never wait for it), flushed to disk, then renamed — a crash leaves at most a `.parcial`
 * file, never a half file with a backup's name. Then keeps only the newest `manter`.
 */
export async function gravarBackup(
  databaseUrl: string,
  pasta: string,
  manter: number,
  agora = new Date(),
  nome = nomeDoBackup(agora),
): Promise<BackupInfo> {
  mkdirSync(pasta, { recursive: true });
  for (const n of readdirSync(pasta)) if (PARCIAL.test(n)) rmSync(join(pasta, n), { force: true });
  const final = join(pasta, nome);
  const temporario = join(pasta, `.${nome}.parcial`);
  const client = fileClient(databaseUrl);
  try {
    await copiaConsistente(client, temporario);
  } catch (error) {
    rmSync(temporario, { force: true });
    throw error;
  } finally {
    client.close();
  }
  const fd = openSync(temporario, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporario, final);
  for (const velho of listarBackups(pasta).slice(manter)) rmSync(velho.arquivo, { force: true });
  return { arquivo: final, em: agora.toISOString(), bytes: statSync(final).size };
}

/** Whether backupAntesDeAtualizar will copy (inicio.ts announces only a copy that is made). */
export function precisaCopiaAntesDeAtualizar(
  config: Pick<Config, 'databaseUrl'>,
  versao: { pendentes: Migracao[] },
  temDados: boolean,
): boolean {
  return (
    !!arquivoDoBanco(config.databaseUrl) && temDados && versao.pendentes.length > 0 && algumaMudaDados(versao.pendentes)
  );
}

/**
 * Before a start migrates a database that holds a farm's data to a newer schema (a release upgrade), a copy of it as
 * it was: `antes-de-atualizar-<esquema>-<hora>.db` in the backup folder (beside the database when backups are off).
 * Proportionate: only when a pending migration may change data (migracaoMudaDados of db/versao.ts: anything but
 * adding tables, indexes, triggers, views or columns); one that only adds structure leaves every row as it was, so a
 * 1.8 GB file is not copied for a new index. The daily rotation never deletes the copy; rolling back is installing
 * the previous release and `leiteira restaurar` of this file (inicio.ts announces the copy when it takes over a
 * second). Null when nothing is pending, nothing pending changes data, the database is new, or it is a libSQL server.
 */
export async function backupAntesDeAtualizar(
  config: Pick<Config, 'databaseUrl' | 'backupDir'>,
  versao: { pendentes: Migracao[]; atual: string },
  temDados: boolean,
  agora = new Date(),
): Promise<BackupInfo | null> {
  const banco = arquivoDoBanco(config.databaseUrl);
  if (!banco || !precisaCopiaAntesDeAtualizar(config, versao, temDados)) return null;
  const pasta = pastaDeBackups(config) ?? join(dirname(banco), 'backups');
  const esquema = versao.atual.replace(/[^\w.-]+/g, '_');
  const nome = `antes-de-atualizar-${esquema}-${agora.toISOString().replace(/[:.]/g, '-')}.db`;
  return gravarBackup(config.databaseUrl, pasta, Number.POSITIVE_INFINITY, agora, nome);
}

function motivoDe(error: unknown): string {
  const e = error as { code?: string; message?: string };
  if (e?.code === 'EACCES' || e?.code === 'EPERM') return 'sem permissão de escrita na pasta de backups';
  if (e?.code === 'ENOSPC' || /SQLITE_FULL|disk is full/i.test(e?.message ?? '')) return 'disco cheio';
  return e?.message ?? String(error);
}

export interface Backups {
  situacao(): SituacaoBackup;
  /** Takes a backup now (the schedule's run, or a forced one); failures are recorded, not thrown. */
  executar(): Promise<BackupInfo | null>;
  /** Runs at once if the last backup is older than the interval, then every interval. */
  iniciar(): void;
  parar(): void;
}

/** The server's daily backups. Nothing runs until `iniciar()` (inicio.ts); tests call `executar()`. */
export function criarBackups({
  config,
  logger,
  intervaloMs = UM_DIA_MS,
  novaTentativaMs = 60 * 60 * 1000,
}: {
  config: Pick<Config, 'databaseUrl' | 'backupDir' | 'backupKeep'>;
  logger: Logger;
  intervaloMs?: number;
  novaTentativaMs?: number;
}): Backups {
  const pasta = pastaDeBackups(config);
  let ultimaFalha: SituacaoBackup['ultimaFalha'] = null;
  let proximo: Date | null = null;
  let timer: NodeJS.Timeout | undefined;
  let emAndamento: Promise<BackupInfo | null> | null = null;

  function agendar(daquiMs: number) {
    clearTimeout(timer);
    proximo = new Date(Date.now() + daquiMs);
    timer = setTimeout(rodar, Math.max(0, daquiMs));
    timer.unref();
  }

  async function rodar() {
    const feito = await executar();
    if (timer !== undefined) agendar(feito ? intervaloMs : novaTentativaMs);
  }

  function executar(): Promise<BackupInfo | null> {
    if (!pasta) return Promise.resolve(null);
    emAndamento ??= (async () => {
      try {
        const info = await gravarBackup(config.databaseUrl, pasta, config.backupKeep);
        ultimaFalha = null;
        logger.info('backup gravado', { arquivo: info.arquivo, bytes: info.bytes });
        return info;
      } catch (error) {
        ultimaFalha = { em: new Date().toISOString(), motivo: motivoDe(error) };
        logger.error('backup falhou', { pasta, error: String(error) });
        return null;
      } finally {
        emAndamento = null;
      }
    })();
    return emAndamento;
  }

  return {
    situacao() {
      return {
        ativo: pasta !== null,
        pasta,
        manter: config.backupKeep,
        ultimo: pasta ? (listarBackups(pasta)[0] ?? null) : null,
        ultimaFalha,
        proximo: proximo?.toISOString() ?? null,
      };
    },
    executar,
    iniciar() {
      if (!pasta) return;
      const ultimo = listarBackups(pasta)[0];
      const idade = ultimo ? Date.now() - Date.parse(ultimo.em) : Number.POSITIVE_INFINITY;
      agendar(idade >= intervaloMs ? 0 : intervaloMs - idade);
    },
    parar() {
      clearTimeout(timer);
      timer = undefined;
      proximo = null;
    },
  };
}
