import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/ids.ts';
import { type Erro, inventarioFixture, type ListaInventario } from './test-support.ts';

const f = inventarioFixture<Lista>('animais');
const { base, lista } = f;

interface Item {
  id: string;
  tipo: string;
  quantidade: number;
  valor: number;
  taxaJuros: number;
  valorTotal: number;
  remuneracaoAnual: number;
  remuneracaoMensal: number;
  updatedAt: string;
  ano: number;
}
interface Lista extends ListaInventario<Item> {
  taxaJurosAnual: number;
}

describe('inventário: animais', () => {
  it('creates with server-computed figures (client-sent ones are ignored) and lists a summary', async () => {
    const res = await f.t.request('POST', base(), {
      cookie: f.admin,
      body: {
        tipo: 'Vaca Leiteira',
        quantidade: 10,
        valor: 500000,
        taxaJuros: 6,
        responsavelTecnico: 'Ana Souza',
        valorTotal: 1,
        remuneracaoAnual: 999,
      },
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as Item;
    expect(item).toMatchObject({ valorTotal: 5000000, remuneracaoAnual: 300000, remuneracaoMensal: 25000 });
    expect(item.ano).toBe(new Date().getFullYear());
    const l = await lista();
    expect(l.taxaJurosAnual).toBe(6);
    expect(l.resumo).toEqual({
      quantidadeTotal: 10,
      taxaMedia: 6,
      valorTotal: 5000000,
      remuneracaoAnual: 300000,
      remuneracaoMensal: 25000,
    });
    const audit = await f.t.database.client.execute({
      sql: "SELECT action FROM audit_log WHERE entity = 'inventory_animal' AND entity_id = ?",
      args: [item.id],
    });
    expect(audit.rows.map((r) => r.action)).toEqual(['create']);
  });

  it('takes the farm rate when none is given', async () => {
    const res = await f.t.request('POST', base(), { cookie: f.admin, body: { tipo: 'Bezerro', quantidade: 3 } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Item).taxaJuros).toBe(6);
  });

  it('is idempotent on the client id', async () => {
    const id = uuidv7();
    const body = { id, tipo: 'Novilha', quantidade: 4, valor: 300000 };
    const first = await f.t.request('POST', base(), { cookie: f.admin, body });
    expect(first.status).toBe(201);
    const again = await f.t.request('POST', base(), { cookie: f.admin, body });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Item).id).toBe(id);
    expect((await lista()).itens.filter((i) => i.id === id)).toHaveLength(1);
    const bad = await f.t.request('POST', base(), { cookie: f.admin, body: { ...body, id: 'nao-uuid' } });
    expect(bad.status).toBe(400);
  });

  it.each([
    [{}, 'Por favor, preencha todos os campos obrigatórios.'],
    [{ tipo: '  ', quantidade: 1 }, 'Por favor, preencha todos os campos obrigatórios.'],
    [{ tipo: 'Vaca', quantidade: 'dez' }, 'Por favor, preencha todos os campos obrigatórios.'],
    [{ tipo: 'Vaca', quantidade: null }, 'Por favor, preencha todos os campos obrigatórios.'],
    [{ tipo: 'Vaca', quantidade: -1 }, 'A quantidade não pode ser negativa.'],
    [{ tipo: 'Vaca', quantidade: 1e12 }, 'Quantidade muito alta.'],
    [{ tipo: 'Vaca', quantidade: 2, valor: -5 }, 'O valor não pode ser negativo.'],
    [{ tipo: 'Vaca', quantidade: 2, valor: 'mil' }, 'Informe um valor numérico.'],
    [{ tipo: 'Vaca', quantidade: 2, valor: 1e14 }, 'Valor alto demais: o máximo é R$ 100.000.000.000,00.'],
    [{ tipo: 'Vaca', quantidade: 2, valor: 1e300 }, 'Valor alto demais: o máximo é R$ 100.000.000.000,00.'],
    [{ tipo: 'Vaca', quantidade: 2, taxaJuros: 150 }, 'A taxa deve estar entre 0 e 100.'],
    [{ tipo: 'Vaca', quantidade: 2, ano: 1999 }, 'O ano deve ser a partir de 2000.'],
  ])('refuses %j with "%s" and writes nothing', async (body, message) => {
    const before = (await lista()).itens.length;
    const res = await f.t.request('POST', base(), { cookie: f.admin, body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Erro).error.message).toBe(message);
    expect((await lista()).itens.length).toBe(before);
  });

  it('refuses a malformed body', async () => {
    const res = await f.t.request('POST', base(), { cookie: f.admin, body: '{"tipo":' });
    expect(res.status).toBe(400);
    const arr = await f.t.request('POST', base(), { cookie: f.admin, body: [1] });
    expect(arr.status).toBe(400);
  });

  it('updates with the edit rule, recomputes, and answers 409 on a stale version', async () => {
    const created = (await (
      await f.t.request('POST', base(), { cookie: f.admin, body: { tipo: 'Vaca Seca', quantidade: 2, valor: 100000 } })
    ).json()) as Item;
    const incompleto = await f.t.request('PUT', `${base()}/${created.id}`, {
      cookie: f.admin,
      body: { tipo: 'Vaca Seca', quantidade: 2, valor: 100000, updatedAt: created.updatedAt },
    });
    expect(incompleto.status).toBe(400);
    expect(((await incompleto.json()) as Erro).error.message).toBe(
      'Por favor, preencha todos os campos com valores válidos',
    );
    const body = { tipo: 'Vaca Seca', quantidade: 5, valor: 120000, responsavelTecnico: 'Ana Souza' };
    const ok = await f.t.request('PUT', `${base()}/${created.id}`, {
      cookie: f.admin,
      body: { ...body, updatedAt: created.updatedAt, valorTotal: 1 },
    });
    expect(ok.status).toBe(200);
    const updated = (await ok.json()) as Item;
    expect(updated).toMatchObject({ quantidade: 5, valorTotal: 600000, remuneracaoAnual: 36000, taxaJuros: 6 });
    const stale = await f.t.request('PUT', `${base()}/${created.id}`, {
      cookie: f.admin,
      body: { ...body, quantidade: 9, updatedAt: created.updatedAt },
    });
    expect(stale.status).toBe(409);
    const conflictBody = (await stale.json()) as { error: { current: Item } };
    expect(conflictBody.error.current.quantidade).toBe(5);
    const missing = await f.t.request('PUT', `${base()}/${uuidv7()}`, { cookie: f.admin, body });
    expect(missing.status).toBe(404);
  });

  it('deletes with a plain confirmation (no password)', async () => {
    const created = (await (
      await f.t.request('POST', base(), { cookie: f.admin, body: { tipo: 'Touro Reprodutor', quantidade: 1 } })
    ).json()) as Item;
    const res = await f.t.request('DELETE', `${base()}/${created.id}`, { cookie: f.admin });
    expect(res.status).toBe(200);
    expect((await lista()).itens.some((i) => i.id === created.id)).toBe(false);
    expect((await f.t.request('DELETE', `${base()}/${created.id}`, { cookie: f.admin })).status).toBe(404);
  });
});

