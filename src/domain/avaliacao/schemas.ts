/**
 * The economic-zootechnical assessment of one farm and year (Avaliação Zootécnica, eight steps): what the technician
 * confirms or types, step by step. Money is integer centavos, areas hectares, rates % a.a. The same schema checks
 * the web's draft, the API and the CLI's `--entrada` file (its JSON Schema is `leiteira avaliacao --esquema`).
 */
import { z } from 'zod';
import { formatBRL } from '../format.ts';
import { MSG } from '../messages.ts';
import { CENTAVOS_MAXIMO, centavos, numero, taxa, texto, textoOpcional } from '../schemas/common.ts';
import { MSG_AVALIACAO } from './messages.ts';

/** Operating-cost items paid in cash (COE), in the order the step and the report show them. */
export const ITENS_COE = [
  'concentrado',
  'volumoso',
  'minerais',
  'sanidade',
  'reproducao',
  'materialOrdenha',
  'maoDeObraContratada',
  'energia',
  'combustivel',
  'manutencao',
  'impostos',
  'arrendamento',
  'outros',
] as const;
export type ItemCoe = (typeof ITENS_COE)[number];

export const ROTULO_COE: Record<ItemCoe, string> = {
  concentrado: 'Concentrado',
  volumoso: 'Volumoso',
  minerais: 'Sal mineral e aditivos',
  sanidade: 'Sanidade e medicamentos',
  reproducao: 'Reprodução (sêmen, inseminação)',
  materialOrdenha: 'Material de ordenha (detergentes, pré e pós-dipping, filtros)',
  maoDeObraContratada: 'Mão de obra contratada',
  energia: 'Energia elétrica',
  combustivel: 'Combustível',
  manutencao: 'Manutenção de máquinas e benfeitorias',
  impostos: 'Impostos e taxas',
  arrendamento: 'Arrendamento pago (COE)',
  outros: 'Outros',
};

/**
 * Where a finance category's money goes in the assessment (the farmer's choice, in Cadastros › Categorias): a COE
 * item, the family's labour, or one of the incomes.
 */
export const GRUPOS_CUSTO = [...ITENS_COE, 'maoDeObraFamiliar', 'leite', 'vendaAnimais', 'outrasReceitas'] as const;
export type GrupoCusto = (typeof GRUPOS_CUSTO)[number];
export const ROTULO_GRUPO: Record<GrupoCusto, string> = {
  ...ROTULO_COE,
  maoDeObraFamiliar: 'Mão de obra familiar (pró-labore)',
  leite: 'Receita: venda de leite',
  vendaAnimais: 'Receita: venda de animais',
  outrasReceitas: 'Receita: outras',
};

export const ETAPAS = [
  'Identificação',
  'Terras',
  'Benfeitorias',
  'Máquinas e Equipamentos',
  'Animais',
  'Custos Operacionais',
  'Receitas',
  'Análise Final',
] as const;

const positivoOuZero = (rotulo: string) =>
  numero().min(0, `${rotulo} não pode ser negativo.`).max(1e9, 'Valor muito alto.');

/**
 * A land: owned or rented. Only the farm's own land carries an opportunity cost (the rate × its value); a rented
 * one's cost is the rent paid, already in the COE (`arrendamento`) — Matsunaga et al. (1976); CEPEA/CNA Campo
 * Futuro: 'remuneração da terra' only of the land the producer owns. A rented land is listed for its area.
 */
const terra = z.object({
  descricao: texto(120),
  hectares: positivoOuZero('A área'),
  valorHectare: centavos,
  arrendada: z.boolean().optional().default(false),
});

/**
 * A facility or a machine: new value, useful life and residual share give the yearly depreciation; the year it was
 * acquired (a used asset) says how much of its life is left (`depreciacaoDoBem`, bens.ts). Without it the asset is
 * taken as new.
 */
const bem = z.object({
  descricao: texto(120),
  quantidade: positivoOuZero('A quantidade').optional().default(1),
  valorNovo: centavos,
  vidaUtilAnos: numero().positive('A vida útil deve ser maior que zero.').max(100, 'Vida útil muito longa.'),
  percentualResidual: taxa.optional().default(20),
  anoAquisicao: numero()
    .int(MSG_AVALIACAO.anoAquisicaoInvalido)
    .min(1900, MSG_AVALIACAO.anoAquisicaoInvalido)
    .max(2100, MSG_AVALIACAO.anoAquisicaoInvalido)
    .optional(),
  /** Still being built (the inventory's 'Em construção'): not in use, so not depreciated yet (bens.ts). */
  emConstrucao: z.boolean().optional(),
});

