import type { Hono } from 'hono';
import { admin } from '../../../domain/api/admin.ts';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import type { AppEnv } from '../../env.ts';
import { implementar } from '../../http/contrato.ts';
import * as servico from '../../services/admin.ts';

const actor = (c: { var: AppEnv['Variables'] }) => ({ id: c.var.user?.id ?? '' });

/** /api/admin/farms: list, create, edit, what a delete would take, and the delete (with the admin's password). */
export function fazendasRoutes(router: Hono<AppEnv>, base: string) {
  const { fazendas } = admin;
  implementar(router, base, fazendas.listar, async (c) => servico.listarFazendas(c.var.deps.db));
  implementar(router, base, fazendas.criar, async (c, { body }) => servico.criarFazenda(c.var.deps.db, actor(c), body));
  implementar(router, base, fazendas.editar, async (c, { params, body }) =>
    servico.editarFazenda(c.var.deps.db, actor(c), params.id, body),
  );
  implementar(router, base, fazendas.exclusao, async (c, { params }) =>
    servico.contagemDaFazenda(c.var.deps.db, params.id),
  );
  implementar(router, base, fazendas.excluir, async (c, { params, body }) => {
    await assertCurrentPassword(c, body.password);
    await servico.excluirFazenda(c.var.deps.db, actor(c), params.id);
    return { ok: true as const };
  });
}
