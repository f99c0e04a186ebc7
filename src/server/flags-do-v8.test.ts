import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const RAIZ = join(import.meta.dirname, '../..');

/**
 * The largest new space (both semi-spaces, MB) a child process reaches while it allocates, after
 * flagsDoV8ComoCompiladas, started with `flags`: objects that live a little, as a server's requests make them.
 */
function maiorGeracaoJovem(flags: string[]): number {
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8';
    const { flagsDoV8ComoCompiladas } = await import(${JSON.stringify(join(RAIZ, 'src/server/flags-do-v8.ts'))});
    flagsDoV8ComoCompiladas();
    const novo = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
    let maior = novo(), vivos = [];
    for (let r = 0; r < 40; r++) {
      for (let i = 0; i < 50000; i++) vivos.push({ i, texto: 'linha ' + i });
      if (vivos.length > 150000) vivos = vivos.slice(75000);
      maior = Math.max(maior, novo());
    }
    console.log(maior / 1048576);
  `;
  const r = spawnSync(process.execPath, [...flags, '--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: RAIZ,
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  return Number(r.stdout.trim().split('\n').pop());
}

it("keeps npm start's 2 MB young generation: the flag is read when the heap is made, not after", () => {
  expect(maiorGeracaoJovem(['--max-semi-space-size=2'])).toBeLessThanOrEqual(4);
  // the same allocations without the flag grow it past that: the bound above is the flag's
  expect(maiorGeracaoJovem([])).toBeGreaterThan(4);
}, 60_000);

it('runs before the start imports anything else: main.ts imports only it, the start after the call', () => {
  const main = readFileSync(join(import.meta.dirname, 'main.ts'), 'utf8');
  expect([...main.matchAll(/^import\b.*$/gm)].map((m) => m[0])).toEqual([
    "import { flagsDoV8ComoCompiladas } from './flags-do-v8.ts';",
  ]);
  expect(main.indexOf('flagsDoV8ComoCompiladas();')).toBeLessThan(main.indexOf("await import('./inicio.ts')"));
});
