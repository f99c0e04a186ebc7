import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mediaGeometrica } from '../apontamentos/qualidade.ts';
import { media, mediana, quantil, quartilSuperior, referencias } from './estatisticas.ts';

describe('the group figures of the farms desk', () => {
  it('with no farm, or only farms without the figure, every reference is null (never 0)', () => {
    expect(referencias([], 'maior')).toEqual({ media: null, mediana: null, quartilSuperior: null, n: 0 });
    expect(referencias([null, undefined, null], 'menor')).toEqual({
      media: null,
      mediana: null,
      quartilSuperior: null,
      n: 0,
    });
  });

  it('leaves a farm without data out instead of counting it as 0', () => {
    expect(media([10, null, 20])).toBe(15);
    expect(mediana([10, null, 20])).toBe(15);
    expect(referencias([10, null, 20], 'maior').n).toBe(2);
  });

  it('one farm: every reference is its figure', () => {
    expect(referencias([7.5], 'maior')).toEqual({ media: 7.5, mediana: 7.5, quartilSuperior: 7.5, n: 1 });
  });

  it('two and three farms: median and quartiles interpolate as QUARTIL.INC', () => {
    expect(mediana([10, 20])).toBe(15);
    expect(quartilSuperior([10, 20], 'maior')).toBe(17.5);
    expect(quartilSuperior([10, 20], 'menor')).toBe(12.5);
    expect(mediana([30, 10, 20])).toBe(20);
    expect(quantil([1, 2, 3, 4], 0.75)).toBe(3.25);
    expect(quantil([1, 2, 3, 4], 0.25)).toBe(1.75);
  });

  it('the best quarter of a cost is its low end, of a yield its high end', () => {
    const custos = [40, 50, 60, 70, 80];
    expect(quartilSuperior(custos, 'menor')).toBe(50);
    expect(quartilSuperior(custos, 'maior')).toBe(70);
  });

  it("the desk's cell counts are the rule's geometric mean (IN 76), leaving out a farm's missing figure", () => {
    expect(mediaGeometrica([100, 1000])).toBeCloseTo(316.23, 2);
    expect(mediaGeometrica([null, undefined])).toBeNull();
    expect(mediaGeometrica([200, null])).toBeCloseTo(200, 9);
  });

  const figuras = fc.array(fc.oneof(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.constant(null)), {
    maxLength: 40,
  });

  it('property: median, mean and quartiles lie between the smallest and the largest figure', () => {
    fc.assert(
      fc.property(figuras, (vs) => {
        const v = vs.filter((x): x is number => x !== null);
        const r = referencias(vs, 'maior');
        if (!v.length) return r.media === null && r.mediana === null && r.quartilSuperior === null;
        const lo = Math.min(...v);
        const hi = Math.max(...v);
        const dentro = (x: number | null) => x !== null && x >= lo - 1e-6 && x <= hi + 1e-6;
        return (
          dentro(r.media) && dentro(r.mediana) && dentro(r.quartilSuperior) && dentro(quartilSuperior(vs, 'menor'))
        );
      }),
    );
  });

  it('property: the quantiles are ordered and do not depend on the farms order', () => {
    fc.assert(
      fc.property(figuras, fc.integer(), (vs, semente) => {
        const embaralhado = [...vs].sort(() => (semente % 2 ? 1 : -1));
        const q1 = quantil(vs, 0.25);
        const q2 = quantil(vs, 0.5);
        const q3 = quantil(vs, 0.75);
        if (q1 === null) return q2 === null && q3 === null;
        return (q1 as number) <= (q2 as number) && (q2 as number) <= (q3 as number) && mediana(embaralhado) === q2;
      }),
    );
  });

  it('property: the geometric mean of positive counts is not above their mean', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.001, max: 1e7, noNaN: true }), { minLength: 1, maxLength: 30 }), (v) => {
        const g = mediaGeometrica(v) as number;
        return g <= (media(v) as number) * (1 + 1e-9) && g >= Math.min(...v) * (1 - 1e-9);
      }),
    );
  });
});
