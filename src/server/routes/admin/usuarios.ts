import type { Hono } from 'hono';
import { admin } from '../../../domain/api/admin.ts';
import type { AppEnv } from '../../env.ts';
import { implementar } from '../../http/contrato.ts';
import * as servico from '../../services/admin.ts';

const actor = (c: { var: AppEnv['Variables'] }) => ({ id: c.var.user?.id ?? '', sessionId: c.var.session?.id });

/** /api/admin/users: list, create, one, edit, delete, and the user's links to farms and groups. */
export function usuariosRoutes(router: Hono<AppEnv>, base: string) {
  const { usuarios } = admin;
  implementar(router, base, usuarios.listar, async (c) => servico.listarUsuarios(c.var.deps.db));
  implementar(router, base, usuarios.criar, async (c, { body }) => {
    const { db, config } = c.var.deps;
    return servico.criarUsuario(db, config.argon2, actor(c), body);
  });
  implementar(router, base, usuarios.obter, async (c, { params }) => servico.obterUsuario(c.var.deps.db, params.id));
  implementar(router, base, usuarios.editar, async (c, { params, body }) => {
    const { db, config } = c.var.deps;
    return servico.editarUsuario(db, config.argon2, actor(c), params.id, body);
  });
  implementar(router, base, usuarios.excluir, async (c, { params }) => {
    await servico.excluirUsuario(c.var.deps.db, actor(c), params.id);
    return { ok: true as const };
  });
  implementar(router, base, usuarios.vincularFazenda, async (c, { params, body }) =>
    servico.vincularFazenda(c.var.deps.db, actor(c), params.id, body.farmId),
  );
  implementar(router, base, usuarios.desvincularFazenda, async (c, { params }) => {
    await servico.desvincularFazenda(c.var.deps.db, actor(c), params.id, params.farmId);
    return { ok: true as const };
  });
  implementar(router, base, usuarios.vincularGrupo, async (c, { params, body }) =>
    servico.vincularGrupo(c.var.deps.db, actor(c), params.id, body.groupId),
  );
  implementar(router, base, usuarios.desvincularGrupo, async (c, { params }) => {
    await servico.desvincularGrupo(c.var.deps.db, actor(c), params.id, params.groupId);
    return { ok: true as const };
  });
}
