import { describe, expect, it } from 'vitest';
import { count, expectError, financeiroFixture, json } from './test-support.ts';

const f = financeiroFixture();

interface Categoria {
  id: string;
  nome: string;
  tipo: string;
  ativo: string;
  updatedAt: string;
}
const url = () => `${f.base}/categorias`;

describe('/categorias', () => {
  it('creates with ativo Sim by default and lists by name', async () => {
    const c = await json<Categoria>(
      await f.t.request('POST', url(), { cookie: f.gerente, body: { nome: 'Ração', tipo: 'Despesa' } }),
      201,
    );
    expect(c).toMatchObject({ nome: 'Ração', tipo: 'Despesa', descricao: '', ativo: 'Sim' });
    await json(await f.t.request('POST', url(), { cookie: f.gerente, body: { nome: 'Leite', tipo: 'Receita' } }), 201);
    const lista = await json<Categoria[]>(await f.t.request('GET', url(), { cookie: f.gerente }), 200);
    expect(lista.map((x) => x.nome)).toEqual(['Leite', 'Ração']);
  });

  it('refuses bad tipo/ativo and empty names, writing nothing', async () => {
    const antes = await count(f.t, 'categorias_financeiras');
    const e = await expectError(
      await f.t.request('POST', url(), {
        cookie: f.gerente,
        body: { nome: ' ', tipo: 'Investimento', ativo: 'talvez' },
      }),
      400,
    );
    expect(e.fields).toEqual({ nome: 'Campo obrigatório', tipo: 'Campo obrigatório', ativo: 'Use Sim ou Não.' });
    expect(await count(f.t, 'categorias_financeiras')).toBe(antes);
  });

  it('updates (deactivates) with version check and deletes with a plain confirm', async () => {
    const c = await json<Categoria>(
      await f.t.request('POST', url(), { cookie: f.gerente, body: { nome: 'Energia', tipo: 'Despesa' } }),
      201,
    );
    const u = await json<Categoria>(
      await f.t.request('PUT', `${url()}/${c.id}`, {
        cookie: f.gerente,
        body: { nome: 'Energia', tipo: 'Ambos', ativo: 'Não', updatedAt: c.updatedAt },
      }),
      200,
    );
    expect(u).toMatchObject({ tipo: 'Ambos', ativo: 'Não' });
    await expectError(
      await f.t.request('PUT', `${url()}/${c.id}`, {
        cookie: f.gerente,
        body: { nome: 'Energia', tipo: 'Despesa', updatedAt: c.updatedAt },
      }),
      409,
    );
    expect((await f.t.request('DELETE', `${url()}/${c.id}`, { cookie: f.gerente })).status).toBe(200);
    await expectError(await f.t.request('GET', `${url()}/${c.id}`, { cookie: f.gerente }), 404);
  });

  it('refuses another farm and users without the module', async () => {
    const c = await json<Categoria>(
      await f.t.request('POST', url(), { cookie: f.gerente, body: { nome: 'Vet', tipo: 'Despesa' } }),
      201,
    );
    for (const res of [
      await f.t.request('GET', url(), { cookie: f.outro }),
      await f.t.request('PUT', `${url()}/${c.id}`, { cookie: f.outro, body: { nome: 'X', tipo: 'Despesa' } }),
      await f.t.request('DELETE', `${url()}/${c.id}`, { cookie: f.outro }),
      await f.t.request('GET', url(), { cookie: f.operador }),
      await f.t.request('GET', `/api/farms/${f.semModuloFarmId}/categorias`, { cookie: f.semModulo }),
    ]) {
      await expectError(res, 403);
    }
    expect(await json<Categoria>(await f.t.request('GET', `${url()}/${c.id}`, { cookie: f.gerente }), 200)).toEqual(c);
  });
});
