import { describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { lerCsv } from '../../../domain/csv/leitor.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { auditActions, count, expectError, financeiroFixture, json } from './test-support.ts';

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
  const f = financeiroFixture();

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

    it("refuses an id another table of the farm already holds (a bill's id on a new entry: 409, nothing stored)", async () => {
      // The probe of issue 37 stored a despesa under a conta a pagar's id (201): two rows, one id.
      const id = uuidv7();
      const conta = {
        id,
        data_vencimento: '2025-03-10',
        fornecedor: 'Agropecuária Boa Vista',
        descricao: 'Ração',
        categoria: 'Alimentação',
        valor: 1000,
      };
      expect((await f.t.request('POST', `${f.base}/contas-pagar`, { cookie: f.gerente, body: conta })).status).toBe(
        201,
      );
      const antes = await count(f.t, recurso);
      const err = await expectError(await f.t.request('POST', url(), { cookie: f.gerente, body: novo({ id }) }), 409);
      expect(err.message).toBe('Identificador já usado.');
      expect(await count(f.t, recurso)).toBe(antes);
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

    it("refuses a date after the farm's today (money received or paid has moved), on create, update and CSV import", async () => {
      const hoje = hojeNoFuso('America/Sao_Paulo');
      const antes = await count(f.t, recurso);
      for (const data of [somarDias(hoje, 1), '2027-03-15']) {
        const err = await expectError(
          await f.t.request('POST', url(), { cookie: f.gerente, body: novo({ data }) }),
          400,
        );
        expect(err.message).toBe(MSG_APONT.dataFutura);
        expect(err.fields).toEqual({ data: MSG_APONT.dataFutura });
      }
      const l = await criar({ data: hoje });
      const put = await expectError(
        await f.t.request('PUT', `${url()}/${l.id}`, {
          cookie: f.gerente,
          body: novo({ data: somarDias(hoje, 1), updatedAt: l.updatedAt }),
        }),
        400,
      );
      expect(put.fields).toEqual({ data: MSG_APONT.dataFutura });
      expect(await json(await f.t.request('GET', `${url()}/${l.id}`, { cookie: f.gerente }), 200)).toEqual(l);

      const formaRotulo = forma === 'forma_recebimento' ? 'Forma de recebimento' : 'Forma de pagamento';
      const cabecalho = ['Data', 'Descrição', 'Categoria', 'Valor', formaRotulo];
      const csv = await json<{ gravado: boolean; erros: { linha: number; coluna: string; mensagem: string }[] }>(
        await f.t.request('POST', `${f.base}/csv/${recurso}`, {
          cookie: f.gerente,
          body: {
            registros: [
              cabecalho,
              ['01/11/2026', 'Ontem', 'Geral', '10,00', 'PIX'],
              ['15/03/2027', 'Futuro', 'Geral', '10,00', 'PIX'],
            ],
            separador: ';',
          },
        }),
        200,
      );
      expect(csv.gravado).toBe(false);
      expect(csv.erros).toEqual([
        expect.objectContaining({ linha: 3, coluna: 'Data', mensagem: MSG_APONT.dataFutura }),
      ]);
      expect(await count(f.t, recurso)).toBe(antes + 1);
    });

    it("money beyond R$ 100 bilhões says 'Valor alto demais' in reais", async () => {
      const err = await expectError(
        await f.t.request('POST', url(), { cookie: f.gerente, body: novo({ valor: 1e17 }) }),
        400,
      );
      expect(err.fields).toEqual({ valor: 'Valor alto demais: o máximo é R$ 100.000.000.000,00.' });
    });

    it('a text with a control character is refused; one with tabs, line breaks and emoji reads back the same (API, search, CSV)', async () => {
      const antes = await count(f.t, recurso);
      for (const campo of ['descricao', 'categoria', 'observacoes', forma]) {
        const err = await expectError(
          await f.t.request('POST', url(), { cookie: f.gerente, body: novo({ [campo]: 'Ração\u0000 premium' }) }),
          400,
        );
        expect(err.fields).toEqual({ [campo]: 'Contém caracteres de controle não permitidos.' });
      }
      expect(await count(f.t, recurso)).toBe(antes);

      const descricao = 'Ração "premium"\t20kg 🐄';
      const observacoes = 'linha 1\r\nlinha 2; fim';
      const l = await criar({ descricao, observacoes });
      expect(l).toMatchObject({ descricao, observacoes });
      expect(await json(await f.t.request('GET', `${url()}/${l.id}`, { cookie: f.gerente }), 200)).toMatchObject({
        descricao,
        observacoes,
      });
      const busca = await json<Lista>(
        await f.t.request('GET', `${url()}?q=${encodeURIComponent('premium"\t20')}`, { cookie: f.gerente }),
        200,
      );
      expect(busca.itens.map((i) => [i.descricao, i.observacoes])).toEqual([[descricao, observacoes]]);
      const exportado = await f.t.request('GET', `${f.base}/csv/${recurso}`, { cookie: f.gerente });
      const { registros } = lerCsv(await exportado.text());
      const linha = registros.find((r) => r.includes(l.id));
      expect(linha).toEqual(expect.arrayContaining([descricao, observacoes]));

      // a file's cell with a control character: its line and column, nothing written
      const cabecalho = registros[0].filter((c) => c !== 'ID');
      const importado = await json<{ gravado: boolean; erros: { linha: number; coluna: string; mensagem: string }[] }>(
        await f.t.request('POST', `${f.base}/csv/${recurso}`, {
          cookie: f.gerente,
          body: { registros: [cabecalho, ['01/11/2026', 'Sino\u0007', 'Geral', '10,00', 'PIX', '']], separador: ';' },
        }),
        200,
      );
      expect(importado.gravado).toBe(false);
      expect(importado.erros).toEqual([
        expect.objectContaining({
          linha: 2,
          coluna: 'Descrição',
          mensagem: 'Contém caracteres de controle não permitidos.',
        }),
      ]);
      expect(await count(f.t, recurso)).toBe(antes + 1);
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
