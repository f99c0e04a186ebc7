import type { Config } from './config.ts';

export type Logger = Record<
  'debug' | 'info' | 'warn' | 'error',
  (msg: string, fields?: Record<string, unknown>) => void
>;

const ORDER = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;

/** One JSON line per event on stdout (stderr for errors), so logs can be grepped and shipped. */
export function createLogger(level: Config['logLevel'] = 'info'): Logger {
  const min = ORDER[level];
  const make =
    (lvl: 'debug' | 'info' | 'warn' | 'error') =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[lvl] < min) return;
      const line = JSON.stringify({ t: new Date().toISOString(), level: lvl, msg, ...fields });
      (lvl === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
    };
  return { debug: make('debug'), info: make('info'), warn: make('warn'), error: make('error') };
}

/** A request path fit for the log: reset tokens (secrets that sign a user in) are replaced. */
export function redactPath(path: string): string {
  return path.replace(/^(\/api\/auth\/reset\/)[^/]+/, '$1[redigido]');
}
