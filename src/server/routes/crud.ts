import type { Context, Hono } from 'hono';
import type { AnswerEnviada, Operacao } from '../../domain/api/contrato.ts';
import { uuidv7 } from '../../domain/ids.ts';
import type { AppEnv } from '../env.ts';
import { comStatus, type Entrada, implementar, type Retorno } from '../http/contrato.ts';
import { notFound } from '../http/errors.ts';
import type { BaseRow, FarmResource } from '../services/kernel.ts';
import { actorOf } from './helpers.ts';

/** The `:id` of an item's path (validated by idParam: the declarations of recursoCrud). */
const idDe = (params: object): string => String((params as Record<string, unknown>).id);
/** A validated body's fields (the kernel sets `id` and checks `updatedAt` apart from the values). */
function campos(body: unknown): Record<string, unknown> & { id?: string; updatedAt?: string } {
  return typeof body === 'object' && body !== null ? { ...body } : {};
}

/** The declarations of a CRUD resource (recursoCrud in src/domain/api/contrato.ts). */
export interface RecursoDeclarado {
  listar: Operacao;
  obter: Operacao;
  criar: Operacao;
  editar: Operacao;
  excluir: Operacao;
}

/**
 * The one CRUD route factory over the kernel (farmResource, src/server/services/kernel.ts): given a resource's
 * declarations and its kernel resource, it implements GET one (404 when not of the farm), POST (idempotent by the
 * client's id: 201, or 200 for a replay), PUT (versioned: 409 with the current row) and DELETE, plus the list the
 * resource reads its own way. The stored row must fit the declared answer (`Row` is checked against it).
 * The router's guard (`farmAccess`) is `.use()`d before this call.
 */
export function rotasCrud<D extends RecursoDeclarado, Row extends BaseRow & AnswerEnviada<D['obter'], 200>>(
  router: Hono<AppEnv>,
  base: string,
  decl: D,
  cfg: {
    crud: FarmResource<Row, object>;
    listar: (c: Context<AppEnv>, entrada: Entrada<D['listar']>) => Promise<Retorno<D['listar']>>;
    /** Values every new row starts with (a bill's status 'Pendente'). */
    inicial?: object;
    /** A check before the delete (the user's password): throws to refuse. */
    antesDeExcluir?: (c: Context<AppEnv>, entrada: Entrada<D['excluir']>) => Promise<void>;
  },
): Hono<AppEnv> {
  const { crud } = cfg;
  // The factory is generic over the declaration: its bodies are the kernel's rows, which `Row` was checked to fit.
  type Linha<O extends Operacao> = Retorno<O>;
  implementar(router, base, decl.listar, cfg.listar);
  implementar(router, base, decl.obter, async (c, { params }) => {
    const row = await crud.find(c.var.deps.db, c.var.farm.id, idDe(params));
    if (!row) throw notFound();
    return row as Linha<D['obter']>;
  });
  implementar(router, base, decl.criar, async (c, { body }) => {
    const { id, ...values } = campos(body);
    const { row, created } = await crud.create(c.var.deps.db, actorOf(c), id ?? uuidv7(), {
      ...values,
      ...cfg.inicial,
    });
    return comStatus(created ? 201 : 200, row) as Linha<D['criar']>;
  });
  implementar(router, base, decl.editar, async (c, { params, body }) => {
    const { updatedAt, ...values } = campos(body);
    return (await crud.update(c.var.deps.db, actorOf(c), idDe(params), values, updatedAt)) as Linha<D['editar']>;
  });
  implementar(router, base, decl.excluir, async (c, entrada) => {
    await cfg.antesDeExcluir?.(c, entrada);
    await crud.remove(c.var.deps.db, actorOf(c), idDe(entrada.params));
    return { ok: true } as Linha<D['excluir']>;
  });
  return router;
}
