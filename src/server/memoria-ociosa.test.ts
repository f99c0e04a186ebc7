import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';

/**
 * What importing the server does, read in one child process (a fresh module graph: this worker's is shared by its
 * files): the Intl objects built while importing, and every module loaded. One child for both tests: each costs a
 * Node start and the server's import through tsx, seconds of CPU on a loaded machine.
 */
let feitos: string[] = [];
let importados = '';
beforeAll(() => {
  const raiz = join(import.meta.dirname, '../..');
  const pasta = mkdtempSync(join(tmpdir(), 'leiteira-importados-'));
  const lista = join(pasta, 'importados.txt');
  const gancho = `import { appendFileSync } from 'node:fs';
    export async function load(url, ctx, next) { appendFileSync(${JSON.stringify(lista)}, url + '\\n'); return next(url, ctx); }`;
  const script = `
    import { register } from 'node:module';
    const feitos = [];
    for (const k of ['NumberFormat', 'DateTimeFormat', 'Collator', 'ListFormat', 'PluralRules', 'RelativeTimeFormat']) {
      const O = Intl[k];
      Intl[k] = new Proxy(O, { construct(t, a) { feitos.push(k + ' ' + JSON.stringify(a)); return new t(...a); } });
    }
    register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(gancho)}));
    await import(${JSON.stringify(join(raiz, 'src/server/app.ts'))});
    for (const m of ['services/backup.ts', 'services/push.ts', 'services/seed.ts', 'tls/start.ts'])
      await import(${JSON.stringify(join(raiz, 'src/server'))} + '/' + m);
    console.log(JSON.stringify(feitos));
  `;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: raiz,
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  feitos = JSON.parse(r.stdout.trim().split('\n').pop() ?? '[]');
  importados = readFileSync(lista, 'utf8');
  rmSync(pasta, { recursive: true, force: true });
});

/**
 * An idle server holds no ICU data (issue 28): the first Intl object loads ≈ 10 MB of pt-BR data, so nothing the
 * server imports builds one at import time — the formatters are made on first use (format.ts umaVez).
 */
it('importing the server (app, routes, schemas) builds no Intl formatter', () => {
  expect(feitos).toEqual([]);
});

/**
 * The code of rarely used features stays out of an idle server (issue 28): the reports' queries and their CSV, Excel
 * and PDF makers, the CSV import/export and the annual evaluation's document are imported by the route that uses
 * them, on its first call.
 */
it('importing the server (app, routes, main) loads no report, CSV, evaluation-document or argon2 code', () => {
  expect(importados).toContain('/src/server/routes/relatorios.ts');
  const raros = [
    'src/server/services/relatorios.ts',
    'src/server/services/relatorio-pdf.ts',
    'src/server/services/relatorio-xlsx.ts',
    'src/domain/relatorios/exportar.ts',
    'src/server/services/csv/servico.ts',
    'src/domain/csv/leitor.ts',
    'src/domain/avaliacao/relatorio.ts',
  ];
  expect(raros.filter((m) => importados.includes(`/${m}`))).toEqual([]);
  // argon2's native library: the first sign-in or password change loads it.
  expect(importados).not.toContain('/@node-rs/argon2/');
});
