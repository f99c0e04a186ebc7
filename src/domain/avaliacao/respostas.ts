/**
 * What the assessment's routes answer (GET/PUT /avaliacoes/:ano, the list, the suggestion): the schemas behind
 * /api/openapi.json and the contract test. The draft is answered as avaliacaoRascunhoSchema stored it.
 */
import { z } from 'zod';
import { MODULOS } from '../modules.ts';
import { descreve, instante, retidosSchema as retidosEmTexto } from '../schemas/common.ts';
import { type AnaliseFinal, type Indicadores, type NivelVeredito, VEREDITOS } from './analise.ts';
import { GRUPOS_BENS } from './bens.ts';
import { avaliacaoRascunhoSchema, ITENS_COE, type ItemCoe } from './schemas.ts';

/** The parts left out, each with the modules (MODULOS) that would open it: the web names them (textoRetido). */
const retidosSchema = z
  .array(z.object({ parte: z.string(), modulos: z.array(z.enum(MODULOS)) }))
  .describe(retidosEmTexto.description ?? '');

const nivel = z.enum(Object.keys(VEREDITOS) as [NivelVeredito, ...NivelVeredito[]]);
const talvez = z.number().nullable();
const porItemCoe = <T extends z.ZodType>(valor: T) =>
  z.object(Object.fromEntries(ITENS_COE.map((i) => [i, valor])) as Record<ItemCoe, T>);

const indicadores = descreve<Indicadores>()(
  z.object({
    litrosPorDia: talvez,
    litrosPorVacaLactacaoDia: talvez,
    litrosPorVacaTotalDia: talvez,
    percentualVacasLactacao: talvez,
    litrosPorHaAno: talvez,
    vacasPorHa: talvez,
    delMedio: talvez,
    intervaloPartosDias: talvez,
    taxaServico: talvez,
    taxaConcepcao: talvez,
    taxaPrenhez: talvez,
    servicosPorConcepcao: talvez,
  }),
);

const porLitro = z.object({
  preco: z.number(),
  coe: z.number(),
  cot: z.number(),
  ct: z.number(),
  margemBruta: z.number(),
  margemLiquida: z.number(),
  lucro: z.number(),
});

/** The Análise Final (analisar): COE, COT, CT, margins, per litre, return on capital, break-even, verdict. */
export const analiseFinalSchema = descreve<AnaliseFinal>()(
  z.object({
    litros: z.number(),
    litrosProduzidos: talvez,
    rbLeite: z.number(),
    rbAtividade: z.number(),
    participacaoLeite: z.number(),
    coeItens: porItemCoe(z.number()),
    coe: z.number(),
    depreciacao: z.number(),
    maoDeObraFamiliar: z.number(),
    cot: z.number(),
    capitalInvestido: z.number(),
    bensPorGrupo: z.array(
      z.object({
        grupo: z.enum(GRUPOS_BENS),
        depreciacao: z.number(),
        capital: z.number(),
        remuneracao: z.number(),
      }),
    ),
    totaisInformados: z.boolean(),
    valorTerra: z.number(),
    remuneracaoCapital: z.number(),
    remuneracaoTerra: z.number(),
    ct: z.number(),
    coeLeite: z.number(),
    cotLeite: z.number(),
    ctLeite: z.number(),
    margemBruta: z.number(),
    margemLiquida: z.number(),
    lucro: z.number(),
    porLitro: porLitro.nullable(),
    taxaRetorno: z.object({ comTerra: talvez, semTerra: talvez }),
    pontoNivelamentoLitros: talvez,
    pontoNivelamentoLitrosDia: talvez,
    pontoResiduoLitros: talvez,
    pontoResiduoLitrosDia: talvez,
    lucratividade: talvez,
    margemBrutaPorHa: talvez,
    margemLiquidaPorHa: talvez,
    margemBrutaPorVaca: talvez,
    margemLiquidaPorVaca: talvez,
    capitalPorLitro: z.object({ ano: z.number(), dia: z.number() }).nullable(),
    participacaoCoe: porItemCoe(z.number()).nullable(),
    alimentacaoNoCoe: talvez,
    veredito: z.object({ nivel, texto: z.string() }),
    indicadores,
    periodoLeite: z.object({ dias: z.number().int(), meses: z.array(z.string()) }),
    sensibilidade: z.array(
      z.object({
        variacao: z.number(),
        lucroPreco: z.number(),
        lucroVolume: z.number(),
        margemBrutaPreco: z.number(),
        margemBrutaVolume: z.number(),
      }),
    ),
    avisos: z.array(z.string()),
  }),
);

/** The Análise Final as a caller reads it: any figure, cost item or per-litre figure its modules withhold is left out. */
const analiseVisivelSchema = analiseFinalSchema
  .extend({ coeItens: porItemCoe(z.number()).partial(), porLitro: porLitro.partial().nullable() })
  .partial();

