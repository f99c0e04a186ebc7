/**
 * The goals of issue #11, printed beside what a bench measured: each bench calls `goal(...)` for its figures;
 * `npm run bench` (bench/run.ts) collects them from every bench's process (BENCH_RESULTS, one JSON line each) and
 * prints one table at the end. Nothing is asserted: a figure over its goal is marked, never fails the run.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export interface Figure {
  /** What was measured, in Portuguese. */
  name: string;
  value: number;
  unit: string;
  /** `max`: the figure must stay at or below `limit`; `min`: at or above. */
  kind: 'max' | 'min';
  limit: number;
  /** The ceiling measured in the same run, when there is one (e.g. the bare query's req/s). */
  ceiling?: { label: string; value: number; unit: string };
  note?: string;
  /** The figure's slot in the Pi summary (METAS_PI), when it has one. */
  chave?: ChavePi;
}

/** The goals, in one place: each bench passes these to goal(). Times in ms unless named otherwise. */
export const META = {
  /** The signed-in list's req/s, as a share of the bare ceiling's of the same run. */
  listaRazaoDoTeto: 0.8,
  /** Its p99, as a multiple of the ceiling's p99 of the same run. */
  listaP99DoTeto: 1.5,
  rssOciosoMb: 90,
  rssDepoisDaCargaMb: 150,
  primeiraRespostaS: 1.5,
  loginJsGzipKb: 91,
  loginTotalKb: 150,
  lote300OrdenhasMs: 100,
  grafico30DiasMs: 20,
  historicoMs: 10,
  fichaMs: 10,
  relatorioAnualS: 1,
  relatorioAnualCsvS: 3,
  relatorioAnualXlsxS: 3,
  relatorioAnualPdfS: 3,
  /** The longest another request waits for the server during a large CSV import (a phone's tap feels immediate). */
  importacaoRetemMs: 250,
} as const;

/**
 * What `npm run bench -- pi` prints, in this order, each figure beside its goal (and the ceiling, where the run has
 * one). A slot no bench fills yet says so ('ainda não medido') instead of a number.
 */
export const METAS_PI = [
  { chave: 'lista', rotulo: 'lista autenticada de 50 contas (req/s)' },
  { chave: 'lista-p99', rotulo: 'lista autenticada de 50 contas (p99)' },
  { chave: 'lote', rotulo: 'lote de 300 ordenhas' },
  { chave: 'grafico', rotulo: 'gráfico de 30 dias sobre 1,1 M ordenhas' },
  { chave: 'pdf', rotulo: 'relatório anual em PDF, 300 vacas' },
  { chave: 'lactacao', rotulo: 'tabela de lactação do rebanho' },
  { chave: 'mesa', rotulo: 'tabela do ano da mesa' },
  { chave: 'inicio', rotulo: 'primeira resposta depois do início' },
  { chave: 'rss-ocioso', rotulo: 'memória ociosa' },
] as const;
export type ChavePi = (typeof METAS_PI)[number]['chave'];

/** Pi mode (`npm run bench -- --pi` or BENCH_PI=1): one core, a 256 MB heap. */
export const PI_MODE = process.env.BENCH_PI === '1';

export function holds(f: Figure): boolean {
  return f.kind === 'max' ? f.value <= f.limit : f.value >= f.limit;
}

const ratio = (n: number) => n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function fmt(n: number, unit: string): string {
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
  return `${n.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: 0 })}${unit ? ` ${unit}` : ''}`;
}

/** Records a figure: printed now, and kept for run.ts's summary. */
export function goal(f: Figure): Figure {
  const file = process.env.BENCH_RESULTS;
  if (file) appendFileSync(file, `${JSON.stringify(f)}\n`);
  console.log(
    `  meta: ${f.name}: ${fmt(f.value, f.unit)} (meta ${f.kind === 'max' ? '≤' : '≥'} ${fmt(f.limit, f.unit)}) ${holds(f) ? '✓' : '✘'}`,
  );
  return f;
}

export function readFigures(file: string): Figure[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Figure);
}

/**
 * One row per figure: measured, goal, the ceiling of the same run, the ratio (measured ÷ goal for limits;
 * for figures compared to a ceiling, the goal is itself a ratio) and whether it holds.
 */
export function printGoals(title: string, figures: Figure[]): void {
  const head = ['figura', 'medido', 'meta', 'teto (mesma execução)', 'razão', ''];
  const rows = figures.map((f) => [
    f.name,
    fmt(f.value, f.unit),
    `${f.kind === 'max' ? '≤' : '≥'} ${fmt(f.limit, f.unit)}`,
    f.ceiling
      ? `${f.ceiling.label}: ${fmt(f.ceiling.value, f.ceiling.unit)} (medido = ${ratio(f.value / f.ceiling.value)} × teto)`
      : '—',
    f.limit ? ratio(f.value / f.limit) : '—',
    holds(f) ? '✓' : `✘${f.note ? ` ${f.note}` : ''}`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  const ok = figures.filter(holds).length;
  console.log(
    `\n${ok} de ${figures.length} metas atendidas. razão = medido ÷ meta (metas "≤": até 1,00 atende; "≥": a partir de 1,00).\n`,
  );
}

/** The Pi summary: METAS_PI's slots in order, each with its figure, goal and same-run ceiling, or 'ainda não medido'. */
export function printPiSummary(figures: Figure[]): void {
  const head = ['figura (1 núcleo, heap de 256 MB)', 'medido', 'meta', 'teto (mesma execução)', ''];
  const rows = METAS_PI.map(({ chave, rotulo }) => {
    const f = figures.find((x) => x.chave === chave);
    if (!f) return [rotulo, 'ainda não medido', '—', '—', ''];
    return [
      rotulo,
      fmt(f.value, f.unit),
      `${f.kind === 'max' ? '≤' : '≥'} ${fmt(f.limit, f.unit)}`,
      f.ceiling
        ? `${f.ceiling.label}: ${fmt(f.ceiling.value, f.ceiling.unit)} (${ratio(f.value / f.ceiling.value)} × teto)`
        : '—',
      holds(f) ? '✓' : '✘ não atingida',
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log('\nRaspberry Pi — resumo\n');
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  const medidas = METAS_PI.filter(({ chave }) => figures.some((f) => f.chave === chave)).length;
  console.log(`\n${medidas} de ${METAS_PI.length} figuras medidas.\n`);
}
