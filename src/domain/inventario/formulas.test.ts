import { describe, expect, it } from 'vitest';
import { arredondar, formatBRL } from '../format.ts';
import { fatiasPorRotulo, percentuais } from './charts.ts';
import { anosDisponiveis } from './constants.ts';
import {
  arredondarFiguras,
  figurasDepreciacao,
  figurasRemuneracao,
  numeroOuZero,
  resumoDepreciacao,
  resumoInstalacoes,
  resumoRemuneracao,
  taxaMedia,
} from './formulas.ts';

describe('numeroOuZero (docs/PRODUTO.md §Inventário: invalid counts as 0)', () => {
  it('keeps numbers, parses Brazilian strings, zeroes the rest', () => {
    expect(numeroOuZero(12.5)).toBe(12.5);
    expect(numeroOuZero('1.234,56')).toBe(1234.56);
    expect(numeroOuZero('10')).toBe(10);
    expect(numeroOuZero('abc')).toBe(0);
    expect(numeroOuZero('')).toBe(0);
    expect(numeroOuZero(Number.NaN)).toBe(0);
    expect(numeroOuZero(Number.POSITIVE_INFINITY)).toBe(0);
    expect(numeroOuZero(null)).toBe(0);
    expect(numeroOuZero(undefined)).toBe(0);
    expect(numeroOuZero({})).toBe(0);
  });
});

describe('animals and lands: total, remuneração anual e mensal', () => {
  it('10 cows at R$ 5.000,00, 6 % a.a.', () => {
    // 10 × 500000 = 5000000 c (R$ 50.000,00); × 6 % = 300000 c (R$ 3.000,00); / 12 = 25000 c (R$ 250,00)
    const f = figurasRemuneracao({ quantidade: 10, valor: 500000, taxa: 6 });
    expect(f).toEqual({ valorTotal: 5000000, remuneracaoAnual: 300000, remuneracaoMensal: 25000 });
    expect(formatBRL(f.valorTotal)).toBe('R$ 50.000,00');
  });

  it('12,5 ha at R$ 18.750,40/ha, 7,5 % a.a.', () => {
    // 12.5 × 1875040 = 23438000 c; × 7.5 % = 1757850 c; / 12 = 146487.5 c → R$ 1.464,88 (half up)
    const f = arredondarFiguras(figurasRemuneracao({ quantidade: 12.5, valor: 1875040, taxa: 7.5 }));
    expect(f).toEqual({ valorTotal: 23438000, remuneracaoAnual: 1757850, remuneracaoMensal: 146488 });
    expect(formatBRL(f.remuneracaoMensal)).toBe('R$ 1.464,88');
  });

  it('3 × R$ 0,10 is exactly R$ 0,30 (no binary noise: centavos)', () => {
    const f = figurasRemuneracao({ quantidade: 3, valor: 10, taxa: 6 });
    expect(f.valorTotal).toBe(30);
    // 30 × 6 % = 1.8 c → shown as R$ 0,02; monthly 0.15 c → R$ 0,00
    expect(arredondarFiguras(f)).toEqual({ valorTotal: 30, remuneracaoAnual: 2, remuneracaoMensal: 0 });
  });

  it('summary rounds once, at the final sum, not item by item', () => {
    const itens = [1, 2, 3].map(() => ({ quantidade: 3, valor: 10, taxa: 6 }));
    const r = resumoRemuneracao(itens);
    // per item 1.8 c a year: rounding each would give 3 × 2 = 6 c; the exact sum 5.4 c rounds to 5 c
    expect(r.remuneracaoAnual).toBe(5);
    // per item 0.15 c a month: exact sum 0.45 c → 0 c (rounding items first would also give 0; 3 × 0.15 ≠ 1)
    expect(r.remuneracaoMensal).toBe(0);
    expect(r.valorTotal).toBe(90);
    expect(r.quantidadeTotal).toBe(9);
    expect(r.taxaMedia).toBe(6);
  });

  it('half-centavo sums round half up', () => {
    // two items of 0.25 c monthly each: 0.5 c → 1 c
    const item = { quantidade: 1, valor: 50, taxa: 6 }; // 50 × 6 % = 3 c a year; / 12 = 0.25 c a month
    expect(resumoRemuneracao([item, item]).remuneracaoMensal).toBe(1);
    expect(arredondar(0.5)).toBe(1);
  });

  it('strings and invalid numbers count as 0 in the summary', () => {
    const r = resumoRemuneracao([
      { quantidade: '4', valor: '10000', taxa: '6' },
      { quantidade: 'abc', valor: 10000, taxa: 6 },
      { quantidade: 2, valor: Number.NaN, taxa: 'x' },
    ]);
    expect(r.quantidadeTotal).toBe(6);
    expect(r.valorTotal).toBe(40000);
    expect(r.remuneracaoAnual).toBe(2400);
    expect(r.remuneracaoMensal).toBe(200);
    expect(r.taxaMedia).toBe(4); // (6 + 6 + 0) / 3
  });

  it('average rate: mean of the items, or the farm rate when there are none', () => {
    expect(taxaMedia([6, 8, 10])).toBe(8);
    expect(taxaMedia([], 7.25)).toBe(7.25);
    expect(taxaMedia([])).toBe(6);
    expect(resumoRemuneracao([], 9).taxaMedia).toBe(9);
    expect(resumoRemuneracao([]).valorTotal).toBe(0);
  });

  it('a rented land remunerates nothing and its rate is left out of the mean; all rented: no rate applies', () => {
    const propria = { quantidade: 10, valor: 1_000_000, taxa: 6 }; // 10 ha × R$ 10.000 × 6 % = R$ 6.000,00 a year
    const arrendada = { quantidade: 20, valor: 1_000_000, taxa: 8, semCustoDeOportunidade: true };
    expect(figurasRemuneracao(arrendada)).toEqual({
      valorTotal: 20_000_000,
      remuneracaoAnual: 0,
      remuneracaoMensal: 0,
    });
    // the capital remunerated is the own land's alone, at its 6 % — not (6 + 8) / 2 = 7 %, nor (6 + 0) / 2 = 3 %
    expect(resumoRemuneracao([propria, arrendada], 9)).toEqual({
      quantidadeTotal: 30,
      taxaMedia: 6,
      valorTotal: 30_000_000,
      remuneracaoAnual: 600_000,
      remuneracaoMensal: 50_000,
    });
    // every land rented: no rate remunerates anything (null, said in words on the screen), not 0 % nor the farm's 9 %
    expect(resumoRemuneracao([arrendada, arrendada], 9).taxaMedia).toBeNull();
    // no land at all: the farm's rate, as before
    expect(resumoRemuneracao([], 9).taxaMedia).toBe(9);
  });
});

