import { Hono } from 'hono';
import type { z } from 'zod';
import { type consultaComFormato, relatorios } from '../../domain/api/relatorios.ts';
import { agoraNoFuso } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { TELAS } from '../../domain/modules.ts';
import { CATEGORIAS_RELATORIO } from '../../domain/relatorios/schemas.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { implementar } from '../http/contrato.ts';
import { forbidden } from '../http/errors.ts';
import { arquivoDoRelatorio } from './helpers.ts';

/** Where this router is mounted: every declaration of src/domain/api/relatorios.ts begins with it. */
const base = '/api/farms/:farmId/relatorios';

/** The file's kind and period (nomeDeArquivo adds the farm): relatorio-despesas-fazenda-x-2025-03(.csv). */
function nomeDoArquivo(q: z.output<typeof consultaComFormato>) {
  const periodo =
    q.tipo === 'diario' ? q.data : q.tipo === 'mensal' ? `${q.ano}-${String(q.mes).padStart(2, '0')}` : q.ano;
  return { tipo: `relatorio ${q.categoria}`, periodo: String(periodo) };
}

/**
 * `/api/farms/:farmId/relatorios`: a report of the farm's data for the screen (JSON) or as a file (CSV, Excel).
 * Opened by the reports module, as its screen (/dashboard/relatorios and the PAEZ hub's copy of it); each category
 * also needs the module whose data it shows.
 */
export const relatoriosRoutes = new Hono<AppEnv>().use('*', farmAccess(...TELAS.relatorios.modulos));

implementar(relatoriosRoutes, base, relatorios.gerar, async (c, { query: q }) => {
  const permitidos: readonly string[] = CATEGORIAS_RELATORIO[q.categoria].modulos;
  if (!c.var.modules.some((m) => permitidos.includes(m))) throw forbidden(MSG.semPermissao);
  const farm = c.var.farm;
  // The reports' queries are imported on the first report asked for, not held by an idle server (issue 28).
  const { gerarRelatorio } = await import('../services/relatorios.ts');
  const rel = await gerarRelatorio(c.var.deps.db, farm, q, agoraNoFuso(farm.timezone), c.var.modules);
  if (q.formato && q.formato !== 'json')
    return arquivoDoRelatorio(c, rel, q.formato, { ...nomeDoArquivo(q), fazenda: farm.name });
  return rel;
});
