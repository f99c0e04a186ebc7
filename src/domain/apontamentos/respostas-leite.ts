/**
 * What the lactation and milk-quality routes answer (openapi.json and the contract test): GET /lactacoes,
 * GET /lactacoes/:animalId and GET /qualidade/medias.
 */
import { z } from 'zod';
import { dataResposta, descreve } from '../schemas/common.ts';
import type { SemanaDeLactacao, Tipo305 } from './lactacoes.ts';
import type { AvisoDeQualidade, MediaDoParametro, MesDeQualidade } from './qualidade.ts';

/** One lactation of the table: whose, which, and its figures (null: no figure, said as '—'). */
export interface LinhaLactacao {
  animalId: string;
  identificacao: string;
  nome: string;
  /** 1 for her first recorded calving. */
  numero: number;
  parto: string;
  /** First day out of milk; null while in progress. */
  fim: string | null;
  /** Days in milk today (in progress) or the lactation's length. */
  del: number;
  total: number | null;
  picoLitros: number | null;
  picoDel: number | null;
  producao305: number | null;
  tipo305: Tipo305 | null;
  semProjecao: string | null;
  persistencia: number | null;
  /** The herd's 305-day yield for her lactation number (only for a lactation in progress). */
  esperado305: number | null;
  percentualEsperado: number | null;
  abaixoDoEsperado: boolean;
}

const talvez = z.number().nullable();

export const linhaLactacaoSchema = descreve<LinhaLactacao>()(
  z.object({
    animalId: z.string(),
    identificacao: z.string(),
    nome: z.string(),
    numero: z.number().int(),
    parto: dataResposta,
    fim: dataResposta.nullable(),
    del: z.number().int(),
    total: talvez,
    picoLitros: talvez,
    picoDel: talvez,
    producao305: talvez,
    tipo305: z.enum(['real', 'projetada']).nullable(),
    semProjecao: z.string().nullable(),
    persistencia: talvez,
    esperado305: talvez,
    percentualEsperado: talvez,
    abaixoDoEsperado: z.boolean(),
  }),
);

export const lactacoesSchema = z.array(linhaLactacaoSchema);

const semanasSchema = descreve<SemanaDeLactacao[]>()(
  z.array(z.object({ semana: z.number().int(), litros: z.number() })),
);

export const lactacoesDaVacaSchema = z.object({
  lactacoes: lactacoesSchema,
  curva: z
    .object({ numero: z.number().int(), parto: dataResposta, vaca: semanasSchema, rebanho: semanasSchema })
    .nullable(),
});

const mediaSchema = descreve<MediaDoParametro>()(
  z.object({
    mes: talvez,
    trimestral: talvez,
    mesesComAnalise: z.number().int(),
    situacao: z.enum(['conforme', 'acima', 'insuficiente', 'sem dados']),
    tendencia: talvez,
  }),
);

export const mesDeQualidadeSchema = descreve<MesDeQualidade>()(
  z.object({
    mes: z.string().regex(/^\d{4}-\d{2}$/),
    analises: z.number().int(),
    aberto: z.boolean(),
    ccs: mediaSchema,
    cbt: mediaSchema,
    gordura: talvez,
    proteina: talvez,
    gorduraAbaixo: z.boolean().nullable(),
    proteinaAbaixo: z.boolean().nullable(),
  }),
);

export const mediasDeQualidadeSchema = z.object({
  meses: z.array(mesDeQualidadeSchema),
  avisos: z.array(
    descreve<AvisoDeQualidade>()(
      z.object({
        parametro: z.enum(['ccs', 'cbt']),
        nivel: z.enum(['acima', 'atencao']),
        mes: z.string(),
        valor: z.number(),
        texto: z.string(),
      }),
    ),
  ),
});
