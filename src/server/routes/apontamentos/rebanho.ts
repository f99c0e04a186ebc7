import type { Hono } from 'hono';
import { apontamentos } from '../../../domain/api/apontamentos.ts';
import { MSG } from '../../../domain/messages.ts';
import type { AppEnv } from '../../env.ts';
import { comStatus, implementar } from '../../http/contrato.ts';
import { forbidden } from '../../http/errors.ts';
import { fichaTecnica } from '../../services/apontamentos/ficha.ts';
import { criarAnimal, editarAnimal, excluirAnimal, listarAnimais } from '../../services/apontamentos/rebanho.ts';
import { actorOf, hojeDaFazenda } from '../helpers.ts';

const op = apontamentos.animais;

/**
 * /api/farms/:farmId/animais — the herd register and an animal's ficha técnica (any of the animals or appointments
 * modules): src/domain/api/apontamentos.ts `animais`. The router's guard is `.use()`d before this call.
 */
export function rebanhoRoutes(router: Hono<AppEnv>, base: string) {
  implementar(router, base, op.listar, async (c, { query }) => listarAnimais(c.var.deps.db, c.var.farm.id, query));
  implementar(router, base, op.criar, async (c, { body }) => {
    const { row, created } = await criarAnimal(c.var.deps.db, actorOf(c), body);
    return created ? comStatus(201, row) : comStatus(200, row);
  });
  implementar(router, base, op.ficha, async (c, { params }) =>
    fichaTecnica(c.var.deps.db, c.var.farm.id, params.id, hojeDaFazenda(c), c.var.modules),
  );
  implementar(router, base, op.editar, async (c, { params, body }) =>
    editarAnimal(c.var.deps.db, actorOf(c), params.id, body),
  );
  implementar(router, base, op.excluir, async (c, { params, body }) => {
    // Deleting the animal's records is a change of Apontamentos: it needs that module too.
    if (body.comApontamentos && !c.var.modules.includes('appointments')) throw forbidden(MSG.semPermissao);
    await excluirAnimal(c.var.deps.db, actorOf(c), params.id, body.comApontamentos);
    return { ok: true as const };
  });
}
