#!/usr/bin/env node
/**
 * `npm test`: runs the npm scripts named on the command line one after another (stopping at the first that fails,
 * with its exit code) and ends with one line of how long each took — the slow phase is seen in every CI log.
 * Scripts joined by '+' run side by side (each one's output printed whole when it ends, so the logs do not mix);
 * the next step starts when all of them have ended, and a failure among them stops the run after the others end.
 * Usage: node scripts/fases.mjs typecheck+lint+build test:unit+test:componentes+test:prod test:e2e
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tempos = [];
const seg = (ms) => `${Math.round(ms / 1000)} s`;
const linha = () => `Tempo: ${tempos.map(([f, ms]) => `${f} ${seg(ms)}`).join(' · ')} · total ${seg(total)}`;
let total = 0;

/** Runs one npm script; `juntar`: its output is kept and printed when it ends (it runs beside others). */
function rodar(fase, juntar) {
  return new Promise((resolve) => {
    const inicio = performance.now();
    const filho = spawn(npm, ['run', fase], { stdio: juntar ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const saida = [];
    filho.stdout?.on('data', (b) => saida.push(b));
    filho.stderr?.on('data', (b) => saida.push(b));
    filho.on('close', (codigo, sinal) => {
      if (juntar) process.stdout.write(Buffer.concat(saida));
      resolve({ fase, ms: performance.now() - inicio, codigo: codigo ?? (sinal ? 1 : 0) });
    });
  });
}

for (const passo of process.argv.slice(2)) {
  const fases = passo.split('+');
  const inicio = performance.now();
  const fim = await Promise.all(fases.map((f) => rodar(f, fases.length > 1)));
  total += performance.now() - inicio;
  for (const { fase, ms } of fim) tempos.push([fase, ms]);
  const falha = fim.find((r) => r.codigo !== 0);
  if (falha) {
    console.error(`\n${falha.fase} falhou (código ${falha.codigo}).\n${linha()}`);
    process.exit(falha.codigo);
  }
}
console.log(`\n${linha()}`);
