import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { RAIZ } from '../../server/raiz.ts';
import { io } from '../shared.ts';

/**
 * What `npm start` runs after its build check, as argv — read from package.json's `start` script, which the
 * release ships, so `leiteira servidor`, `npm start`, the Dockerfile and the bench start the server one way.
 */
export function comandoDoServidor(raiz = RAIZ): string[] {
  const { scripts } = JSON.parse(readFileSync(`${raiz}/package.json`, 'utf8')) as { scripts: { start: string } };
  return scripts.start.split('&&').pop()?.trim().split(/\s+/) ?? [];
}

/**
 * `leiteira servidor`: starts the server as `npm start` does, in the foreground (systemd, a terminal, the container).
 * In a checkout it first builds what is missing or stale; an installed release has nothing to build.
 */
export function registerServidorCommand(program: Command): void {
  program
    .command('servidor')
    .description('inicia o servidor (o mesmo que npm start); a configuração vem das variáveis de ambiente')
    .action(async () => {
      const construir = `${RAIZ}/scripts/build-if-needed.mjs`;
      if (existsSync(`${RAIZ}/src`) && existsSync(construir)) {
        const r = spawnSync(process.execPath, [construir], { cwd: RAIZ, stdio: 'inherit' });
        if (r.status !== 0) {
          io.exitCode = r.status ?? 1;
          return;
        }
      }
      const [, ...args] = comandoDoServidor();
      const filho = spawn(process.execPath, args, { cwd: RAIZ, stdio: 'inherit' });
      for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sinal, () => filho.kill(sinal));
      const codigo = await new Promise<number>((done) => filho.on('exit', (c, s) => done(c ?? (s ? 1 : 0))));
      // the process ends with the server's code once nothing else is pending (the signal handlers keep nothing open)
      io.exitCode = codigo;
    });
}
