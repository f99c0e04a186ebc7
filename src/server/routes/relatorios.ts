import { Hono } from 'hono';
import { z } from 'zod';
import { agoraNoFuso } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { TELAS } from '../../domain/modules.ts';
import { CATEGORIAS_RELATORIO, consultaRelatorioSchema, relatorioSchema } from '../../domain/relatorios/schemas.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { forbidden } from '../http/errors.ts';
import { responses, validate } from '../http/validate.ts';
import { ARQUIVO_DO_RELATORIO, arquivoDoRelatorio } from './helpers.ts';

const consulta = consultaRelatorioSchema.and(
  z.object({
    formato: z
      .enum(['json', 'csv', 'xlsx', 'pdf'], { error: 'Formato inválido: use json, csv, xlsx ou pdf.' })
      .optional(),
  }),
);

/** The file's kind and period (nomeDeArquivo adds the farm): relatorio-despesas-fazenda-x-2025-03(.csv). */
function nomeDoArquivo(q: z.output<typeof consulta>) {
  const periodo =
    q.tipo === 'diario' ? q.data : q.tipo === 'mensal' ? `${q.ano}-${String(q.mes).padStart(2, '0')}` : q.ano;
  return { tipo: `relatorio ${q.categoria}`, periodo: String(periodo) };
}

// What each route answers (openapi.json; every API test checks its answers against it).
const relatorio = responses({ 200: [relatorioSchema, ARQUIVO_DO_RELATORIO] });

/**
 * `/api/farms/:farmId/relatorios`: a report of the farm's data for the screen (JSON) or as a file (CSV, Excel).
 * Opened by the reports module, as its screen (/dashboard/relatorios and the PAEZ hub's copy of it); each category
 * also needs the module whose data it shows.
 */
export const relatoriosRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.relatorios.modulos))
  .get('/', validate('query', consulta), relatorio, async (c) => {
    const q = c.req.valid('query');
    const permitidos: readonly string[] = CATEGORIAS_RELATORIO[q.categoria].modulos;
    if (!c.var.modules.some((m) => permitidos.includes(m))) throw forbidden(MSG.semPermissao);
    const farm = c.var.farm;
    // The reports' queries are imported on the first report asked for, not held by an idle server (issue 28).
    const { gerarRelatorio } = await import('../services/relatorios.ts');
    const rel = await gerarRelatorio(c.var.deps.db, farm, q, agoraNoFuso(farm.timezone));
    if (q.formato && q.formato !== 'json')
      return arquivoDoRelatorio(c, rel, q.formato, { ...nomeDoArquivo(q), fazenda: c.var.farm.name });
    return c.json(rel);
  });
