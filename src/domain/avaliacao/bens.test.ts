import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import exemplo from '../../../examples/avaliacao-exemplo.json' with { type: 'json' };
import { analisarEntrada } from './analise.ts';
import { avisosDaAvaliacao, ehFemeaDeCria } from './avisos.ts';
import { depreciacaoDoBem } from './bens.ts';
import { MSG_AVALIACAO } from './messages.ts';
import { type AvaliacaoEntrada, avaliacaoSchema } from './schemas.ts';

const EXEMPLO: AvaliacaoEntrada = exemplo;
const TRATOR = { valorNovo: 15_000_000, vidaUtilAnos: 10, percentualResidual: 20 };

describe('used assets: straight-line depreciation within the useful life (Hoffmann et al., 1987; CONAB)', () => {
  it('a new asset: (V − Vr)/n a year on the average capital (V + Vr)/2', () => {
    // (15 000 000 − 3 000 000)/10 = 1 200 000; (15 000 000 + 3 000 000)/2 = 9 000 000
    expect(depreciacaoDoBem(TRATOR, 2025)).toEqual({ depreciacao: 1_200_000, capital: 9_000_000 });
  });

  it('a tractor bought in 2020 depreciates in 2025 on its current value', () => {
    // five years gone: 15 000 000 − 5 × 1 200 000 = 9 000 000 at the start, 7 800 000 at the end → mean 8 400 000
    expect(depreciacaoDoBem({ ...TRATOR, anoAquisicao: 2020 }, 2025)).toEqual({
      depreciacao: 1_200_000,
      capital: 8_400_000,
    });
  });

  it('a 15-year-old tractor with a 10-year life no longer depreciates; its capital is the residual value', () => {
    expect(depreciacaoDoBem({ ...TRATOR, anoAquisicao: 2010 }, 2025)).toEqual({ depreciacao: 0, capital: 3_000_000 });
    // the last year of the life (2015–2024) still depreciates; the year after does not
    expect(depreciacaoDoBem({ ...TRATOR, anoAquisicao: 2015 }, 2024).depreciacao).toBe(1_200_000);
    expect(depreciacaoDoBem({ ...TRATOR, anoAquisicao: 2015 }, 2025).depreciacao).toBe(0);
  });

  it('a fractional life depreciates its fraction in the last year; an asset bought later is not there yet', () => {
    // 7,5 years: 1 600 000 a year, half of it in the eighth year (2027 for 2020)
    const b = { ...TRATOR, vidaUtilAnos: 7.5, anoAquisicao: 2020 };
    expect(depreciacaoDoBem(b, 2027).depreciacao).toBe(800_000);
    expect(depreciacaoDoBem({ ...TRATOR, anoAquisicao: 2026 }, 2025)).toEqual({ depreciacao: 0, capital: 0 });
  });

  it('the Análise Final of the example with its tractor bought 15 years before: no depreciation for it', () => {
    const usado = analisarEntrada({
      ...EXEMPLO,
      maquinas: [{ descricao: 'Trator', valorNovo: 15_000_000, vidaUtilAnos: 10, anoAquisicao: 2010 }],
    });
    // galpão 640 000 only; capital 12 000 000 + 3 000 000 (residual) + 35 500 000 (rebanho) = 50 500 000
    expect(usado.depreciacao).toBe(640_000);
    expect(usado.capitalInvestido).toBe(50_500_000);
    // The document's groups are the same sums (capitalEDepreciacao by group); 6 % of each capital:
    // 12 000 000 → 720 000, 3 000 000 → 180 000, 35 500 000 → 2 130 000
    expect(usado.bensPorGrupo).toEqual([
      { grupo: 'benfeitorias', depreciacao: 640_000, capital: 12_000_000, remuneracao: 720_000 },
      { grupo: 'maquinas', depreciacao: 0, capital: 3_000_000, remuneracao: 180_000 },
      { grupo: 'animais', depreciacao: 0, capital: 35_500_000, remuneracao: 2_130_000 },
    ]);
  });

  it('the groups add up to the totals: bulls and the herd’s mean inventory in Animais (property)', () => {
    const maquina = fc.record({
      descricao: fc.constant('Máquina'),
      quantidade: fc.integer({ min: 0, max: 5 }),
      valorNovo: fc.integer({ min: 0, max: 50_000_000 }),
      vidaUtilAnos: fc.integer({ min: 1, max: 40 }),
      percentualResidual: fc.integer({ min: 0, max: 100 }),
      anoAquisicao: fc.option(fc.integer({ min: 1990, max: 2026 }), { nil: undefined }),
    });
    const animal = fc.record({
      categoria: fc.constantFrom('Vacas', 'Novilhas', 'Touro'),
      quantidade: fc.integer({ min: 0, max: 100 }),
      valorUnitario: fc.integer({ min: 0, max: 2_000_000 }),
      vidaUtilAnos: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(maquina, { maxLength: 4 }), fc.array(animal, { maxLength: 4 }), (maquinas, animais) => {
        const r = analisarEntrada({ ...EXEMPLO, maquinas, animais });
        const soma = (k: 'depreciacao' | 'capital' | 'remuneracao') => r.bensPorGrupo.reduce((t, g) => t + g[k], 0);
        // each figure rounded once: three groups rounded (±0,5 each) against the rounded total (±0,5): within 2 centavos
        expect(Math.abs(soma('depreciacao') - r.depreciacao)).toBeLessThanOrEqual(2);
        expect(Math.abs(soma('capital') - r.capitalInvestido)).toBeLessThanOrEqual(2);
        expect(Math.abs(soma('remuneracao') - r.remuneracaoCapital)).toBeLessThanOrEqual(2);
      }),
      { numRuns: 200 },
    );
  });

  const bem = fc.record({
    quantidade: fc.integer({ min: 0, max: 20 }),
    valorNovo: fc.integer({ min: 0, max: 1_000_000_000 }),
    vidaUtilAnos: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.double({ min: 0.5, max: 60, noNaN: true })),
    percentualResidual: fc.integer({ min: 0, max: 100 }),
    anoAquisicao: fc.integer({ min: 1950, max: 2030 }),
  });
  const vr = (b: { quantidade: number; valorNovo: number; percentualResidual: number }) =>
    (b.quantidade * b.valorNovo * b.percentualResidual) / 100;

  it('never negative, zero past the life, and sums to V − Vr over the life (property)', () => {
    fc.assert(
      fc.property(bem, fc.integer({ min: 1900, max: 2100 }), (b, ano) => {
        const f = depreciacaoDoBem(b, ano);
        expect(f.depreciacao).toBeGreaterThanOrEqual(0);
        expect(f.capital).toBeGreaterThanOrEqual(0);
        if (ano - b.anoAquisicao >= Math.ceil(b.vidaUtilAnos)) {
          expect(f.depreciacao).toBe(0);
          expect(f.capital).toBeCloseTo(vr(b), 4);
        }
        let soma = 0;
        for (let y = b.anoAquisicao; y < b.anoAquisicao + Math.ceil(b.vidaUtilAnos) + 5; y++)
          soma += depreciacaoDoBem(b, y).depreciacao;
        const v = b.quantidade * b.valorNovo;
        expect(Math.abs(soma - (v - vr(b)))).toBeLessThanOrEqual(1e-6 * Math.max(1, v));
      }),
      { numRuns: 500 },
    );
  });
});

