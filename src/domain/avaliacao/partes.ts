/**
 * Which module each figure of the assessment comes from (docs/PRODUTO.md §Permissões), so a caller reads only what
 * its modules allow (src/domain/retidos.ts): the assets from the inventory modules, the money from Financeiro, the litres and the herd
 * figures from Apontamentos. A figure of the Análise Final needs every module its inputs come from: profit without
 * the costs would be a figure invented. `partes.test.ts` checks these tables against `analisar` itself.
 */
import type { Modulo } from '../modules.ts';
import type { Parte } from '../retidos.ts';
import type { AnaliseFinal } from './analise.ts';

const F = 'financial';
const A = 'appointments';
const AN = 'animals';
const L = 'lands';
const FA = 'facilities';
const M = 'machinery';
/** The capital in facilities, machines and breeding stock. */
const CAPITAL = [FA, M, AN] as const;

/** The parts of a draft (and of the figures offered to import) and their modules; the rest is the farm's own. */
export const PARTES_DO_RASCUNHO: readonly Parte[] = [
  { parte: 'terras', modulos: [L] },
  { parte: 'arrendamentoTerra', modulos: [L] },
  { parte: 'totais.valorTerra', modulos: [L] },
  { parte: 'benfeitorias', modulos: [FA] },
  { parte: 'maquinas', modulos: [M] },
  { parte: 'animais', modulos: [AN] },
  { parte: 'totais.depreciacao', modulos: CAPITAL },
  { parte: 'totais.capitalInvestido', modulos: CAPITAL },
  { parte: 'custos', modulos: [F] },
  { parte: 'receitas.leiteLitros', modulos: [A] },
  { parte: 'receitas.leiteProduzidoLitros', modulos: [A] },
  { parte: 'receitas.diasLeite', modulos: [A] },
  { parte: 'receitas.mesesLeite', modulos: [A] },
  { parte: 'receitas.rendaLeite', modulos: [F] },
  { parte: 'receitas.precoLeite', modulos: [F] },
  { parte: 'receitas.vendaAnimais', modulos: [F] },
  { parte: 'receitas.variacaoInventarioAnimal', modulos: [AN] },
  { parte: 'receitas.outras', modulos: [F] },
  { parte: 'zootecnico', modulos: [A] },
];

const RB = [F, A, AN] as const;
const COT = [F, ...CAPITAL] as const;
const CT = [...COT, L] as const;
const TUDO = [F, A, ...CAPITAL, L] as const;

/** Each figure of the Análise Final and the modules of the inputs it is computed from (see `analisar`). */
export const MODULOS_DA_ANALISE: Record<keyof AnaliseFinal, readonly Modulo[]> = {
  litros: [A],
  litrosProduzidos: [A],
  rbLeite: [F, A],
  rbAtividade: RB,
  participacaoLeite: RB,
  coeItens: [F],
  coe: [F],
  depreciacao: CAPITAL,
  maoDeObraFamiliar: [F],
  cot: COT,
  capitalInvestido: CAPITAL,
  bensPorGrupo: CAPITAL,
  totaisInformados: CAPITAL,
  valorTerra: [L],
  remuneracaoCapital: CAPITAL,
  remuneracaoTerra: [L],
  ct: CT,
  coeLeite: RB,
  cotLeite: [F, A, ...CAPITAL],
  ctLeite: TUDO,
  margemBruta: RB,
  margemLiquida: [F, A, ...CAPITAL],
  lucro: TUDO,
  porLitro: TUDO,
  taxaRetorno: TUDO,
  pontoNivelamentoLitros: TUDO,
  pontoNivelamentoLitrosDia: TUDO,
  pontoResiduoLitros: [F, A, ...CAPITAL],
  pontoResiduoLitrosDia: [F, A, ...CAPITAL],
  lucratividade: TUDO,
  margemBrutaPorHa: RB,
  margemLiquidaPorHa: [F, A, ...CAPITAL],
  margemBrutaPorVaca: RB,
  margemLiquidaPorVaca: [F, A, ...CAPITAL],
  capitalPorLitro: [...CAPITAL, L, A],
  participacaoCoe: [F],
  alimentacaoNoCoe: [F],
  veredito: TUDO,
  indicadores: [A],
  periodoLeite: [A],
  sensibilidade: TUDO,
  avisos: [F, AN, L, FA],
};

/** The Análise Final's parts under `prefixo` ('analise.' in a draft's answer). */
export function partesDaAnalise(prefixo = ''): Parte[] {
  return Object.entries(MODULOS_DA_ANALISE).map(([k, modulos]) => ({ parte: `${prefixo}${k}`, modulos }));
}

/** The year's summary in the list of assessments (its figures are the analysis's). */
export const PARTES_DO_RESUMO: readonly Parte[] = [
  { parte: 'litros', modulos: MODULOS_DA_ANALISE.litros },
  { parte: 'rbAtividade', modulos: MODULOS_DA_ANALISE.rbAtividade },
  { parte: 'coe', modulos: MODULOS_DA_ANALISE.coe },
  { parte: 'cot', modulos: MODULOS_DA_ANALISE.cot },
  { parte: 'ct', modulos: MODULOS_DA_ANALISE.ct },
  { parte: 'lucro', modulos: MODULOS_DA_ANALISE.lucro },
  { parte: 'ctPorLitro', modulos: MODULOS_DA_ANALISE.porLitro },
  { parte: 'veredito', modulos: MODULOS_DA_ANALISE.veredito },
];

/** The figures offered to import (`sugestao`), the finance categories with no cost group and the months covered. */
export const PARTES_DA_SUGESTAO: readonly Parte[] = [
  ...PARTES_DO_RASCUNHO.map((p) => ({ ...p, parte: `sugestao.${p.parte}` })),
  { parte: 'semGrupo', modulos: [F] },
  { parte: 'meses.leiteLitros', modulos: [A] },
  { parte: 'meses.rendaLeite', modulos: [F] },
  { parte: 'meses.semRenda', modulos: [A, F] },
  { parte: 'meses.semLitros', modulos: [A, F] },
  { parte: 'meses.financeiro', modulos: [F] },
];
