import { Hono } from 'hono';
import { relatorioDasListas } from '../../../domain/apontamentos/listas-relatorio.ts';
import { estadoDoRebanhoSchema, listasDeAcaoSchema, listasQuery } from '../../../domain/apontamentos/schemas.ts';
import { agoraNoFuso } from '../../../domain/format.ts';
import { TELAS } from '../../../domain/modules.ts';
import { farmAccess } from '../../auth/middleware.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import { estadoDoRebanho, listasDaFazenda } from '../../services/apontamentos/status.ts';
import { ARQUIVO_DO_RELATORIO, arquivoDoRelatorio, hojeDaFazenda } from '../helpers.ts';

// What each route answers (openapi.json; every API test checks its answers against it).
const estado = responses({ 200: estadoDoRebanhoSchema });
const listas = responses({ 200: [listasDeAcaoSchema, ARQUIVO_DO_RELATORIO] });

/**
 * /api/farms/:farmId/rebanho — the herd's reproductive state computed from the records (Apontamentos' data: the
 * appointments module, as the records' own routes): each female's state and the summary for Rebanho's columns, and
 * the week's action lists, as JSON or as the reports' files (CSV, Excel, PDF) for the crew.
 */
export const rebanhoEstadoRoutes = new Hono<AppEnv>()
  .use('*', farmAccess(...TELAS.apontamentos.modulos))
  .get('/estado', estado, async (c) => {
    const { listas: _, ...r } = await estadoDoRebanho(c.var.deps.db, c.var.farm.id, hojeDaFazenda(c));
    return c.json(r);
  })
  .get('/listas', validate('query', listasQuery), listas, async (c) => {
    const { lista, formato } = c.req.valid('query');
    const r = await listasDaFazenda(c.var.deps.db, c.var.farm.id, hojeDaFazenda(c), lista);
    if (!formato || formato === 'json') return c.json(r);
    const farm = c.var.farm;
    const rel = relatorioDasListas(r.listas, farm.name, r.hoje, agoraNoFuso(farm.timezone));
    return arquivoDoRelatorio(c, rel, formato, {
      tipo: `listas ${lista ?? 'rebanho'}`,
      fazenda: farm.name,
      periodo: r.hoje,
    });
  });
