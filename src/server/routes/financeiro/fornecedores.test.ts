import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/ids.ts';
import { auditActions, count, expectError, financeiroFixture, json } from './test-support.ts';

const f = financeiroFixture();

interface Fornecedor {
  id: string;
  nome: string;
  cnpj_cpf: string;
  email: string;
  updatedAt: string;
}
const url = () => `${f.base}/fornecedores`;

describe('/fornecedores', () => {
  it('creates (only nome required), idempotently, lists by name', async () => {
    const id = uuidv7();
    const a = await json<Fornecedor>(
      await f.t.request('POST', url(), {
        cookie: f.gerente,
        body: { id, nome: 'Zebu Rações', cnpj_cpf: '12.345.678/0001-90', email: 'vendas@zebu.com.br' },
      }),
      201,
    );
    expect(a).toMatchObject({ nome: 'Zebu Rações', telefone: '', endereco: '', observacoes: '' });
    const body = { id, nome: 'Zebu Rações', cnpj_cpf: '12.345.678/0001-90', email: 'vendas@zebu.com.br' };
    // An offline replay (same id, same content) answers the stored row; the same id with other content is a conflict.
    expect((await f.t.request('POST', url(), { cookie: f.gerente, body })).status).toBe(200);
    const outro = await f.t.request('POST', url(), { cookie: f.gerente, body: { id, nome: 'Outro nome' } });
    expect(outro.status).toBe(409);
    expect(((await outro.json()) as { error: { current: { nome: string } } }).error.current.nome).toBe('Zebu Rações');
    await json(await f.t.request('POST', url(), { cookie: f.gerente, body: { nome: 'Agro Alfa' } }), 201);
    const lista = await json<Fornecedor[]>(await f.t.request('GET', url(), { cookie: f.gerente }), 200);
    expect(lista.map((x) => x.nome)).toEqual(['Agro Alfa', 'Zebu Rações']);
    expect(await auditActions(f.t, id)).toEqual(['create']);
  });

  it('refuses bad input and a duplicate name, writing nothing', async () => {
    const antes = await count(f.t, 'fornecedores');
    const e = await expectError(
      await f.t.request('POST', url(), {
        cookie: f.gerente,
        body: { nome: '', cnpj_cpf: '123', email: 'sem-arroba', observacoes: 'x'.repeat(10_240) },
      }),
      400,
    );
    expect(e.fields).toMatchObject({
      nome: 'Campo obrigatório',
      cnpj_cpf: 'CNPJ/CPF inválido: informe 11 (CPF) ou 14 (CNPJ) dígitos.',
      email: 'Email inválido.',
      observacoes: 'Use no máximo 1000 caracteres.',
    });
    const dup = await expectError(
      await f.t.request('POST', url(), { cookie: f.gerente, body: { nome: 'Agro Alfa' } }),
      409,
    );
    expect(dup.message).toBe('Já existe um registro com estes dados.');
    expect(await count(f.t, 'fornecedores')).toBe(antes);
  });

  it('updates with a version (409 when stale) and deletes with a plain confirm', async () => {
    const a = await json<Fornecedor>(
      await f.t.request('POST', url(), { cookie: f.gerente, body: { nome: 'Beta' } }),
      201,
    );
    const b = await json<Fornecedor>(
      await f.t.request('PUT', `${url()}/${a.id}`, {
        cookie: f.gerente,
        body: { nome: 'Beta Ltda', updatedAt: a.updatedAt },
      }),
      200,
    );
    expect(b.nome).toBe('Beta Ltda');
    await expectError(
      await f.t.request('PUT', `${url()}/${a.id}`, { cookie: f.gerente, body: { nome: 'X', updatedAt: a.updatedAt } }),
      409,
    );
    expect((await f.t.request('DELETE', `${url()}/${a.id}`, { cookie: f.gerente })).status).toBe(200);
    await expectError(await f.t.request('GET', `${url()}/${a.id}`, { cookie: f.gerente }), 404);
    await expectError(await f.t.request('DELETE', `${url()}/${a.id}`, { cookie: f.gerente }), 404);
  });

  it('refuses another farm and users without the module', async () => {
    const a = await json<Fornecedor>(
      await f.t.request('POST', url(), { cookie: f.gerente, body: { nome: 'Gama' } }),
      201,
    );
    for (const res of [
      await f.t.request('GET', url(), { cookie: f.outro }),
      await f.t.request('PUT', `${url()}/${a.id}`, { cookie: f.outro, body: { nome: 'Hack' } }),
      await f.t.request('DELETE', `${url()}/${a.id}`, { cookie: f.outro }),
      await f.t.request('POST', url(), { cookie: f.operador, body: { nome: 'Op' } }),
      await f.t.request('GET', url(), { cookie: f.operador }),
    ]) {
      await expectError(res, 403);
    }
    await expectError(
      await f.t.request('DELETE', `/api/farms/${f.outraFazendaId}/fornecedores/${a.id}`, { cookie: f.outro }),
      404,
    );
    expect(await json<Fornecedor>(await f.t.request('GET', `${url()}/${a.id}`, { cookie: f.gerente }), 200)).toEqual(a);
  });
});
