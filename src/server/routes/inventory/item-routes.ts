import { type Context, Hono } from 'hono';
import type { Validacao } from '../../../domain/inventory/schemas.ts';
import type { AppEnv } from '../../env.ts';
import { validate } from '../../http/validate.ts';
import { createItem, deleteItem, getItem, type ItemTable, updateItem } from '../../services/inventory/items.ts';
import {
  actorOf,
  assertPasswordFromBody,
  corpo,
  idFrom,
  idParam,
  readItem,
  taxaFazenda,
  versionFrom,
} from './shared.ts';

export interface ItemResource<T extends ItemTable, I, V> {
  table: T;
  /** Audit entity name. */
  entity: string;
  /** SPEC.md's rules of the add form and of the inline edit. */
  regrasNovo(raw: unknown): Validacao<I>;
  regrasEdicao(raw: unknown): Validacao<I>;
  /** Stored value of each optional field a create leaves out (or sends null). */
  padroesNovo(c: Context<AppEnv>): Partial<Record<keyof I, unknown>>;
  /** The same for an edit; without it an edit keeps the stored value of a field it leaves out. */
  padroesEdicao?: Partial<Record<keyof I, unknown>>;
  /** The item as the API answers it, with its derived figures. */
  view(row: T['$inferSelect'], taxaFazenda: number): V;
  /** 'senha': DELETE asks the user's password (SPEC.md); 'confirmacao': a plain confirmation in the page. */
  exclusao: 'senha' | 'confirmacao';
}

function comPadroes(data: Record<string, unknown>, padroes: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...data };
  for (const [campo, padrao] of Object.entries(padroes)) values[campo] ??= padrao;
  return values;
}

/**
 * POST /, PUT /:id and DELETE /:id of an inventory resource: the same steps for the four of them (rules of
 * SPEC.md, idempotent create, versioned update, audited delete). Mount it with `.route('/', …)` after the
 * resource's own guard and list.
 */
export function itemWriteRoutes<T extends ItemTable, I extends Record<string, unknown>, V>(r: ItemResource<T, I, V>) {
  return new Hono<AppEnv>()
    .post('/', validate('json', corpo<I>()), async (c) => {
      const { data, body } = await readItem(c, r.regrasNovo);
      const values = comPadroes(data, r.padroesNovo(c));
      const { row, created } = await createItem(c.var.deps.db, r.table, r.entity, actorOf(c), idFrom(body), values);
      return c.json(r.view(row, taxaFazenda(c)), created ? 201 : 200);
    })
    .put('/:id', validate('param', idParam), validate('json', corpo<I>()), async (c) => {
      const { id } = c.req.valid('param');
      const { data, body } = await readItem(c, r.regrasEdicao);
      const values = comPadroes(data, r.padroesEdicao ?? {});
      const row = await updateItem(c.var.deps.db, r.table, r.entity, actorOf(c), id, versionFrom(body), values);
      return c.json(r.view(row, taxaFazenda(c)));
    })
    .delete('/:id', validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      if (r.exclusao === 'senha') {
        // 404 for an unknown item before the password is checked.
        await getItem(c.var.deps.db, r.table, c.var.farm.id, id);
        await assertPasswordFromBody(c);
      }
      await deleteItem(c.var.deps.db, r.table, r.entity, actorOf(c), id);
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
