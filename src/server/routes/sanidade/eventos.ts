import type { Hono } from 'hono';
import { sanidade } from '../../../domain/api/sanidade.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import type { AppEnv } from '../../env.ts';
import { comStatus, implementar } from '../../http/contrato.ts';
import { emCarencia } from '../../services/sanidade/estado.ts';
import {
  animaisDaSanidade,
  listarControlesLeiteiros,
  listarEventosSanitarios,
  sanidadeDoAnimal,
} from '../../services/sanidade/listas.ts';
import { controlesLeiteirosCrud, eventosSanitariosCrud } from '../../services/sanidade/recursos.ts';
import { actorOf, hojeDaFazenda } from '../helpers.ts';

/**
 * /api/farms/:farmId/eventos-sanitarios, /controle-leiteiro and /sanidade/* (health): the health events and the lab's
 * test days (kernel resources whose one check, verificadorSanitario, is also the batch's and the CSV import's), the
 * herd in withdrawal today and one animal's health.
 */
export function eventosEControlesRoutes(router: Hono<AppEnv>, base: string) {
  const ev = sanidade.eventos;
  implementar(router, base, ev.listar, async (c, { query }) =>
    listarEventosSanitarios(c.var.deps.db, c.var.farm.id, query, c.var.modules),
  );
  implementar(router, base, ev.criar, async (c, { body }) => {
    const { id, updatedAt: _versao, ...values } = body;
    const { row, created } = await eventosSanitariosCrud.create(c.var.deps.db, actorOf(c), id ?? uuidv7(), values);
    return comStatus(created ? 201 : 200, row);
  });
  implementar(router, base, ev.editar, async (c, { params, body }) => {
    const { id: _id, updatedAt, ...values } = body;
    return eventosSanitariosCrud.update(c.var.deps.db, actorOf(c), params.id, values, updatedAt);
  });
  implementar(router, base, ev.excluir, async (c, { params }) => {
    await eventosSanitariosCrud.remove(c.var.deps.db, actorOf(c), params.id);
    return { ok: true as const };
  });

  const ct = sanidade.controles;
  implementar(router, base, ct.listar, async (c, { query }) =>
    listarControlesLeiteiros(c.var.deps.db, c.var.farm.id, query),
  );
  implementar(router, base, ct.criar, async (c, { body }) => {
    const { id, updatedAt: _versao, ...values } = body;
    const { row, created } = await controlesLeiteirosCrud.create(c.var.deps.db, actorOf(c), id ?? uuidv7(), values);
    return comStatus(created ? 201 : 200, row);
  });
  implementar(router, base, ct.editar, async (c, { params, body }) => {
    const { id: _id, updatedAt, ...values } = body;
    return controlesLeiteirosCrud.update(c.var.deps.db, actorOf(c), params.id, values, updatedAt);
  });
  implementar(router, base, ct.excluir, async (c, { params }) => {
    await controlesLeiteirosCrud.remove(c.var.deps.db, actorOf(c), params.id);
    return { ok: true as const };
  });

  implementar(router, base, sanidade.emCarencia, async (c) => {
    const hoje = hojeDaFazenda(c);
    return { hoje, animais: await emCarencia(c.var.deps.db, c.var.farm.id, hoje) };
  });
  implementar(router, base, sanidade.animais, async (c) => animaisDaSanidade(c.var.deps.db, c.var.farm.id));
  implementar(router, base, sanidade.doAnimal, async (c, { params }) =>
    sanidadeDoAnimal(c.var.deps.db, c.var.farm.id, params.id, hojeDaFazenda(c)),
  );
}
