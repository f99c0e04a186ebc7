/**
 * What the lactation and milk-quality routes answer (openapi.json and the contract test): GET /lactacoes,
 * GET /lactacoes/:animalId and GET /qualidade/medias.
 */
import { z } from 'zod';
import { dataResposta, descreve } from '../schemas/common.ts';
import type { Dias, Metodo305, SemanaDeLactacao, Tipo305 } from './lactacoes.ts';
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
  /** The litres recorded: the sum of the recorded days (`registrado`: first and last DEL, days with a record). */
  total: number | null;
  registrado: (Dias & { dias: number }) | null;
  picoLitros: number | null;
  picoDel: number | null;
  producao305: number | null;
  /** Recorded, interpolated (ICAR TIM) or projected, how, and from which days (`resumirLactacao`). */
  tipo305: Tipo305 | null;
  metodo305: Metodo305 | null;
  dias305: { registrados: Dias; projetados: Dias | null } | null;
  semProjecao: string | null;
  persistencia: number | null;
  /** The herd's 305-day yield for her lactation number (only for a lactation in progress). */
  esperado305: number | null;
  percentualEsperado: number | null;
  abaixoDoEsperado: boolean;
}

const talvez = z.number().nullable();
const dias = z.object({ de: z.number().int(), ate: z.number().int() });
/** The recorded days of a lactation's total: first and last DEL, how many days have a record. */
export const registradoSchema = dias.extend({ dias: z.number().int() }).nullable();

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
    registrado: registradoSchema,
    picoLitros: talvez,
    picoDel: talvez,
    producao305: talvez,
    tipo305: z.enum(['registrado', 'interpolado', 'projetado']).nullable(),
    metodo305: z.enum(['soma', 'tim', 'wood', 'ultimo-controle']).nullable(),
    dias305: z.object({ registrados: dias, projetados: dias.nullable() }).nullable(),
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
