import { describe, expect, it } from 'vitest';
import {
  alertaQualidade,
  graficoAnimal,
  graficoProducao,
  graficoQualidade,
  litrosPorVaca,
  resumoProducao,
  serieDiaria,
} from './producao.ts';

describe('litres per cow', () => {
  it('divides and rounds to 0.1, 0 without cows', () => {
    expect(litrosPorVaca(100, 3)).toBe(33.3);
    expect(litrosPorVaca(100, 0)).toBe(0);
    expect(litrosPorVaca(Number.NaN, 2)).toBe(0);
  });

  it('fills missing days with 0 across a leap-year end of February', () => {
    const s = serieDiaria(
      [
        { data: '2024-02-28', litros: 100.04, vacas: 5 },
        { data: '2024-03-01', litros: 90, vacas: 4 },
      ],
      '2024-03-01',
      3,
    );
    expect(s).toEqual([
      { data: '2024-02-28', litros: 100, vacas: 5 },
      { data: '2024-02-29', litros: 0, vacas: 0 },
      { data: '2024-03-01', litros: 90, vacas: 4 },
    ]);
    expect(resumoProducao(s, 6)).toEqual({
      totalLitros: 190,
      mediaDiaria: 95, // 190 L over the 2 days with milkings, not the 3 of the window
      litrosPorVacaDia: 21.1, // 190 L / (5 + 4) cow-days
      litrosPorVacaLactante: 15, // 90 L today / 6 lactating
    });
  });
});

describe('daily average', () => {
  it('one day of records in a 30-day window averages that day, not /30', () => {
    const s = serieDiaria([{ data: '2025-03-10', litros: 300, vacas: 12 }], '2025-03-10', 30);
    expect(s).toHaveLength(30);
    expect(resumoProducao(s, 12).mediaDiaria).toBe(300);
  });

  it('no records: 0, not NaN', () => {
    expect(resumoProducao(serieDiaria([], '2025-03-10', 30), 0).mediaDiaria).toBe(0);
  });
});

describe('quality limits (IN 76/2018)', () => {
  it('flags CCS over 500 (x1000) and CBT over 300 000 with text', () => {
    expect(alertaQualidade({ ccs: 500, cbt: 300_000 })).toBeNull();
    expect(alertaQualidade({ ccs: 501, cbt: 10 })).toBe('CCS acima do limite (IN 76/2018)');
    expect(alertaQualidade({ ccs: 600, cbt: 300_001 })).toBe('CCS e CBT acima do limite (IN 76/2018)');
  });
});

describe('chart datasets', () => {
  it('production: dd/MM labels and daily litres', () => {
    const g = graficoProducao([
      { data: '2024-12-31', litros: 10, vacas: 1 },
      { data: '2025-01-01', litros: 12.5, vacas: 1 },
    ]);
    expect(g.labels).toEqual(['31/12', '01/01']);
    expect(g.datasets[0].data).toEqual([10, 12.5]);
  });

  it('quality: samples sorted, over-limit points red triangles, limit drawn as a line', () => {
    const g = graficoQualidade(
      [
        { data: '2025-01-02', amostra: 'Tanque 1', ccs: 650, cbt: 10 },
        { data: '2025-01-01', amostra: 'Tanque 1', ccs: 300, cbt: 10 },
      ],
      'ccs',
    );
    expect(g.labels).toEqual(['01/01 Tanque 1', '02/01 Tanque 1']);
    expect(g.datasets[0].data).toEqual([300, 650]);
    expect(g.datasets[0].pointStyle).toEqual(['circle', 'triangle']);
    expect(g.datasets[0].pointBackgroundColor).toEqual(['#16a34a', '#dc2626']);
    expect(g.datasets[1].data).toEqual([500, 500]);
    const cbt = graficoQualidade([{ data: '2025-01-01', amostra: 'T', ccs: 1, cbt: 400_000 }], 'cbt');
    expect(cbt.datasets[1].data).toEqual([300_000]);
    expect(cbt.datasets[0].pointStyle).toEqual(['triangle']);
  });

  it('one cow: milkings of a day summed', () => {
    const g = graficoAnimal([
      { data: '2025-01-01', producao: 10.1 },
      { data: '2025-01-01', producao: 8.2 },
      { data: '2024-12-31', producao: 9 },
    ]);
    expect(g.labels).toEqual(['31/12', '01/01']);
    expect(g.datasets[0].data).toEqual([9, 18.3]);
  });
});
