/**
 * The herd's loops made cheap for the farms' desk (issue 27, item 6) give the same figures as they were written
 * first: the reproduction rates over 21-day cycles (`taxasEntre`, now walking each cow's calvings forward and the
 * cycle ends computed once) against that first version kept here as the reference, and the events in order
 * (`ordenadosAte`, now without a sort when they come sorted) against a plain stable sort — for any events, in any order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diasEntre, mesesCompletos, somarDias } from '../apontamentos/dates.ts';
import { DIAGNOSTICO_ATE, type EventoReprodutivo, ordenadosAte } from '../apontamentos/reproducao.ts';
import { CICLO_DIAS, type FemeaComEventos, PVE_DIAS, taxasEntre } from './zootecnico.ts';

/** taxasEntre as first written (commit 1f50727), the reference. */
function taxasDeReferencia(femeas: readonly FemeaComEventos[], inicio: string, ate: string, hoje: string) {
  const limite = ate < somarDias(hoje, -DIAGNOSTICO_ATE) ? ate : somarDias(hoje, -DIAGNOSTICO_ATE);
  const ciclos: string[] = [];
  for (let c = inicio; somarDias(c, CICLO_DIAS - 1) <= limite; c = somarDias(c, CICLO_DIAS)) ciclos.push(c);
  let elegiveis = 0;
  let servidas = 0;
  let prenhes = 0;
  for (const f of femeas) {
    const eventos = [...f.eventos]
      .filter((e) => e.data <= hoje)
      .sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
    const partos = eventos.filter((e) => e.evento === 'Parto').map((e) => e.data);
    const servicos = eventos.flatMap((e, i) => {
      if (e.evento !== 'Inseminação') return [];
      const seguinte = eventos
        .slice(i + 1)
        .find((x) => x.evento === 'Parto' || x.evento === 'Inseminação' || (x.evento === 'Diagnóstico' && x.resultado));
      const emprenhou = seguinte?.evento === 'Parto' || seguinte?.resultado === 'positivo';
      const fim = eventos.slice(i + 1).find((x) => x.evento === 'Parto' || x.evento === 'Inseminação')?.data;
      return [{ data: e.data, emprenhou, ate: fim }];
    });
    for (const c of ciclos) {
      if (f.saida && f.saida.data <= c) continue;
      const parto = partos.filter((p) => p <= c).at(-1);
      if (!parto || diasEntre(parto, c) < PVE_DIAS) continue;
      if (servicos.some((s) => s.emprenhou && s.data < c && (!s.ate || s.ate > c))) continue;
      elegiveis++;
      const fim = somarDias(c, CICLO_DIAS);
      const doCiclo = servicos.filter((s) => s.data >= c && s.data < fim);
      if (doCiclo.length) servidas++;
      if (doCiclo.some((s) => s.emprenhou)) prenhes++;
    }
  }
  const pct = (n: number, d: number) => (d ? Math.round(((100 * n) / d) * 10) / 10 : undefined);
  if (servidas === 0) return { taxaServico: undefined, taxaConcepcao: undefined, taxaPrenhez: undefined };
  return {
    taxaServico: pct(servidas, elegiveis),
    taxaConcepcao: pct(prenhes, servidas),
    taxaPrenhez: pct(prenhes, elegiveis),
  };
}

const evento = fc
  .record({
    dia: fc.integer({ min: 0, max: 900 }),
    evento: fc.constantFrom('Parto', 'Secagem', 'Inseminação', 'Diagnóstico'),
    resultado: fc.constantFrom('positivo', 'negativo', null),
  })
  .map(
    ({ dia, evento, resultado }): EventoReprodutivo => ({
      data: somarDias('2023-06-01', dia),
      evento,
      resultado: evento === 'Diagnóstico' ? resultado : null,
    }),
  );
/** Events oldest first (as the server sends them) or in any order. */
const eventos = fc
  .tuple(fc.array(evento, { maxLength: 12 }), fc.boolean())
  .map(([es, ordenar]) => (ordenar ? [...es].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0)) : es));
const femea = fc.record({
  eventos,
  saida: fc.option(
    fc.integer({ min: 0, max: 900 }).map((d) => ({ data: somarDias('2023-06-01', d), situacao: 'vendido' as const })),
    { nil: null },
  ),
});

describe('the herd loops, made cheap for the desk, give the figures as first written (property)', () => {
  it('taxasEntre equals the reference over any herd, period and today', () => {
    fc.assert(
      fc.property(
        fc.array(femea, { maxLength: 8 }),
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 900 }),
        (femeas, de, dias, hoje) => {
          const inicio = somarDias('2023-06-01', de);
          const args = [femeas, inicio, somarDias(inicio, dias), somarDias('2023-06-01', hoje)] as const;
          expect(taxasEntre(...args)).toEqual(taxasDeReferencia(...args));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('ordenadosAte is a stable sort by date of the events up to the day, sorted input or not', () => {
    fc.assert(
      fc.property(eventos, fc.integer({ min: 0, max: 900 }), (es, d) => {
        const ate = somarDias('2023-06-01', d);
        const referencia = es
          .map((e, i) => ({ e, i }))
          .filter(({ e }) => e.data <= ate)
          .sort((a, b) => (a.e.data < b.e.data ? -1 : a.e.data > b.e.data ? 1 : a.i - b.i))
          .map(({ e }) => e);
        const lidos = ordenadosAte(es, ate);
        expect(lidos).toEqual(referencia);
        // the same objects, in the same order (ties keep their given order)
        for (const [i, e] of lidos.entries()) expect(e).toBe(referencia[i]);
      }),
      { numRuns: 500 },
    );
  });

  it('mesesCompletos reads a date by position as the split did', () => {
    const data = fc.integer({ min: 0, max: 40_000 }).map((d) => somarDias('1950-01-01', d));
    fc.assert(
      fc.property(data, data, (a, b) => {
        const [y1, m1, d1] = a.split('-').map(Number);
        const [y2, m2, d2] = b.split('-').map(Number);
        expect(mesesCompletos(a, b)).toBe((y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
      }),
    );
  });
});
