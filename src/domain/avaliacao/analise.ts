/**
 * Análise Final of the assessment: the operating-cost structure of Matsunaga et al. (1976) as Brazilian dairy
 * economics applies it (Embrapa Gado de Leite; CEPEA/CNA Campo Futuro):
 *
 *   RB (renda bruta) = leite (the milk income recorded, or litros × preço) + venda de animais + variação do
 *                      inventário animal + outras
 *   COE (custo operacional efetivo) = what was paid in cash in the year
 *   COT (custo operacional total) = COE + depreciação + mão de obra familiar
 *   CT (custo total) = COT + remuneração do capital (taxa × capital médio em benfeitorias, máquinas e animais)
 *                          + remuneração da terra própria (taxa × valor da terra, or what renting it would fetch)
 *   (depreciation and capital of used assets, reproducers and the herd: bens.ts; paid rent is in COE)
 *   margem bruta = RB − COE; margem líquida = RB − COT; lucro = RB − CT
 *   lucratividade = lucro ÷ RB; ponto de resíduo: the litres at which RB = COT; ponto de nivelamento: RB = CT
 *   (Lopes, M. A. et al., Lavras/UFLA, and Embrapa Gado de Leite's 'Custo de produção de leite' series; CEPEA/CNA
 *   Campo Futuro reads the same margins per hectare, per cow and per litre, and each COE item as a share of the COE)
 *
 * The activity's costs are allocated to milk by milk's share of RB; per-litre figures divide that share by the
 * litres. Money is centavos; every figure is rounded once, at the end. Pure: the web, the API and the CLI call it.
 */
import { arredondar } from '../format.ts';
import { avisosDaAvaliacao } from './avisos.ts';
import { capitalEDepreciacao, GRUPOS_BENS, type GrupoBens } from './bens.ts';
import { precoPorLitro } from './leite.ts';
import { type Avaliacao, type AvaliacaoEntrada, avaliacaoSchema, ITENS_COE, type ItemCoe } from './schemas.ts';

export type NivelVeredito = 'nao_se_paga' | 'descapitaliza' | 'estavel' | 'lucrativa';

export const VEREDITOS: Record<NivelVeredito, string> = {
  nao_se_paga:
    'A atividade não se paga no curto prazo: a renda não cobre nem o que foi desembolsado (COE); a atividade se descapitaliza e se endivida.',
  descapitaliza:
    'A atividade sobrevive no curto prazo, mas se descapitaliza: a renda cobre o desembolso, não a depreciação e a mão de obra familiar (COT).',
  estavel: 'A atividade é estável, mas não remunera todo o capital investido (CT).',
  lucrativa: 'A atividade é lucrativa: a renda cobre todos os custos, inclusive a remuneração do capital e da terra.',
};

/**
 * The costs that follow the volume of milk (feed, minerals, health, reproduction, milking supplies, energy, fuel): with 10 % more
 * litres they are 10 % higher; labour, upkeep, taxes and rent stay.
 */
export const ITENS_VARIAVEIS: readonly ItemCoe[] = [
  'concentrado',
  'volumoso',
  'minerais',
  'sanidade',
  'reproducao',
  'materialOrdenha',
  'energia',
  'combustivel',
];

/** The price and volume changes of the sensitivity table, in %. */
export const VARIACOES = [-20, -10, 0, 10, 20] as const;

