import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { uuidv7 } from '../../../domain/ids.ts';
import { okSchema } from '../../../domain/schemas/common.ts';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import type { AppEnv } from '../../env.ts';
import { responses, validate } from '../../http/validate.ts';
import type { FarmResource } from '../../services/kernel.ts';
import { actorOf, comSenha, idParam } from '../helpers.ts';
import { taxaFazenda } from './shared.ts';

// biome-ignore lint/suspicious/noExplicitAny: any row of the four inventory tables
type AnyResource = FarmResource<any>;
type RowOf<R extends AnyResource> = NonNullable<Awaited<ReturnType<R['find']>>>;

export interface ItemResource<R extends AnyResource, N extends z.ZodType, E extends z.ZodType, V> {
  /** The resource on the write kernel (services/inventario/items.ts). */
  recurso: R;
  /** The rules of the add form and of the inline edit (src/domain/inventario/schemas.ts, docs/PRODUTO.md §Inventário). */
  novo: N;
  edicao: E;
  /** Stored value of each optional field a create leaves out (or sends null). */
  padroesNovo(c: Context<AppEnv>): Record<string, unknown>;
  /** The same for an edit; without it an edit keeps the stored value of a field it leaves out. */
  padroesEdicao?: Record<string, unknown>;
  /** The item as the API answers it, with its derived figures, and its schema (openapi.json). */
  view(row: RowOf<R>, taxaFazenda: number): V;
  resposta: z.ZodType;
}

function comPadroes(data: Record<string, unknown>, padroes: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...data };
  for (const [campo, padrao] of Object.entries(padroes)) values[campo] ??= padrao;
  return values;
}

/**
 * POST / and PUT /:id of an inventory resource: the same steps for the four of them (rules of
 * docs/PRODUTO.md §Inventário, idempotent create, versioned update). Mount it with `.route('/', …)` after the
 * resource's own guard and list.
 */
export function itemWriteRoutes<R extends AnyResource, N extends z.ZodType, E extends z.ZodType, V>(
  r: ItemResource<R, N, E, V>,
) {
  const writes = new Hono<AppEnv>()
    .post('/', validate('json', r.novo), responses({ 200: r.resposta, 201: r.resposta }), async (c) => {
      const { id, ...data } = c.req.valid('json') as { id?: string };
      const values = comPadroes(data, r.padroesNovo(c));
      const { row, created } = await r.recurso.create(c.var.deps.db, actorOf(c), id ?? uuidv7(), values);
      return c.json(r.view(row, taxaFazenda(c)), created ? 201 : 200);
    })
    .put('/:id', validate('param', idParam), validate('json', r.edicao), responses({ 200: r.resposta }), async (c) => {
      const { id } = c.req.valid('param');
      const { updatedAt, ...data } = c.req.valid('json') as { updatedAt?: string };
      const values = comPadroes(data, r.padroesEdicao ?? {});
      const row = await r.recurso.update(c.var.deps.db, actorOf(c), id, values, updatedAt);
      return c.json(r.view(row, taxaFazenda(c)));
    });
  return writes;
}

/**
 * DELETE /:id guarded by the user's password (docs/PRODUTO.md §Formulários): the body goes through the one comSenha
 * validator.
 */
export function excluirComSenha<R extends AnyResource>(recurso: R) {
  return new Hono<AppEnv>().delete(
    '/:id',
    validate('param', idParam),
    comSenha,
    responses({ 200: okSchema }),
    async (c) => {
      const { id } = c.req.valid('param');
      await recurso.get(c.var.deps.db, c.var.farm.id, id); // 404 for an unknown item before the password is checked
      await assertCurrentPassword(c, c.req.valid('json').password);
      await recurso.remove(c.var.deps.db, actorOf(c), id);
      return c.json({ ok: true });
    },
  );
}

/** DELETE /:id after a plain confirmation in the page (no body). */
export function excluirComConfirmacao<R extends AnyResource>(recurso: R) {
  return new Hono<AppEnv>().delete('/:id', validate('param', idParam), responses({ 200: okSchema }), async (c) => {
    await recurso.remove(c.var.deps.db, actorOf(c), c.req.valid('param').id);
    return c.json({ ok: true });
  });
}

/** The body of a list: the farm's rate, the items with their figures and the summary cards. */
export function listagem<R, V, S>(
  c: Context<AppEnv>,
  rows: R[],
  view: (row: R, taxaFazenda: number) => V,
  resumo: (rows: R[], taxaFazenda: number) => S,
) {
  const taxa = taxaFazenda(c);
  return { taxaJurosAnual: taxa, itens: rows.map((row) => view(row, taxa)), resumo: resumo(rows, taxa) };
}
