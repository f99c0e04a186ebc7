import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/ids.ts';
import { type Erro, inventarioFixture, type ListaInventario } from './test-support.ts';

const trator = { ano: 2025, tipo: 'Trator', status: 'Operacional', valor: 10_000_000, quantidade: 1, vidaUtilAnos: 10 };
// The items are listed by year; the fixture's own list (its delete check) reads the tractor's.
const f = inventarioFixture<Lista>('maquinas', `?ano=${trator.ano}`);
const { base } = f;
const lista = (ano = trator.ano) => f.lista(`?ano=${ano}`);

interface Item {
  id: string;
  updatedAt: string;
  ano: number;
  [k: string]: unknown;
}
interface Lista extends ListaInventario<Item> {
  ano: number;
}

describe('inventário: máquinas', () => {
  it('creates with defaults (20 % residual, farm rate) and straight-line figures', async () => {
    const res = await f.t.request('POST', base(), { cookie: f.admin, body: { ...trator, depreciacaoAnual: 1 } });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      percentualResidual: 20,
      taxaJurosItem: null,
      taxaJuros: 6,
      nome: '',
      valorTotal: 10_000_000,
      valorResidual: 2_000_000,
      valorADepreciar: 8_000_000,
      depreciacaoAnual: 800_000,
      depreciacaoMensal: 66_667,
      remuneracaoAnual: 360_000,
      remuneracaoMensal: 30_000,
    });
  });

  it('lists one year with the eight summary figures', async () => {
    await f.t.request('POST', base(), {
      cookie: f.admin,
      body: { ...trator, tipo: 'Ordenhadeira', quantidade: 2, valor: 500_000, vidaUtilAnos: 100, taxaJurosItem: 8 },
    });
    await f.t.request('POST', base(), { cookie: f.admin, body: { ...trator, ano: 2024 } });
    const l = await lista(2025);
    expect(l.itens).toHaveLength(2);
    expect(l.resumo).toEqual({
      numeroItens: 3,
      taxaMedia: 7,
      valorTotal: 11_000_000,
      depreciacaoMensal: 67_333,
      depreciacaoAnual: 808_000,
      valorResidual: 2_200_000,
      valorDepreciado: 8_800_000,
      remuneracaoAnual: 408_000,
      remuneracaoMensal: 34_000,
    });
    expect((await lista(2024)).itens).toHaveLength(1);
    expect((await lista(2010)).resumo).toMatchObject({ numeroItens: 0, taxaMedia: 6, valorTotal: 0 });
    expect((await f.t.request('GET', `${base()}?ano=abc`, { cookie: f.admin })).status).toBe(400);
  });

  it('add lists the missing fields by name', async () => {
    const res = await f.t.request('POST', base(), { cookie: f.admin, body: {} });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Erro).error.message).toBe(
      'Por favor, preencha os seguintes campos: Tipo de Máquina, Status, Ano, Valor, Quantidade, Vida Útil',
    );
    const some = await f.t.request('POST', base(), {
      cookie: f.admin,
      body: { ...trator, valor: 0, quantidade: -1, vidaUtilAnos: 'dez' },
    });
    expect(((await some.json()) as Erro).error.message).toBe(
      'Por favor, preencha os seguintes campos: Valor, Quantidade, Vida Útil',
    );
  });

  it.each([
    [{ ...trator, status: 'Quebrado' }, 'Status inválido.'],
    [{ ...trator, quantidade: 1.5 }, 'A quantidade deve ser um número inteiro.'],
    [{ ...trator, vidaUtilAnos: 500 }, 'A vida útil deve ser de no máximo 200 anos.'],
    [{ ...trator, percentualResidual: -1 }, 'O percentual residual não pode ser negativo.'],
    [{ ...trator, valor: 99_999_999_999_999 }, 'Valor alto demais: o máximo é R$ 100.000.000.000,00.'],
    [{ ...trator, quantidade: 1000, valor: 9_000_000_000_000 }, 'Valor total muito alto.'],
  ])('refuses %j', async (body, message) => {
    const res = await f.t.request('POST', base(), { cookie: f.admin, body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Erro).error.message).toBe(message);
  });

  it('is idempotent on the client id', async () => {
    const id = uuidv7();
    expect((await f.t.request('POST', base(), { cookie: f.admin, body: { ...trator, id, ano: 2020 } })).status).toBe(
      201,
    );
    expect((await f.t.request('POST', base(), { cookie: f.admin, body: { ...trator, id, ano: 2020 } })).status).toBe(
      200,
    );
    expect((await lista(2020)).itens).toHaveLength(1);
  });

  it('edit needs nome, modelo, responsável; stale version 409', async () => {
    const [item] = (await lista()).itens;
    const bad = await f.t.request('PUT', `${base()}/${item.id}`, { cookie: f.admin, body: { ...trator } });
    expect(((await bad.json()) as Erro).error.message).toBe('Por favor, preencha todos os campos com valores válidos');
    const body = { ...trator, nome: 'Trator 1', modelo: 'MF 4275', responsavelTecnico: 'Ana Souza', valor: 12_000_000 };
    const ok = await f.t.request('PUT', `${base()}/${item.id}`, {
      cookie: f.admin,
      body: { ...body, updatedAt: item.updatedAt },
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      valorTotal: 12_000_000,
      depreciacaoAnual: 960_000,
      percentualResidual: 20,
    });
    const stale = await f.t.request('PUT', `${base()}/${item.id}`, {
      cookie: f.admin,
      body: { ...body, updatedAt: item.updatedAt },
    });
    expect(stale.status).toBe(409);
  });

  it('a wrong password deletes nothing; the right one deletes', async () => {
    const [item] = (await lista()).itens;
    const errada = await f.t.request('DELETE', `${base()}/${item.id}`, { cookie: f.admin, body: { password: 'x' } });
    expect(errada.status).toBe(400);
    expect(((await errada.json()) as Erro).error.fields).toEqual({ password: 'Senha incorreta. Tente novamente.' });
    expect((await lista()).itens.some((i) => i.id === item.id)).toBe(true);
    await f.excluirComSenha(item.id);
  });

  it('a Gerente (dashboard, animals, financial, reports) cannot touch machines', async () => {
    const ger = await f.t.createUser({ email: 'ger@teste.local', farmIds: [f.farmId], groupNames: ['Gerentes'] });
    const before = await lista();
    expect((await f.t.request('GET', base(), { cookie: ger.cookie })).status).toBe(403);
    expect((await f.t.request('POST', base(), { cookie: ger.cookie, body: trator })).status).toBe(403);
    const put = await f.t.request('PUT', `${base()}/${before.itens[0].id}`, { cookie: ger.cookie, body: trator });
    expect(put.status).toBe(403);
    // but the animals of the same farm are open to them
    expect((await f.t.request('GET', `/api/farms/${f.farmId}/inventario/animais`, { cookie: ger.cookie })).status).toBe(
      200,
    );
    expect(await lista()).toEqual(before);
  });

  it("another farm's user gets 403", async () => {
    const other = await f.t.createFarm('Outra');
    const u = await f.t.createUser({ email: 'o@teste.local', farmIds: [other], groupNames: ['Administradores'] });
    expect((await f.t.request('GET', `${base()}?ano=2025`, { cookie: u.cookie })).status).toBe(403);
    expect((await f.t.request('POST', base(), { cookie: u.cookie, body: trator })).status).toBe(403);
  });
});
