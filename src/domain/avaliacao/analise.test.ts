import { describe, expect, it } from 'vitest';
import exemplo from '../../../examples/avaliacao-exemplo.json' with { type: 'json' };
import { analisar, analisarEntrada, VEREDITOS } from './analise.ts';
import { type AvaliacaoEntrada, avaliacaoSchema } from './schemas.ts';

/**
 * A worked example computed by hand, line by line, with the method of the module's header (Matsunaga et al., 1976,
 * as Embrapa and CEPEA apply it). Figures in centavos.
 *
 *   RB leite = 200 000 L × 250 = 50 000 000; RB = 50 000 000 + 4 000 000 (animais) + 1 000 000 (inventário) = 55 000 000
 *   COE = 15 + 8 + 1 + 1,5 + 0,5 + 6 + 1,2 + 0,8 + 1 + 0,5 + 0,5 milhões = 36 000 000
 *   depreciação: galpão (20 000 000 − 20 %)/25 = 640 000; trator (15 000 000 − 20 %)/10 = 1 200 000 → 1 840 000
 *                (the cows and heifers do not depreciate: their loss of value is the inventory change, in RB)
 *   COT = 36 000 000 + 1 840 000 + 3 600 000 (família) = 41 440 000
 *   capital médio = galpão (20 + 4)/2 = 12 000 000 + trator (15 + 3)/2 = 9 000 000
 *                 + rebanho: fim do ano 30 000 000 (vacas) + 6 000 000 (novilhas) = 36 000 000, início
 *                   36 000 000 − 1 000 000 (variação) = 35 000 000, média 35 500 000
 *                 = 56 500 000 → 6 % = 3 390 000
 *   terra 50 ha × 2 000 000 = 100 000 000 → 6 % = 6 000 000; CT = 41 440 000 + 3 390 000 + 6 000 000 = 50 830 000
 *   lucro = 55 000 000 − 50 830 000 = 4 170 000 (R$ 41.700). The example as it was shipped depreciated the 60 cows
 *   as well, (30 000 000 − 40 %)/5 = 3 600 000, while their inventory change and sales were in RB: R$ 36.000 of its
 *   R$ 54.400 depreciation counted twice and it showed a profit of R$ 10.800.
 *   milk's share 50/55 = 10/11; COE per litre = 36 000 000 × 10/11 / 200 000 = 163,6363…;
 *   COT/L = 41 440 000 × 10/11 / 200 000 = 188,3636…; CT/L = 50 830 000 × 10/11 / 200 000 = 231,0454…
 *   taxa de retorno = margem líquida 13 560 000 / (56 500 000 + 100 000 000) = 8,66 % (com terra), / 56 500 000 = 24 %
 *   ponto de nivelamento = (CT − COE) × 10/11 ÷ (250 − 163,6363…) = 13 481 818,18… / 86,3636… = 156 105,26 → 156 106 L
 */
const EXEMPLO: AvaliacaoEntrada = exemplo;

