import { type Context, Hono } from 'hono';
import type { Validacao } from '../../../domain/inventory/schemas.ts';
import { assertCurrentPassword } from '../../auth/confirm.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../http/validate.ts';
import type { FarmResource } from '../../services/kernel.ts';
import { actorOf, comSenha, idParam } from '../helpers.ts';
import { corpo, idFrom, readItem, taxaFazenda, versionFrom } from './shared.ts';

// biome-ignore lint/suspicious/noExplicitAny: any row of the four inventory tables
type AnyResource = FarmResource<any>;
type RowOf<R extends AnyResource> = NonNullable<Awaited<ReturnType<R['find']>>>;

export interface ItemResource<R extends AnyResource, I, V> {
  /** The resource on the write kernel (services/inventory/items.ts). */
  recurso: R;
  /** The rules of the add form and of the inline edit (docs/PRODUTO.md §Inventário). */
  regrasNovo(raw: unknown): Validacao<I>;
  regrasEdicao(raw: unknown): Validacao<I>;
  /** Stored value of each optional field a create leaves out (or sends null). */
  padroesNovo(c: Context<AppEnv>): Partial<Record<keyof I, unknown>>;
  /** The same for an edit; without it an edit keeps the stored value of a field it leaves out. */
  padroesEdicao?: Partial<Record<keyof I, unknown>>;
  /** The item as the API answers it, with its derived figures. */
  view(row: RowOf<R>, taxaFazenda: number): V;
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
export function itemWriteRoutes<R extends AnyResource, I extends Record<string, unknown>, V>(r: ItemResource<R, I, V>) {
  const writes = new Hono<AppEnv>()
    .post('/', validate('json', corpo<I>()), async (c) => {
      const { data, body } = await readItem(c, r.regrasNovo);
      const values = comPadroes(data, r.padroesNovo(c));
      const { row, created } = await r.recurso.create(c.var.deps.db, actorOf(c), idFrom(body), values);
      return c.json(r.view(row, taxaFazenda(c)), created ? 201 : 200);
    })
    .put('/:id', validate('param', idParam), validate('json', corpo<I>()), async (c) => {
      const { id } = c.req.valid('param');
      const { data, body } = await readItem(c, r.regrasEdicao);
      const values = comPadroes(data, r.padroesEdicao ?? {});
      const row = await r.recurso.update(c.var.deps.db, actorOf(c), id, values, versionFrom(body));
      return c.json(r.view(row, taxaFazenda(c)));
    });
  return writes;
}

/**
 * DELETE /:id guarded by the user's password (docs/PRODUTO.md §Formulários): the body goes through the one comSenha
 * validator.
 */
export function excluirComSenha<R extends AnyResource>(recurso: R) {
  return new Hono<AppEnv>().delete('/:id', validate('param', idParam), comSenha, async (c) => {
    const { id } = c.req.valid('param');
    await recurso.get(c.var.deps.db, c.var.farm.id, id); // 404 for an unknown item before the password is checked
    await assertCurrentPassword(c, c.req.valid('json').password);
    await recurso.remove(c.var.deps.db, actorOf(c), id);
    return c.json({ ok: true });
  });
}

/** DELETE /:id after a plain confirmation in the page (no body). */
export function excluirComConfirmacao<R extends AnyResource>(recurso: R) {
  return new Hono<AppEnv>().delete('/:id', validate('param', idParam), async (c) => {
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