describe('scoping and permissions', () => {
  it("another farm's user gets 403 and nothing changes", async () => {
    const other = await f.t.createFarm('Fazenda Vizinha');
    const intruso = await f.t.createUser({
      email: 'vizinho@teste.local',
      farmIds: [other],
      groupNames: ['Administradores'],
    });
    const l = await lista();
    const alvo = l.itens[0];
    expect((await f.t.request('GET', base(), { cookie: intruso.cookie })).status).toBe(403);
    const put = await f.t.request('PUT', `${base()}/${alvo.id}`, {
      cookie: intruso.cookie,
      body: { tipo: 'X', quantidade: 1, valor: 1, responsavelTecnico: 'X' },
    });
    expect(put.status).toBe(403);
    expect((await f.t.request('DELETE', `${base()}/${alvo.id}`, { cookie: intruso.cookie })).status).toBe(403);
    // and through their own farm's URL the item is simply not there
    const viaPropria = await f.t.request('DELETE', `/api/farms/${other}/inventario/animais/${alvo.id}`, {
      cookie: intruso.cookie,
    });
    expect(viaPropria.status).toBe(404);
    expect(await lista()).toEqual(l);
  });

  it('Operadores and Gerentes (module animals) may use it; a user without groups may not', async () => {
    const op = await f.t.createUser({ email: 'op@teste.local', farmIds: [f.farmId], groupNames: ['Operadores'] });
    const ger = await f.t.createUser({ email: 'ger@teste.local', farmIds: [f.farmId], groupNames: ['Gerentes'] });
    const nada = await f.t.createUser({ email: 'nada@teste.local', farmIds: [f.farmId] });
    expect((await f.t.request('GET', base(), { cookie: op.cookie })).status).toBe(200);
    const res = await f.t.request('POST', base(), { cookie: ger.cookie, body: { tipo: 'Bezerro', quantidade: 1 } });
    expect(res.status).toBe(201);
    expect((await f.t.request('GET', base(), { cookie: nada.cookie })).status).toBe(403);
  });

  it('a farm that does not allow the module refuses even a permitted group', async () => {
    const semAnimais = await f.t.createFarm('Fazenda Só Terras', ['lands']);
    const u = await f.t.createUser({ email: 'so@teste.local', farmIds: [semAnimais], groupNames: ['Administradores'] });
    expect((await f.t.request('GET', `/api/farms/${semAnimais}/inventario/animais`, { cookie: u.cookie })).status).toBe(
      403,
    );
    expect((await f.t.request('GET', `/api/farms/${semAnimais}/inventario/terras`, { cookie: u.cookie })).status).toBe(
      200,
    );
  });

  it('needs a session', async () => {
    expect((await f.t.request('GET', base())).status).toBe(401);
  });
});

