/**
 * `diaDasFiguras` (issue 40 item 1): the desk keeps a period's herd figures across days once they stop moving with the
 * farm's today. The property: for any herd whose events are all dated by the day the figures were computed (the
 * register refuses a future date), any period, and any two days on or past the period's end + DIAGNOSTICO_ATE,
 * `figurasDoRebanho` gives the same figures; before that horizon `diaDasFiguras` keeps today in the key.
 *
 * Worked example by hand: the year 2025 ends on 2025-12-31; DIAGNOSTICO_ATE is 45 days, so from 2026-02-14
 * (31/12 + 45) on a service of 2025 has had the time to be diagnosed and the figures no longer move: on 2026-02-13 the
 * key still holds the day, on 2026-02-14 and on 2026-12-02 it holds none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from '../apontamentos/dates.ts';
import type { EventoReprodutivo } from '../apontamentos/reproducao.ts';
import type { FemeaComEventos } from '../avaliacao/zootecnico.ts';
import { diaDasFiguras, figurasDoRebanho } from './indicadores.ts';
import { lerPeriodo, type PeriodoPainel } from './periodo.ts';

const periodo = (t: string): PeriodoPainel => {
  const p = lerPeriodo(t);
  if (!p) throw new Error(t);
  return p;
};

describe('diaDasFiguras', () => {
  it('worked example: 2025 keeps the day until 2026-02-13, none from 2026-02-14', () => {
    const ano = periodo('2025');
    expect(diaDasFiguras(ano, '2025-12-31')).toBe('2025-12-31');
    expect(diaDasFiguras(ano, '2026-02-13')).toBe('2026-02-13');
    expect(diaDasFiguras(ano, '2026-02-14')).toBeNull();
    expect(diaDasFiguras(ano, '2026-12-02')).toBeNull();
  });

  const BASE = '2024-01-01';
  const evento = fc
    .record({
      dia: fc.integer({ min: 0, max: 900 }),
      evento: fc.constantFrom('Parto', 'Secagem', 'Inseminação', 'Diagnóstico'),
      resultado: fc.constantFrom('positivo', 'negativo', null),
    })
    .map(
      (e): EventoReprodutivo => ({
        data: somarDias(BASE, e.dia),
        evento: e.evento as EventoReprodutivo['evento'],
        resultado: e.evento === 'Diagnóstico' ? (e.resultado as EventoReprodutivo['resultado']) : null,
      }),
    );
  const femea = fc.record({
    eventos: fc
      .array(evento, { maxLength: 8 })
      .map((es) => [...es].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0))),
    saida: fc.option(
      fc.record({ dia: fc.integer({ min: 0, max: 900 }), situacao: fc.constantFrom('vendido', 'morto') }),
    ),
    raca: fc.constantFrom('Holandesa', 'Gir', null),
  });

  it('property: any herd, two days past the horizon (its events recorded by the first) give the same figures', () => {
    fc.assert(
      fc.property(
        fc.array(femea, { maxLength: 6 }),
        fc.constantFrom('2024', '2024-03', '2024-T2', '2024-11', '2025-T1', '2025-02'),
        fc.nat({ max: 200 }),
        fc.nat({ max: 400 }),
        (geradas, texto, depois, mais) => {
          const p = periodo(texto);
          const horizonte = somarDias(p.fim, 45);
          const femeas: FemeaComEventos[] = geradas.map((g) => ({
            raca: g.raca,
            eventos: g.eventos,
            saida: g.saida
              ? { data: somarDias(BASE, g.saida.dia), situacao: g.saida.situacao as 'vendido' | 'morto' }
              : null,
          }));
          // the day the figures were kept: past the horizon and past every event recorded
          const ultimo = femeas.flatMap((f) => f.eventos.map((e) => e.data)).reduce((a, b) => (a > b ? a : b), '');
          const h1 = somarDias(horizonte > ultimo ? horizonte : ultimo, depois);
          const h2 = somarDias(h1, mais);
          expect(diaDasFiguras(p, h1)).toBeNull();
          expect(diaDasFiguras(p, somarDias(horizonte, -1))).not.toBeNull();
          expect(figurasDoRebanho(femeas, p, h2)).toEqual(figurasDoRebanho(femeas, p, h1));
        },
      ),
      { numRuns: 300 },
    );
  });
});