describe('no loss counted twice (Matsunaga et al., 1976; CEPEA/CNA Campo Futuro)', () => {
  const vacasComVida = [
    { categoria: 'Vacas', quantidade: 60, valorUnitario: 500_000, vidaUtilAnos: 5, percentualResidual: 40 },
  ];

  it('the example as it was shipped (cows given a life while their inventory change is in RB): corrected, and said', () => {
    const r = analisarEntrada({ ...EXEMPLO, animais: vacasComVida });
    expect(r.avisos).toEqual([MSG_AVALIACAO.aviso.femeaDepreciada(['Vacas'])]);
    // Not depreciated: (30 000 000 − 40 %)/5 = 3 600 000 would count their loss a second time (it is in RB). They
    // are valued through the inventory: capital 30 000 000 − 1 000 000 / 2 = 29 500 000 (issue 37: before, both).
    expect(r.depreciacao).toBe(1_840_000);
    expect(r.bensPorGrupo[2]).toMatchObject({ grupo: 'animais', depreciacao: 0, capital: 29_500_000 });
    expect(r.lucro).toBe(
      analisarEntrada({ ...EXEMPLO, animais: [{ ...vacasComVida[0], vidaUtilAnos: undefined }] }).lucro,
    );
  });

  it('a facility under construction is not depreciated, and the analysis says why', () => {
    // galpão novo R$ 100.000, 25 years, 20 %: (10 000 000 − 2 000 000)/25 = 320 000 a year once in use; while it is
    // being built, nothing (issue 37: R$ 1.500/ano reached the COT); its capital is what was invested, 10 000 000
    const obra = { descricao: 'Galpão novo', valorNovo: 10_000_000, vidaUtilAnos: 25, emConstrucao: true };
    const r = analisarEntrada({ ...EXEMPLO, benfeitorias: [...(EXEMPLO.benfeitorias ?? []), obra] });
    expect(r.depreciacao).toBe(1_840_000);
    expect(r.bensPorGrupo[0]).toMatchObject({ grupo: 'benfeitorias', depreciacao: 640_000, capital: 22_000_000 });
    expect(r.avisos).toEqual([MSG_AVALIACAO.aviso.emConstrucao(['Galpão novo'])]);
    const pronto = analisarEntrada({
      ...EXEMPLO,
      benfeitorias: [...(EXEMPLO.benfeitorias ?? []), { ...obra, emConstrucao: false }],
    });
    expect(pronto.depreciacao).toBe(1_840_000 + 320_000);
  });

  it('a rented land gets no opportunity cost: its rent is in the COE', () => {
    // the example's 50 ha at R$ 20.000 own (6 %: 6 000 000) plus 30 ha rented at R$ 20.000 with R$ 30.000 of rent
    // in the COE: CT 50 830 000 + 3 000 000 (rent); 6 % of the rented 60 000 000 (3 600 000) is not added
    const r = analisarEntrada({
      ...EXEMPLO,
      terras: [
        ...(EXEMPLO.terras ?? []),
        { descricao: 'Arrendada', hectares: 30, valorHectare: 2_000_000, arrendada: true },
      ],
      custos: { ...EXEMPLO.custos, arrendamento: 3_000_000 },
    });
    expect(r.valorTerra).toBe(100_000_000);
    expect(r.remuneracaoTerra).toBe(6_000_000);
    expect(r.ct).toBe(50_830_000 + 3_000_000);
  });

  it('a bull (a reproducer) depreciates with no warning; a cow with a life but no inventory change or sales neither', () => {
    // touro R$ 8.000, 6 years, 50 % residual: (800 000 − 400 000)/6 = 66 666,67; capital (800 000 + 400 000)/2
    const touro = {
      categoria: 'Touro',
      quantidade: 1,
      valorUnitario: 800_000,
      vidaUtilAnos: 6,
      percentualResidual: 50,
    };
    const r = analisarEntrada({ ...EXEMPLO, animais: [touro] });
    expect(r.avisos).toEqual([]);
    expect(r.depreciacao).toBe(1_840_000 + 66_667);
    expect(r.capitalInvestido).toBe(12_000_000 + 9_000_000 + 600_000);
    expect(r.bensPorGrupo[2]).toEqual({ grupo: 'animais', depreciacao: 66_667, capital: 600_000, remuneracao: 36_000 });
    const semRb = avaliacaoSchema.parse({
      ...EXEMPLO,
      animais: vacasComVida,
      receitas: { ...EXEMPLO.receitas, vendaAnimais: 0, variacaoInventarioAnimal: 0 },
    });
    expect(avisosDaAvaliacao(semRb)).toEqual([]);
  });

  it('knows the breeding females by their category', () => {
    for (const c of ['Vacas', 'vaca em lactação', 'Novilhas', 'Bezerras', 'Matrizes', 'Fêmeas'])
      expect(ehFemeaDeCria(c), c).toBe(true);
    for (const c of ['Touro', 'Reprodutor', 'Cavalos de serviço', 'Bois de carro'])
      expect(ehFemeaDeCria(c), c).toBe(false);
  });

  it('paid rent is a COE item; the same rent as the own land’s remuneration is warned about', () => {
    const r = analisarEntrada({
      ...EXEMPLO,
      custos: { ...EXEMPLO.custos, arrendamento: 4_000_000 },
      arrendamentoTerra: 4_000_000,
    });
    expect(r.avisos).toEqual([MSG_AVALIACAO.aviso.arrendamentoDuplo]);
    // R$ 40.000 in COE and again as the land's remuneration: CT 50 830 000 − 6 000 000 + 4 000 000 + 4 000 000
    expect(r.ct).toBe(52_830_000);
    const soPago = analisarEntrada({ ...EXEMPLO, custos: { ...EXEMPLO.custos, arrendamento: 4_000_000 } });
    expect(soPago.avisos).toEqual([]);
    expect(soPago.coe).toBe(40_000_000);
  });
});
