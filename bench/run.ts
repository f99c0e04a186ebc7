/**
 * `npm run bench`: runs every bench/*.bench.ts, one after another, each in its own process
 * (`node --import tsx bench/<name>.bench.ts`), then prints the goals of issue #11 beside what was measured
 * (bench/support/goals.ts). `npm run bench -- api apontamentos` runs only the names given.
 * `npm run bench -- pi` is the Pi-sized check in one command: server.bench.ts, apontamentos.bench.ts, lactacoes.bench.ts and painel.bench.ts (the desk of 2,000 farms)
 * (its 1.1 M milkings from /tmp/leiteira-bench-cache once built) in Pi mode, then
 * a summary of the figures a Pi's owner asks about (METAS_PI in bench/support/goals.ts), each beside its goal and the
 * same-run ceiling, a slot no bench fills yet saying 'ainda não medido'.
 * `npm run bench -- --pi <names>` (or BENCH_PI=1) is Pi mode for any benches: the code under test runs on one core
 * (`taskset -c 0`) with `--max-old-space-size=256` — server.bench.ts starts its servers that way and loads them
 * from the other core; the in-process benches run entirely so.
 * Exits non-zero if any bench crashed; timings are printed, never asserted.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printGoals, printPiSummary, readFigures } from './support/goals.ts';

const benchDir = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
/** `npm run bench -- pi`: the Pi-sized check in one command (the benches that fill METAS_PI, then its summary). */
const piSummary = args.includes('pi');
const pi = piSummary || args.includes('--pi') || process.env.BENCH_PI === '1';
const named = args.filter((a) => a !== '--pi' && a !== 'pi');
const only = piSummary && !named.length ? ['server', 'apontamentos', 'lactacoes', 'painel'] : named;
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only.length || only.includes(f.replace(/\.bench\.ts$/, '')))
  .sort();

if (!files.length) {
  console.error(`Nenhum benchmark encontrado${only.length ? ` para: ${only.join(', ')}` : ''}.`);
  process.exit(1);
}
instalarFerramentas();
const taskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
if (pi && !taskset) console.log('modo Pi: taskset indisponível; só o limite de memória vale.');

/**
 * The load generator and Lighthouse (bench/package.json: autocannon, lighthouse, chrome-launcher) are the benches'
 * alone, so they are not in the project's `npm ci`: 203 packages that every CI run and every fresh clone installed for
 * nothing (npm ci 44 s → 34 s). The first `npm run bench` installs them into bench/node_modules from the npm registry,
 * at the versions of bench/package-lock.json, and again when that lock changes.
 */
function instalarFerramentas() {
  const instalado = join(benchDir, 'node_modules', '.package-lock.json');
  const trava = join(benchDir, 'package-lock.json');
  if (existsSync(instalado) && statSync(instalado).mtimeMs >= statSync(trava).mtimeMs) return;
  console.log('bench: instalando as ferramentas de medição (bench/package.json) em bench/node_modules…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: benchDir, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error('bench: não foi possível instalar as ferramentas de medição (npm ci em bench/); nada foi medido.');
    process.exit(1);
  }
}

/** Benches that start the code under test in child processes and pin those themselves. */
const PINS_ITS_CHILDREN = new Set(['server.bench.ts']);
const results = join(mkdtempSync(join(tmpdir(), 'leiteira-bench-results-')), 'figures.jsonl');
const env = { ...process.env, BENCH_RESULTS: results, ...(pi ? { BENCH_PI: '1' } : {}) };

const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== bench/${file}${pi ? ' (modo Pi)' : ''} ===`);
  const t0 = performance.now();
  const node = [process.execPath, ...(pi && !PINS_ITS_CHILDREN.has(file) ? ['--max-old-space-size=256'] : [])];
  const cmd = [...node, '--import', 'tsx', join(benchDir, file)];
  // Pi mode: the load generator on core 1 while the servers are pinned to core 0; the rest on core 0.
  const pinned = pi && taskset ? ['taskset', '-c', PINS_ITS_CHILDREN.has(file) ? '1' : '0', ...cmd] : cmd;
  const r = spawnSync(pinned[0], pinned.slice(1), { stdio: 'inherit', cwd: join(benchDir, '..'), env });
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    failed.push(file);
    console.log(`=== bench/${file}: falhou (código ${r.status ?? r.signal}) em ${secs} s ===`);
  } else {
    console.log(`=== bench/${file}: ${secs} s ===`);
  }
}
const figures = readFigures(results);
rmSync(dirname(results), { recursive: true, force: true });
if (figures.length) {
  printGoals(
    `Metas dos benchmarks ${pi ? '— modo Pi (1 núcleo, heap de 256 MB)' : '— esta máquina'}, uma execução`,
    figures,
  );
}
if (piSummary) printPiSummary(figures);
console.log(
  `${files.length - failed.length} benchmark(s) concluído(s), ${failed.length} com falha${failed.length ? `: ${failed.join(', ')}` : ''}.`,
);
process.exit(failed.length ? 1 : 0);
