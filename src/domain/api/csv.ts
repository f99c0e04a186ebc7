import { z } from 'zod';
import { importacaoCsvSchema, resultadoImportacaoSchema } from '../csv/entidades.ts';
import { operacao } from './contrato.ts';

/**
 * CSV export and import of a farm's entities, every operation declared once: the server implements these
 * (src/server/routes/csv.ts), the web calls them (src/web/components/csv-buttons.tsx).
 */
const base = '/api/farms/:farmId/csv';

/** The entity (ENTIDADES_CSV, src/domain/csv/entidades.ts); an unknown one is refused by the service. */
const entidadeParam = z.object({ entidade: z.string().max(40, 'Entidade desconhecida.') });

export const csv = {
  /** The entity's rows as pt-BR CSV (streamed). */
  exportar: operacao({
    method: 'GET',
    path: `${base}/:entidade`,
    params: entidadeParam,
    answers: { 200: { description: 'As linhas da entidade em CSV (pt-BR, ;).', mediaTypes: ['text/csv'] } },
  }),
  /** An import of the records the screen read from a file (`simular: true` for the preview): always its report. */
  importar: operacao({
    method: 'POST',
    path: `${base}/:entidade`,
    params: entidadeParam,
    body: importacaoCsvSchema,
    answers: { 200: resultadoImportacaoSchema },
  }),
};
