import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abaixoDoEsperado,
  ajustarWood,
  curvasDoRebanho,
  esperado305,
  graficoDaLactacao,
  type Medicao,
  producaoTim,
  resumirLactacao,
  SEM_PROJECAO,
  textoDo305,
  textoDoTotal,
  wood,
} from './lactacoes.ts';

/** One recorded day: DEL `del`, `litros` that day. */
const dia = (del: number, litros: number): Medicao => ({ de: del, ate: del, dias: 1, litros });
/** Every day from DEL `de` to `ate` at `litros(del)`. */
const diarios = (de: number, ate: number, litros: (del: number) => number) =>
  Array.from({ length: ate - de + 1 }, (_, i) => dia(de + i, litros(de + i)));

describe('producaoTim (ICAR Test Interval Method)', () => {
  it('a finished lactation worked by hand: tests at DEL 10, 40 and 70, dried at DEL 100', () => {
    // I0·M1 = 10 × 20 = 200; I1·(M1+M2)/2 = 30 × (20+30)/2 = 750; I2·(M2+M3)/2 = 30 × (30+24)/2 = 810;
    // In·Mn = (100 − 70) × 24 = 720 → 200 + 750 + 810 + 720 = 2480 L
    const controles = [
      { del: 40, litros: 30 },
      { del: 10, litros: 20 },
      { del: 70, litros: 24 },
    ];
    expect(producaoTim(controles, 100)).toBe(2480);
    const r = resumirLactacao(
      controles.map((c) => dia(c.del, c.litros)),
      100,
    );
    // three days weighed: the total is what was recorded, 20 + 30 + 24 = 74 L on DEL 10–70 (3 days) — never the
    // 2480 L the tests stand for; that one is the 305-day figure, said to be interpolated from those days
    expect(r.total).toBe(74);
    expect(r.registrado).toEqual({ de: 10, ate: 70, dias: 3 });
    expect(r).toMatchObject({
      producao305: 2480,
      tipo305: 'interpolado',
      metodo305: 'tim',
      pico: { litros: 30, del: 40 },
    });
    expect(textoDo305(r)).toBe('interpolado (ICAR) dos registros DEL 10–70');
  });

  it('a finished lactation recorded every day: total and 305 days are the recorded sum, the calving day not added', () => {
    // calved at DEL 0 (not milked), 10 L a day on DEL 1–99, dried on DEL 100 (first day out of milk):
    // 99 days × 10 L = 990 L (TIM from the calving to DEL 100 gave 1000 L: the calving day's 10 L too many)
    const r = resumirLactacao(
      diarios(1, 99, () => 10),
      100,
    );
    expect(r.total).toBe(990);
    expect(r).toMatchObject({ producao305: 990, tipo305: 'registrado', metodo305: 'soma' });
    expect(textoDoTotal(r.registrado)).toBe('registrado, DEL 1–99 (99 dias)');
    expect(textoDo305(r)).toBe('registrado, DEL 1–99');
  });

  it('a recorded total that ends in ,5 L rounds the same way whatever order its days are added in', () => {
    // 0,1 + 0,2 + 0,2 = 0,5 L recorded in three days (dried on DEL 4); in binary floating point the first order
    // sums to 0,5000000000000001 and a reversed one to 0,5: rounded to 0,1 L first, both are 0,5 → 1 L
    // (the lactation table's weeks, cut by the calendar, added them in another order on another date: 3066 vs 3067)
    const dias = [dia(1, 0.1), dia(2, 0.2), dia(3, 0.2)];
    expect(resumirLactacao(dias, 4).producao305).toBe(1);
    expect(resumirLactacao([...dias].reverse(), 4).producao305).toBe(1);
    // the tie itself: 0,49999999999999994 L (a sum a hair under 0,5) is 0,5 L recorded → 1 L
    expect(resumirLactacao([dia(1, 0.49999999999999994)], 2).producao305).toBe(1);
  });
  it('past DEL 305: the 305 days are the recorded days DEL 1–304, or interpolated when a week crosses DEL 304', () => {
    // every day DEL 1–330 at 10 L: 304 days × 10 = 3040 L in the 305 days (DEL 0 unmilked), 3300 L in all
    const r = resumirLactacao(
      diarios(1, 330, () => 10),
      340,
    );
    expect(r).toMatchObject({ total: 3300, producao305: 3040, tipo305: 'registrado' });
    // the same milk as weeks DEL 1–7, 8–14, …: the week DEL 302–308 cannot be split → TIM of the weekly means,
    // 10 L/day carried from DEL 0 to 304: 305 × 10 = 3050 L
    const semanas = Array.from({ length: 47 }, (_, s) => ({ de: 7 * s + 1, ate: 7 * s + 7, dias: 7, litros: 70 }));
    const w = resumirLactacao(semanas, 340);
    expect(w).toMatchObject({ total: 3290, producao305: 3050, tipo305: 'interpolado' });
  });

  it('records that begin at DEL 236: the recorded litres, and no lactation or 305-day figure', () => {
    // calved in May, records from DEL 236 to 304 at 10 L: 69 days × 10 = 690 L recorded. TIM gave 3050 L as if
    // measured (DEL 0–235 at the first day's 10 L) with '305 dias'
    const r = resumirLactacao(
      diarios(236, 304, () => 10),
      null,
    );
    expect(r).toMatchObject({ total: 690, producao305: null, tipo305: null });
    expect(r.semProjecao).toBe(SEM_PROJECAO.inicioTardio(236));
    expect(textoDo305(r)).toBe('Registros só a partir do DEL 236: sem produção em 305 dias');
  });

  it('no record, no figure', () => {
    expect(producaoTim([], 100)).toBeNull();
    expect(resumirLactacao([], null)).toMatchObject({ total: null, registrado: null, producao305: null, pico: null });
  });
});