describe('machines: straight-line depreciation and RCM', () => {
  it('a R$ 100.000,00 tractor, 10 years, 20 % residual, 6 % a.a.', () => {
    const f = figurasDepreciacao({
      quantidade: 1,
      valor: 10_000_000,
      vidaUtilAnos: 10,
      percentualResidual: 20,
      taxa: 6,
    });
    // residual 20 % = R$ 20.000,00; a depreciar R$ 80.000,00; 1/10 a year = R$ 8.000,00; /12 = R$ 666,666… → 666,67
    // RCM: (100000 + 20000)/2 = 60000 × 6 % = R$ 3.600,00 a year, R$ 300,00 a month
    expect(arredondarFiguras(f)).toEqual({
      valorTotal: 10_000_000,
      valorResidual: 2_000_000,
      valorADepreciar: 8_000_000,
      depreciacaoAnual: 800_000,
      depreciacaoMensal: 66_667,
      remuneracaoAnual: 360_000,
      remuneracaoMensal: 30_000,
    });
    expect(formatBRL(f.depreciacaoMensal)).toBe('R$ 666,67');
  });

  it('uses the defaults (1 unit, 10 years, 20 %, farm rate) for missing values', () => {
    const f = figurasDepreciacao({ valor: 1_000_000 }, 8);
    expect(f.valorTotal).toBe(1_000_000);
    expect(f.valorResidual).toBe(200_000);
    expect(f.depreciacaoAnual).toBe(80_000);
    // (1000000 + 200000)/2 × 8 % = 48000
    expect(f.remuneracaoAnual).toBe(48_000);
  });

  it('a 100-year useful life', () => {
    // R$ 1.000,00, 20 % residual: 80000 c over 100 years = 800 c/year; 66.67 c/month → R$ 0,67
    const f = figurasDepreciacao({ quantidade: 1, valor: 100_000, vidaUtilAnos: 100, percentualResidual: 20, taxa: 6 });
    expect(f.depreciacaoAnual).toBe(800);
    expect(arredondar(f.depreciacaoMensal)).toBe(67);
    expect(formatBRL(f.depreciacaoMensal)).toBe('R$ 0,67');
  });

  it('quantity multiplies the unit value; 0 % residual depreciates all', () => {
    const f = figurasDepreciacao({ quantidade: 3, valor: 33_333, vidaUtilAnos: 7, percentualResidual: 0, taxa: 0 });
    // 99999 c over 7 years = 14285.571… c/year → R$ 142,86; monthly 1190.4642… → R$ 11,90
    expect(f.valorTotal).toBe(99_999);
    expect(arredondar(f.depreciacaoAnual)).toBe(14_286);
    expect(arredondar(f.depreciacaoMensal)).toBe(1_190);
    expect(f.remuneracaoAnual).toBe(0);
  });

  it('an invalid useful life gives no depreciation instead of Infinity', () => {
    expect(figurasDepreciacao({ valor: 1000, vidaUtilAnos: 0 }).depreciacaoAnual).toBe(0);
    expect(figurasDepreciacao({ valor: 1000, vidaUtilAnos: 'x' }).depreciacaoAnual).toBe(0);
  });

  it('year summary: eight cards, exact sums rounded once', () => {
    const itens = [
      { quantidade: 1, valor: 10_000_000, vidaUtilAnos: 10, percentualResidual: 20, taxa: 6 },
      { quantidade: 2, valor: 500_000, vidaUtilAnos: 100, percentualResidual: 20, taxa: 8 },
    ];
    const r = resumoDepreciacao(itens, 6);
    // item 2: total 1000000; residual 200000; a depreciar 800000; 8000/yr; 666.666… /month; RCM 600000 × 8 % = 48000
    expect(r).toEqual({
      numeroItens: 3,
      taxaMedia: 7,
      valorTotal: 11_000_000,
      depreciacaoMensal: 67_333, // 66666.666… + 666.666… = 67333.33…
      depreciacaoAnual: 808_000,
      valorResidual: 2_200_000,
      valorDepreciado: 8_800_000,
      remuneracaoAnual: 408_000,
      remuneracaoMensal: 34_000,
    });
  });

  it('monthly depreciation of three machines sums exactly before rounding', () => {
    // each: 1000 c, 0 % residual, 12 years → 83.333… c/year, 6.944… c/month (R$ 0,07 each)
    const item = { quantidade: 1, valor: 1000, vidaUtilAnos: 12, percentualResidual: 0, taxa: 0 };
    const r = resumoDepreciacao([item, item, item]);
    expect(r.depreciacaoMensal).toBe(21); // 20.8333… → 21 (item by item would give 3 × 7 = 21 too)
    expect(r.depreciacaoAnual).toBe(250); // 83.333… × 3 = 250 exactly (item by item: 3 × 83 = 249)
  });

  it('empty year: zeros and the farm rate', () => {
    expect(resumoDepreciacao([], 6.5)).toMatchObject({ numeroItens: 0, taxaMedia: 6.5, valorTotal: 0 });
  });
});

