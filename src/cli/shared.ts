import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Command, Option } from 'commander';
import type { z } from 'zod';
import { normalizarBusca } from '../domain/busca.ts';
import { type Config, loadConfig } from '../server/config.ts';
import type { Database, Db } from '../server/db/client.ts';
import { HttpError } from '../server/http/errors.ts';
import * as admin from '../server/services/admin.ts';
import { abrirBanco } from '../server/services/banco.ts';

/** A user-facing failure: printed as "Erro: <message>" and the process exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

/** Where a run of the CLI writes and reads (run() in run.ts points it at a test's streams for the run). */
export interface CliIo {
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  /** The exit code of a run that ends without an error but not well (diagnostico finding a problem). */
  exitCode: number;
}
export const io: CliIo = { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, exitCode: 0 };

export interface DbOptions {
  database?: string;
}

/** `-d, --database <url>`, also read from DATABASE_URL. */
export function databaseOption(cmd: Command): Command {
  return cmd.addOption(
    new Option(
      '-d, --database <url>',
      'URL do banco (file:caminho.db ou libsql://...; padrão: file:data/leiteira.db)',
    ).env('DATABASE_URL'),
  );
}

/** The file behind a `file:` URL, or null for a libSQL server. */
export function filePathOf(url: string): string | null {
  if (!url.startsWith('file:')) return null;
  return resolve(url.slice('file:'.length).replace(/\?.*$/, ''));
}

/**
 * Opens the database named by --database/DATABASE_URL, runs `fn` and closes it. Commands that read or change
 * data (`create: false`) refuse a database file that does not exist instead of silently making an empty one;
 * pending migrations are applied (as the server does at start) unless `migrate: false`.
 */
export async function withDatabase<T>(
  opts: DbOptions,
  fn: (database: Database, config: Config) => Promise<T>,
  { create = false, migrate = true } = {},
): Promise<T> {
  const config = loadConfig();
  const url = opts.database ?? config.databaseUrl;
  const path = filePathOf(url);
  if (!create && path && !existsSync(path)) {
    throw new CliError(
      `Banco de dados não encontrado: ${path}. Inicie o servidor ou rode "leiteira seed" para criá-lo.`,
    );
  }
  const database = await abrirBanco(url, config.databaseAuthToken, { migrar: migrate });
  try {
    return await fn(database, { ...config, databaseUrl: url });
  } finally {
    database.close();
  }
}

/** zod result → CliError with the schema's Portuguese messages ("campo: mensagem"). */
export function parseOrFail<S extends z.ZodType>(schema: S, input: unknown, labels: Record<string, string> = {}) {
  const result = schema.safeParse(input);
  if (result.success) return result.data as z.infer<S>;
  const lines = result.error.issues.map((i) => {
    const key = String(i.path[0] ?? '');
    return labels[key] ? `${labels[key]}: ${i.message}` : i.message;
  });
  throw new CliError([...new Set(lines)].join('\n'));
}

/** Services throw HttpError with Portuguese messages; the CLI shows the same message. */
export function asCliError(error: unknown): unknown {
  if (error instanceof HttpError) return new CliError(error.message);
  return error;
}

/** A plain text table with aligned columns. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function print(text: string): void {
  io.stdout.write(`${text}\n`);
}

/**
 * Reads a password: the first line of stdin when piped (scripts); on a terminal it is typed twice at a prompt and
 * never shown, and two different entries are refused.
 */
export async function readSecret(prompt: string, confirmar = 'Repita a senha: '): Promise<string> {
  const stdin = io.stdin;
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  // on a terminal: the process's own stdin
  const primeira = await lerSemEco(prompt);
  const segunda = await lerSemEco(confirmar);
  if (primeira !== segunda) throw new CliError('As senhas digitadas não coincidem. Nada foi alterado.');
  return primeira;
}

/** One line typed at a terminal with nothing echoed (Backspace edits, Ctrl+C cancels). */
function lerSemEco(prompt: string): Promise<string> {
  const stdin = process.stdin;
  // Echo goes off before the prompt shows: whatever is typed once the prompt is visible is never printed.
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  io.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let texto = '';
    const fim = () => {
      stdin.off('data', tecla);
      stdin.setRawMode(false);
      stdin.pause();
      io.stderr.write('\n');
    };
    function tecla(chunk: string) {
      for (const c of chunk) {
        if (c === '\r' || c === '\n') {
          fim();
          resolve(texto);
          return;
        }
        if (c === '\u0003') {
          fim();
          reject(new CliError('Cancelado. Nada foi alterado.'));
          return;
        }
        texto = c === '\u007f' || c === '\b' ? texto.slice(0, -1) : texto + c;
      }
    }
    stdin.on('data', tecla);
  });
}

/** A farm given by id or by name (case-insensitive); an ambiguous or unknown name is an error. */
export async function resolveFarms(db: Db, refs: string[]): Promise<string[]> {
  if (!refs.length) return [];
  const farms = await admin.listarFazendas(db);
  return refs.map((ref) => {
    const byId = farms.find((f) => f.id === ref);
    if (byId) return byId.id;
    const byName = farms.filter((f) => f.name.toLocaleLowerCase('pt-BR') === ref.toLocaleLowerCase('pt-BR'));
    if (byName.length === 1) return byName[0].id;
    if (byName.length > 1)
      throw new CliError(`Há mais de uma fazenda chamada "${ref}"; use o id (leiteira farm list).`);
    throw new CliError(`Fazenda não encontrada: ${ref}. Veja as fazendas com "leiteira farm list".`);
  });
}

/** A farm as a file name of a batch (`--todas --saida pasta/`): its name in letters, digits and dashes, and its id's end. */
export function arquivoDaFazenda(farm: { id: string; name: string }, extensao: string): string {
  const nome =
    normalizarBusca(farm.name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'fazenda';
  return `${nome}-${farm.id.slice(-6)}.${extensao}`;
}

/** 'Avaliando 120/1000 fazendas [####....]' on a terminal, redrawn in place; the closing line always. */
export function progresso(total: number, rotulo: string) {
  const tty = io.stderr.isTTY;
  // without a terminal (a log, a cron job's mail): a line every tenth of the way, never on stdout
  const cada = Math.max(1, Math.ceil(total / 10));
  return {
    passo(feitas: number) {
      if (!tty) {
        if (feitas % cada === 0 || feitas === total) io.stderr.write(`${rotulo} ${feitas}/${total} fazendas\n`);
        return;
      }
      const largura = 30;
      const cheio = Math.round((feitas / total) * largura);
      io.stderr.write(`\r${rotulo} ${feitas}/${total} fazendas [${'#'.repeat(cheio)}${'.'.repeat(largura - cheio)}]`);
    },
    fim(mensagem: string) {
      io.stderr.write(`${tty ? '\n' : ''}${mensagem}\n`);
    },
  };
}

/** The formats a report command writes: text on screen, or a file (xlsx and pdf need --saida). */
export const FORMATOS = ['tabela', 'csv', 'xlsx', 'pdf', 'json'] as const;
export type Formato = (typeof FORMATOS)[number];

/** The one `--formato` option of the report commands: its choices, their description and 'tabela' by default. */
export function opcaoFormato<const F extends readonly Formato[]>(formatos: F = FORMATOS as unknown as F): Option {
  return new Option('--formato <formato>', `${formatos.slice(0, -1).join(', ')} ou ${formatos.at(-1)}`)
    .choices(formatos)
    .default('tabela');
}
