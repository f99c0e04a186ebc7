import { describe, expect, it } from 'vitest';
import {
  type Dose,
  descartada,
  estadoDaCarne,
  estadoDoLeite,
  janelaDaCarne,
  janelaDoColostro,
  janelaDoLeite,
  janelasDoLeite,
  leitePorDia,
  leitePorMes,
  vendaParaAbateRecusada,
} from './carencia.ts';

const dose = (over: Partial<Dose> = {}): Dose => ({
  animalId: 'v7',
  inicio: '2026-11-26',
  dias: 3,
  medicamento: 'Mastizone',
  carenciaLeite: 4,
  carenciaLeiteUnidade: 'dias',
  carenciaCarneDias: 5,
  ...over,
});

describe('the milk withdrawal of a treatment (worked by hand)', () => {
  it('3 days of treatment with a 4-day milk withdrawal, two milkings a day: the last discarded milking is 02/12 morning', () => {
    // Doses on 26, 27 and 28/11 at the morning milking; 4 days × 2 milkings = 8 milkings after the last dose:
    // 28 Tarde (1), 29 Manhã (2), 29 Tarde (3), 30 Manhã (4), 30 Tarde (5), 01/12 Manhã (6), 01/12 Tarde (7),
    // 02/12 Manhã (8). So 02/12 Manhã is the last discarded, 02/12 Tarde goes to the tank.
    const j = janelaDoLeite(dose(), 2);
    expect(j).toMatchObject({
      de: { data: '2026-11-26', ordenha: 'Manhã' },
      ate: { data: '2026-12-02', ordenha: 'Manhã' },
    });
    const janelas = j ? [j] : [];
    expect(descartada(janelas, { data: '2026-11-26', ordenha: 'Manhã' })).toBe(true);
    expect(descartada(janelas, { data: '2026-12-02', ordenha: 'Manhã' })).toBe(true);
    expect(descartada(janelas, { data: '2026-12-02', ordenha: 'Tarde' })).toBe(false);
    expect(descartada(janelas, { data: '2026-11-25', ordenha: 'Tarde' })).toBe(false);
    expect(estadoDoLeite(janelas, '2026-11-30', 2)?.texto).toBe('em carência de leite até 02/12 (manhã)');
    expect(estadoDoLeite(janelas, '2026-11-30', 2)?.marca).toBe('Carência até 02/12 — leite descartado');
    expect(estadoDoLeite(janelas, '2026-12-03', 2)).toBeNull();
  });

  it('the same label in days on a farm of three milkings ends at the same morning (96 h after the last dose)', () => {
    // 4 days × 3 = 12 milkings after 28/11 Manhã: 28 T, 28 N, then 29, 30, 01 (3 each = 9), then 02/12 Manhã (12th).
    expect(janelaDoLeite(dose(), 3)?.ate).toEqual({ data: '2026-12-02', ordenha: 'Manhã' });
  });

  it('a label in milkings counts the farm’s milkings: 6 milkings on three a day end on 30/11 morning', () => {
    // after 28/11 Manhã: 28 T (1), 28 N (2), 29 M (3), 29 T (4), 29 N (5), 30 M (6)
    const j = janelaDoLeite(dose({ carenciaLeite: 6, carenciaLeiteUnidade: 'ordenhas' }), 3);
    expect(j?.ate).toEqual({ data: '2026-11-30', ordenha: 'Manhã' });
    // on two a day: 28 T (1), 29 M, 29 T, 30 M, 30 T, 01/12 M (6)
    expect(janelaDoLeite(dose({ carenciaLeite: 6, carenciaLeiteUnidade: 'ordenhas' }), 2)?.ate).toEqual({
      data: '2026-12-01',
      ordenha: 'Manhã',
    });
  });

  it('a label with no milk withdrawal discards nothing', () => {
    expect(janelaDoLeite(dose({ carenciaLeite: 0 }), 2)).toBeNull();
  });

  it('a second treatment started inside the first withdrawal keeps the cow in it until the later end', () => {
    const a = janelaDoLeite(dose(), 2);
    const b = janelaDoLeite(dose({ inicio: '2026-12-01', dias: 1, carenciaLeite: 3 }), 2);
    // b: dose 01/12 Manhã + 6 milkings → 04/12 Manhã
    const e = estadoDoLeite(
      [a, b].filter((j) => j !== null),
      '2026-11-27',
      2,
    );
    expect(e?.texto).toBe('em carência de leite até 04/12 (manhã)');
  });
});

describe('colostrum after a Parto', () => {
  it('the farm’s colostral days, every milking of them', () => {
    // Parto on 29/11, 4 days: 29, 30, 01 and 02/12, the last milking of 02/12 (Tarde on two a day)
    const j = janelaDoColostro('v7', '2026-11-29', { ordenhasPorDia: 2, diasColostro: 4 });
    expect(j?.ate).toEqual({ data: '2026-12-02', ordenha: 'Tarde' });
    expect(estadoDoLeite(j ? [j] : [], '2026-11-29', 2)?.texto).toBe('colostro até 02/12 (tarde)');
    expect(estadoDoLeite(j ? [j] : [], '2026-12-03', 2)).toBeNull();
  });

  it('no colostral days stated: nothing is marked (no length is invented)', () => {
    expect(janelaDoColostro('v7', '2026-11-29', { ordenhasPorDia: 2, diasColostro: null })).toBeNull();
  });
});

describe('the meat withdrawal and the sale for slaughter', () => {
  it('3 days of treatment with 5 days for meat: no slaughter through 03/12, from 04/12 it may go', () => {
    // last dose 28/11; 28 + 5 = 03/12
    const j = janelaDaCarne(dose());
    expect(j).toMatchObject({ de: '2026-11-26', ate: '2026-12-03' });
    const janelas = j ? [j] : [];
    expect(estadoDaCarne(janelas, '2026-12-01')?.texto).toBe('em carência de carne até 03/12');
    expect(vendaParaAbateRecusada(janelas, '2026-12-03')).toBe(
      'Animal em carência de carne até 03/12/2026: a venda para abate só depois dessa data.',
    );
    expect(vendaParaAbateRecusada(janelas, '2026-12-04')).toBeNull();
    expect(vendaParaAbateRecusada(janelas, '2026-11-25')).toBeNull();
  });
});

describe('produced, discarded and delivered milk', () => {
  it('a day with a cow in withdrawal: her litres are discarded, the rest delivered', () => {
    const janelas = janelasDoLeite([dose()], [], { ordenhasPorDia: 2, diasColostro: null });
    const dias = leitePorDia(
      [
        { animalId: 'v7', data: '2026-12-02', ordenha: 'Manhã', producao: 9.5 },
        { animalId: 'v7', data: '2026-12-02', ordenha: 'Tarde', producao: 8 },
        { animalId: 'v8', data: '2026-12-02', ordenha: 'Manhã', producao: 12.3 },
      ],
      janelas,
    );
    // 9.5 + 8 + 12.3 = 29.8 produced; v7's morning (9.5) discarded; 20.3 delivered
    expect(dias).toEqual([{ data: '2026-12-02', produzido: 29.8, descartado: 9.5, entregue: 20.3 }]);
    expect(leitePorMes(dias)).toEqual([{ mes: '2026-12', produzido: 29.8, descartado: 9.5, entregue: 20.3 }]);
  });
});
