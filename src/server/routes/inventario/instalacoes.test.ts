import { describe, expect, it } from 'vitest';
import { type Erro, inventarioFixture, type ListaInventario } from './test-support.ts';

const f = inventarioFixture<Lista>('instalacoes');
const { base, lista } = f;
const estabulo = { nome: 'Estábulo 1', tipo: 'Estábulo', area: 250.5, capacidade: 40, status: 'Ativo' };

interface Item {
  id: string;
  updatedAt: string;
  figuras: Record<string, number> | null;
}
type Lista = ListaInventario<
  Item,
  {
    totalInstalacoes: number;
    areaTotal: number;
    capacidadeTotal: number;
    avaliadas: number;
    avaliacao: Record<string, number>;
  }
>;

describe('inventário: instalações', () => {
  it('creates without a value (no figures) and with one (depreciated)', async () => {
    const a = await f.t.request('POST', base(), { cookie: f.admin, body: estabulo });
    expect(a.status).toBe(201);
    expect(((await a.json()) as Item).figuras).toBeNull();
    const b = await f.t.request('POST', base(), {
      cookie: f.admin,
      body: {
        ...estabulo,
        nome: 'Sala',
        tipo: 'Sala de Ordenha',
        area: 100,
        capacidade: 0,
        valor: 5_000_000,
        vidaUtilAnos: 25,
      },
    });
    expect(b.status).toBe(201);
    // R$ 50.000,00, 20 % residual, 25 years: (5000000 − 1000000)/25 = 160000/yr; RCM (6M/2) × 6 % = 180000
    expect(((await b.json()) as Item).figuras).toMatchObject({
      valorResidual: 1_000_000,
      depreciacaoAnual: 160_000,
      depreciacaoMensal: 13_333,
      remuneracaoAnual: 180_000,
    });
    const { resumo } = await lista();
    expect(resumo).toMatchObject({ totalInstalacoes: 2, areaTotal: 350.5, capacidadeTotal: 40, avaliadas: 1 });
    expect(resumo.avaliacao.valorTotal).toBe(5_000_000);
  });

  it("refuses missing fields with 'Campo obrigatório' on each", async () => {
    const res = await f.t.request('POST', base(), { cookie: f.admin, body: { nome: 'X', area: 'grande' } });
    expect(res.status).toBe(400);
    const e = (await res.json()) as Erro;
    expect(e.error.fields).toEqual({
      tipo: 'Campo obrigatório',
      area: 'Campo obrigatório',
      capacidade: 'Campo obrigatório',
      status: 'Campo obrigatório',
    });
  });

  it.each([
    [{ ...estabulo, area: 0 }, 'A área deve ser maior que zero.'],
    [{ ...estabulo, capacidade: -3 }, 'A quantidade não pode ser negativa.'],
    [{ ...estabulo, status: 'Demolido' }, 'Status inválido.'],
    [{ ...estabulo, valor: -1 }, 'O valor não pode ser negativo.'],
    [{ ...estabulo, vidaUtilAnos: 0 }, 'A vida útil deve ser maior que zero.'],
  ])('refuses %j', async (body, message) => {
    const res = await f.t.request('POST', base(), { cookie: f.admin, body });
    expect(((await res.json()) as Erro).error.message).toBe(message);
  });

  it('edits (409 when stale) and deletes only with the right password', async () => {
    const [item] = (await lista()).itens;
    const body = { ...estabulo, status: 'Em manutenção', updatedAt: item.updatedAt };
    expect((await f.t.request('PUT', `${base()}/${item.id}`, { cookie: f.admin, body })).status).toBe(200);
    expect((await f.t.request('PUT', `${base()}/${item.id}`, { cookie: f.admin, body })).status).toBe(409);
    const errada = await f.t.request('DELETE', `${base()}/${item.id}`, { cookie: f.admin, body: { password: 'nao' } });
    expect(errada.status).toBe(400);
    expect((await lista()).itens).toHaveLength(2);
    await f.excluirComSenha(item.id);
    expect((await lista()).itens).toHaveLength(1);
  });

  it('Operadores (no facilities module) get 403', async () => {
    const op = await f.t.createUser({ email: 'op@teste.local', farmIds: [f.farmId], groupNames: ['Operadores'] });
    expect((await f.t.request('GET', base(), { cookie: op.cookie })).status).toBe(403);
    expect((await f.t.request('POST', base(), { cookie: op.cookie, body: estabulo })).status).toBe(403);
  });
});
