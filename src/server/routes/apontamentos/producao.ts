import type { Hono } from 'hono';
import { apontamentos } from '../../../domain/api/apontamentos.ts';
import { resumoProducao } from '../../../domain/apontamentos/producao.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import type { AppEnv } from '../../env.ts';
import { comStatus, implementar } from '../../http/contrato.ts';
import { criarApontamento, editarApontamento, excluirApontamento } from '../../services/apontamentos/crud.ts';
import {
  leiteDoPeriodo,
  listarProducao,
  loteDoDia,
  producaoDiaria,
  salvarLote,
} from '../../services/apontamentos/producao.ts';
import { quantasLactantes } from '../../services/apontamentos/status.ts';
import { actorOf } from '../helpers.ts';

const op = apontamentos.producao;

/**
 * /api/farms/:farmId/producao — milkings (appointments module): src/domain/api/apontamentos.ts `producao`. The
 * batch's and the summary's paths are registered before `/:id`. The router's guard is `.use()`d before this call.
 */
export function producaoRoutes(router: Hono<AppEnv>, base: string) {
  implementar(router, base, op.listar, async (c, { query }) => listarProducao(c.var.deps.db, c.var.farm.id, query));
  implementar(router, base, op.criar, async (c, { body }) => {
    const { row, created } = await criarApontamento(c.var.deps.db, actorOf(c), 'milk_records', body);
    return created ? comStatus(201, row) : comStatus(200, row);
  });
  implementar(router, base, op.lote, async (c, { query: { data, ordenha } }) => ({
    data,
    ordenha,
    vacas: await loteDoDia(c.var.deps.db, c.var.farm.id, data, ordenha),
  }));
  implementar(router, base, op.salvarLote, async (c, { body }) => salvarLote(c.var.deps.db, actorOf(c), body));
  implementar(router, base, op.resumo, async (c, { query }) => {
    const ate = query.ate ?? hojeNoFuso(c.var.farm.timezone);
    const { db } = c.var.deps;
    const [serie, lactantes, leite] = await Promise.all([
      producaoDiaria(db, c.var.farm.id, ate, query.dias),
      quantasLactantes(db, c.var.farm.id, ate),
      leiteDoPeriodo(db, c.var.farm.id, ate, query.dias),
    ]);
    return { ate, serie, vacasLactantes: lactantes, resumo: resumoProducao(serie, lactantes), leite };
  });
  implementar(router, base, op.editar, async (c, { params, body }) =>
    editarApontamento(c.var.deps.db, actorOf(c), 'milk_records', params.id, body),
  );
  implementar(router, base, op.excluir, async (c, { params }) => {
    await excluirApontamento(c.var.deps.db, actorOf(c), 'milk_records', params.id);
    return { ok: true as const };
  });
}