describe('305-day projection', () => {
  it('Wood’s curve recovers the curve a herd’s test days were drawn from', () => {
    const verdade = { a: 15, b: 0.25, c: 0.003 };
    const controles = Array.from({ length: 12 }, (_, i) => ({ del: 7 * (i + 1), litros: wood(verdade, 7 * (i + 1)) }));
    const c = ajustarWood(controles);
    expect(c?.a).toBeCloseTo(15, 6);
    expect(c?.b).toBeCloseTo(0.25, 8);
    expect(c?.c).toBeCloseTo(0.003, 8);
  });

  it('a lactation in progress at DEL 70, worked by hand (Wood with b = 0: a geometric series)', () => {
    // Test days every 7 days, DEL 7…70, from y(t) = 30·e^(−0.002·t) (Wood's curve with a = 30, b = 0, c = 0.002).
    const y = (t: number) => 30 * Math.exp(-0.002 * t);
    const registros = Array.from({ length: 10 }, (_, i) => dia(7 * (i + 1), y(7 * (i + 1))));
    // Recorded: 10 days, Σ y(7k) = 277.9916 → total 278.0 L.
    // Recorded part of the 305 days (TIM to the end of DEL 70): 7·(y(7)/2 + Σ y(7k) − y(70)/2) + 1·y(70)
    //   = 7 × (29.5829/2 + 277.9916 − 26.0807/2) + 26.0807 = 1958.2 + 26.1 = 1984.3 L
    // DEL 71–304 from the curve: Σ_{t=71}^{304} 30·e^(−0.002t) = 30·e^(−0.142)·(1 − e^(−0.002·234)) / (1 − e^(−0.002))
    //   = 30 × 0.867621 × 0.373715 / 0.0019980 = 4868.9 L → 305-day yield 1984.3 + 4868.9 = 6853 L
    const r = resumirLactacao(registros, null);
    expect(r.total).toBe(278);
    expect(r).toMatchObject({ tipo305: 'projetado', metodo305: 'wood', producao305: 6853 });
    expect(r.dias305).toEqual({ registrados: { de: 7, ate: 70 }, projetados: { de: 71, ate: 304 } });
    expect(r.curva?.a).toBeCloseTo(30, 6);
    expect(textoDo305(r)).toBe('projetado (curva de Wood): registrados DEL 7–70, projetados DEL 71–304');
  });

  it('a flat record is projected the same way at 22 L and at 25 L (it was decided by rounding noise)', () => {
    // weekly test days DEL 3, 10, …, 45 at a flat yield: Wood's fit gives c ≈ ±1e−16 either way, so the last test
    // day is carried to DEL 304: 305 × 22 = 6710 L and 305 × 25 = 7625 L (before: 22 L had no projection, 25 L had)
    for (const [litros, esperado] of [
      [22, 6710],
      [25, 7625],
    ]) {
      const semanas = Array.from({ length: 7 }, (_, s) => ({ de: 7 * s, ate: 7 * s + 6, dias: 7, litros: 7 * litros }));
      expect(resumirLactacao(semanas, null)).toMatchObject({
        tipo305: 'projetado',
        metodo305: 'ultimo-controle',
        producao305: esperado,
      });
    }
  });

  it('too early: no projection, and why; a rising curve is carried from its last test day', () => {
    const cedo = [7, 14, 21, 28].map((del) => dia(del, 20 + del / 7));
    expect(resumirLactacao(cedo, null)).toMatchObject({ producao305: null, semProjecao: SEM_PROJECAO.cedo });
    // y = 10·e^(0.01·t) on DEL 7…42: no decline (c < 0), so 305 days = TIM carried from DEL 42's 15.2 L
    const subindo = [7, 14, 21, 28, 35, 42].map((del) => dia(del, 10 * Math.exp(0.01 * del)));
    expect(resumirLactacao(subindo, null)).toMatchObject({ tipo305: 'projetado', metodo305: 'ultimo-controle' });
  });

  it('persistence: mean of DEL 101–200 over that of DEL 1–100 (Johansson & Hansson)', () => {
    const registros = [dia(50, 30), dia(150, 24), dia(250, 18)];
    expect(resumirLactacao(registros, 300).persistencia).toBe(80);
  });

  it('property: TIM of a constant yield is that yield times the days', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 300 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0.1, max: 60, noNaN: true }),
        (dels, litros) => {
          const fim = Math.max(...dels) + 5;
          const v = producaoTim(
            dels.map((del) => ({ del, litros })),
            fim,
          );
          expect(v).toBeCloseTo(litros * fim, 6);
        },
      ),
    );
  });
});

