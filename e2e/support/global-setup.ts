/**
 * Before the browser tests (Playwright's globalSetup, once per run, in the runner): the app is built if it is missing
 * or older than its sources (scripts/build-if-needed.mjs, what `npm start` does), e2e/support/server.ts is compiled
 * to dist/e2e/server.js on top of the compiled server (dist/server), and the run's shared server starts from it.
 * Every server of the tests (this one, each OwnServer, a restart after SIGKILL) then starts as plain JavaScript:
 * through `node --import tsx` one start took twice as long (7–10 s against 17–21 s on a loaded 2-core machine).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { transformWithOxc } from 'vite';
import { E2E_SERVER_JS, OwnServer } from './own-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * e2e/support/{server,constants}.ts → dist/e2e/*.js: types stripped (oxc, the transformer Vite already uses), the
 * sources' imports pointed at their compiled twins ('../../src/server/x.ts' → '../server/x.js').
 */
async function compilarServidorDeTeste() {
  const saida = join(ROOT, 'dist/e2e');
  mkdirSync(saida, { recursive: true });
  for (const nome of ['server', 'constants']) {
    const fonte = join(ROOT, 'e2e/support', `${nome}.ts`);
    const { code } = await transformWithOxc(readFileSync(fonte, 'utf8'), fonte, { lang: 'ts' });
    const js = code.replace(/(["'])(\.\.\/\.\.\/src\/|\.\/)([^"']+)\.ts\1/g, (_m, q, pasta, resto) =>
      pasta === './' ? `${q}./${resto}.js${q}` : `${q}../${resto}.js${q}`,
    );
    writeFileSync(join(saida, `${nome}.js`), js);
  }
}

export default async function globalSetup() {
  const build = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`a compilação falhou (código ${build.status})`);
  await compilarServidorDeTeste();
  console.log(`Servidor dos testes: ${E2E_SERVER_JS}`);
  // The run's template database, migrated and seeded once: every server of the run (this shared one, each OwnServer)
  // starts from a copy of it (E2E_MODELO, which the workers inherit from the runner's environment).
  const modelo = mkdtempSync(join(tmpdir(), 'leiteira-e2e-modelo-'));
  const feito = spawnSync(process.execPath, [E2E_SERVER_JS], {
    env: { ...process.env, E2E_DIR: modelo, E2E_PORT: '0', E2E_SO_MODELO: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (feito.status !== 0) throw new Error(`o banco modelo não foi criado (código ${feito.status})`);
  process.env.E2E_MODELO = join(modelo, 'e2e.db');
  // The run's shared server: port and folder from playwright.config.ts (the workers read them from the environment).
  const server = new OwnServer(
    { E2E_LOG_LEVEL: 'warn' },
    { port: Number(process.env.E2E_PORT), dir: process.env.E2E_DIR as string },
  );
  await server.start();
  return async () => {
    await server.close();
    rmSync(modelo, { recursive: true, force: true });
  };
}
