import { describe, expect, it } from 'vitest';
import { ordenarLinhas, referenciasDoPainel } from './indicadores.ts';
import { diasDoPeriodo, lerPeriodo } from './periodo.ts';
import { graficoDaSerie, serieDoPainel, ultimosMeses } from './serie.ts';

describe('the desk period', () => {
  it('reads a year, a month and a quarter, and nothing else', () => {
    expect(lerPeriodo('2026')).toMatchObject({ tipo: 'ano', inicio: '2026-01-01', fim: '2026-12-31', rotulo: '2026' });
    expect(lerPeriodo('2024-02')).toMatchObject({ tipo: 'mes', fim: '2024-02-29', rotulo: 'fevereiro de 2024' });
    expect(lerPeriodo('2026-t4')).toMatchObject({
      inicio: '2026-10-01',
      fim: '2026-12-31',
      meses: ['2026-10', '2026-11', '2026-12'],
    });
    for (const x of ['26', '2026-13', '2026-T5', '', 'abc']) expect(lerPeriodo(x)).toBeNull();
  });

  it('counts only the days up to the farm today', () => {
    const p = lerPeriodo('2026-11') as NonNullable<ReturnType<typeof lerPeriodo>>;
    expect(diasDoPeriodo(p, '2026-11-27')).toBe(27);
    expect(diasDoPeriodo(p, '2026-10-01')).toBe(0);
    expect(diasDoPeriodo(p, '2027-01-01')).toBe(30);
  });

  it('the last twelve months cross the year', () => {
    expect(ultimosMeses('2026-03-15', 12)).toEqual([
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
      '2026-03',
    ]);
  });
});

const linha = (farmId: string, litros: number | null, retidos: { parte: string; modulos: never[] }[] = []) => ({
  farmId,
  fazenda: farmId.toUpperCase(),
  figuras: litros === undefined ? {} : { litrosDia: { valor: litros } },
  retidos,
});

describe('the desk rows', () => {
  it('a farm without data sorts last either way and is left out of the group figures', () => {
    const linhas = [linha('b', null), linha('a', 10), linha('c', 30)];
    expect(ordenarLinhas(linhas, 'litrosDia', 'desc').map((l) => l.farmId)).toEqual(['c', 'a', 'b']);
    expect(ordenarLinhas(linhas, 'litrosDia', 'asc').map((l) => l.farmId)).toEqual(['a', 'c', 'b']);
    expect(referenciasDoPainel(linhas).litrosDia).toEqual({ media: 20, mediana: 20, quartilSuperior: 25, n: 2 });
  });

  it('a series keeps a month without a figure as a gap, and a withheld farm without values', () => {
    const s = serieDoPainel('litrosDia', 'mes', ['2026-01', '2026-02'], [
      [
        linha('a', 10),
        { ...linha('b', null), figuras: {}, retidos: [{ parte: 'figuras.litrosDia', modulos: ['appointments'] }] },
      ],
      [linha('a', null)],
    ] as never);
    expect(s.fazendas.find((f) => f.farmId === 'a')?.valores).toEqual([10, null]);
    expect(s.fazendas.find((f) => f.farmId === 'b')).toMatchObject({ retidos: [{ parte: 'valores' }] });
    expect(s.quartis[1]).toEqual({ q1: null, mediana: null, q3: null });
    const g = graficoDaSerie(s, ['a', 'b']);
    expect(g.datasets.map((d) => d.label)).toEqual(['A', 'Quartil superior do grupo', 'Mediana do grupo']);
  });
});
