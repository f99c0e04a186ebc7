import { describe, expect, it } from 'vitest';
import exemplo from '../../../examples/avaliacao-exemplo.json' with { type: 'json' };
import { analisar, analisarEntrada, indicadoresDe, VEREDITOS } from './analise.ts';
import { MSG_AVALIACAO } from './messages.ts';
import { linhasDoRelatorio } from './relatorio.ts';
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
 *                          (÷ 365 = 427,69 → 427,7 L/dia)
 *   ponto de resíduo = (COT − COE) × 10/11 ÷ 86,3636… = 5 440 000 × 10 ÷ 950 = 57 263,16 → 57 264 L (÷ 365 = 156,9)
 *   lucratividade = 4 170 000 ÷ 55 000 000 = 7,5818 → 7,58 %
 *   margem bruta 55 000 000 − 36 000 000 = 19 000 000, líquida 55 000 000 − 41 440 000 = 13 560 000:
 *     per ha (40) 475 000 and 339 000; per cow (60) 316 666,67 → 316 667 and 226 000
 *   capital with land 156 500 000 ÷ 200 000 L = 782,5 per litre; × 365 ÷ 200 000 = 285 612,5 → 285 613 per L/dia
 *   alimentação (15 + 8 + 1 M) ÷ 36 M = 66,67 % of the COE; concentrado 15/36 = 41,67 %, mão de obra 6/36 = 16,67 %
 *   by group: benfeitorias 640 000 / 12 000 000 (6 %: 720 000), máquinas 1 200 000 / 9 000 000 (540 000),
 *             animais 0 / 35 500 000 (2 130 000); 720 000 + 540 000 + 2 130 000 = 3 390 000
 */
const EXEMPLO: AvaliacaoEntrada = exemplo;

