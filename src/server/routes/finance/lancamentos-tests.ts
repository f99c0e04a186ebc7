import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/ids.ts';
import { auditActions, count, expectError, financeFixture, json } from './test-support.ts';

interface Lancamento {
  id: string;
  descricao: string;
  valor: number;
  observacoes: string;
  updatedAt: string;
}
interface Lista {
  itens: Lancamento[];
  totais: { quantidade: number; total: number };
}

/** Income and expenses behave the same; only the path, table and payment-way field differ. */
export function lancamentosSuite(recurso: 'receitas' | 'despesas', forma: 'forma_recebimento' | 'forma_pagamento') {
  const f = financeFixture();

  const url = () => `${f.base}/${recurso}`;
  const novo = (extra: Record<string, unknown> = {}) => ({
    data: '2025-05-10',
    descricao: 'Lançamento de teste',
    categoria: 'Geral',
    valor: 25_050,
    [forma]: 'PIX',
    ...extra,
  });
  const criar = async (extra: Record<string, unknown> = {}) =>
    json<Lancamento>(await f.t.request('POST', url(), { cookie: f.gerente, body: novo(extra) }), 201);

  describe(`/${recurso}`, () => {
    it('creates (observacoes optional), idempotently, with an audit row', async () => {
      const id = uuidv7();
      const l = await criar({ id });
      expect(l).toMatchObject({ ...novo(), observacoes: '' });
      expect((await f.t.request('POST', url(), { cookie: f.gerente, body: novo({ id }) })).status).toBe(200);
      expect(await auditActions(f.t, id)).toEqual(['create']);
    });

    it('refuses bad input with Portuguese field messages and writes nothing', async () => {
      const antes = await count(f.t, recurso);
      const err = await expectError(
        await f.t.request('POST', url(), {
          cookie: f.gerente,
          body: { data: '2025-02-30', descricao: 'x'.repeat(10_240), categoria: 7, valor: 'dez', [forma]: '' },
        }),
        400,
      );
      expect(err.fields).toEqual({
        data: 'Data inválida. Use o formato dd/mm/aaaa.',
        descricao: 'Use no máximo 500 caracteres.',
        categoria: 'Campo obrigatório',
        valor: 'Informe um valor numérico.',
        [forma]: 'Campo obrigatório',
      });
      const neg = await expectError(
        await f.t.request('POST', url(), { cookie: f.gerente, body: novo({ valor: -300 }) }),
        400,
      );
      expect(neg.fields?.valor).toBe('O valor não pode ser negativo.');
      expect(await count(f.t, recurso)).toBe(antes);
    });

    it('lists newest first with totals, filtered by period, category and text', async () => {
      await criar({ data: '2021-01-10', categoria: 'Cat F', valor: 100, descricao: 'Primeiro' });
      await criar({ data: '2021-02-10', categoria: 'Cat F', valor: 250, descricao: 'Segundo' });
      const l = await json<Lista>(await f.t.request('GET', `${url()}?categoria=Cat%20F`, { cookie: f.gerente }), 200);
      expect(l.itens.map((i) => i.descricao)).toEqual(['Segundo', 'Primeiro']);
      expect(l.totais).toEqual({ quantidade: 2, total: 350 });
      const p = await json<Lista>(
        await f.t.request('GET', `${url()}?categoria=Cat%20F&de=2021-02-01&ate=2021-02-28`, { cookie: f.gerente }),
        200,
      );
      expect(p.totais).toEqual({ quantidade: 1, total: 250 });
      const q = await json<Lista>(await f.t.request('GET', `${url()}?q=primei`, { cookie: f.gerente }), 200);
      expect(q.itens).toHaveLength(1);
      await expectError(await f.t.request('GET', `${url()}?ate=31/01/2021`, { cookie: f.gerente }), 400);
    });

    it('updates with a version and refuses a stale one (409)', async () => {
      const l = await criar();
      const ok = await json<Lancamento>(
        await f.t.request('PUT', `${url()}/${l.id}`, {
          cookie: f.gerente,
          body: novo({ descricao: 'Alterado', observacoes: 'nota', updatedAt: l.updatedAt }),
        }),
        200,
      );
      expect(ok).toMatchObject({ descricao: 'Alterado', observacoes: 'nota' });
      const c = await expectError(
        await f.t.request('PUT', `${url()}/${l.id}`, { cookie: f.gerente, body: novo({ updatedAt: l.updatedAt }) }),
        409,
      );
      expect(c.current).toMatchObject({ descricao: 'Alterado' });
    });

    it('deletes only with the right password', async () => {
      const l = await criar();
      const u = `${url()}/${l.id}`;
      const e = await expectError(
        await f.t.request('DELETE', u, { cookie: f.gerente, body: { password: 'nao' } }),
        400,
      );
      expect(e.message).toBe('Senha incorreta. Tente novamente.');
      expect((await f.t.request('GET', u, { cookie: f.gerente })).status).toBe(200);
      const ok = await f.t.request('DELETE', u, { cookie: f.gerente, body: { password: f.gerentePassword } });
      expect(ok.status).toBe(200);
      expect((await f.t.request('GET', u, { cookie: f.gerente })).status).toBe(404);
      expect(await auditActions(f.t, l.id)).toEqual(['create', 'delete']);
    });

    it('refuses another farm, a group without the module and a farm without it', async () => {
      const l = await criar();
      const u = `${url()}/${l.id}`;
      for (const res of [
        await f.t.request('GET', url(), { cookie: f.outro }),
        await f.t.request('GET', u, { cookie: f.outro }),
        await f.t.request('PUT', u, { cookie: f.outro, body: novo({ valor: 1 }) }),
        await f.t.request('DELETE', u, { cookie: f.outro, body: { password: 'senha123' } }),
        await f.t.request('GET', url(), { cookie: f.operador }),
        await f.t.request('POST', url(), { cookie: f.operador, body: novo() }),
        await f.t.request('GET', `/api/farms/${f.semModuloFarmId}/${recurso}`, { cookie: f.semModulo }),
      ]) {
        await expectError(res, 403);
      }
      expect(await json<Lancamento>(await f.t.request('GET', u, { cookie: f.gerente }), 200)).toEqual(l);
    });
  });
}
