// The desk's herd figures, pure, in one process (issue 40 item 1): per farm, the full recomputation the desk did on
// every new day (`figurasDoRebanho` over the whole herd) beside the split — the summary built once per write
// (`baseDoRebanho`) and the day's part on every read (`figurasNoDia`, through the JSON the desk keeps). The herds are
// the shape of bench/painel.bench.ts (60 cows, 7 events each: two calvings, services, diagnoses, a dry-off), for the
// running year on a day of it. A/B alternated in one process, CPU time (process.cpuUsage), so the shared machine's
// load moves both alike. Prints figures; asserts nothing.
//   node --import tsx bench/painel-rebanho.bench.ts        (PAINEL_FAZENDAS=2000 for the cooperative)
import { loadavg } from 'node:os';
import { somarDias } from '../src/domain/apontamentos/dates.ts';
import type { EventoReprodutivo } from '../src/domain/apontamentos/reproducao.ts';
import type { FemeaComEventos } from '../src/domain/avaliacao/zootecnico.ts';
import { figurasDoRebanho } from '../src/domain/painel/indicadores.ts';
import { lerPeriodo } from '../src/domain/painel/periodo.ts';
import { type BaseDoRebanho, baseDoRebanho, figurasNoDia } from '../src/domain/painel/rebanho.ts';
import { goal } from './support/goals.ts';

const FAZENDAS = Number(process.env.PAINEL_FAZENDAS ?? 2000);
const VACAS = 60;
const ANO = 2026;
const periodo = lerPeriodo(String(ANO));
if (!periodo) throw new Error('período');
const hoje = `${ANO}-09-15`;

const rebanhos: FemeaComEventos[][] = Array.from({ length: FAZENDAS }, (_, f) =>
  Array.from({ length: VACAS }, (_, c) => {
    const p = somarDias(`${ANO - 1}-03-01`, (c * 37 + f * 11) % 365);
    const q = somarDias(p, 365);
    const eventos: EventoReprodutivo[] = (
      [
        [p, 'Parto', null],
        [somarDias(p, 80), 'Inseminação', null],
        [somarDias(p, 115), 'Diagnóstico', 'positivo'],
        [somarDias(p, 305), 'Secagem', null],
        [q, 'Parto', null],
        [somarDias(q, 70 + (c % 30)), 'Inseminação', null],
        [somarDias(q, 105 + (c % 30)), 'Diagnóstico', c % 3 ? 'positivo' : 'negativo'],
      ] as const
    )
      .filter(([data]) => data <= somarDias(hoje, -1))
      .map(([data, evento, resultado]) => ({ data, evento, resultado }));
    return { raca: 'Holandesa', eventos, saida: null };
  }),
);

const cpu = (fn: () => void) => {
  const c0 = process.cpuUsage();
  fn();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};
const RODADAS = 5;
const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const [cheio, base, dia] = [[], [], []] as number[][];
let guardadas: string[] = [];
for (let r = 0; r < RODADAS; r++) {
  cheio.push(cpu(() => rebanhos.map((femeas) => figurasDoRebanho(femeas, periodo, hoje))));
  base.push(
    cpu(() => {
      guardadas = rebanhos.map((femeas) => JSON.stringify(baseDoRebanho(femeas, periodo)));
    }),
  );
  // the first read of the next day: the kept JSON parsed, the day added
  const amanha = somarDias(hoje, r + 1);
  dia.push(cpu(() => guardadas.map((g) => figurasNoDia(JSON.parse(g) as BaseDoRebanho, periodo, amanha))));
}
const [c, b, d] = [mediana(cheio), mediana(base), mediana(dia)].map((x) => Math.round(x * 10) / 10);
console.log(
  `rebanho de ${FAZENDAS} fazendas × ${VACAS} vacas, ${ANO} em ${hoje} (CPU, mediana de ${RODADAS}, alternados):\n` +
    `  recálculo completo (o de cada dia novo antes)    ${c} ms\n` +
    `  resumo guardado (uma vez por escrita)             ${b} ms (${Math.round((b / c) * 100) / 100} × o completo)\n` +
    `  o dia a partir do resumo (cada leitura)           ${d} ms (${Math.round((d / c) * 1000) / 1000} × o completo; ${Math.round((d / FAZENDAS) * 1000)} µs por fazenda)\n` +
    `  carga ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
goal({
  name: `mesa: números do rebanho de um dia novo, ${FAZENDAS} fazendas × ${VACAS} vacas (CPU)`,
  value: d,
  unit: 'ms',
  kind: 'max',
  limit: 1000,
  ceiling: { label: 'o recálculo completo do rebanho (CPU, mesma execução)', value: c, unit: 'ms' },
  note: `o resumo, uma vez por escrita: ${b} ms`,
});