describe('Atualizar pelo rebanho', () => {
  it('sets the quantity per type from the active animals of the herd register', async () => {
    const fazenda = await f.t.createFarm('Fazenda Rebanho');
    const url = `/api/farms/${fazenda}/inventario/animais`;
    const ano = new Date().getFullYear();
    // an item of this year for 'Vaca Leiteira' (10 counted by hand) and last year's 'Novilha' at R$ 3.000,00
    await f.t.request('POST', url, { cookie: f.admin, body: { tipo: 'Vaca Leiteira', quantidade: 10, valor: 500000 } });
    await f.t.request('POST', url, {
      cookie: f.admin,
      body: { tipo: 'Novilha', quantidade: 1, valor: 300000, taxaJuros: 7, ano: ano - 1 },
    });
    const herd: [string, string][] = [
      ['Vaca Leiteira', 'ativo'],
      ['Vaca Leiteira', 'ativo'],
      ['Vaca Leiteira', 'vendido'],
      ['Novilha', 'ativo'],
      ['Bezerro', 'morto'],
    ];
    let n = 0;
    for (const [categoria, situacao] of herd) {
      await f.t.database.client.execute({
        sql: 'INSERT INTO animals (id, farm_id, identificacao, categoria, situacao) VALUES (?, ?, ?, ?, ?)',
        args: [uuidv7(), fazenda, `B${++n}`, categoria, situacao],
      });
    }
    const antes = await (await f.t.request('GET', url, { cookie: f.admin })).text();
    // The preview says what would change and writes nothing.
    const previa = await f.t.request('GET', `${url}/atualizar-pelo-rebanho`, { cookie: f.admin });
    expect(await previa.json()).toEqual({
      ano,
      atualizados: 1,
      criados: 1,
      mudancas: [
        { tipo: 'Novilha', antes: null, depois: 1 },
        { tipo: 'Vaca Leiteira', antes: 10, depois: 2, id: expect.any(String) },
      ],
    });
    expect(await (await f.t.request('GET', url, { cookie: f.admin })).text()).toBe(antes);
    const outroAno = await f.t.request('GET', `${url}/atualizar-pelo-rebanho?ano=abc`, { cookie: f.admin });
    expect(outroAno.status).toBe(400);

    const res = await f.t.request('POST', `${url}/atualizar-pelo-rebanho`, { cookie: f.admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ano, atualizados: 1, criados: 1 });
    const l = (await (await f.t.request('GET', url, { cookie: f.admin })).json()) as Lista;
    const doAno = l.itens.filter((i) => i.ano === ano);
    expect(doAno.map((i) => [i.tipo, i.quantidade, i.valor, i.taxaJuros])).toEqual([
      ['Vaca Leiteira', 2, 500000, 6],
      ['Novilha', 1, 300000, 7],
    ]);
    // nothing active of 'Bezerro' and no item: nothing created. A second run changes nothing.
    const again = await f.t.request('POST', `${url}/atualizar-pelo-rebanho`, { cookie: f.admin });
    expect(await again.json()).toEqual({ ano, atualizados: 0, criados: 0, mudancas: [] });
  });

  it('is refused without the animals module', async () => {
    const u = await f.t.createUser({ email: 'semmod@teste.local', farmIds: [f.farmId] });
    const res = await f.t.request('POST', `${base()}/atualizar-pelo-rebanho`, { cookie: u.cookie });
    expect(res.status).toBe(403);
  });
});
