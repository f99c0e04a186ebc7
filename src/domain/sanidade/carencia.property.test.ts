import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diasEntre, somarDias } from '../apontamentos/dates.ts';
import { ORDENHAS } from '../apontamentos/schemas.ts';
import { type Dose, descartada, estadoDoLeite, janelasDoLeite, leitePorDia, type Momento } from './carencia.ts';

const BASE = '2026-01-01';
const n = fc.constantFrom(1 as const, 2 as const, 3 as const);
const dose = fc
  .record({
    dia: fc.integer({ min: 0, max: 60 }),
    dias: fc.integer({ min: 1, max: 7 }),
    carencia: fc.integer({ min: 0, max: 12 }),
    unidade: fc.constantFrom('dias' as const, 'ordenhas' as const),
  })
  .map(
    (x): Dose => ({
      animalId: 'v1',
      inicio: somarDias(BASE, x.dia),
      dias: x.dias,
      medicamento: 'M',
      carenciaLeite: x.carencia,
      carenciaLeiteUnidade: x.unidade,
      carenciaCarneDias: 0,
    }),
  );

/** A milking's place in the farm's sequence: day × n + which of the day's. */
const posicao = (m: Momento, k: number) => diasEntre(BASE, m.data) * k + ORDENHAS.indexOf(m.ordenha);

/**
 * The definition by counting milkings, independent of the module: a dose course covers the milkings from the first
 * dose's (position p0) through the last dose's plus k, k = the label's milkings or days × n.
 */
function cobrePorContagem(d: Dose, m: Momento, k: number): boolean {
  if (!d.carenciaLeite) return false;
  const p0 = diasEntre(BASE, d.inicio) * k;
  const ultimaDose = p0 + (d.dias - 1) * k;
  const depois = d.carenciaLeiteUnidade === 'ordenhas' ? d.carenciaLeite : d.carenciaLeite * k;
  const p = posicao(m, k);
  return p >= p0 && p <= ultimaDose + depois;
}

const momento = (k: number) =>
  fc
    .record({ dia: fc.integer({ min: 0, max: 90 }), o: fc.integer({ min: 0, max: k - 1 }) })
    .map((x): Momento => ({ data: somarDias(BASE, x.dia), ordenha: ORDENHAS[x.o] }));

describe('withdrawal windows (properties)', () => {
  it('any sequence of treatments: a milking is discarded exactly when some dose’s window covers it', () => {
    fc.assert(
      fc.property(
        n.chain((k) => fc.tuple(fc.constant(k), fc.array(dose, { maxLength: 6 }), momento(k))),
        ([k, doses, m]) => {
          const janelas = janelasDoLeite(doses, [], { ordenhasPorDia: k, diasColostro: null });
          expect(descartada(janelas, m)).toBe(doses.some((d) => cobrePorContagem(d, m, k)));
        },
      ),
    );
  });

  it('the cow is in withdrawal on a day exactly when one of that day’s milkings is discarded', () => {
    fc.assert(
      fc.property(
        n.chain((k) => fc.tuple(fc.constant(k), fc.array(dose, { maxLength: 6 }), fc.integer({ min: 0, max: 90 }))),
        ([k, doses, d]) => {
          const dia = somarDias(BASE, d);
          const janelas = janelasDoLeite(doses, [], { ordenhasPorDia: k, diasColostro: null });
          const algum = ORDENHAS.slice(0, k).some((ordenha) => descartada(janelas, { data: dia, ordenha }));
          expect(estadoDoLeite(janelas, dia, k) !== null).toBe(algum);
          // and the state's end is a discarded milking after which the next is not (the run's real end)
          const e = estadoDoLeite(janelas, dia, k);
          if (e) expect(descartada(janelas, e.ate)).toBe(true);
        },
      ),
    );
  });

  it('produced = delivered + discarded for every day, whatever the treatments and milkings', () => {
    fc.assert(
      fc.property(
        fc.array(dose, { maxLength: 5 }),
        fc.array(
          fc.record({
            animalId: fc.constantFrom('v1', 'v2'),
            dia: fc.integer({ min: 0, max: 40 }),
            o: fc.integer({ min: 0, max: 1 }),
            litros: fc.integer({ min: 0, max: 400 }).map((x) => x / 10),
          }),
          { maxLength: 40 },
        ),
        (doses, brutas) => {
          const chave = new Set<string>();
          const ordenhas = brutas
            .map((o) => ({
              animalId: o.animalId,
              data: somarDias(BASE, o.dia),
              ordenha: ORDENHAS[o.o],
              producao: o.litros,
            }))
            .filter(
              (o) =>
                !chave.has(`${o.animalId}${o.data}${o.ordenha}`) && chave.add(`${o.animalId}${o.data}${o.ordenha}`),
            );
          const janelas = janelasDoLeite(doses, [], { ordenhasPorDia: 2, diasColostro: null });
          for (const dia of leitePorDia(ordenhas, janelas)) {
            expect(Math.round((dia.entregue + dia.descartado) * 10) / 10).toBe(dia.produzido);
            expect(dia.entregue).toBeGreaterThanOrEqual(0);
            const doDia = ordenhas.filter((o) => o.data === dia.data);
            const esperado = doDia.filter((o) => o.animalId === 'v1' && doses.some((d) => cobrePorContagem(d, o, 2)));
            expect(dia.descartado).toBe(Math.round(esperado.reduce((s, o) => s + o.producao, 0) * 10) / 10);
          }
        },
      ),
    );
  });
});
