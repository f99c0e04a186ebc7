#!/usr/bin/env node
/**
 * `npm test`: runs the npm scripts named on the command line one after another (stopping at the first that fails,
 * with its exit code) and ends with one line of how long each took — the slow phase is seen in every CI log.
 * Usage: node scripts/fases.mjs typecheck lint build test:unit test:prod test:e2e
 */
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tempos = [];
const seg = (ms) => `${Math.round(ms / 1000)} s`;
const linha = () => `Tempo: ${tempos.map(([f, ms]) => `${f} ${seg(ms)}`).join(' · ')} · total ${seg(total)}`;
let total = 0;

for (const fase of process.argv.slice(2)) {
  const inicio = performance.now();
  const r = spawnSync(npm, ['run', fase], { stdio: 'inherit' });
  const ms = performance.now() - inicio;
  tempos.push([fase, ms]);
  total += ms;
  const codigo = r.status ?? 1;
  if (codigo !== 0) {
    console.error(`\n${fase} falhou (código ${codigo}).\n${linha()}`);
    process.exit(codigo);
  }
}
console.log(`\n${linha()}`);
