import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertasDaFazenda } from '../alertas.ts';
import { deveNotificar } from '../push.ts';
import { avisosDoMesAberto, graficoMediasGeometricas, mediaGeometrica, qualidadePorMes } from './qualidade.ts';

const analise = (data: string, ccs: number, cbt: number, gordura = 3.4, proteina = 3.1) => ({
  data,
  ccs,
  cbt,
  gordura,
  proteina,
});

describe('geometric means as IN 76/2018 art. 7 reads them', () => {
  // Worked by hand. CCS (x1000 cél./mL): January 400, February 500, March 800.
  //   January:  only one month has an analysis → 400, on 1 month of 3: 'insuficiente'
  //   February: √(400 × 500) = √200 000 = 447.2, on 2 months of 3: 'insuficiente'
  //   March:    ∛(400 × 500 × 800) = ∛160 000 000 = 542.9 > 500: 'acima' (the arithmetic mean, 566.7, is higher)
  // CBT (UFC/mL): 200 000, 250 000, 400 000 → March ∛(2·10¹⁶) = 271 441.8 ≤ 300 000 but ≥ 90 % of it: a warning
  // December has no analysis in its three months: 'sem dados', never 0.
  const analises = [
    analise('2025-01-15', 400, 200_000),
    analise('2025-02-12', 500, 250_000),
    analise('2025-03-05', 800, 400_000, 2.9, 3.1),
  ];
  const meses = qualidadePorMes(analises, ['2024-12', '2025-01', '2025-02', '2025-03'], '2025-03-20');

  it('a month with no analysis in its three months is sem dados', () => {
    expect(meses[0]).toMatchObject({
      analises: 0,
      ccs: { mes: null, trimestral: null, situacao: 'sem dados', mesesComAnalise: 0 },
      gordura: null,
      gorduraAbaixo: null,
    });
  });

  it('a mean on fewer months than the rule asks says so', () => {
    expect(meses[1].ccs).toMatchObject({ trimestral: 400, mesesComAnalise: 1, situacao: 'insuficiente' });
    expect(meses[2].ccs).toMatchObject({ trimestral: 447.2, mesesComAnalise: 2, situacao: 'insuficiente' });
  });

  it('the quarterly mean crossing the limit, fat under the IN 76 minimum', () => {
    expect(meses[3]).toMatchObject({
      aberto: true,
      ccs: { mes: 800, trimestral: 542.9, mesesComAnalise: 3, situacao: 'acima' },
      cbt: { trimestral: 271441.8, situacao: 'conforme' },
      gordura: 2.9,
      gorduraAbaixo: true,
      proteinaAbaixo: false,
    });
    // the trend: from 447.2 to 542.9 = +21.4 %
    expect(meses[3].ccs.tendencia).toBe(21.4);
  });

  it('warns while the month is open: over the limit, and heading to it', () => {
    const avisos = avisosDoMesAberto(meses, '2025-03-20');
    expect(avisos.map((a) => [a.parametro, a.nivel])).toEqual([
      ['ccs', 'acima'],
      ['cbt', 'atencao'],
    ]);
    expect(avisos[0].texto).toBe(
      'Média geométrica trimestral de CCS em 543 mil cél./mL, acima do limite da IN 76/2018 (500 mil cél./mL); o mês fecha em 31/03/2025',
    );
    // once the month has closed, nothing more is said ahead of it
    expect(avisosDoMesAberto(qualidadePorMes(analises, ['2025-03'], '2025-04-02'), '2025-04-02')).toEqual([]);
  });

  it('the bell and the push carry the same words, while the month is open', () => {
    const alertas = alertasDaFazenda({ analisesDoTrimestre: analises }, '2025-03-20');
    expect(alertas.map((a) => [a.kind, a.severity, a.date])).toEqual([
      ['qualidade_media_trimestral', 'danger', '2025-03-31'],
      ['qualidade_media_trimestral', 'warning', '2025-03-31'],
    ]);
    expect(alertas[0].text).toBe(avisosDoMesAberto(meses, '2025-03-20')[0].texto);
    expect(deveNotificar(alertas[0], '2025-03-20')).toBe(true);
    expect(deveNotificar(alertas[0], '2025-04-01')).toBe(false);
  });

  it('the chart leaves a month without a mean as a gap', () => {
    const g = graficoMediasGeometricas(meses, 'ccs');
    expect(g.datasets[0].data[0]).toBeNaN();
    expect(g.datasets[0].pointStyle?.[3]).toBe('triangle');
  });

  it('property: the geometric mean lies within min..max and never above the arithmetic mean', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 1, max: 1e7, noNaN: true }), { minLength: 1, maxLength: 40 }), (vs) => {
        const g = mediaGeometrica(vs) as number;
        const a = vs.reduce((s, v) => s + v, 0) / vs.length;
        const tol = 1e-9 * a;
        expect(g).toBeLessThanOrEqual(a + tol);
        expect(g).toBeGreaterThanOrEqual(Math.min(...vs) - tol);
        expect(g).toBeLessThanOrEqual(Math.max(...vs) + tol);
      }),
    );
    expect(mediaGeometrica([])).toBeNull();
  });
});
