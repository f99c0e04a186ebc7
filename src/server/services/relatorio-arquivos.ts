import { relatorioParaCsv } from '../../domain/relatorios/exportar.ts';
import type { Relatorio } from '../../domain/relatorios/schemas.ts';
import { relatorioParaPdf } from './relatorio-pdf.ts';
import { relatorioParaXlsx } from './relatorio-xlsx.ts';

/** The files a report can be downloaded as, each made from the same rows. */
export const ARQUIVOS_RELATORIO = {
  csv: { tipo: 'text/csv; charset=utf-8', fazer: async (r: Relatorio) => relatorioParaCsv(r) },
  xlsx: { tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fazer: relatorioParaXlsx },
  pdf: { tipo: 'application/pdf', fazer: relatorioParaPdf },
} satisfies Record<string, { tipo: string; fazer(r: Relatorio): Promise<string | Buffer> }>;
