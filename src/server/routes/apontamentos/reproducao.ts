import type { Hono } from 'hono';
import { apontamentos } from '../../../domain/api/apontamentos.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import type { AppEnv } from '../../env.ts';
import { comStatus, implementar } from '../../http/contrato.ts';
import { criarApontamento, editarApontamento, excluirApontamento } from '../../services/apontamentos/crud.ts';
import { listarReproducao } from '../../services/apontamentos/reproducao.ts';
import { proximosEventosDaFazenda, situacaoReprodutiva } from '../../services/apontamentos/status.ts';
import { actorOf } from '../helpers.ts';

const op = apontamentos.reproducao;

/**
 * /api/farms/:farmId/reproducao — reproduction events (appointments module): src/domain/api/apontamentos.ts
 * `reproducao`. A delete another event needs is refused inside the kernel's transaction (excluirApontamento).
 */
export function reproducaoRoutes(router: Hono<AppEnv>, base: string) {
  implementar(router, base, op.listar, async (c, { query }) => listarReproducao(c.var.deps.db, c.var.farm.id, query));
  implementar(router, base, op.criar, async (c, { body }) => {
    const { row, created } = await criarApontamento(c.var.deps.db, actorOf(c), 'reproduction_events', body);
    return created ? comStatus(201, row) : comStatus(200, row);
  });
  implementar(router, base, op.proximos, async (c, { query }) => {
    const hoje = hojeNoFuso(c.var.farm.timezone);
    return { hoje, eventos: await proximosEventosDaFazenda(c.var.deps.db, c.var.farm.id, hoje, query.dias) };
  });
  // the pickers' facts: each active female's first Parto and whether she is in milk
  implementar(router, base, op.situacao, async (c) =>
    situacaoReprodutiva(c.var.deps.db, c.var.farm.id, hojeNoFuso(c.var.farm.timezone)),
  );
  implementar(router, base, op.editar, async (c, { params, body }) =>
    editarApontamento(c.var.deps.db, actorOf(c), 'reproduction_events', params.id, body),
  );
  implementar(router, base, op.excluir, async (c, { params }) => {
    await excluirApontamento(c.var.deps.db, actorOf(c), 'reproduction_events', params.id);
    return { ok: true as const };
  });
}
