import type { Hono } from 'hono';
import { sanidade } from '../../../domain/api/sanidade.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import type { AppEnv } from '../../env.ts';
import { comStatus, implementar } from '../../http/contrato.ts';
import { notFound } from '../../http/errors.ts';
import { listarMedicamentos, medicamentoVisivel } from '../../services/sanidade/listas.ts';
import { excluirMedicamento, medicamentosCrud } from '../../services/sanidade/recursos.ts';
import { actorOf } from '../helpers.ts';

const op = sanidade.medicamentos;

/**
 * /api/farms/:farmId/medicamentos — the farm's medicines (health). The cost per unit is Financeiro's: a caller
 * without it reads no cost (`retidos`), a new medicine of theirs has none, and their edit keeps the stored one
 * (manterRetidos' rule: what they cannot see is not theirs to write nor wiped).
 */
export function medicamentosRoutes(router: Hono<AppEnv>, base: string) {
  const veCusto = (modulos: readonly string[]) => modulos.includes('financial');
  implementar(router, base, op.listar, async (c) => listarMedicamentos(c.var.deps.db, c.var.farm.id, c.var.modules));
  implementar(router, base, op.obter, async (c, { params }) => {
    const row = await medicamentosCrud.find(c.var.deps.db, c.var.farm.id, params.id);
    if (!row) throw notFound();
    return medicamentoVisivel(row, c.var.modules);
  });
  implementar(router, base, op.criar, async (c, { body }) => {
    const { id, updatedAt: _versao, ...values } = body;
    const { row, created } = await medicamentosCrud.create(c.var.deps.db, actorOf(c), id ?? uuidv7(), {
      ...values,
      custoCentavos: veCusto(c.var.modules) ? values.custoCentavos : null,
    });
    return comStatus(created ? 201 : 200, medicamentoVisivel(row, c.var.modules));
  });
  implementar(router, base, op.editar, async (c, { params, body }) => {
    const { id: _id, updatedAt, ...values } = body;
    const db = c.var.deps.db;
    let custoCentavos = values.custoCentavos;
    if (!veCusto(c.var.modules)) {
      const salvo = await medicamentosCrud.find(db, c.var.farm.id, params.id);
      if (!salvo) throw notFound();
      custoCentavos = salvo.custoCentavos;
    }
    const row = await medicamentosCrud.update(db, actorOf(c), params.id, { ...values, custoCentavos }, updatedAt);
    return medicamentoVisivel(row, c.var.modules);
  });
  implementar(router, base, op.excluir, async (c, { params }) => {
    await excluirMedicamento(c.var.deps.db, actorOf(c), params.id);
    return { ok: true as const };
  });
}