/**
 * Animals by category (the herd at the end of the year). Only reproducers (bulls) and work animals are given a useful
 * life and depreciate; breeding females enter RB through the inventory change, and their capital is the mean of the
 * opening and closing inventory (bens.ts; `avisosDaAvaliacao` warns about a cow given a life).
 */
const animal = z.object({
  categoria: texto(120),
  quantidade: positivoOuZero('A quantidade'),
  valorUnitario: centavos,
  vidaUtilAnos: numero().positive('A vida útil deve ser maior que zero.').max(30, 'Vida útil muito longa.').optional(),
  percentualResidual: taxa.optional(),
});

const custos = z.object({
  ...(Object.fromEntries(ITENS_COE.map((i) => [i, centavos.optional().default(0)])) as Record<
    ItemCoe,
    z.ZodDefault<z.ZodOptional<typeof centavos>>
  >),
  /** The family's own work, valued at what hiring it would cost (pró-labore): in COT, not in COE. */
  maoDeObraFamiliar: centavos.optional().default(0),
});

/**
 * The incomes of the year. Milk is the litres delivered and the milk income recorded over the same months
 * (`rendaLeite`, exact centavos), or — in a file that gives a price instead — the average price per litre. Each
 * figure may be missing in a draft (a user without Apontamentos or Financeiro saves the rest of the step); the
 * Análise Final needs the litres and the income or price (`receitasCompletas`).
 */
