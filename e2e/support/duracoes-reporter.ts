/**
 * Writes how long each spec file took (the sum of its tests' times, in seconds) to
 * node_modules/.cache/leiteira-e2e/duracoes.json after a run, merged over what earlier runs wrote: the files this run
 * did not run keep their last figure. e2e/support/ordem.ts reads it to start the longest files first. A file is
 * written only when every test of it ran, and never from a run filtered by title or line (-g, file.ts:12). `E2E_DURACOES=<file>`
 * writes the run's figures there too (for e2e/duracoes.json, the repository's, refreshed after a quiet run).
 * `E2E_CPU=<file>`: the run ends with each file's CPU (support/cpu.ts).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { resumoDaCpu } from './cpu.ts';
import { DURACOES_DA_MAQUINA } from './ordem.ts';

export default class DuracoesReporter implements Reporter {
  private raiz: Suite | undefined;
  private readonly porArquivo = new Map<string, { ms: number; rodados: number }>();

  onBegin(_config: unknown, suite: Suite) {
    this.raiz = suite;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const arquivo = basename(test.location.file);
    const d = this.porArquivo.get(arquivo) ?? { ms: 0, rodados: 0 };
    d.ms += result.duration;
    if (result.status !== 'interrupted') d.rodados++;
    this.porArquivo.set(arquivo, d);
  }

  onEnd(_result: FullResult) {
    if (process.env.E2E_CPU && existsSync(process.env.E2E_CPU)) console.log(`\n${resumoDaCpu(process.env.E2E_CPU)}`);
    // a run of some tests of a file (-g, --grep, file:line) says nothing about the whole file
    if (process.argv.some((a) => /^(-g|--grep|--grep-invert|--last-failed)(=|$)/.test(a) || /\.ts:\d+/.test(a))) return;
    const total = new Map<string, number>();
    for (const t of this.raiz?.allTests() ?? [])
      total.set(basename(t.location.file), (total.get(basename(t.location.file)) ?? 0) + 1);
    const medidos: Record<string, number> = {};
    for (const [arquivo, d] of this.porArquivo)
      if (d.rodados === total.get(arquivo)) medidos[arquivo] = Math.round(d.ms / 100) / 10;
    if (!Object.keys(medidos).length) return;
    let anteriores: Record<string, number> = {};
    try {
      anteriores = JSON.parse(readFileSync(DURACOES_DA_MAQUINA, 'utf8'));
    } catch {}
    const ordenar = (o: Record<string, number>) =>
      Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
    mkdirSync(dirname(DURACOES_DA_MAQUINA), { recursive: true });
    writeFileSync(DURACOES_DA_MAQUINA, `${JSON.stringify(ordenar({ ...anteriores, ...medidos }), null, 2)}\n`);
    const pedido = process.env.E2E_DURACOES;
    if (pedido) writeFileSync(pedido, `${JSON.stringify(ordenar(medidos), null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
