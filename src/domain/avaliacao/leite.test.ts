import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analisarEntrada } from './analise.ts';
import { leiteDoAno, rotuloMeses } from './leite.ts';

const mes = (n: number, ano = 2024) => `${ano}-${String(n).padStart(2, '0')}`;

describe('the milk figures of a year (litres and the milk income of the same months)', () => {
  /**
   * Worked by hand. A year still running: the milk of January–November was recorded, the dairy has paid January–
   * October (November's milk is paid in December). Receipts, centavos:
   *   98 765 + 87 654 + 76 543 + 65 432 + 54 321 + 43 210 + 32 109 + 21 098 + 10 987 + 9 876 = 499 995 (R$ 4.999,95)
   * Litres: 37,3 L a month → January–October 373,0 L; with November 410,3 L.
   * The income of jan–out over the litres of jan–out: 499 995 / 373 = 1 340,469 centavos = R$ 13,4047 per litre;
   * dividing it by jan–nov's litres would give R$ 12,19 — November's milk counted without its money.
   */
  const receitas = [98_765, 87_654, 76_543, 65_432, 54_321, 43_210, 32_109, 21_098, 10_987, 9_876];
  const renda = new Map(receitas.map((v, i) => [mes(i + 1), v]));
  const litros = new Map(Array.from({ length: 11 }, (_, i) => [mes(i + 1), 37.3]));

  it('takes the months that have both, sums the receipts to the centavo and names the month left out', () => {
    const r = leiteDoAno(litros, renda);
    expect(r.rendaLeite).toBe(499_995);
    expect(r.leiteLitros).toBe(373);
    expect(rotuloMeses(r.meses.leiteLitros ?? [])).toBe('jan–out/2024');
    expect(r.meses.rendaLeite).toEqual(r.meses.leiteLitros);
    expect(r.meses.semRenda).toEqual(['2024-11']);
    expect(r.meses.semLitros).toEqual([]);
    const a = analisarEntrada({
      identificacao: { produtor: 'P', propriedade: 'S', ano: 2024, areaTotalHa: 10, areaLeiteHa: 10 },
      receitas: { leiteLitros: r.leiteLitros, rendaLeite: r.rendaLeite },
    });
    expect(a.rbLeite).toBe(499_995);
    expect(a.porLitro?.preco).toBe(1340.47);
  });

  it('gives a caller who sees only one of them every month it has', () => {
    const soLitros = leiteDoAno(litros, undefined);
    expect(soLitros).toEqual({ leiteLitros: 410, meses: { leiteLitros: [...litros.keys()] } });
    const soRenda = leiteDoAno(undefined, renda);
    expect(soRenda).toEqual({ rendaLeite: 499_995, meses: { rendaLeite: [...renda.keys()] } });
  });

  it('invents nothing: no milking and no receipt is no figure, not zero', () => {
    expect(leiteDoAno(new Map(), new Map())).toEqual({
      meses: { leiteLitros: [], rendaLeite: [], semRenda: [], semLitros: [] },
    });
    // A farm that records its milk but not its money: the litres of every month, the income left to type.
    const r = leiteDoAno(litros, new Map());
    expect(r.leiteLitros).toBe(410);
    expect(r.rendaLeite).toBeUndefined();
  });

  it('sums exact centavos and litres of the same months, for any months and receipts (property)', () => {
    const porMes = <T>(valor: fc.Arbitrary<T>) =>
      fc.dictionary(
        fc.integer({ min: 1, max: 12 }).map((n) => mes(n)),
        valor,
      );
    fc.assert(
      fc.property(
        porMes(fc.double({ min: 0, max: 9000, noNaN: true })),
        porMes(fc.integer({ min: 0, max: 10_000_000_000 })),
        (l, rec) => {
          const litrosM = new Map(Object.entries(l));
          const rendaM = new Map(Object.entries(rec));
          const r = leiteDoAno(litrosM, rendaM);
          const comL = [...litrosM].filter(([, v]) => v > 0).map(([k]) => k);
          const comR = [...rendaM].filter(([, v]) => v > 0).map(([k]) => k);
          if (comL.length && comR.length) {
            // Both cover exactly the months that have both.
            expect(r.meses.leiteLitros).toEqual(comL.filter((k) => comR.includes(k)).sort());
            expect(r.meses.rendaLeite).toEqual(r.meses.leiteLitros);
            expect([...(r.meses.leiteLitros ?? []), ...(r.meses.semRenda ?? [])].sort()).toEqual([...comL].sort());
            expect([...(r.meses.rendaLeite ?? []), ...(r.meses.semLitros ?? [])].sort()).toEqual([...comR].sort());
          }
          const meses = r.meses.rendaLeite ?? [];
          const soma = meses.reduce((s, k) => s + (rendaM.get(k) ?? 0), 0);
          expect(r.rendaLeite).toBe(meses.length ? soma : undefined);
          if (r.rendaLeite !== undefined) expect(Number.isInteger(r.rendaLeite)).toBe(true);
          const mesesL = r.meses.leiteLitros ?? [];
          expect(r.leiteLitros).toBe(
            mesesL.length ? Math.round(mesesL.reduce((s, k) => s + (litrosM.get(k) ?? 0), 0)) : undefined,
          );
        },
      ),
    );
  });
});

describe('rotuloMeses', () => {
  it('says months as a reader does', () => {
    expect(
      rotuloMeses([
        '2026-01',
        '2026-02',
        '2026-03',
        '2026-04',
        '2026-05',
        '2026-06',
        '2026-07',
        '2026-08',
        '2026-09',
        '2026-10',
      ]),
    ).toBe('jan–out/2026');
    expect(rotuloMeses(['2026-03'])).toBe('mar/2026');
    expect(rotuloMeses(['2026-05', '2026-01', '2026-02', '2026-03'])).toBe('jan–mar, mai/2026');
    expect(rotuloMeses(['2025-12', '2026-01'])).toBe('dez/2025–jan/2026');
    expect(rotuloMeses([])).toBe('');
  });

  it('names every month given and no other (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1 }), (ns) => {
        const texto = rotuloMeses(ns.map((n) => mes(n, 2026)));
        // Expanding the runs back gives the months.
        const ABREV = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
        const de = (s: string) => ABREV.indexOf(s) + 1;
        const volta = texto
          .replace(/\/2026$/, '')
          .split(', ')
          .flatMap((corrida) => {
            const [a, b = a] = corrida.split('–');
            return Array.from({ length: de(b) - de(a) + 1 }, (_, i) => de(a) + i);
          });
        expect(volta).toEqual([...ns].sort((x, y) => x - y));
      }),
    );
  });
});