describe('facilities summary', () => {
  it('counts, sums area and capacity; invalid = 0', () => {
    expect(
      resumoInstalacoes([
        { area: 250.5, capacidade: 40 },
        { area: '100', capacidade: 'x' },
      ]),
    ).toEqual({ totalInstalacoes: 2, areaTotal: 350.5, capacidadeTotal: 40 });
  });
});

describe('pie chart data', () => {
  it('groups by label, leaves out zero and invalid amounts, sorts by size', () => {
    const fatias = fatiasPorRotulo(
      [
        { tipo: 'Vaca Leiteira', q: 10 },
        { tipo: 'Bezerro', q: 4 },
        { tipo: 'Vaca Leiteira', q: 5 },
        { tipo: 'Novilha', q: 0 },
        { tipo: '', q: 'abc' },
        { tipo: ' ', q: 1 },
      ],
      (i) => i.tipo,
      (i) => i.q,
    );
    expect(fatias.map((f) => [f.rotulo, f.valor])).toEqual([
      ['Vaca Leiteira', 15],
      ['Bezerro', 4],
      ['Sem tipo', 1],
    ]);
    expect(new Set(fatias.map((f) => f.cor)).size).toBe(3);
    expect(percentuais(fatias)).toEqual([75, 20, 5]);
    expect(fatiasPorRotulo([], String, () => 1)).toEqual([]);
  });
});

describe('year choices', () => {
  it('from the current year + 1 down to 2000', () => {
    const anos = anosDisponiveis(new Date(2026, 4, 1));
    expect(anos[0]).toBe(2027);
    expect(anos.at(-1)).toBe(2000);
    expect(anos).toHaveLength(28);
  });
});
