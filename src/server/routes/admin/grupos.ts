import type { Hono } from 'hono';
import { admin } from '../../../domain/api/admin.ts';
import type { AppEnv } from '../../env.ts';
import { implementar } from '../../http/contrato.ts';
import * as servico from '../../services/admin.ts';

const actor = (c: { var: AppEnv['Variables'] }) => ({ id: c.var.user?.id ?? '' });

/** /api/admin/groups: list (with counts), create, edit, delete (its links go, its users stay). */
export function gruposRoutes(router: Hono<AppEnv>, base: string) {
  const { grupos } = admin;
  implementar(router, base, grupos.listar, async (c) => servico.listarGrupos(c.var.deps.db));
  implementar(router, base, grupos.criar, async (c, { body }) => servico.criarGrupo(c.var.deps.db, actor(c), body));
  implementar(router, base, grupos.editar, async (c, { params, body }) =>
    servico.editarGrupo(c.var.deps.db, actor(c), params.id, body),
  );
  implementar(router, base, grupos.excluir, async (c, { params }) => {
    await servico.excluirGrupo(c.var.deps.db, actor(c), params.id);
    return { ok: true as const };
  });
}
