import type { Relatorio } from '../../domain/relatorios/schemas.ts';

/**
 * The files a report can be downloaded as, each made from the same rows. Each maker is imported on its first use:
 * the server keeps the CSV, Excel and PDF code out of its idle memory until someone downloads a report (issue 28).
 */
export const ARQUIVOS_RELATORIO = {
  csv: {
    tipo: 'text/csv; charset=utf-8',
    fazer: async (r: Relatorio) => (await import('../../domain/relatorios/exportar.ts')).relatorioParaCsv(r),
  },
  xlsx: {
    tipo: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fazer: async (r: Relatorio) => (await import('./relatorio-xlsx.ts')).relatorioParaXlsx(r),
  },
  pdf: {
    tipo: 'application/pdf',
    fazer: async (r: Relatorio) => (await import('./relatorio-pdf.ts')).relatorioParaPdf(r),
  },
} satisfies Record<string, { tipo: string; fazer(r: Relatorio): Promise<string | Buffer> }>;
