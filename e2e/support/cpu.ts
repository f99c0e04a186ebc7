/**
 * `E2E_CPU=arquivo.jsonl npx playwright test`: what each spec file costs the machine, printed at the end of the run
 * (duracoes-reporter.ts) — the CPU of the worker and of everything it started (its Chromium: browser, renderers, GPU
 * and network processes, including those already ended, through /proc's cutime), and the app's loads (a main-frame
 * document) in the pages the fixtures watch. A line is written at the end of each test; a file's figure is the
 * difference from the previous line of the same worker, so it includes its beforeAll and its shared page. The shared
 * server's CPU is nobody's file and is left out. On a machine shared with other work the wall time says little; the
 * CPU is what a file costs (measured with it: e2e/a11y.spec.ts 59 s, papeis 40 s of 539 s, December 2026).
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { arvore } from '../../src/server/test/processos.ts';

/** CPU seconds of `raiz` and every process under it, the ended ones they waited for included. */
export function cpuDaArvore(raiz = process.pid): number {
  return arvore(raiz).reduce((s, p) => s + p.proprioMs + p.filhosMs, 0) / 1000;
}

/** Main-frame documents requested in the watched pages of this worker (fixtures.ts's vigiarRede counts them). */
export const cargasDoApp = { n: 0 };

interface Linha {
  pid: number;
  arquivo: string;
  cpu: number;
  cargas: number;
  fim: number;
}

export function anotarCpu(arquivo: string) {
  const destino = process.env.E2E_CPU;
  if (!destino) return;
  const linha: Linha = { pid: process.pid, arquivo, cpu: cpuDaArvore(), cargas: cargasDoApp.n, fim: Date.now() };
  appendFileSync(destino, `${JSON.stringify(linha)}\n`);
}

/** The table of the run: CPU, loads and tests per file, the costliest first. */
export function resumoDaCpu(origem: string): string {
  const porWorker = new Map<number, Linha[]>();
  for (const texto of readFileSync(origem, 'utf8').trim().split('\n')) {
    const l = JSON.parse(texto) as Linha;
    porWorker.set(l.pid, [...(porWorker.get(l.pid) ?? []), l]);
  }
  const porArquivo = new Map<string, { cpu: number; cargas: number; testes: number }>();
  for (const linhas of porWorker.values()) {
    let antes = { cpu: 0, cargas: 0 };
    for (const l of linhas.sort((a, b) => a.fim - b.fim)) {
      const a = porArquivo.get(l.arquivo) ?? { cpu: 0, cargas: 0, testes: 0 };
      porArquivo.set(l.arquivo, {
        cpu: a.cpu + l.cpu - antes.cpu,
        cargas: a.cargas + l.cargas - antes.cargas,
        testes: a.testes + 1,
      });
      antes = l;
    }
  }
  const linhas = [...porArquivo].sort((a, b) => b[1].cpu - a[1].cpu);
  const total = linhas.reduce((s, [, a]) => s + a.cpu, 0);
  return [
    `CPU por arquivo (o worker e o Chromium que ele iniciou; o servidor compartilhado fora): ${total.toFixed(0)} s`,
    ...linhas.map(
      ([arquivo, a]) =>
        `${a.cpu.toFixed(1).padStart(7)} s  ${String(a.cargas).padStart(3)} cargas  ${String(a.testes).padStart(3)} testes  ${arquivo}`,
    ),
  ].join('\n');
}
