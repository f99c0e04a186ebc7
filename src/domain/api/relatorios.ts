import { z } from 'zod';
import { consultaRelatorioSchema, relatorioSchema } from '../relatorios/schemas.ts';
import type { ArquivoDeclarado } from './contrato.ts';
import { operacao } from './contrato.ts';

/**
 * The farm's reports (docs/PRODUTO.md §Relatórios), declared once: the server implements it
 * (src/server/routes/relatorios.ts, behind the reports module), the web calls it (src/web/features/relatorios/api.ts).
 */
const base = '/api/farms/:farmId/relatorios';

/** The report asked for, and the format: JSON for the screen (default), or a file. */
export const consultaComFormato = consultaRelatorioSchema.and(
  z.object({
    formato: z
      .enum(['json', 'csv', 'xlsx', 'pdf'], { error: 'Formato inválido: use json, csv, xlsx ou pdf.' })
      .optional(),
  }),
);

/** The report as a file: the reports' makers (ARQUIVOS_RELATORIO in src/server/services/relatorio-arquivos.ts). */
const arquivo: ArquivoDeclarado = {
  description: 'O relatório como arquivo, no formato pedido (CSV, Excel ou PDF), para baixar.',
  mediaTypes: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
};

export const relatorios = {
  gerar: operacao({
    method: 'GET',
    path: base,
    query: consultaComFormato,
    answers: { 200: [relatorioSchema, arquivo] },
  }),
};
