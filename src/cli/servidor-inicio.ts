import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { RAIZ } from '../server/raiz.ts';

/**
 * What `npm start` runs after its build check, as argv — read from package.json's `start` script, which the
 * release ships, so `leiteira servidor`, `npm start`, the Dockerfile and the bench start the server one way.
 */
export function comandoDoServidor(raiz = RAIZ): string[] {
  const { scripts } = JSON.parse(readFileSync(`${raiz}/package.json`, 'utf8')) as { scripts: { start: string } };
  return scripts.start.split('&&').pop()?.trim().split(/\s+/) ?? [];
}

/**
 * `leiteira servidor`: starts the server as `npm start` does, in the foreground (systemd, a terminal, the container),
 * passes the signals on and resolves with the server's exit code. In a checkout it first builds what is missing or
 * stale; an installed release has nothing to build. Imports nothing of the rest of the CLI: bin/leiteira.js runs it
 * from a bundle of its own (dist/bundle/servidor.js), so the service's start does not load every command first.
 */
export async function iniciarServidor(): Promise<number> {
  const construir = `${RAIZ}/scripts/build-if-needed.mjs`;
  if (existsSync(`${RAIZ}/src`) && existsSync(construir)) {
    const r = spawnSync(process.execPath, [construir], { cwd: RAIZ, stdio: 'inherit' });
    if (r.status !== 0) return r.status ?? 1;
  }
  const [, ...args] = comandoDoServidor();
  const filho = spawn(process.execPath, args, { cwd: RAIZ, stdio: 'inherit' });
  for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sinal, () => filho.kill(sinal));
  // the process ends with the server's code once nothing else is pending (the signal handlers keep nothing open)
  return new Promise<number>((done) => filho.on('exit', (c, s) => done(c ?? (s ? 1 : 0))));
}
