import type { Hono } from 'hono';
import { apontamentos } from '../../../domain/api/apontamentos.ts';
import type { AppEnv } from '../../env.ts';
import { comStatus, implementar } from '../../http/contrato.ts';
import { criarApontamento, editarApontamento, excluirApontamento } from '../../services/apontamentos/crud.ts';
import { listarQualidade, mediasDeQualidade } from '../../services/apontamentos/qualidade.ts';
import { actorOf, hojeDaFazenda } from '../helpers.ts';

const op = apontamentos.qualidade;

/** /api/farms/:farmId/qualidade — milk quality samples (appointments module): src/domain/api/apontamentos.ts `qualidade`. */
export function qualidadeRoutes(router: Hono<AppEnv>, base: string) {
  implementar(router, base, op.listar, async (c, { query }) => listarQualidade(c.var.deps.db, c.var.farm.id, query));
  // the last 12 months' geometric means as IN 76/2018 judges them, and the open month's warnings
  implementar(router, base, op.medias, async (c) => mediasDeQualidade(c.var.deps.db, c.var.farm.id, hojeDaFazenda(c)));
  implementar(router, base, op.criar, async (c, { body }) => {
    const { row, created } = await criarApontamento(c.var.deps.db, actorOf(c), 'quality_records', body);
    return created ? comStatus(201, row) : comStatus(200, row);
  });
  implementar(router, base, op.editar, async (c, { params, body }) =>
    editarApontamento(c.var.deps.db, actorOf(c), 'quality_records', params.id, body),
  );
  implementar(router, base, op.excluir, async (c, { params }) => {
    await excluirApontamento(c.var.deps.db, actorOf(c), 'quality_records', params.id);
    return { ok: true as const };
  });
}
