import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Retido } from '../retidos.ts';
import { quantil } from './estatisticas.ts';
import type { LinhaPainel } from './indicadores.ts';
import { graficoDaSerie, periodosDaSerie, rotuloPeriodo, serieDoPainel, ultimosAnos, ultimosMeses } from './serie.ts';

type Linha = LinhaPainel & { retidos: Retido[] };
const linha = (farmId: string, litros: number | null, retidos: Linha['retidos'] = []): Linha => ({
  farmId,
  fazenda: `Fazenda ${farmId}`,
  figuras: retidos.length ? {} : { litrosDia: { valor: litros } },
  retidos,
});

describe('the desk over time', () => {
  it('the last twelve months end with the month of today, oldest first, across a new year', () => {
    expect(ultimosMeses('2026-02-10', 12)).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });

  it('the last N years end with the year of today, oldest first', () => {
    expect(ultimosAnos('2026-02-10', 5)).toEqual(['2022', '2023', '2024', '2025', '2026']);
    expect(ultimosAnos('2026-12-31', 1)).toEqual(['2026']);
  });

  it('a granularity names its periods and how the chart writes them', () => {
    expect(periodosDaSerie('ano', '2024-11-30')).toEqual(['2020', '2021', '2022', '2023', '2024']);
    expect(periodosDaSerie('mes', '2024-11-30')).toHaveLength(12);
    expect(rotuloPeriodo('2024')).toBe('2024');
    expect(rotuloPeriodo('2024-11')).toBe('nov/24');
  });

  it('years: a farm against the quartiles of each year, a year without the figure a gap, a withheld farm named', () => {
    const anos = ['2023', '2024', '2025'];
    const s = serieDoPainel('litrosDia', 'ano', anos, [
      [linha('a', 100), linha('b', null), linha('c', 300, [{ parte: 'figuras.litrosDia', modulos: ['appointments'] }])],
      [linha('a', 120), linha('b', 80), linha('c', 1, [{ parte: 'figuras.litrosDia', modulos: ['appointments'] }])],
      [linha('a', null), linha('b', null), linha('c', 1, [{ parte: 'figuras.litrosDia', modulos: ['appointments'] }])],
    ]);
    expect(s.granularidade).toBe('ano');
    expect(s.periodos).toEqual(anos);
    expect(s.fazendas.find((f) => f.farmId === 'a')?.valores).toEqual([100, 120, null]);
    expect(s.fazendas.find((f) => f.farmId === 'b')?.valores).toEqual([null, 80, null]);
    expect(s.fazendas.find((f) => f.farmId === 'c')).toMatchObject({
      retidos: [{ parte: 'valores', modulos: ['appointments'] }],
    });
    expect(s.fazendas.find((f) => f.farmId === 'c')?.valores).toBeUndefined();
    // the withheld farm's figures never enter the group's quartiles; a year with no figure is null, never 0
    expect(s.quartis).toEqual([
      { q1: 100, mediana: 100, q3: 100 },
      { q1: 90, mediana: 100, q3: 110 },
      { q1: null, mediana: null, q3: null },
    ]);
    const g = graficoDaSerie(s, ['a']);
    expect(g.labels).toEqual(anos);
    expect(g.datasets[0]).toMatchObject({ label: 'Fazenda a', data: [100, 120, null] });
  });

  it("each period's quartiles are the group statistics of that period's row figures (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.option(fc.double({ min: 0, max: 1e4, noNaN: true }), { nil: null }), {
            minLength: 1,
            maxLength: 8,
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        (tabela) => {
          const n = Math.max(...tabela.map((l) => l.length));
          const periodos = tabela.map((_, i) => String(2020 + i));
          const s = serieDoPainel(
            'litrosDia',
            'ano',
            periodos,
            tabela.map((vs) => vs.map((v, k) => linha(String(k), v))),
          );
          expect(s.fazendas).toHaveLength(n);
          tabela.forEach((vs, i) => {
            expect(s.quartis[i]).toEqual({ q1: quantil(vs, 0.25), mediana: quantil(vs, 0.5), q3: quantil(vs, 0.75) });
          });
        },
      ),
    );
  });
});
