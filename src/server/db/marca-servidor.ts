import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * The server writes `<banco>.servidor` (its pid, machine and start) beside the database file while it runs, so
 * `leiteira restaurar` can refuse to swap the file under it. A crash leaves the file behind: it only counts while
 * a process with that pid is alive and is a Node process, so a stale file never blocks a restore for good.
 */
export interface MarcaServidor {
  pid: number;
  host: string;
  desde: string;
  /**
   * The ports it serves (PORT, HTTP_PORT or null when off), so `leiteira tls init`, run by a person whose shell does
   * not have the service's environment (systemd's `Environment=PORT=443`), says the addresses the server really uses.
   */
  portas?: { porta: number; portaHttp: number | null };
}

export function arquivoDaMarca(dbPath: string): string {
  return `${dbPath}.servidor`;
}

/** Marks the database as served by this process; the returned function removes the mark (if still ours). */
export function marcarServidor(dbPath: string, portas?: MarcaServidor['portas']): () => void {
  const arquivo = arquivoDaMarca(dbPath);
  const marca: MarcaServidor = { pid: process.pid, host: hostname(), desde: new Date().toISOString(), portas };
  writeFileSync(arquivo, `${JSON.stringify(marca)}\n`);
  let removida = false;
  const remover = () => {
    if (removida) return;
    removida = true;
    try {
      const atual = JSON.parse(readFileSync(arquivo, 'utf8')) as MarcaServidor;
      if (atual.pid === process.pid && atual.host === marca.host) rmSync(arquivo, { force: true });
    } catch {
      // already gone or rewritten by another server: not ours to remove
    }
  };
  process.once('exit', remover);
  return remover;
}

function vivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A reused pid of some other program is not our server (Linux tells us what the process runs).
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync('/proc/self/cmdline')) {
    try {
      return /node|leiteira/i.test(readFileSync(cmdline, 'utf8'));
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * The server that holds this database, if any: `rodando` when its process lives on this machine, `outra-maquina`
 * when the mark was written elsewhere (a shared folder; we cannot check, so we assume it runs). Null otherwise.
 */
export function servidorAtivo(
  dbPath: string,
): (MarcaServidor & { arquivo: string; estado: 'rodando' | 'outra-maquina' }) | null {
  const arquivo = arquivoDaMarca(dbPath);
  let marca: MarcaServidor;
  try {
    marca = JSON.parse(readFileSync(arquivo, 'utf8')) as MarcaServidor;
  } catch {
    return null; // no mark, or a half-written/garbled one: no live server wrote it
  }
  if (typeof marca.pid !== 'number') return null;
  if (marca.host !== hostname()) return { ...marca, arquivo, estado: 'outra-maquina' };
  if (marca.pid === process.pid || !vivo(marca.pid)) return null;
  return { ...marca, arquivo, estado: 'rodando' };
}
