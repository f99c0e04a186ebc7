/**
 * `npm run bench`: runs every bench/*.bench.ts, one after another, each in its own process
 * (`node --import tsx bench/<name>.bench.ts`). `npm run bench -- api records` runs only the names given.
 * Exits non-zero if any bench crashed; timings are printed, never asserted.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only.length || only.includes(f.replace(/\.bench\.ts$/, '')))
  .sort();

if (!files.length) {
  console.error(`Nenhum benchmark encontrado${only.length ? ` para: ${only.join(', ')}` : ''}.`);
  process.exit(1);
}

const failed: string[] = [];
for (const file of files) {
  console.log(`\n=== bench/${file} ===`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, file)], {
    stdio: 'inherit',
    cwd: join(benchDir, '..'),
  });
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    failed.push(file);
    console.log(`=== bench/${file}: falhou (código ${r.status ?? r.signal}) em ${secs} s ===`);
  } else {
    console.log(`=== bench/${file}: ${secs} s ===`);
  }
}
console.log(
  `\n${files.length - failed.length} benchmark(s) concluído(s), ${failed.length} com falha${failed.length ? `: ${failed.join(', ')}` : ''}.`,
);
process.exit(failed.length ? 1 : 0);
