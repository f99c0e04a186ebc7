import type { Context, Hono } from 'hono';
import type { AnswerEnviada, Operacao } from '../../domain/api/contrato.ts';
import { uuidv7 } from '../../domain/ids.ts';
import type { AppEnv } from '../env.ts';
import { comStatus, type Entrada, implementar, type Retorno } from '../http/contrato.ts';
import { notFound } from '../http/errors.ts';
import type { FarmResource } from '../services/kernel.ts';
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
  /** Absent for a resource read only as a list (the inventory's items). */
  obter?: Operacao;
  criar: Operacao;
  editar: Operacao;
  excluir: Operacao;
}

/** A row's answer: the row itself when it fits the declared one, else `vista` (required then) makes it. */
type Linha<D extends RecursoDeclarado> = AnswerEnviada<D['editar'], 200>;
type ComVista<D extends RecursoDeclarado, Row> = [Row] extends [Linha<D>]
  ? { vista?: (c: Context<AppEnv>, row: NoInfer<Row>) => Linha<D> }
  : { vista: (c: Context<AppEnv>, row: NoInfer<Row>) => Linha<D> };

/** The row a kernel resource stores. */
// biome-ignore lint/suspicious/noExplicitAny: any kernel resource
type RowOf<R extends FarmResource<any, object>> = NonNullable<Awaited<ReturnType<R['find']>>>;

/** Fills each field the body leaves out (or sends null) with its default. */
function comPadroes(values: Record<string, unknown>, padroes: object | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [campo, padrao] of Object.entries(padroes ?? {})) out[campo] ??= padrao;
  return out;
}

/**
 * The one CRUD route factory over the kernel (farmResource, src/server/services/kernel.ts): given a resource's
 * declarations and its kernel resource, it implements GET one (404 when not of the farm; when declared), POST
 * (idempotent by the client's id: 201, or 200 for a replay), PUT (versioned: 409 with the current row) and DELETE,
 * plus the list the resource reads its own way. The stored row must fit the declared answer (`Row` is checked
 * against it), or `vista` makes the answer of a row (the inventory's items with their derived figures).
 * The router's guard (`farmAccess`) is `.use()`d before this call.
 */
export function rotasCrud<
  D extends RecursoDeclarado,
  // biome-ignore lint/suspicious/noExplicitAny: any kernel resource; its row type is read back (RowOf)
  R extends FarmResource<any, object>,
>(
  router: Hono<AppEnv>,
  base: string,
  decl: D,
  cfg: ComVista<D, RowOf<R>> & {
    crud: R;
    listar: (c: Context<AppEnv>, entrada: Entrada<D['listar']>) => Promise<Retorno<D['listar']>>;
    /** Values every new row starts with (a bill's status 'Pendente'). */
    inicial?: object;
    /** Stored value of each optional field a create / an edit leaves out or sends null (the inventory's rates). */
    padroes?: { criar?: (c: Context<AppEnv>) => object; editar?: object };
    /** A check before the delete (the user's password): throws to refuse. */
    antesDeExcluir?: (c: Context<AppEnv>, entrada: Entrada<D['excluir']>) => Promise<void>;
    /**
     * A rule on the stored row, checked in the write's transaction: throws to refuse an edit to `valores` or the
     * delete (`valores` undefined) — the Status registry's Pendente, Pago, Recebido (routes/cadastros.ts).
     */
    recusa?: (antes: RowOf<R>, valores?: Record<string, unknown>) => void;
  },
): Hono<AppEnv> {
  const { crud } = cfg;
  // The factory is generic over the declaration: its bodies are the kernel's rows (or their `vista`), which were
  // checked to fit the declared answer (ComVista).
  type Resposta<O extends Operacao> = Retorno<O>;
  const { vista: daLinha } = cfg as { vista?: (c: Context<AppEnv>, row: RowOf<R>) => unknown };
  const vista = (c: Context<AppEnv>, row: RowOf<R>): unknown => (daLinha ? daLinha(c, row) : row);
  implementar(router, base, decl.listar, cfg.listar);
  if (decl.obter) {
    implementar(router, base, decl.obter, async (c, { params }) => {
      const row: RowOf<R> | undefined = await crud.find(c.var.deps.db, c.var.farm.id, idDe(params));
      if (!row) throw notFound();
      return vista(c, row) as Resposta<Exclude<D['obter'], undefined>>;
    });
  }
  implementar(router, base, decl.criar, async (c, { body }) => {
    const { id, ...values } = campos(body);
    const { row, created } = await crud.create(c.var.deps.db, actorOf(c), id ?? uuidv7(), {
      ...comPadroes(values, cfg.padroes?.criar?.(c)),
      ...cfg.inicial,
    });
    return comStatus(created ? 201 : 200, vista(c, row)) as Resposta<D['criar']>;
  });
  implementar(router, base, decl.editar, async (c, { params, body }) => {
    const { updatedAt, ...values } = campos(body);
    const novos = comPadroes(values, cfg.padroes?.editar);
    const decide = (antes: RowOf<R>) => {
      cfg.recusa?.(antes, novos);
      return novos;
    };
    const row = await crud.transition(c.var.deps.db, actorOf(c), idDe(params), 'update', decide, updatedAt);
    return vista(c, row) as Resposta<D['editar']>;
  });
  implementar(router, base, decl.excluir, async (c, entrada) => {
    await cfg.antesDeExcluir?.(c, entrada);
    const { recusa } = cfg;
    await crud.remove(
      c.var.deps.db,
      actorOf(c),
      idDe(entrada.params),
      recusa &&
        (async (_tx, antes: RowOf<R>) => {
          recusa(antes);
          return undefined;
        }),
    );
    return { ok: true } as Resposta<D['excluir']>;
  });
  return router;
}
