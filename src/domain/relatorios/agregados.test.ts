import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arredondarCasas, diasDoPeriodo, media, mediasPorGrupo, mesesDoPeriodo, soma } from './agregados.ts';
import { type Celula, type ColunaRelatorio, totaisDoRelatorio } from './schemas.ts';

/** The mean as a person works it out: add them up, divide by how many. */
const aMao = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;

const figura = fc.double({ min: 0, max: 100_000, noNaN: true, noDefaultInfinity: true });
const GRUPOS = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05'];

describe('averages of a report', () => {
  it('a group has null means exactly when it has no sample, and the hand-computed mean otherwise', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...GRUPOS), { maxLength: GRUPOS.length }),
        fc.array(fc.record({ grupo: fc.constantFrom(...GRUPOS, '2024-12'), gordura: figura, ccs: figura }), {
          maxLength: 40,
        }),
        (grupos, amostras) => {
          const r = mediasPorGrupo(amostras, grupos, ['gordura', 'ccs']);
          expect(r.map((g) => g.grupo)).toEqual(grupos);
          for (const g of r) {
            const deles = amostras.filter((a) => a.grupo === g.grupo);
            expect(g.n).toBe(deles.length);
            for (const campo of ['gordura', 'ccs'] as const) {
              if (!deles.length) expect(g.medias[campo]).toBeNull();
              else expect(g.medias[campo]).toBeCloseTo(aMao(deles.map((a) => a[campo])), 6);
            }
          }
        },
      ),
    );
  });

  it('a totals row: null where the column has no figure (no row at all included), else the mean or the sum', () => {
    const celula: fc.Arbitrary<Celula> = fc.oneof(fc.constant(null), figura);
    fc.assert(
      fc.property(fc.array(fc.tuple(celula, celula), { maxLength: 30 }), (pares) => {
        const colunas: ColunaRelatorio[] = [
          { chave: 'g', rotulo: 'Gordura (%)', tipo: 'percentual', total: 'media' },
          { chave: 'l', rotulo: 'Litros', tipo: 'numero', total: 'soma' },
          { chave: 'x', rotulo: 'Obs.', tipo: 'texto' },
        ];
        const linhas = pares.map(([g, l]) => ({ g, l, x: 'a' }));
        const totais = totaisDoRelatorio(colunas, linhas);
        expect(Object.keys(totais).sort()).toEqual(['g', 'l']);
        const gs = pares.map(([g]) => g).filter((v): v is number => typeof v === 'number');
        const ls = pares.map(([, l]) => l).filter((v): v is number => typeof v === 'number');
        // Rounded as the screen shows them: a mean to 2 decimals, a sum to 3.
        if (!gs.length) expect(totais.g).toBeNull();
        else expect(Math.abs((totais.g as number) - aMao(gs))).toBeLessThanOrEqual(0.005 + 1e-9);
        if (!ls.length) expect(totais.l).toBeNull();
        else expect(Math.abs((totais.l as number) - ls.reduce((s, v) => s + v, 0))).toBeLessThanOrEqual(0.0005 + 1e-9);
      }),
    );
  });

  it('mean and sum of nothing are null; of something, the figure (0 included)', () => {
    expect(media([])).toBeNull();
    expect(soma([])).toBeNull();
    expect(media([0, 0])).toBe(0);
    expect(soma([0])).toBe(0);
    expect(arredondarCasas((3.5 + 3.9) / 2, 2)).toBe(3.7);
    expect(arredondarCasas(null, 2)).toBeNull();
  });
});

describe('calendars of a report', () => {
  const dia = fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  });

  it('every day from the first to the last, once, in order', () => {
    fc.assert(
      fc.property(dia, fc.integer({ min: 0, max: 400 }), (d, n) => {
        const de = d.toISOString().slice(0, 10);
        const ate = new Date(Date.parse(`${de}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
        const dias = diasDoPeriodo(de, ate);
        expect(dias).toHaveLength(n + 1);
        expect(dias[0]).toBe(de);
        expect(dias.at(-1)).toBe(ate);
        expect([...dias].sort()).toEqual(dias);
        expect(new Set(dias).size).toBe(dias.length);
      }),
    );
  });

  it('every month from the first to the last, once, in order', () => {
    fc.assert(
      fc.property(dia, fc.integer({ min: 0, max: 40 }), (d, n) => {
        const de = d.toISOString().slice(0, 10);
        const fim = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1)).toISOString().slice(0, 10);
        const meses = mesesDoPeriodo(de, fim);
        expect(meses).toHaveLength(n + 1);
        expect(meses[0]).toBe(de.slice(0, 7));
        expect(meses.at(-1)).toBe(fim.slice(0, 7));
        expect([...meses].sort()).toEqual(meses);
      }),
    );
    expect(mesesDoPeriodo('2025-01-01', '2025-12-31')).toHaveLength(12);
    expect(diasDoPeriodo('2024-02-01', '2024-02-29')).toHaveLength(29);
  });
});
