/**
 * `VITEST_CPU=arquivo.jsonl npx vitest run --project unit`: one JSON line per test file with the CPU it cost — the
 * worker's own (process.cpuUsage) and that of the child processes it waited for (the CLI binary, a server, pdftotext:
 * /proc's cutime + cstime) — and its wall time. On a machine shared with other work the wall time says little; the CPU
 * is what a file costs. Without VITEST_CPU this setup file is not loaded (vitest.config.ts).
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import { afterAll, expect } from 'vitest';
import { lerProcesso } from './processos.ts';

/** CPU of the children this process waited for, in ms. */
const cpuDosFilhos = () => lerProcesso('self')?.filhosMs ?? 0;

/**
 * Where the previous file of this worker ended (the process's start for its first file): a file's figure includes
 * importing it and collecting its tests, which happen before any of its hooks.
 */
const marca = globalThis as { cpuPorArquivo?: { proprio: NodeJS.CpuUsage; filhos: number; wall: number } };

afterAll(() => {
  const inicio = marca.cpuPorArquivo ?? { proprio: { user: 0, system: 0 }, filhos: 0, wall: 0 };
  const fim = { proprio: process.cpuUsage(), filhos: cpuDosFilhos(), wall: performance.now() };
  marca.cpuPorArquivo = fim;
  const linha = {
    arquivo: relative(process.cwd(), expect.getState().testPath ?? '?'),
    cpuMs: Math.round((fim.proprio.user + fim.proprio.system - inicio.proprio.user - inicio.proprio.system) / 1000),
    filhosMs: fim.filhos - inicio.filhos,
    wallMs: Math.round(fim.wall - inicio.wall),
  };
  appendFileSync(process.env.VITEST_CPU as string, `${JSON.stringify(linha)}\n`);
});