export interface AnaliseFinal {
  /** 'Leite entregue no ano': the price and the per-litre costs divide it. */
  litros: number;
  /** 'Leite produzido no ano': the productivity indicators divide it; null when the assessment lacks it. */
  litrosProduzidos: number | null;
  rbLeite: number;
  rbAtividade: number;
  /** Milk's share of RB, 0–1. */
  participacaoLeite: number;
  coeItens: Record<ItemCoe, number>;
  coe: number;
  depreciacao: number;
  maoDeObraFamiliar: number;
  cot: number;
  /** Average capital in facilities, machines and animals (land apart). */
  capitalInvestido: number;
  /** Depreciation, average capital and its remuneration by asset group, from the asset lists. */
  bensPorGrupo: { grupo: GrupoBens; depreciacao: number; capital: number; remuneracao: number }[];
  /** Depreciation or capital is a published total (`totais`), not the sum of the groups. */
  totaisInformados: boolean;
  valorTerra: number;
  remuneracaoCapital: number;
  remuneracaoTerra: number;
  ct: number;
  margemBruta: number;
  margemLiquida: number;
  lucro: number;
  /**
   * Milk's own COE, COT and CT in centavos: each cost × milk's share of RB, rounded once. A technician copies these;
   * rebuilt from the per-litre figures (rounded to a hundredth of a centavo) × litres they miss by reais.
   */
  coeLeite: number;
  cotLeite: number;
  ctLeite: number;
  /** Centavos per litre (two decimals of a centavo), milk's share of each cost; null without litres. */
  porLitro: {
    preco: number;
    coe: number;
    cot: number;
    ct: number;
    margemBruta: number;
    margemLiquida: number;
    lucro: number;
  } | null;
  /** Margem líquida over the capital, % a.a.; null without capital. */
  taxaRetorno: { comTerra: number | null; semTerra: number | null };
  /** Litres a year at which milk's income covers its share of CT; null when each litre costs more than it earns. */
  pontoNivelamentoLitros: number | null;
  /** The same in litres a day (the year's litres ÷ 365, one decimal). */
  pontoNivelamentoLitrosDia: number | null;
  /** Ponto de resíduo: litres a year at which milk's income covers its share of COT (RB = COT); null as above. */
  pontoResiduoLitros: number | null;
  pontoResiduoLitrosDia: number | null;
  /** Lucratividade: lucro ÷ RB, % (two decimals); null without RB. */
  lucratividade: number | null;
  /** Margem bruta and líquida of the activity per hectare used for milk (centavos); null without the area. */
  margemBrutaPorHa: number | null;
  margemLiquidaPorHa: number | null;
  /** The same per cow of the herd (the year's mean of cows, in milk and dry); null without the herd figure. */
  margemBrutaPorVaca: number | null;
  margemLiquidaPorVaca: number | null;
  /**
   * Capital with land per litre: per litre of the year, and per litre a day (the field's 'capital empatado por litro
   * produzido por dia'), centavos; null without litres.
   */
  capitalPorLitro: { ano: number; dia: number } | null;
  /** Each COE item's share of the COE, % (two decimals); null without COE. */
  participacaoCoe: Record<ItemCoe, number> | null;
  /** Feed (concentrado, volumoso, sal mineral) as a share of the COE, %: the first ratio a dairy economist reads. */
  alimentacaoNoCoe: number | null;
  veredito: { nivel: NivelVeredito; texto: string };
  indicadores: Indicadores;
  /** The days the per-day indicators divide by, and the months of milk they cover ([] when typed: the year). */
  periodoLeite: { dias: number; meses: string[] };
  /**
   * Lucro and margem bruta with the milk price changed by each of VARIACOES (costs as they are), and with the volume
   * changed (the ITENS_VARIAVEIS costs changed with it).
   */
  sensibilidade: {
    variacao: number;
    lucroPreco: number;
    lucroVolume: number;
    margemBrutaPreco: number;
    margemBrutaVolume: number;
  }[];
  /** What the analysis corrected so nothing counts twice, and what it warns about (avisos.ts). */
  avisos: string[];
}

export interface Indicadores {
  /** Null (and the other litre figures with it) without the litres produced: 'sem dados'. */
  litrosPorDia: number | null;
  litrosPorVacaLactacaoDia: number | null;
  litrosPorVacaTotalDia: number | null;
  percentualVacasLactacao: number | null;
  litrosPorHaAno: number | null;
  vacasPorHa: number | null;
  delMedio: number | null;
  intervaloPartosDias: number | null;
  taxaServico: number | null;
  taxaConcepcao: number | null;
  taxaPrenhez: number | null;
  servicosPorConcepcao: number | null;
}

const dividir = (a: number, b: number | undefined) => (b && b > 0 ? a / b : null);
const umaCasa = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
const centesimos = (n: number) => Math.round(n * 100) / 100;
const ouNulo = <T>(n: number | null, f: (n: number) => T) => (n === null ? null : f(n));

/** The COE items that are feed. */
export const ITENS_ALIMENTACAO: readonly ItemCoe[] = ['concentrado', 'volumoso', 'minerais'];

export function veredito(rb: number, coe: number, cot: number, ct: number): NivelVeredito {
  if (rb < coe) return 'nao_se_paga';
  if (rb < cot) return 'descapitaliza';
  if (rb < ct) return 'estavel';
  return 'lucrativa';
}

/** The days the litres cover (`receitas.diasLeite`, set from the records' months), else the year's 365. */
export function diasDoLeite(a: Avaliacao): number {
  return a.receitas.diasLeite ?? 365;
}

/**
 * The zootechnical indicators on the litres PRODUCED ('Leite produzido no ano'), as the farms' desk and Produção
 * count them: productivity is what the cows gave, discarded milk included (Embrapa Gado de Leite, "Indicadores de
 * desempenho da atividade leiteira": produção por vaca = litros produzidos ÷ vacas). The price stays on the
 * delivered litres (`precoPorLitro`). An assessment without the produced figure (saved before it existed, or not
 * typed) has its litre figures null ('sem dados'), never the delivered litres passed off as produced.
 */
export function indicadores(a: Avaliacao): Indicadores {
  return indicadoresDe(
    a.receitas.leiteProduzidoLitros ?? null,
    diasDoLeite(a),
    a.zootecnico,
    a.identificacao.areaLeiteHa,
  );
}

