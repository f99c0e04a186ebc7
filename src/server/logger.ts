import { createWriteStream } from 'node:fs';
import type { Config } from './config.ts';

export type Logger = Record<
  'debug' | 'info' | 'warn' | 'error',
  (msg: string, fields?: Record<string, unknown>) => void
>;

const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

/**
 * One line per event on stdout (stderr for errors): JSON when the output goes to a file or journald (so logs can be
 * grepped and shipped), plain words when a person reads a terminal. With `arquivo` (`npm start` at a terminal: the
 * screen says only what a person needs, tela-inicio.ts) every line goes to that file as JSON, appended, and only
 * warnings and errors are also shown on the terminal, in words.
 */
export function createLogger(
  level: Config['logLevel'] = 'info',
  formato: 'json' | 'texto' = process.stdout.isTTY ? 'texto' : 'json',
  arquivo?: string,
): Logger {
  const min = ORDER[level];
  const registro = arquivo ? createWriteStream(arquivo, { flags: 'a' }) : null;
  const make =
    (lvl: 'debug' | 'info' | 'warn' | 'error') =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[lvl] < min) return;
      const agora = new Date();
      const json = () => JSON.stringify({ t: agora.toISOString(), level: lvl, msg, ...fields });
      if (registro) {
        registro.write(`${json()}\n`);
        if (ORDER[lvl] < ORDER.warn) return;
      }
      const line = formato === 'json' && !registro ? json() : linhaDeTexto(agora, lvl, msg, fields);
      (lvl === 'error' || registro ? process.stderr : process.stdout).write(`${line}\n`);
    };
  return { debug: make('debug'), info: make('info'), warn: make('warn'), error: make('error') };
}

const NIVEL = { debug: 'depuração', info: 'info', warn: 'aviso', error: 'ERRO' } as const;

/** '14:03:27 info  servidor iniciado url=https://…' — what a person reads on a terminal. */
export function linhaDeTexto(
  agora: Date,
  lvl: keyof typeof NIVEL,
  msg: string,
  fields: Record<string, unknown>,
): string {
  const hora = agora.toTimeString().slice(0, 8);
  const extras = Object.entries(fields)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
  return `${hora} ${NIVEL[lvl].padEnd(5)} ${msg}${extras ? `  ${extras}` : ''}`;
}

/** A request path fit for the log: reset tokens (secrets that sign a user in) are replaced. */
export function redactPath(path: string): string {
  return path.replace(/^(\/api\/auth\/reset\/)[^/]+/, '$1[redigido]');
}
