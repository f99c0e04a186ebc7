import { z } from 'zod';
import { CHAVES_INDICADORES, type ChaveIndicador } from '../painel/indicadores.ts';
import { MSG_PAINEL } from '../painel/messages.ts';
import { periodoSchema } from '../painel/periodo.ts';
import { painelSchema } from '../painel/respostas.ts';
import { seriePainelSchema } from '../painel/serie.ts';
import type { ArquivoDeclarado } from './contrato.ts';
import { operacao } from './contrato.ts';

/**
 * The farms' desk (docs/PRODUTO.md §Fazendas), every operation declared once: the server implements these
 * (src/server/routes/painel.ts, behind multiFazenda), the web calls them (src/web/features/painel/api.ts).
 */
const base = '/api/painel';

/** `?periodo=2026&fazendas=id,id`: the period and, optionally, some of the caller's farms. */
const consulta = z.object({
  periodo: periodoSchema,
  fazendas: z
    .string()
    .optional()
    .transform((t) =>
      t
        ? t
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean)
        : undefined,
    ),
});
const arquivoConsulta = consulta.extend({
  formato: z.enum(['pdf', 'xlsx', 'csv'], { error: 'Formato inválido: use pdf, xlsx ou csv.' }),
});

/**
 * `?indicador=litrosDia&granularidade=mes|ano&ate=2026-11&fazendas=…`: twelve months ending with the month of `ate`,
 * or five years ending with its year (`ate`: '2026-11' or '2026'; default: today).
 */
const serieConsulta = z.object({
  indicador: z.enum(CHAVES_INDICADORES as [ChaveIndicador, ...ChaveIndicador[]], {
    error: MSG_PAINEL.indicador,
  }),
  granularidade: z.enum(['mes', 'ano'], { error: MSG_PAINEL.granularidade }).default('mes'),
  ate: z
    .string()
    .regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, MSG_PAINEL.ate)
    .optional(),
  fazendas: consulta.shape.fazendas,
});

/** The desk as a file: the reports' makers (ARQUIVOS_RELATORIO in src/server/services/relatorio-arquivos.ts). */
const arquivo: ArquivoDeclarado = {
  description: 'O relatório como arquivo, no formato pedido (CSV, Excel ou PDF), para baixar.',
  mediaTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
};

export const painel = {
  ler: operacao({
    method: 'GET',
    path: base,
    query: consulta,
    answers: { 200: painelSchema, 403: MSG_PAINEL.soUmaFazenda },
  }),
  serie: operacao({
    method: 'GET',
    path: `${base}/serie`,
    query: serieConsulta,
    answers: { 200: seriePainelSchema, 403: MSG_PAINEL.soUmaFazenda },
  }),
  arquivo: operacao({
    method: 'GET',
    path: `${base}/arquivo`,
    query: arquivoConsulta,
    answers: { 200: arquivo, 403: MSG_PAINEL.soUmaFazenda },
  }),
};
