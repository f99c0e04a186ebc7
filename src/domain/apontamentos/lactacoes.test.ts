import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abaixoDoEsperado,
  ajustarWood,
  curvasDoRebanho,
  esperado305,
  graficoDaLactacao,
  producaoTim,
  resumirLactacao,
  SEM_PROJECAO,
  wood,
} from './lactacoes.ts';

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
    const r = resumirLactacao(controles, 100, 70);
    expect(r.total).toBe(2480);
    // dried before DEL 305: the whole lactation is its 305-day record
    expect(r).toMatchObject({ producao305: 2480, tipo305: 'real', pico: { litros: 30, del: 40 }, persistencia: null });
  });

  it('a lactation past DEL 305 is cut at 305, and every day recorded gives the sum of the days', () => {
    const controles = Array.from({ length: 330 }, (_, i) => ({ del: i + 1, litros: 10 }));
    // I0·M1 = 1 × 10; 304 intervals of 1 day × 10; In = 0 → 3050 L
    expect(resumirLactacao(controles, 340, 330)).toMatchObject({ producao305: 3050, tipo305: 'real' });
  });

  it('no test day, no figure', () => {
    expect(producaoTim([], 100)).toBeNull();
    expect(resumirLactacao([], null, null)).toMatchObject({ total: null, producao305: null, pico: null });
  });
});

describe('305-day projection by Wood’s curve', () => {
  it('recovers the curve a herd’s test days were drawn from', () => {
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
    const controles = Array.from({ length: 10 }, (_, i) => ({ del: 7 * (i + 1), litros: y(7 * (i + 1)) }));
    // Recorded part (TIM to DEL 70): 7·(y(7)/2 + Σ y(7k) − y(70)/2)
    //   = 7 × (29.5829/2 + 277.9916 − 26.0807/2) = 7 × 279.7427 = 1958.2 L
    // Rest of the 305 days from the curve: Σ_{t=71}^{305} 30·e^(−0.002t)
    //   = 30·e^(−0.142)·(1 − e^(−0.002·235)) / (1 − e^(−0.002))
    //   = 30 × 0.867621 × 0.374998 / 0.0019980 = 4885.2 L
    // 305-day yield = 1958.2 + 4885.2 = 6843 L
    const r = resumirLactacao(controles, null, 70);
    expect(r.total).toBeCloseTo(1958.2, 1);
    expect(r.tipo305).toBe('projetada');
    expect(r.producao305).toBe(6843);
    expect(r.curva?.a).toBeCloseTo(30, 6);
  });

  it('too early or a curve with no decline: no projection, and why', () => {
    const cedo = [7, 14, 21, 28].map((del) => ({ del, litros: 20 + del / 7 }));
    expect(resumirLactacao(cedo, null, 28)).toMatchObject({ producao305: null, semProjecao: SEM_PROJECAO.cedo });
    const subindo = [7, 14, 21, 28, 35, 42].map((del) => ({ del, litros: 10 * Math.exp(0.01 * del) }));
    expect(resumirLactacao(subindo, null, 42)).toMatchObject({ producao305: null, semProjecao: SEM_PROJECAO.atipica });
  });

  it('persistence: mean of DEL 101–200 over that of DEL 1–100 (Johansson & Hansson)', () => {
    const controles = [
      { del: 50, litros: 30 },
      { del: 150, litros: 24 },
      { del: 250, litros: 18 },
    ];
    expect(resumirLactacao(controles, 300, 250).persistencia).toBe(80);
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
