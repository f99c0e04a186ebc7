import type { Hono } from 'hono';
import { apontamentos } from '../../../domain/api/apontamentos.ts';
import { relatorioDasListas } from '../../../domain/apontamentos/listas-relatorio.ts';
import { agoraNoFuso } from '../../../domain/format.ts';
import type { AppEnv } from '../../env.ts';
import { implementar } from '../../http/contrato.ts';
import { estadoDoRebanho, listasDaFazenda } from '../../services/apontamentos/status.ts';
import { arquivoDoRelatorio, hojeDaFazenda } from '../helpers.ts';

const op = apontamentos.rebanho;

/**
 * /api/farms/:farmId/rebanho — the herd's reproductive state computed from the records (Apontamentos' data: the
 * appointments module, as the records' own routes): each female's state and the summary for Rebanho's columns, and
 * the week's action lists, as JSON or as the reports' files (CSV, Excel, PDF) for the crew. The router's guard is
 * `.use()`d before this call.
 */
export function rebanhoEstadoRoutes(router: Hono<AppEnv>, base: string) {
  implementar(router, base, op.estado, async (c) => {
    const {
      listas: _,
      emCarenciaHoje: __,
      ...r
    } = await estadoDoRebanho(c.var.deps.db, c.var.farm.id, hojeDaFazenda(c));
    return r;
  });
  implementar(router, base, op.listas, async (c, { query: { lista, formato } }) => {
    const r = await listasDaFazenda(c.var.deps.db, c.var.farm.id, hojeDaFazenda(c), lista);
    if (!formato || formato === 'json') return r;
    const farm = c.var.farm;
    // every list: the herd's and the four health lists (one list asked: that one)
    const rel = relatorioDasListas(
      r.listas,
      farm.name,
      r.hoje,
      agoraNoFuso(farm.timezone),
      lista ? undefined : r.sanitarias,
    );
    return arquivoDoRelatorio(c, rel, formato, {
      tipo: `listas ${lista ?? 'rebanho'}`,
      fazenda: farm.name,
      periodo: r.hoje,
    });
  });
}