/** The draft as answered: each step as stored, any of its withheld figures left out. */
const dadosResposta = avaliacaoRascunhoSchema.extend({
  receitas: z
    .object({
      leiteLitros: z.number(),
      leiteProduzidoLitros: z.number(),
      diasLeite: z.number().int(),
      mesesLeite: z.array(z.string()),
      rendaLeite: z.number(),
      precoLeite: z.number(),
      vendaAnimais: z.number(),
      variacaoInventarioAnimal: z.number(),
      outras: z.number(),
    })
    .partial()
    .optional(),
});

/**
 * The draft of a year: the steps filled (1–7), the required steps it still lacks, and the Análise Final once
 * identificação and receitas are in — each part the caller may not read left out and named in `retidos`.
 */
export const avaliacaoSalvaSchema = z.object({
  id: z.string(),
  ano: z.number().int(),
  dados: dadosResposta,
  updatedAt: instante,
  etapas: z.array(z.number().int()),
  faltando: z.array(z.string()),
  analise: analiseVisivelSchema.nullable(),
  /**
   * The saved herd figures the records no longer give (zootecnico.ts `figurasDesatualizadas`): a record behind them
   * changed or went. Only on the year's read, for a caller with Apontamentos.
   */
  desatualizados: z
    .array(
      z.object({
        campo: z.string(),
        rotulo: z.string(),
        salvo: z.number(),
        atual: z.number(),
        casas: z.number().int(),
      }),
    )
    .optional(),
  retidos: retidosSchema,
});

/** Each year's assessment with its headline figures, for comparing years. */
export const avaliacoesDaFazendaSchema = z.array(
  avaliacaoSalvaSchema
    .omit({ dados: true, analise: true, faltando: true, retidos: true, desatualizados: true })
    .extend({
      resumo: z
        .object({
          litros: z.number(),
          rbAtividade: z.number(),
          coe: z.number(),
          cot: z.number(),
          ct: z.number(),
          lucro: z.number(),
          ctPorLitro: talvez,
          veredito: nivel,
        })
        .partial()
        .extend({ retidos: retidosSchema })
        .nullable(),
    }),
);

const bemSugerido = z.object({
  descricao: z.string(),
  quantidade: z.number(),
  valorNovo: z.number(),
  vidaUtilAnos: z.number(),
  percentualResidual: z.number(),
  /** The machine's year of manufacture, where the inventory has it (a used asset depreciates within its life). */
  anoAquisicao: z.number().int().optional(),
  emConstrucao: z.boolean().optional(),
});

const opcional = z.number().optional();
/** ZootecnicoDoAno in JSON: a figure without data is left out (never 0). */
const zootecnico = z.object({
  vacasLactacaoMedia: opcional,
  vacasTotalMedia: opcional,
  delMedio: opcional,
  intervaloPartosDias: opcional,
  taxaServico: opcional,
  taxaConcepcao: opcional,
  taxaPrenhez: opcional,
  servicosPorConcepcao: opcional,
});

/**
 * What each step offers to import for the year (from the farm, the inventory, the finance by grupo de custo, the
 * milk and the herd) and the finance categories without a group (counted in Outros). A suggestion, not an input:
 * the producer's name is blank until the technician types it.
 */
export const sugestaoSchema = z.object({
  sugestao: z
    .object({
      identificacao: z.object({
        produtor: z.string(),
        propriedade: z.string(),
        municipio: z.string(),
        estado: z.string(),
        tecnico: z.string(),
        ano: z.number().int(),
        areaTotalHa: z.number(),
        areaLeiteHa: z.number(),
      }),
      terras: z.array(
        z.object({ descricao: z.string(), hectares: z.number(), valorHectare: z.number(), arrendada: z.boolean() }),
      ),
      benfeitorias: z.array(bemSugerido),
      maquinas: z.array(bemSugerido),
      animais: z.array(z.object({ categoria: z.string(), quantidade: z.number(), valorUnitario: z.number() })),
      custos: porItemCoe(z.number()).extend({ maoDeObraFamiliar: z.number() }),
      /** A figure the year has no record of is left out (the technician types it), never 0. */
      receitas: z
        .object({
          leiteLitros: z.number(),
          leiteProduzidoLitros: z.number(),
          diasLeite: z.number().int(),
          mesesLeite: z.array(z.string()),
          rendaLeite: z.number(),
          vendaAnimais: z.number(),
          variacaoInventarioAnimal: z.number(),
          outras: z.number(),
        })
        .partial(),
      taxaRemuneracao: z.number(),
      zootecnico,
    })
    .partial(),
  semGrupo: z.array(z.string()).optional(),
  /** The months behind the imported figures: with litres, with milk income, with one but not the other. */
  meses: z.record(z.string(), z.array(z.string())),
  /** Every year the farm has records, finance or inventory for (newest first): the wizard opens on the last. */
  anosComDados: z.array(z.number().int()),
  retidos: retidosSchema,
});