/** A lactation's records: disjoint spans of days from near the calving, each with some of its days recorded. */
const lactacaoAleatoria = fc
  .array(
    fc.record({
      salto: fc.integer({ min: 0, max: 20 }),
      largura: fc.integer({ min: 1, max: 7 }),
      falta: fc.integer({ min: 0, max: 6 }),
      litros: fc.double({ min: 0, max: 300, noNaN: true }),
    }),
    { minLength: 1, maxLength: 60 },
  )
  .map((xs) => {
    let del = 0;
    return xs.map((x) => {
      const de = del + x.salto;
      const ate = de + x.largura - 1;
      del = ate + 1;
      return { de, ate, dias: Math.max(1, x.largura - x.falta), litros: x.litros };
    });
  });
const fimAleatorio = fc.option(fc.integer({ min: 0, max: 200 }), { nil: null });

describe('resumirLactacao: properties', () => {
  it('the total is the recorded sum, over the first to the last recorded day', () => {
    fc.assert(
      fc.property(lactacaoAleatoria, fimAleatorio, (registros, alem) => {
        const ultimo = registros[registros.length - 1].ate;
        const r = resumirLactacao(registros, alem === null ? null : ultimo + 1 + alem);
        const soma = registros.reduce((s, x) => s + x.litros, 0);
        expect(r.total).toBeCloseTo(Math.round(soma * 10) / 10, 6);
        expect(r.registrado).toEqual({
          de: registros[0].de,
          ate: ultimo,
          dias: registros.reduce((s, x) => s + x.dias, 0),
        });
      }),
    );
  });

  it('the same records in any order give the same lactation', () => {
    fc.assert(
      fc.property(
        lactacaoAleatoria.chain((rs) => fc.tuple(fc.constant(rs), fc.shuffledSubarray(rs, { minLength: rs.length }))),
        fimAleatorio,
        ([registros, embaralhados], alem) => {
          const fim = alem === null ? null : registros[registros.length - 1].ate + 1 + alem;
          expect(resumirLactacao(embaralhados, fim)).toEqual(resumirLactacao(registros, fim));
        },
      ),
    );
  });

  it('a flat curve at any level, recorded daily or weekly, gets the same kind of projection: 305 × the level', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 80, noNaN: true }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 35, max: 300 }),
        fc.boolean(),
        (litros, de, ate, semanal) => {
          const registros = semanal
            ? Array.from({ length: Math.floor((ate - de + 1) / 7) }, (_, s) => ({
                de: de + 7 * s,
                ate: de + 7 * s + 6,
                dias: 7,
                litros: 7 * litros,
              }))
            : diarios(de, ate, () => litros);
          fc.pre(registros.length >= 4 && registros[registros.length - 1].ate >= 35);
          const r = resumirLactacao(registros, null);
          expect(r).toMatchObject({ tipo305: 'projetado', metodo305: 'ultimo-controle' });
          // whole litres after the 0,1 L the records carry: at most 0,05 + 0,5 L from 305 × the level
          expect(Math.abs((r.producao305 ?? 0) - 305 * litros)).toBeLessThanOrEqual(0.55 + 1e-6);
        },
      ),
    );
  });
});

describe('the herd’s curve and the cows below it', () => {
  const semanas = (litros: number) => Array.from({ length: 44 }, (_, s) => ({ semana: s, litros }));

  it('averages the lactations of each number, only where enough have the week', () => {
    const curvas = curvasDoRebanho([
      { numero: 1, semanas: semanas(20) },
      { numero: 1, semanas: semanas(22) },
      { numero: 1, semanas: semanas(24).slice(0, 10) },
      { numero: 2, semanas: semanas(30) },
    ]);
    expect(curvas.get(1)?.length).toBe(10);
    expect(curvas.get(1)?.[0]).toEqual({ semana: 0, litros: 22 });
    expect(curvas.get(2)).toEqual([]);
    // a curve that stops at week 9 is no reference for 305 days
    expect(esperado305(curvas.get(1))).toBeNull();
    expect(esperado305(semanas(20))).toBe(6100);
    expect(abaixoDoEsperado(5400, 6100)).toBe(true);
    expect(abaixoDoEsperado(5600, 6100)).toBe(false);
    expect(abaixoDoEsperado(null, 6100)).toBe(false);
  });

  it('the chart leaves a week without figures as a gap, never 0', () => {
    const g = graficoDaLactacao([{ semana: 1, litros: 20 }], [{ semana: 0, litros: 18 }], 2);
    expect(g.labels).toEqual(['0 DEL', '7 DEL']);
    expect(g.datasets[0].data[0]).toBeNaN();
    expect(g.datasets[1].label).toBe('Média do rebanho, 2ª lactação (L/dia)');
  });
});
