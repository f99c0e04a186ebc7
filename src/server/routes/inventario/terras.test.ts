import { describe, expect, it } from 'vitest';
import { type Erro, inventarioFixture, type ListaInventario } from './test-support.ts';

const f = inventarioFixture<Lista>('terras');
const { base, lista } = f;
const terra = { tipo: 'Pastagem intensificada sequeiro', quantidade: 12.5, valor: 1875040, taxaJurosItem: 7.5 };

interface Item {
  id: string;
  updatedAt: string;
  valorTotal: number;
  remuneracaoAnual: number;
  remuneracaoMensal: number;
  taxaJurosItem: number;
}
type Lista = ListaInventario<Item>;

describe('inventário: terras', () => {
  it('summary with no items: zeros and the farm rate (6 % a.a.)', async () => {
    expect((await lista()).resumo).toEqual({
      quantidadeTotal: 0,
      taxaMedia: 6,
      valorTotal: 0,
      remuneracaoAnual: 0,
      remuneracaoMensal: 0,
    });
  });

  it('creates, recomputes and averages the item rates', async () => {
    const res = await f.t.request('POST', base(), {
      cookie: f.admin,
      body: { ...terra, responsavelTecnico: 'Ana Souza' },
    });
    expect(res.status).toBe(201);
    // 12.5 ha × R$ 18.750,40 = R$ 234.380,00; × 7,5 % = R$ 17.578,50; / 12 = R$ 1.464,875 → R$ 1.464,88
    expect(await res.json()).toMatchObject({
      valorTotal: 23438000,
      remuneracaoAnual: 1757850,
      remuneracaoMensal: 146488,
    });
    await f.t.request('POST', base(), {
      cookie: f.admin,
      body: { tipo: 'Reserva', quantidade: 10, valor: 500000, taxaJurosItem: 4.5, responsavelTecnico: 'Ana Souza' },
    });
    const { resumo } = await lista();
    expect(resumo).toEqual({
      quantidadeTotal: 22.5,
      taxaMedia: 6,
      valorTotal: 28438000,
      remuneracaoAnual: 1982850, // 1757850 + 225000
      remuneracaoMensal: 165238, // 146487.5 + 18750 = 165237.5 → rounded once
    });
  });

  it.each([
    [{ ...terra }, 'responsavelTecnico'],
    [{ ...terra, responsavelTecnico: 'Ana', quantidade: 0 }, 'quantidade'],
    [{ ...terra, responsavelTecnico: 'Ana', valor: -100 }, 'valor'],
    [{ ...terra, responsavelTecnico: 'Ana', taxaJurosItem: 0 }, 'taxaJurosItem'],
    [{ ...terra, responsavelTecnico: 'Ana', quantidade: 'doze' }, 'quantidade'],
    [{ ...terra, responsavelTecnico: 'Ana', tipo: '' }, 'tipo'],
  ])('add refuses %j (field %s) with the docs/PRODUTO.md §Inventário message', async (body, field) => {
    const res = await f.t.request('POST', base(), { cookie: f.admin, body });
    expect(res.status).toBe(400);
    const e = (await res.json()) as Erro;
    expect(e.error.message).toBe('Por favor, preencha todos os campos com valores válidos');
    expect(Object.keys(e.error.fields ?? {})).toContain(field);
  });

  it('refuses huge values', async () => {
    const res = await f.t.request('POST', base(), {
      cookie: f.admin,
      body: { ...terra, responsavelTecnico: 'Ana', quantidade: 9_000_000, valor: 9_000_000_000_000 },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Erro).error.message).toBe('Valor total muito alto.');
  });

  it('edit keeps the stored rate when none is sent, and 409s on a stale version', async () => {
    const [item] = (await lista()).itens;
    const body = { tipo: 'Pastagem', quantidade: 10, valor: 1000000, responsavelTecnico: 'Dr. Carlos Silva' };
    const res = await f.t.request('PUT', `${base()}/${item.id}`, {
      cookie: f.admin,
      body: { ...body, updatedAt: item.updatedAt },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ taxaJurosItem: 7.5, valorTotal: 10000000, remuneracaoAnual: 750000 });
    const stale = await f.t.request('PUT', `${base()}/${item.id}`, {
      cookie: f.admin,
      body: { ...body, updatedAt: item.updatedAt },
    });
    expect(stale.status).toBe(409);
  });

  it('delete: no password or a wrong one deletes nothing; the right one deletes', async () => {
    const [item] = (await lista()).itens;
    const semSenha = await f.t.request('DELETE', `${base()}/${item.id}`, { cookie: f.admin });
    expect(semSenha.status).toBe(400);
    expect(((await semSenha.json()) as Erro).error.message).toBe('Por favor, digite sua senha.');
    const errada = await f.t.request('DELETE', `${base()}/${item.id}`, {
      cookie: f.admin,
      body: { password: 'errada' },
    });
    expect(errada.status).toBe(400);
    expect(((await errada.json()) as Erro).error.message).toBe('Senha incorreta. Tente novamente.');
    expect((await lista()).itens.some((i) => i.id === item.id)).toBe(true);
    await f.excluirComSenha(item.id);
  });

  it('Gerentes and Operadores (no lands module) get 403 and nothing changes', async () => {
    const before = await lista();
    for (const grupo of ['Gerentes', 'Operadores']) {
      const u = await f.t.createUser({ email: `${grupo}@teste.local`, farmIds: [f.farmId], groupNames: [grupo] });
      expect((await f.t.request('GET', base(), { cookie: u.cookie })).status).toBe(403);
      const post = await f.t.request('POST', base(), { cookie: u.cookie, body: { ...terra, responsavelTecnico: 'X' } });
      expect(post.status).toBe(403);
      const del = await f.t.request('DELETE', `${base()}/${before.itens[0].id}`, {
        cookie: u.cookie,
        body: { password: 'senha123' },
      });
      expect(del.status).toBe(403);
    }
    expect(await lista()).toEqual(before);
  });

  it("another farm's admin-group user cannot delete this farm's land, even with their password", async () => {
    const other = await f.t.createFarm('Outra');
    const u = await f.t.createUser({ email: 'outra@teste.local', farmIds: [other], groupNames: ['Administradores'] });
    const before = await lista();
    const del = await f.t.request('DELETE', `${base()}/${before.itens[0].id}`, {
      cookie: u.cookie,
      body: { password: 'senha123' },
    });
    expect(del.status).toBe(403);
    expect(await lista()).toEqual(before);
  });

  it('a rented land (Posse: Arrendada) has no remuneration: its cost is the rent paid (issue 37)', async () => {
    const res = await f.t.request('POST', base(), {
      cookie: f.admin,
      body: {
        tipo: 'Arrendada do vizinho',
        quantidade: 20,
        valor: 1_000_000,
        taxaJurosItem: 6,
        responsavelTecnico: 'Ana',
        posse: 'Arrendada',
      },
    });
    expect(res.status).toBe(201);
    // 20 ha × R$ 10.000 = R$ 200.000 listed, but 6 % of it is not a cost of a land the farm does not own
    expect(await res.json()).toMatchObject({ posse: 'Arrendada', valorTotal: 20_000_000, remuneracaoAnual: 0 });
    const propria = await f.t.request('POST', base(), {
      cookie: f.admin,
      body: {
        tipo: 'Própria sem posse informada',
        quantidade: 1,
        valor: 100,
        taxaJurosItem: 6,
        responsavelTecnico: 'Ana',
      },
    });
    expect(await propria.json()).toMatchObject({ posse: 'Própria', remuneracaoAnual: 6 });
    const ruim = await f.t.request('POST', base(), {
      cookie: f.admin,
      body: { ...terra, responsavelTecnico: 'Ana', posse: 'Emprestada' },
    });
    expect(ruim.status).toBe(400);
  });

  it("the summary's rate is the own lands' mean; with every land rented no rate applies (null, not 0 %)", async () => {
    const farmId = await f.t.createFarm('Fazenda Arrendatária');
    const terras = `/api/farms/${farmId}/inventario/terras`;
    const resumo = async () => {
      const res = await f.t.request('GET', terras, { cookie: f.admin });
      expect(res.status).toBe(200);
      return ((await res.json()) as Lista).resumo;
    };
    const nova = async (posse: string, taxaJurosItem: number) => {
      const res = await f.t.request('POST', terras, {
        cookie: f.admin,
        body: {
          tipo: `Terra ${posse}`,
          quantidade: 10,
          valor: 100_000,
          taxaJurosItem,
          responsavelTecnico: 'Ana',
          posse,
        },
      });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    await nova('Arrendada', 9);
    // 10 ha × R$ 1.000 = R$ 10.000,00 listed; no capital of the farm in it: no rate, no remuneration
    expect(await resumo()).toMatchObject({ taxaMedia: null, valorTotal: 1_000_000, remuneracaoAnual: 0 });
    await nova('Própria', 5);
    // the own land's 5 % alone: not (9 + 5) / 2 = 7 %, nor (0 + 5) / 2 = 2,5 %; R$ 10.000,00 × 5 % = R$ 500,00
    expect(await resumo()).toMatchObject({ taxaMedia: 5, valorTotal: 2_000_000, remuneracaoAnual: 50_000 });
  });
});
