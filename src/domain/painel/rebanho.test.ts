/**
 * The herd figures split in a kept summary and a today part (issue 40 item 1): for any herd, period, thresholds and
 * today, `figurasNoDia(baseDoRebanho(…))` equals `figurasDoRebanho` (the full recomputation the desk did every
 * morning), and it answers whenever today is on or after every record of the herd.
 *
 * Worked example by hand (the period June 2025, 30 days; PVE 50): cow A calved 2025-04-01 and is in milk; cow B calved
 * 2025-06-11, in milk. On 2025-06-20 (20 days counted, U − inicio = 20): A is in the herd and in milk all 20 days, B
 * from day 10 (a = 10) for 10 days → cow-days 30, lactation days 30, cows in milk 30 ÷ 20 = 1,5. A's DEL runs from
 * 61 (2025-04-01 → 2025-06-01) for 20 days: 20·61 + 20·19/2 = 1 410; B's from 0 for 10 days: 45 → Σ DEL 1 455, DEL
 * médio 1 455 ÷ 30 = 48,5. % pregnant: A is past her PVE (80 days), open: eligible, not pregnant; B is not yet
 * eligible (9 days) → 0 of 1 = 0 %. On 2025-07-30 (the period over, 30 days): A 30 + B 20 = 50 cow-days, 1,67 cows;
 * B eligible from 2025-07-31, so on `fim` (2025-06-30) still only A: 0 %.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from '../apontamentos/dates.ts';
import type { EventoReprodutivo, ParametrosReprodutivos } from '../apontamentos/reproducao.ts';
import type { FemeaComEventos } from '../avaliacao/zootecnico.ts';
import { figurasDoRebanho } from './indicadores.ts';
import { lerPeriodo, type PeriodoPainel } from './periodo.ts';
import { baseDoRebanho, figurasNoDia } from './rebanho.ts';

const periodo = (t: string): PeriodoPainel => {
  const p = lerPeriodo(t);
  if (!p) throw new Error(t);
  return p;
};

describe('baseDoRebanho + figurasNoDia', () => {
  it('worked example: June 2025, two cows in milk', () => {
    const junho = periodo('2025-06');
    const femeas: FemeaComEventos[] = [
      { eventos: [{ data: '2025-04-01', evento: 'Parto' }] },
      { eventos: [{ data: '2025-06-11', evento: 'Parto' }] },
    ];
    const base = baseDoRebanho(femeas, junho);
    const dia20 = figurasNoDia(base, junho, '2025-06-20');
    expect(dia20?.z?.vacasTotalMedia).toBe(1.5);
    expect(dia20?.z?.vacasLactacaoMedia).toBe(1.5);
    expect(dia20?.z?.delMedio).toBe(48.5);
    expect(dia20?.prenhes).toBe(0);
    const depois = figurasNoDia(base, junho, '2025-07-30');
    expect(depois?.z?.vacasTotalMedia).toBeCloseTo(50 / 30, 10);
    expect(depois?.prenhes).toBe(0);
    // and the same as the whole herd read again on each day
    for (const hoje of ['2025-06-20', '2025-07-30', '2025-05-01'])
      expect(figurasNoDia(base, junho, hoje)).toEqual(figurasDoRebanho(femeas, junho, hoje));
  });

  it('says nothing for a today before a record of the herd (the caller reads the herd)', () => {
    const ano = periodo('2025');
    const base = baseDoRebanho([{ eventos: [{ data: '2025-03-01', evento: 'Parto' }] }], ano);
    expect(figurasNoDia(base, ano, '2025-02-28')).toBeNull();
    expect(figurasNoDia(base, ano, '2025-03-01')).not.toBeNull();
  });

  const BASE = '2024-06-01';
  const evento = fc
    .record({
      dia: fc.integer({ min: 0, max: 700 }),
      evento: fc.constantFrom('Parto', 'Secagem', 'Inseminação', 'Diagnóstico', 'Aborto'),
      resultado: fc.constantFrom('positivo', 'negativo', null),
      idade: fc.option(fc.integer({ min: 30, max: 200 }), { freq: 4 }),
    })
    .map(
      (e): EventoReprodutivo => ({
        data: somarDias(BASE, e.dia),
        evento: e.evento as EventoReprodutivo['evento'],
        resultado: e.evento === 'Diagnóstico' ? (e.resultado as EventoReprodutivo['resultado']) : null,
        ...(e.evento === 'Diagnóstico' && e.resultado === 'positivo' && e.idade ? { idadeGestacaoDias: e.idade } : {}),
      }),
    );
  const femea = fc.record({
    eventos: fc
      .array(evento, { maxLength: 10 })
      .map((es) => [...es].sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0))),
    saida: fc.option(
      fc
        .record({ dia: fc.integer({ min: 0, max: 700 }), situacao: fc.constantFrom('vendido', 'morto', 'descartado') })
        .map((s) => ({ data: somarDias(BASE, s.dia), situacao: s.situacao as 'vendido' })),
    ),
    raca: fc.constantFrom('Holandesa', 'Gir', null),
    dataNascimento: fc.option(fc.integer({ min: -1200, max: 300 }).map((d) => somarDias(BASE, d))),
  });
  const parametros = fc.record({
    pveDias: fc.integer({ min: 20, max: 120 }),
    diasSecagem: fc.integer({ min: 30, max: 90 }),
    idadePrimeiraCoberturaMeses: fc.integer({ min: 10, max: 24 }),
  }) as fc.Arbitrary<ParametrosReprodutivos>;
  const periodos = fc.constantFrom('2025', '2025-01', '2025-06', '2025-12', '2025-T2', '2025-T4', '2024-12', '2026-02');

  it('property: any herd, period, thresholds and today — the split equals the full recomputation', () => {
    fc.assert(
      fc.property(
        fc.array(femea, { maxLength: 8 }),
        periodos,
        parametros,
        fc.array(fc.integer({ min: -30, max: 900 }), { minLength: 1, maxLength: 6 }),
        (femeas, texto, p, dias) => {
          const per = periodo(texto);
          const base = baseDoRebanho(femeas, per, p);
          // the kept summary goes through JSON (painel_rebanho's column)
          const guardada = JSON.parse(JSON.stringify(base)) as typeof base;
          for (const d of dias) {
            const hoje = somarDias(BASE, d);
            const nova = figurasNoDia(guardada, per, hoje);
            const velha = figurasDoRebanho(femeas, per, hoje, p);
            if (nova === null) {
              // only a today before a record of the herd, inside the period's days
              expect(base.desde !== null && hoje < base.desde).toBe(true);
              continue;
            }
            expect(nova).toEqual(velha);
          }
        },
      ),
      { numRuns: 600 },
    );
  });

  it('property: it answers for every today on or after the last record (a new day never reads the herd)', () => {
    fc.assert(
      fc.property(fc.array(femea, { maxLength: 8 }), periodos, fc.integer({ min: 0, max: 400 }), (femeas, t, d) => {
        const base = baseDoRebanho(femeas, periodo(t));
        const hoje = somarDias(base.desde ?? BASE, d);
        expect(figurasNoDia(base, periodo(t), hoje)).not.toBeNull();
      }),
    );
  });
});
