import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from './dates.ts';
import {
  type EventoReprodutivo,
  estadoDoAnimal,
  LISTAS,
  listasDeAcao,
  resumoReprodutivo,
  type Saida,
} from './reproducao.ts';
import { EVENTOS, RESULTADOS } from './schemas.ts';

const HOJE = '2025-06-30';
const evento = fc
  .record({
    dia: fc.integer({ min: 0, max: 1500 }),
    evento: fc.constantFrom(...EVENTOS),
    r: fc.constantFrom(...RESULTADOS),
  })
  .map(
    (x): EventoReprodutivo => ({
      data: somarDias('2021-06-01', x.dia),
      evento: x.evento,
      resultado: x.evento === 'Diagnóstico' ? x.r : null,
    }),
  );
const saida = fc.option(
  fc
    .record({ dia: fc.integer({ min: 0, max: 1500 }), s: fc.constantFrom('vendido', 'morto', 'descartado' as const) })
    .map((x): Saida => ({ data: somarDias('2021-06-01', x.dia), situacao: x.s })),
  { nil: null },
);
const femea = fc.record({
  eventos: fc.array(evento, { maxLength: 12 }),
  saida,
  dataNascimento: fc.option(
    fc.integer({ min: 0, max: 2000 }).map((d) => somarDias('2020-01-01', d)),
    { nil: null },
  ),
  raca: fc.constantFrom('Holandesa', 'Jersey', '', null),
});

describe('estadoDoAnimal (properties)', () => {
  it('DEL and days open are never negative; DEL only in milk; a pregnant cow has a calving ahead', () => {
    fc.assert(
      fc.property(femea, (f) => {
        const e = estadoDoAnimal(f, HOJE);
        if (e.del !== null) {
          expect(e.del).toBeGreaterThanOrEqual(0);
          expect(e.categoria).toBe('Em lactação');
        }
        if (e.diasEmAberto !== null) expect(e.diasEmAberto).toBeGreaterThanOrEqual(0);
        if (e.reprodutiva === 'Prenhe') expect(e.partoPrevisto).not.toBeNull();
        if (e.secagemPrevista && e.partoPrevisto) expect(e.secagemPrevista < e.partoPrevisto).toBe(true);
      }),
    );
  });

  it('an animal that left is in no count and on no list', () => {
    fc.assert(
      fc.property(fc.array(femea, { maxLength: 8 }), (fs) => {
        const animais = fs.map((f, i) => ({
          ...f,
          id: `a${i}`,
          identificacao: `A${i}`,
          estado: estadoDoAnimal(f, HOJE),
        }));
        const foram = animais.filter((a) => a.saida && a.saida.data <= HOJE);
        const r = resumoReprodutivo(animais);
        expect(r.femeas).toBe(animais.length - foram.length);
        expect(r.emLactacao + r.secas + r.novilhas + r.bezerras).toBeLessThanOrEqual(r.femeas);
        expect(r.prenhes).toBeLessThanOrEqual(r.elegiveis);
        const listas = listasDeAcao(animais, HOJE);
        for (const l of LISTAS)
          for (const item of listas[l]) expect(foram.map((a) => a.id)).not.toContain(item.animalId);
      }),
    );
  });
});