describe('Análise Final', () => {
  it("gives milk's own COE, COT and CT in reais, not rebuilt from the per-litre figures", () => {
    // milk's share 10/11: COE 36 000 000 × 10/11 = 32 727 272,73 → 32 727 273; COT 41 440 000 × 10/11 =
    // 37 672 727,27 → 37 672 727; CT 50 830 000 × 10/11 = 46 209 090,91 → 46 209 091. Rebuilt from the
    // per-litre COE, 163,64 × 200 000 L = 32 728 000: R$ 7,27 off (issue 37: R$ 16 off a published exercise).
    const r = analisarEntrada(EXEMPLO);
    expect({ coe: r.coeLeite, cot: r.cotLeite, ct: r.ctLeite }).toEqual({
      coe: 32_727_273,
      cot: 37_672_727,
      ct: 46_209_091,
    });
  });

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
      taxaRetorno: { comTerra: 8.66, semTerra: 24 },
      pontoNivelamentoLitros: 156_106,
      pontoNivelamentoLitrosDia: 427.7,
      pontoResiduoLitros: 57_264,
      pontoResiduoLitrosDia: 156.9,
      lucratividade: 7.58,
      margemBrutaPorHa: 475_000,
      margemLiquidaPorHa: 339_000,
      margemBrutaPorVaca: 316_667,
      margemLiquidaPorVaca: 226_000,
      capitalPorLitro: { ano: 782.5, dia: 285_613 },
      alimentacaoNoCoe: 66.67,
      bensPorGrupo: [
        { grupo: 'benfeitorias', depreciacao: 640_000, capital: 12_000_000, remuneracao: 720_000 },
        { grupo: 'maquinas', depreciacao: 1_200_000, capital: 9_000_000, remuneracao: 540_000 },
        { grupo: 'animais', depreciacao: 0, capital: 35_500_000, remuneracao: 2_130_000 },
      ],
      totaisInformados: false,
      veredito: { nivel: 'lucrativa', texto: VEREDITOS.lucrativa },
      avisos: [],
    });
    expect(r.participacaoCoe).toMatchObject({
      concentrado: 41.67, // 15/36
      volumoso: 22.22, // 8/36
      minerais: 2.78, // 1/36
      sanidade: 4.17, // 1,5/36
      maoDeObraContratada: 16.67, // 6/36
      energia: 3.33, // 1,2/36
      materialOrdenha: 0,
      arrendamento: 0,
    });
    expect(r.indicadores).toEqual({
      litrosPorDia: 547.9,
      litrosPorVacaLactacaoDia: 11,
      litrosPorVacaTotalDia: 9.1,
      percentualVacasLactacao: 83.33,
      litrosPorHaAno: 5000,
      vacasPorHa: 1.5,
      delMedio: 160,
      intervaloPartosDias: 420,
      taxaServico: null,
      taxaConcepcao: null,
      taxaPrenhez: 18,
      // not typed in the example: no figure, never 0
      servicosPorConcepcao: null,
    });
  });

  /**
   * The figures the field reads first, on a small example of round figures (centavos), computed by hand. The asset
   * totals are given, so only the method of this module is at work:
   *
   *   RB leite = 25 000 000 (100 000 L at R$ 2,50); RB = 25 000 000 + 5 000 000 (animais) = 30 000 000; share 5/6
   *   COE = 8 + 3 + 1 (alimentação: 12 M) + 0,5 (material de ordenha) + 3,5 + 1 + 0,5 + 0,5 = 18 000 000
   *   COT = 18 000 000 + 2 000 000 (depreciação) + 2 000 000 (família) = 22 000 000
   *   CT = 22 000 000 + 6 % × 50 000 000 (capital) + 6 % × 50 000 000 (terra) = 28 000 000; lucro = 2 000 000
   *   COE per litre = 18 000 000 × 5/6 ÷ 100 000 = 150; margem por litro = 250 − 150 = 100
   *   ponto de resíduo = (COT − COE) × 5/6 ÷ 100 = 4 000 000 × 5/6 ÷ 100 = 33 333,3 → 33 334 L (÷ 365 = 91,3 L/dia)
   *   ponto de nivelamento = (CT − COE) × 5/6 ÷ 100 = 83 333,3 → 83 334 L (÷ 365 = 228,3 L/dia)
   *   lucratividade = 2 000 000 ÷ 30 000 000 = 6,67 %
   *   margem bruta 12 000 000, líquida 8 000 000: per ha (40) 300 000 and 200 000; per cow (50) 240 000 and 160 000
   *   per litre: bruta 250 − 150 = 100; líquida 250 − 22 000 000 × 5/6 ÷ 100 000 = 66,67
   *   capital with land 100 000 000 ÷ 100 000 L = 1 000 per litre; ÷ (100 000 ÷ 365 L/dia) = 365 000 per litre a day
   *   COE shares: concentrado 8/18 = 44,44 %, volumoso 16,67 %, sal 5,56 %, ordenha 2,78 %, mão de obra 19,44 %…;
   *   alimentação 12/18 = 66,67 %; return on capital 8 000 000 ÷ 100 000 000 = 8,00 % (without land 16,00 %)
   */
  it('gives ponto de resíduo, lucratividade, margins per ha, cow and litre, capital per litre and COE shares', () => {
    const r = analisarEntrada({
      identificacao: { ...EXEMPLO.identificacao, areaLeiteHa: 40 },
      custos: {
        concentrado: 8_000_000,
        volumoso: 3_000_000,
        minerais: 1_000_000,
        materialOrdenha: 500_000,
        maoDeObraContratada: 3_500_000,
        energia: 1_000_000,
        impostos: 500_000,
        outros: 500_000,
        maoDeObraFamiliar: 2_000_000,
      },
      receitas: { leiteLitros: 100_000, rendaLeite: 25_000_000, vendaAnimais: 5_000_000 },
      totais: { depreciacao: 2_000_000, capitalInvestido: 50_000_000, valorTerra: 50_000_000 },
      zootecnico: { vacasTotalMedia: 50 },
    });
    expect(r).toMatchObject({
      coe: 18_000_000,
      cot: 22_000_000,
      ct: 28_000_000,
      lucro: 2_000_000,
      pontoResiduoLitros: 33_334,
      pontoResiduoLitrosDia: 91.3,
      pontoNivelamentoLitros: 83_334,
      pontoNivelamentoLitrosDia: 228.3,
      lucratividade: 6.67,
      margemBrutaPorHa: 300_000,
      margemLiquidaPorHa: 200_000,
      margemBrutaPorVaca: 240_000,
      margemLiquidaPorVaca: 160_000,
      porLitro: { preco: 250, coe: 150, margemBruta: 100, margemLiquida: 66.67 },
      capitalPorLitro: { ano: 1000, dia: 365_000 },
      alimentacaoNoCoe: 66.67,
      taxaRetorno: { comTerra: 8, semTerra: 16 },
    });
    expect(r.participacaoCoe).toMatchObject({
      concentrado: 44.44,
      volumoso: 16.67,
      minerais: 5.56,
      materialOrdenha: 2.78,
      maoDeObraContratada: 19.44,
      sanidade: 0,
    });
    expect(r.coeItens.materialOrdenha).toBe(500_000);
  });

  it('RB below the COE: the verdict says the activity decapitalises and goes into debt', () => {
    const r = analisarEntrada({ ...EXEMPLO, receitas: { ...EXEMPLO.receitas, precoLeite: 150 } });
    expect(r.veredito.nivel).toBe('nao_se_paga');
    expect(r.veredito.texto).toContain('se descapitaliza e se endivida');
    expect(r.pontoResiduoLitros).toBeNull();
  });

  it('prices the sensitivity: milk price moves the income; volume moves the feed and other variable costs too', () => {
    const r = analisarEntrada(EXEMPLO);
    const menos10 = r.sensibilidade.find((s) => s.variacao === -10);
    // price −10 %: 45 000 000 + 5 000 000 − 50 830 000; volume −10 %: the same, plus 10 % of 28 000 000 saved.
    // Margem bruta: RB 50 000 000 − COE 36 000 000 = 14 000 000 (price); + 2 800 000 saved = 16 800 000 (volume).
    expect(menos10).toEqual({
      variacao: -10,
      lucroPreco: -830_000,
      lucroVolume: 1_970_000,
      margemBrutaPreco: 14_000_000,
      margemBrutaVolume: 16_800_000,
    });
    expect(r.sensibilidade.find((s) => s.variacao === 0)).toEqual({
      variacao: 0,
      lucroPreco: 4_170_000,
      lucroVolume: 4_170_000,
      margemBrutaPreco: 19_000_000,
      margemBrutaVolume: 19_000_000,
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

  /**
   * Produced and delivered litres, by hand (issue 39's leftover): a month of 30 days, 600 L milked, 70 L of them
   * discarded (a cow in withdrawal), so 530 L delivered; R$ 1.325,00 of milk income; 2 cows, both in milk; 10 ha.
   *   price = 132 500 centavos ÷ 530 L delivered = 250 → R$ 2,50/L (÷ 600 produced would be 220,83: the wrong one)
   *   litres per day = 600 ÷ 30 = 20 L; per cow = 20 ÷ 2 = 10 L/vaca/dia, i.e. 300 L per cow in the month
   *   (on delivered it read 530 ÷ 30 ÷ 2 = 8,8); per ha and year = 600 × 365 ÷ 30 ÷ 10 = 730 L
   */
  it('divides the productivity by the litres produced and the price by the litres delivered', () => {
    const entrada: AvaliacaoEntrada = {
      identificacao: { ...EXEMPLO.identificacao, areaLeiteHa: 10 },
      receitas: {
        leiteLitros: 530,
        leiteProduzidoLitros: 600,
        rendaLeite: 132_500,
        diasLeite: 30,
        mesesLeite: ['2026-06'],
      },
      custos: {},
      zootecnico: { vacasLactacaoMedia: 2, vacasTotalMedia: 2 },
    };
    const r = analisarEntrada(entrada);
    expect(r.porLitro?.preco).toBe(250);
    expect(r.litros).toBe(530);
    expect(r.litrosProduzidos).toBe(600);
    expect(r.indicadores).toMatchObject({
      litrosPorDia: 20,
      litrosPorVacaLactacaoDia: 10,
      litrosPorVacaTotalDia: 10,
      litrosPorHaAno: 730,
    });
    // 300 L per cow over the 30 days
    expect((r.indicadores.litrosPorVacaTotalDia ?? 0) * 30).toBe(300);
    // the one function of litres per cow: the farms' desk calls it with the same produced litres and days
    expect(indicadoresDe(600, 30, { vacasLactacaoMedia: 2, vacasTotalMedia: 2 }, 10)).toEqual(r.indicadores);
  });

  it("an assessment saved before 'Leite produzido no ano' opens with its productivity 'sem dados', never the delivered litres", () => {
    const { leiteProduzidoLitros: _, ...antigas } = EXEMPLO.receitas;
    const r = analisarEntrada({ ...EXEMPLO, receitas: antigas });
    expect(r.litrosProduzidos).toBeNull();
    expect(r.indicadores).toMatchObject({
      litrosPorDia: null,
      litrosPorVacaLactacaoDia: null,
      litrosPorVacaTotalDia: null,
      litrosPorHaAno: null,
      // the herd's own figures stay
      percentualVacasLactacao: 83.33,
      vacasPorHa: 1.5,
    });
    // the price is untouched: R$ 2,50 on the 200 000 L delivered
    expect(r.porLitro?.preco).toBe(250);
    const linhas = linhasDoRelatorio(r);
    expect(linhas.find((l) => l.rotulo === 'Litros/vaca em lactação/dia')?.valor).toBe('—');
    expect(linhas.find((l) => l.rotulo === 'Produtividade')?.valor).toBe(MSG_AVALIACAO.semLeiteProduzido);
    expect(linhas.find((l) => l.rotulo === 'Leite produzido')?.valor).toBe('—');
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