/**
 * The same indicators of `litros` produced over `dias` days (a year: 365; a month or a quarter of the farms' desk:
 * its days), with the herd figures of those days; litres per hectare are brought to a year (× 365 ÷ dias). The one
 * function of litres per cow and per hectare: the Análise Final and the farms' desk both call it. `litros` null:
 * the litre figures are null.
 */
export function indicadoresDe(
  litros: number | null,
  dias: number,
  z: Avaliacao['zootecnico'],
  area: number | undefined,
): Indicadores {
  const porDia = litros === null ? null : litros / dias;
  const litrosAno = litros === null ? 0 : dias === 365 ? litros : (litros * 365) / dias;
  return {
    litrosPorDia: umaCasa(porDia),
    litrosPorVacaLactacaoDia: ouNulo(porDia, (l) => umaCasa(dividir(l, z.vacasLactacaoMedia))),
    litrosPorVacaTotalDia: ouNulo(porDia, (l) => umaCasa(dividir(l, z.vacasTotalMedia))),
    percentualVacasLactacao: ouNulo(
      z.vacasLactacaoMedia !== undefined ? dividir(100 * z.vacasLactacaoMedia, z.vacasTotalMedia) : null,
      centesimos,
    ),
    litrosPorHaAno: litros === null ? null : umaCasa(dividir(litrosAno, area)),
    vacasPorHa: z.vacasTotalMedia !== undefined ? centesimos(dividir(z.vacasTotalMedia, area) ?? 0) : null,
    delMedio: umaCasa(z.delMedio ?? null),
    intervaloPartosDias: umaCasa(z.intervaloPartosDias ?? null),
    taxaServico: ouNulo(z.taxaServico ?? null, centesimos),
    taxaConcepcao: ouNulo(z.taxaConcepcao ?? null, centesimos),
    taxaPrenhez: ouNulo(z.taxaPrenhez ?? null, centesimos),
    servicosPorConcepcao: ouNulo(z.servicosPorConcepcao ?? null, centesimos),
  };
}