const receitas = z.object({
  /** 'Leite entregue no ano': the litres delivered to the tank (produced − discarded), what the price divides. */
  leiteLitros: positivoOuZero('O volume de leite').optional(),
  /**
   * 'Leite produzido no ano': every litre milked, discarded ones too — what the productivity indicators divide (litres
   * per cow, per hectare: `indicadores` in analise.ts), as the farms' desk and Produção count. Absent in an
   * assessment saved before it existed: the indicators then say 'sem dados' (never the delivered litres).
   */
  leiteProduzidoLitros: positivoOuZero('O volume de leite produzido').optional(),
  /**
   * The days the litres cover (`diasComLeite`: the months with milkings, up to the farm's today) and those months
   * ('YYYY-MM'): the per-day indicators divide by these days. Absent (typed litres, a published example): the year.
   */
  diasLeite: numero()
    .int('Informe um número inteiro de dias.')
    .min(1, 'Informe ao menos 1 dia.')
    .max(366, 'Um ano tem no máximo 366 dias.')
    .optional(),
  mesesLeite: z
    .array(z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido.'))
    .max(24)
    .optional(),
  /** The milk income recorded (centavos): the receipts of the months the litres cover. */
  rendaLeite: centavos.optional(),
  /** Average price received, centavos per litre (fractions allowed: R$ 2,345 = 234.5); used without rendaLeite. */
  precoLeite: numero().min(0, 'O preço não pode ser negativo.').max(100_000, 'Preço muito alto.').optional(),
  vendaAnimais: centavos.optional().default(0),
  /** Animal inventory at the end of the year minus at the start (negative when the herd lost value). */
  // The messages are written when needed (formatBRL at import would load ICU's data into an idle server).
  variacaoInventarioAnimal: numero(() => MSG.valorAltoDemais(formatBRL(CENTAVOS_MAXIMO)))
    .min(-CENTAVOS_MAXIMO, { error: () => MSG.valorBaixoDemais(formatBRL(-CENTAVOS_MAXIMO)), abort: true })
    .max(CENTAVOS_MAXIMO, { error: () => MSG.valorAltoDemais(formatBRL(CENTAVOS_MAXIMO)), abort: true })
    .int('Informe o valor em centavos.')
    .optional()
    .default(0),
  outras: centavos.optional().default(0),
});

/** The incomes as the Análise Final needs them: the litres, and the milk income or the price. */
export const receitasCompletas = receitas
  .extend({ leiteLitros: positivoOuZero('O volume de leite') })
  .refine((r) => r.rendaLeite !== undefined || r.precoLeite !== undefined, {
    message: MSG_AVALIACAO.rendaOuPreco,
    path: ['rendaLeite'],
  });

/**
 * How far a typed taxa de prenhez may be from taxa de serviço × taxa de concepção, in percentage points. Over the
 * same 21-day cycles TP = TS × TC exactly (zootecnico.ts counts one service per cow and cycle); a published or
 * software report that averages cycle by cycle, or counts repeat services, departs by a point or two; beyond 3
 * points the three rates cannot describe the same herd.
 */
export const TOLERANCIA_PRENHEZ_PP = 3;

/**
 * The rates hold together: TP ≤ TS (a pregnancy needs a service) and TP ≈ TS × TC (Ferguson, J. D.; Galligan, D. T.
 * "Reproductive programs in dairy herds", Proc. Central Veterinary Conference, 1993; the 21-day pregnancy rate of
 * DairyComp 305; Embrapa Gado de Leite, "Eficiência reprodutiva em rebanhos leiteiros": taxa de prenhez = taxa de
 * serviço × taxa de concepção).
 */
export function taxasIncoerentes(z: { taxaServico?: number; taxaConcepcao?: number; taxaPrenhez?: number }) {
  const { taxaServico: ts, taxaConcepcao: tc, taxaPrenhez: tp } = z;
  if (tp === undefined || ts === undefined) return null;
  if (tp > ts) return MSG_AVALIACAO.prenhezMaiorQueServico;
  if (tc === undefined) return null;
  const esperada = (ts * tc) / 100;
  if (Math.abs(tp - esperada) > TOLERANCIA_PRENHEZ_PP + 1e-9)
    return MSG_AVALIACAO.prenhezIncoerente(esperada, TOLERANCIA_PRENHEZ_PP);
  return null;
}

/** Figures of the year's records behind the zootechnical indicators; absent ones are left out of the report. */
const zootecnico = z
  .object({
    vacasLactacaoMedia: positivoOuZero('O número de vacas').optional(),
    vacasTotalMedia: positivoOuZero('O número de vacas').optional(),
    delMedio: positivoOuZero('O DEL').optional(),
    intervaloPartosDias: positivoOuZero('O intervalo entre partos').optional(),
    taxaServico: taxa.optional(),
    taxaConcepcao: taxa.optional(),
    taxaPrenhez: taxa.optional(),
    /** Services ÷ conceptions, counted (zootecnico.ts `servicosPorConcepcao`). */
    servicosPorConcepcao: positivoOuZero('Serviços por concepção').optional(),
  })
  .superRefine((z, ctx) => {
    const erro = taxasIncoerentes(z);
    if (erro) ctx.addIssue({ code: 'custom', message: erro, path: ['taxaPrenhez'] });
  });

/** Each step as its form sends it; the whole assessment and the draft are made of these. */
export const ETAPA_SCHEMAS = {
  identificacao: z.object({
    produtor: texto(120),
    propriedade: texto(120),
    municipio: textoOpcional(120),
    estado: textoOpcional(2),
    tecnico: textoOpcional(120),
    ano: numero().int('Ano inválido.').min(1990, 'Ano inválido.').max(2100, 'Ano inválido.'),
    areaTotalHa: positivoOuZero('A área total'),
    areaLeiteHa: positivoOuZero('A área usada para leite'),
  }),
  terras: z.array(terra).max(500),
  benfeitorias: z.array(bem).max(500),
  maquinas: z.array(bem).max(500),
  animais: z.array(animal).max(200),
  custos,
  receitas,
  /** Rate of the opportunity cost of capital (6 % a.a. by default) and of the farm's own land. */
  taxaRemuneracao: taxa,
  /**
   * 'Remuneração da terra própria': the yearly rent the farm's OWN land would fetch, standing for its opportunity
   * cost instead of the rate on its value. Rent actually paid for land of others is the COE item `arrendamento`
   * ('Arrendamento pago (COE)'); the same land in both counts twice (`avisosDaAvaliacao`).
   */
  arrendamentoTerra: centavos,
  /**
   * Totals a published example gives instead of the asset lists (depreciation, capital): each overrides the sum the
   * lists would give.
   */
  totais: z.object({
    depreciacao: centavos.optional(),
    capitalInvestido: centavos.optional(),
    valorTerra: centavos.optional(),
  }),
  zootecnico,
};

export const avaliacaoSchema = z.object({
  identificacao: ETAPA_SCHEMAS.identificacao,
  terras: ETAPA_SCHEMAS.terras.optional().default([]),
  benfeitorias: ETAPA_SCHEMAS.benfeitorias.optional().default([]),
  maquinas: ETAPA_SCHEMAS.maquinas.optional().default([]),
  animais: ETAPA_SCHEMAS.animais.optional().default([]),
  // prefault: the empty step goes through its own defaults (each item 0); zod 4 hands a default() over unparsed.
  custos: ETAPA_SCHEMAS.custos.prefault({}),
  receitas: receitasCompletas,
  taxaRemuneracao: ETAPA_SCHEMAS.taxaRemuneracao.optional().default(6),
  arrendamentoTerra: ETAPA_SCHEMAS.arrendamentoTerra.optional(),
  totais: ETAPA_SCHEMAS.totais.optional().default({}),
  zootecnico: ETAPA_SCHEMAS.zootecnico.optional().default({}),
});

export type AvaliacaoEntrada = z.input<typeof avaliacaoSchema>;
export type Avaliacao = z.output<typeof avaliacaoSchema>;

/** The keys of the draft, one per step that holds data (the eighth, Análise Final, is computed). */
export const CHAVES_ETAPAS = [
  'identificacao',
  'terras',
  'benfeitorias',
  'maquinas',
  'animais',
  'custos',
  'receitas',
] as const satisfies readonly (keyof Avaliacao)[];

/**
 * A draft saved as the technician goes: each step present is complete and valid (its form checks it), absent steps
 * are still to do. The rate, rent, published totals and zootechnical figures ride along.
 */
export const avaliacaoRascunhoSchema = z.object({
  identificacao: ETAPA_SCHEMAS.identificacao.optional(),
  terras: ETAPA_SCHEMAS.terras.optional(),
  benfeitorias: ETAPA_SCHEMAS.benfeitorias.optional(),
  maquinas: ETAPA_SCHEMAS.maquinas.optional(),
  animais: ETAPA_SCHEMAS.animais.optional(),
  custos: ETAPA_SCHEMAS.custos.optional(),
  receitas: ETAPA_SCHEMAS.receitas.optional(),
  taxaRemuneracao: ETAPA_SCHEMAS.taxaRemuneracao.optional(),
  arrendamentoTerra: ETAPA_SCHEMAS.arrendamentoTerra.optional(),
  totais: ETAPA_SCHEMAS.totais.optional(),
  zootecnico: ETAPA_SCHEMAS.zootecnico.optional(),
});
export type AvaliacaoRascunho = z.output<typeof avaliacaoRascunhoSchema>;

/** The steps the Análise Final needs (the others may stay empty): Identificação and Receitas. */
export const ETAPAS_OBRIGATORIAS = [1, 7] as const;

/** The names of the required steps a draft still lacks (its steps as etapasPreenchidas gives them). */
export function etapasFaltando(preenchidas: readonly number[]): string[] {
  return ETAPAS_OBRIGATORIAS.filter((n) => !preenchidas.includes(n)).map((n) => ETAPAS[n - 1]);
}

/** Steps (1–7) the draft has; the Análise Final (8) opens once identificação and receitas are in. */
export function etapasPreenchidas(rascunho: Partial<Record<string, unknown>>): number[] {
  return CHAVES_ETAPAS.flatMap((k, i) => (rascunho[k] !== undefined ? [i + 1] : []));
}

/**
 * What a draft still lacks for the Análise Final: the required steps, and in Receitas the litres and the milk
 * income (a step saved by someone who could not see one of them).
 */
export function pendencias(rascunho: Partial<Record<string, unknown>>): string[] {
  const faltando = etapasFaltando(etapasPreenchidas(rascunho));
  const r = rascunho.receitas as Partial<Record<string, unknown>> | undefined;
  if (r) {
    if (r.leiteLitros === undefined) faltando.push(MSG_AVALIACAO.faltaLitros);
    if (r.rendaLeite === undefined && r.precoLeite === undefined) faltando.push(MSG_AVALIACAO.faltaRenda);
  }
  // a draft saved before the rates had to hold together
  if (rascunho.zootecnico !== undefined && !ETAPA_SCHEMAS.zootecnico.safeParse(rascunho.zootecnico).success)
    faltando.push(MSG_AVALIACAO.faltaTaxas);
  return faltando;
}
