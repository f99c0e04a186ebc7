import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * An idle server holds no ICU data (issue 28): the first Intl object loads ≈ 10 MB of pt-BR data, so nothing the
 * server imports builds one at import time — the formatters are made on first use (format.ts umaVez).
 */
it('importing the server (app, routes, schemas) builds no Intl formatter', () => {
  const raiz = join(import.meta.dirname, '../..');
  const script = `
    const feitos = [];
    for (const k of ['NumberFormat', 'DateTimeFormat', 'Collator', 'ListFormat', 'PluralRules', 'RelativeTimeFormat']) {
      const O = Intl[k];
      Intl[k] = new Proxy(O, { construct(t, a) { feitos.push(k + ' ' + JSON.stringify(a)); return new t(...a); } });
    }
    await import(${JSON.stringify(join(raiz, 'src/server/app.ts'))});
    await import(${JSON.stringify(join(raiz, 'src/server/services/backup.ts'))});
    await import(${JSON.stringify(join(raiz, 'src/server/services/push.ts'))});
    console.log(JSON.stringify(feitos));
  `;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: raiz,
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  expect(JSON.parse(r.stdout.trim().split('\n').pop() ?? '[]')).toEqual([]);
});
