/**
 * What the assessment's routes answer (GET/PUT /avaliacoes/:ano, the list, the suggestion): the schemas behind
 * /api/openapi.json and the contract test. The draft is answered as avaliacaoRascunhoSchema stored it.
 */
import { z } from 'zod';
import { descreve, instante } from '../schemas/common.ts';
import { type AnaliseFinal, type Indicadores, type NivelVeredito, VEREDITOS } from './analise.ts';
import { avaliacaoRascunhoSchema, ITENS_COE, type ItemCoe } from './schemas.ts';

const nivel = z.enum(Object.keys(VEREDITOS) as [NivelVeredito, ...NivelVeredito[]]);
const talvez = z.number().nullable();
const porItemCoe = <T extends z.ZodType>(valor: T) =>
  z.object(Object.fromEntries(ITENS_COE.map((i) => [i, valor])) as Record<ItemCoe, T>);

const indicadores = descreve<Indicadores>()(
  z.object({
    litrosPorDia: z.number(),
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
  }),
);

/** The Análise Final (analisar): COE, COT, CT, margins, per litre, return on capital, break-even, verdict. */
export const analiseFinalSchema = descreve<AnaliseFinal>()(
  z.object({
    litros: z.number(),
    rbLeite: z.number(),
    rbAtividade: z.number(),
    participacaoLeite: z.number(),
    coeItens: porItemCoe(z.number()),
    coe: z.number(),
    depreciacao: z.number(),
    maoDeObraFamiliar: z.number(),
    cot: z.number(),
    capitalInvestido: z.number(),
    valorTerra: z.number(),
    remuneracaoCapital: z.number(),
    remuneracaoTerra: z.number(),
    ct: z.number(),
    margemBruta: z.number(),
    margemLiquida: z.number(),
    lucro: z.number(),
    porLitro: z
      .object({
        preco: z.number(),
        coe: z.number(),
        cot: z.number(),
        ct: z.number(),
        margemBruta: z.number(),
        margemLiquida: z.number(),
        lucro: z.number(),
      })
      .nullable(),
    taxaRetorno: z.object({ comTerra: talvez, semTerra: talvez }),
    pontoNivelamentoLitros: talvez,
    veredito: z.object({ nivel, texto: z.string() }),
    indicadores,
    sensibilidade: z.array(z.object({ variacao: z.number(), lucroPreco: z.number(), lucroVolume: z.number() })),
  }),
);

/** The draft of a year: the steps filled (1–7), and the Análise Final once identificação and receitas are in. */
export const avaliacaoSalvaSchema = z.object({
  id: z.string(),
  ano: z.number().int(),
  dados: avaliacaoRascunhoSchema,
  updatedAt: instante,
  etapas: z.array(z.number().int()),
  analise: analiseFinalSchema.nullable(),
});

/** Each year's assessment with its headline figures, for comparing years. */
export const avaliacoesDaFazendaSchema = z.array(
  avaliacaoSalvaSchema.omit({ dados: true, analise: true }).extend({
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
      .nullable(),
  }),
);

const bemSugerido = z.object({
  descricao: z.string(),
  quantidade: z.number(),
  valorNovo: z.number(),
  vidaUtilAnos: z.number(),
  percentualResidual: z.number(),
});

const opcional = z.number().optional();
/** ZootecnicoDoAno in JSON: a figure without data is left out (never 0). */
const zootecnico = z.object({
  vacasLactacaoMedia: opcional,
  vacasTotalMedia: opcional,
  delMedio: opcional,
  intervaloPartosDias: opcional,
});

/**
 * What each step offers to import for the year (from the farm, the inventory, the finance by grupo de custo, the
 * milk and the herd) and the finance categories without a group (counted in Outros). A suggestion, not an input:
 * the producer's name is blank until the technician types it.
 */
export const sugestaoSchema = z.object({
  sugestao: z.object({
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
    terras: z.array(z.object({ descricao: z.string(), hectares: z.number(), valorHectare: z.number() })),
    benfeitorias: z.array(bemSugerido),
    maquinas: z.array(bemSugerido),
    animais: z.array(z.object({ categoria: z.string(), quantidade: z.number(), valorUnitario: z.number() })),
    custos: porItemCoe(z.number()).extend({ maoDeObraFamiliar: z.number() }),
    receitas: z.object({
      leiteLitros: z.number(),
      precoLeite: z.number(),
      vendaAnimais: z.number(),
      variacaoInventarioAnimal: z.number(),
      outras: z.number(),
    }),
    taxaRemuneracao: z.number(),
    zootecnico,
  }),
  semGrupo: z.array(z.string()),
});
