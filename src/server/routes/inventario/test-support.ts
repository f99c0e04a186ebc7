import { expect } from 'vitest';
import { type AdminFixture, adminFixture } from '../../test/fixture.ts';
import { ADMIN } from '../../test/harness.ts';

export type Erro = { error: { message: string; fields?: Record<string, string> } };

/** A registry's list: its items and the summary figures. */
export interface ListaInventario<Item, Resumo = Record<string, number>> {
  itens: Item[];
  resumo: Resumo;
}

export interface InventarioFixture<L> extends AdminFixture {
  /** The registry's path on the sample farm. */
  base(): string;
  /** The list as the admin reads it (status 200), with the fixture's query unless given another. */
  lista(consulta?: string): Promise<L>;
  /** Deletes the item with the admin's password: 200, and it is no longer in the list. */
  excluirComSenha(id: string): Promise<void>;
}

/**
 * The admin fixture (call it at the top of the file) on one inventory registry of the sample farm. `consulta` is the
 * query the file's items are listed with (the machines' year), so the delete check looks where the item was.
 */
export function inventarioFixture<L extends ListaInventario<{ id: string }, unknown>>(
  recurso: 'animais' | 'terras' | 'instalacoes' | 'maquinas',
  consulta = '',
): InventarioFixture<L> {
  const f = adminFixture() as InventarioFixture<L>;
  f.base = () => `/api/farms/${f.farmId}/inventario/${recurso}`;
  f.lista = async (q = consulta) => {
    const res = await f.t.request('GET', `${f.base()}${q}`, { cookie: f.admin });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as L;
  };
  f.excluirComSenha = async (id) => {
    const res = await f.t.request('DELETE', `${f.base()}/${id}`, {
      cookie: f.admin,
      body: { password: ADMIN.password },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await f.lista()).itens.some((i) => i.id === id)).toBe(false);
  };
  return f;
}
