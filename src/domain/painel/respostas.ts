/** What GET /api/painel answers (openapi.json and the contract test). */
import { z } from 'zod';
import { descreve, retidosSchema } from '../schemas/common.ts';
import type { Referencias } from './estatisticas.ts';
import {
  CHAVES_INDICADORES,
  type ChaveIndicador,
  type FiguraPainel,
  type LinhaPainel,
  type ReferenciasPainel,
} from './indicadores.ts';
import type { PeriodoPainel } from './periodo.ts';

const figura = descreve<FiguraPainel>()(
  z.object({
    valor: z.number().nullable(),
    texto: z.string().optional(),
    incompleto: z.string().optional().describe('O que falta ao dado (meses sem registro, avaliação não salva).'),
  }),
);
const porIndicador = <T extends z.ZodType>(s: T) =>
  z.object(
    Object.fromEntries(CHAVES_INDICADORES.map((k) => [k, s.optional()])) as Record<ChaveIndicador, z.ZodOptional<T>>,
  );

const referencia = descreve<Referencias>()(
  z.object({
    media: z.number().nullable(),
    mediana: z.number().nullable(),
    quartilSuperior: z.number().nullable(),
    n: z.number().int(),
  }),
);

export interface Painel {
  periodo: PeriodoPainel;
  /** Each farm's row; `retidos` names the figures the caller's modules on that farm do not open. */
  linhas: (LinhaPainel & { retidos: { parte: string; modulos: string[] }[] })[];
  referencias: ReferenciasPainel;
}

export const painelSchema = descreve<Painel>()(
  z.object({
    periodo: z.object({
      tipo: z.enum(['ano', 'trimestre', 'mes']),
      texto: z.string(),
      ano: z.number().int(),
      inicio: z.string(),
      fim: z.string(),
      meses: z.array(z.string()),
      rotulo: z.string(),
    }),
    linhas: z.array(
      z.object({
        farmId: z.string(),
        fazenda: z.string(),
        copiaEm: z
          .string()
          .optional()
          .describe('Cópia somente leitura de outra instalação: quando sua exportação foi tirada.'),
        figuras: porIndicador(figura),
        retidos: retidosSchema,
      }),
    ),
    referencias: porIndicador(referencia).describe(
      'Média, mediana e limite do melhor quarto das fazendas, sobre os números que cada linha mostra.',
    ),
  }),
);