/** The Análise Final of an assessment already checked by avaliacaoSchema. */
export function analisar(a: Avaliacao): AnaliseFinal {
  const litros = a.receitas.leiteLitros;
  // The income recorded, to the centavo; a price per litre only when the input gives no income.
  const rbLeiteExato = a.receitas.rendaLeite ?? litros * (a.receitas.precoLeite ?? 0);
  // income ÷ the litres delivered to the tank (the suggestion's leiteLitros): the one price function
  const preco = precoPorLitro(rbLeiteExato, litros) ?? 0;
  const outrasReceitas = a.receitas.vendaAnimais + a.receitas.variacaoInventarioAnimal + a.receitas.outras;
  const rbExato = rbLeiteExato + outrasReceitas;
  const participacao = rbExato > 0 ? Math.max(0, Math.min(1, rbLeiteExato / rbExato)) : litros > 0 ? 1 : 0;

  const coeItens = Object.fromEntries(ITENS_COE.map((i) => [i, a.custos[i]])) as Record<ItemCoe, number>;
  const coe = ITENS_COE.reduce((s, i) => s + a.custos[i], 0);
  const { depreciacao, capital, grupos } = capitalEDepreciacao(a);
  const cot = coe + depreciacao + a.custos.maoDeObraFamiliar;
  // only the farm's own land has an opportunity cost: a rented one's is the rent in the COE (schemas.ts, terra)
  const valorTerra =
    a.totais.valorTerra ?? a.terras.reduce((s, t) => s + (t.arrendada ? 0 : t.hectares * t.valorHectare), 0);
  const remuneracaoCapital = (capital * a.taxaRemuneracao) / 100;
  const remuneracaoTerra = a.arrendamentoTerra ?? (valorTerra * a.taxaRemuneracao) / 100;
  const ct = cot + remuneracaoCapital + remuneracaoTerra;

  const leite = (custo: number) => (custo * participacao) / litros;
  const porLitro =
    litros > 0
      ? {
          preco: centesimos(preco),
          coe: centesimos(leite(coe)),
          cot: centesimos(leite(cot)),
          ct: centesimos(leite(ct)),
          margemBruta: centesimos(preco - leite(coe)),
          margemLiquida: centesimos(preco - leite(cot)),
          lucro: centesimos(preco - leite(ct)),
        }
      : null;

  const margemBruta = rbExato - coe;
  const margemLiquida = rbExato - cot;
  const lucro = rbExato - ct;
  // Break-even (Matsunaga et al., 1976; Lopes et al.): milk's share of the costs that do not follow the litres over
  // the margin each litre leaves above its share of the COE.
  const margemPorLitro = litros > 0 ? preco - leite(coe) : 0;
  const pontoEm = (custo: number) =>
    margemPorLitro > 0 ? Math.ceil(((custo - coe) * participacao) / margemPorLitro) : null;
  const pontoNivelamentoLitros = pontoEm(ct);
  const pontoResiduoLitros = pontoEm(cot);
  const porDia = (l: number | null) => ouNulo(l, (n) => Math.round((n / 365) * 10) / 10);
  const area = a.identificacao.areaLeiteHa;
  const vacas = a.zootecnico.vacasTotalMedia;
  const capitalComTerra = capital + valorTerra;
  const alimentacao = ITENS_ALIMENTACAO.reduce((s, i) => s + a.custos[i], 0);
  const nivel = veredito(rbExato, coe, cot, ct);
  const variaveis = ITENS_VARIAVEIS.reduce((s, i) => s + a.custos[i], 0);

  return {
    litros,
    litrosProduzidos: a.receitas.leiteProduzidoLitros ?? null,
    rbLeite: arredondar(rbLeiteExato),
    rbAtividade: arredondar(rbExato),
    participacaoLeite: Math.round(participacao * 10_000) / 10_000,
    coeItens,
    coe,
    depreciacao: arredondar(depreciacao),
    maoDeObraFamiliar: a.custos.maoDeObraFamiliar,
    cot: arredondar(cot),
    capitalInvestido: arredondar(capital),
    bensPorGrupo: GRUPOS_BENS.map((g) => ({
      grupo: g,
      depreciacao: arredondar(grupos[g].depreciacao),
      capital: arredondar(grupos[g].capital),
      remuneracao: arredondar((grupos[g].capital * a.taxaRemuneracao) / 100),
    })),
    totaisInformados: a.totais.depreciacao !== undefined || a.totais.capitalInvestido !== undefined,
    valorTerra: arredondar(valorTerra),
    remuneracaoCapital: arredondar(remuneracaoCapital),
    remuneracaoTerra: arredondar(remuneracaoTerra),
    ct: arredondar(ct),
    coeLeite: arredondar(coe * participacao),
    cotLeite: arredondar(cot * participacao),
    ctLeite: arredondar(ct * participacao),
    margemBruta: arredondar(margemBruta),
    margemLiquida: arredondar(margemLiquida),
    lucro: arredondar(lucro),
    porLitro,
    taxaRetorno: {
      comTerra: ouNulo(dividir(100 * margemLiquida, capital + valorTerra), centesimos),
      semTerra: ouNulo(dividir(100 * margemLiquida, capital), centesimos),
    },
    pontoNivelamentoLitros,
    pontoNivelamentoLitrosDia: porDia(pontoNivelamentoLitros),
    pontoResiduoLitros,
    pontoResiduoLitrosDia: porDia(pontoResiduoLitros),
    lucratividade: rbExato > 0 ? centesimos((100 * lucro) / rbExato) : null,
    margemBrutaPorHa: area > 0 ? arredondar(margemBruta / area) : null,
    margemLiquidaPorHa: area > 0 ? arredondar(margemLiquida / area) : null,
    margemBrutaPorVaca: vacas ? arredondar(margemBruta / vacas) : null,
    margemLiquidaPorVaca: vacas ? arredondar(margemLiquida / vacas) : null,
    capitalPorLitro:
      litros > 0
        ? { ano: centesimos(capitalComTerra / litros), dia: arredondar(capitalComTerra / (litros / 365)) }
        : null,
    participacaoCoe:
      coe > 0
        ? (Object.fromEntries(ITENS_COE.map((i) => [i, centesimos((100 * a.custos[i]) / coe)])) as Record<
            ItemCoe,
            number
          >)
        : null,
    alimentacaoNoCoe: coe > 0 ? centesimos((100 * alimentacao) / coe) : null,
    veredito: { nivel, texto: VEREDITOS[nivel] },
    indicadores: indicadores(a),
    periodoLeite: { dias: diasDoLeite(a), meses: a.receitas.mesesLeite ?? [] },
    sensibilidade: VARIACOES.map((v) => {
      const rb = rbLeiteExato * (1 + v / 100) + outrasReceitas;
      const variaveisAMais = (variaveis * v) / 100;
      return {
        variacao: v,
        lucroPreco: arredondar(rb - ct),
        lucroVolume: arredondar(rb - ct - variaveisAMais),
        margemBrutaPreco: arredondar(rb - coe),
        margemBrutaVolume: arredondar(rb - coe - variaveisAMais),
      };
    }),
    avisos: avisosDaAvaliacao(a),
  };
}

/** Checks raw input (a draft, a request body, a file) and analyses it; throws the ZodError of a bad input. */
export function analisarEntrada(entrada: AvaliacaoEntrada | unknown): AnaliseFinal {
  return analisar(avaliacaoSchema.parse(entrada));
}