describe('Análise Final', () => {
  it('gives every figure of the worked example', () => {
    const r = analisarEntrada(EXEMPLO);
    expect(r).toMatchObject({
      rbLeite: 50_000_000,
      rbAtividade: 55_000_000,
      participacaoLeite: 0.9091,
      coe: 36_000_000,
      depreciacao: 1_840_000,
      maoDeObraFamiliar: 3_600_000,
      cot: 41_440_000,
      capitalInvestido: 56_500_000,
      valorTerra: 100_000_000,
      remuneracaoCapital: 3_390_000,
      remuneracaoTerra: 6_000_000,
      ct: 50_830_000,
      margemBruta: 19_000_000,
      margemLiquida: 13_560_000,
      lucro: 4_170_000,
      porLitro: {
        preco: 250,
        coe: 163.64,
        cot: 188.36,
        ct: 231.05,
        margemBruta: 86.36,
        margemLiquida: 61.64,
        lucro: 18.95,
      },
      taxaRetorno: { comTerra: 8.7, semTerra: 24 },
      pontoNivelamentoLitros: 156_106,
      veredito: { nivel: 'lucrativa', texto: VEREDITOS.lucrativa },
      avisos: [],
    });
    expect(r.indicadores).toEqual({
      litrosPorDia: 547.9,
      litrosPorVacaLactacaoDia: 11,
      litrosPorVacaTotalDia: 9.1,
      percentualVacasLactacao: 83.3,
      litrosPorHaAno: 5000,
      vacasPorHa: 1.5,
      delMedio: 160,
      intervaloPartosDias: 420,
      taxaServico: null,
      taxaConcepcao: null,
      taxaPrenhez: 18,
    });
  });

  it('prices the sensitivity: milk price moves the income; volume moves the feed and other variable costs too', () => {
    const r = analisarEntrada(EXEMPLO);
    const menos10 = r.sensibilidade.find((s) => s.variacao === -10);
    // price −10 %: 45 000 000 + 5 000 000 − 50 830 000; volume −10 %: the same, plus 10 % of 28 000 000 saved.
    expect(menos10).toEqual({ variacao: -10, lucroPreco: -830_000, lucroVolume: 1_970_000 });
    expect(r.sensibilidade.find((s) => s.variacao === 0)).toEqual({
      variacao: 0,
      lucroPreco: 4_170_000,
      lucroVolume: 4_170_000,
    });
  });

  it('gives the verdict for each band of income against COE, COT and CT', () => {
    const com = (precoLeite: number) =>
      analisarEntrada({ ...EXEMPLO, receitas: { ...EXEMPLO.receitas, precoLeite } }).veredito.nivel;
    expect(com(150)).toBe('nao_se_paga'); // RB 35 M < COE 36 M
    expect(com(180)).toBe('descapitaliza'); // 41 M: COE ≤ RB < COT 41,44 M
    expect(com(200)).toBe('estavel'); // 45 M: COT ≤ RB < CT 50,83 M
    expect(com(250)).toBe('lucrativa');
  });

  it('takes published totals over the asset lists, and rent over the rate on the land', () => {
    const r = analisarEntrada({
      ...EXEMPLO,
      arrendamentoTerra: 4_000_000,
      totais: { depreciacao: 5_000_000, capitalInvestido: 50_000_000 },
    });
    expect(r.depreciacao).toBe(5_000_000);
    expect(r.cot).toBe(36_000_000 + 5_000_000 + 3_600_000);
    expect(r.avisos).toEqual([]); // no rent paid in COE: the rent stands for the own land only
    expect(r.remuneracaoCapital).toBe(3_000_000);
    expect(r.remuneracaoTerra).toBe(4_000_000);
  });

  it('a year with no milk and no assets still answers, with nothing divided by zero', () => {
    const r = analisarEntrada({
      identificacao: { ...EXEMPLO.identificacao, areaLeiteHa: 0 },
      receitas: { leiteLitros: 0, precoLeite: 0 },
      custos: { concentrado: 100_000 },
    });
    expect(r).toMatchObject({
      rbAtividade: 0,
      coe: 100_000,
      ct: 100_000,
      lucro: -100_000,
      porLitro: null,
      pontoNivelamentoLitros: null,
      taxaRetorno: { comTerra: null, semTerra: null },
      veredito: { nivel: 'nao_se_paga' },
    });
    expect(r.indicadores.litrosPorHaAno).toBeNull();
    expect(r.indicadores.litrosPorVacaLactacaoDia).toBeNull();
  });

  it('has no break-even when each litre costs more in cash than it earns', () => {
    const r = analisarEntrada({ ...EXEMPLO, receitas: { ...EXEMPLO.receitas, precoLeite: 150 } });
    expect(r.pontoNivelamentoLitros).toBeNull();
    expect(r.margemBruta).toBeLessThan(0);
  });

  it('refuses bad input with a Portuguese message at the field', () => {
    const r = avaliacaoSchema.safeParse({
      ...EXEMPLO,
      maquinas: [{ descricao: 'Trator', valorNovo: -1, vidaUtilAnos: 0 }],
      receitas: { leiteLitros: -5, precoLeite: 250 },
    });
    expect(r.success).toBe(false);
    const campos = Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(campos).toMatchObject({
      'maquinas.0.valorNovo': 'O valor não pode ser negativo.',
      'maquinas.0.vidaUtilAnos': 'A vida útil deve ser maior que zero.',
      'receitas.leiteLitros': 'O volume de leite não pode ser negativo.',
    });
    expect(() => analisar(avaliacaoSchema.parse(EXEMPLO))).not.toThrow();
  });
});
