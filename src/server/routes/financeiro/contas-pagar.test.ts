import { describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { ADMIN, auditActions, count, expectError, financeiroFixture, json } from './test-support.ts';

const f = financeiroFixture();

interface Conta {
  id: string;
  descricao: string;
  status: string;
  valor: number;
  data_baixa: string | null;
  conta_bancaria: string | null;
  updatedAt: string;
  vencida?: boolean;
}
interface Lista {
  hoje: string;
  itens: Conta[];
  totais: { quantidade: number; total: number; pendente: number; liquidado: number; vencido: number };
}

const nova = (extra: Record<string, unknown> = {}) => ({
  data_vencimento: '2025-03-10',
  fornecedor: 'Agropecuária Boa Vista',
  descricao: 'Ração concentrada',
  categoria: 'Alimentação',
  valor: 123456,
  ...extra,
});

async function criar(extra: Record<string, unknown> = {}, cookie = f.gerente): Promise<Conta> {
  return json<Conta>(await f.t.request('POST', `${f.base}/contas-pagar`, { cookie, body: nova(extra) }), 201);
}

describe('POST /contas-pagar', () => {
  it('creates a pending payable in centavos, with an audit row', async () => {
    const c = await criar({ status: 'Pago', data_baixa: '2025-01-01' });
    expect(c).toMatchObject({ ...nova(), status: 'Pendente', data_baixa: null, conta_bancaria: null });
    expect(await auditActions(f.t, c.id)).toEqual(['create']);
  });

  it('is idempotent with the same client id', async () => {
    const id = uuidv7();
    const antes = await count(f.t, 'contas_pagar');
    const a = await json<Conta>(
      await f.t.request('POST', `${f.base}/contas-pagar`, { cookie: f.gerente, body: nova({ id }) }),
      201,
    );
    const b = await json<Conta>(
      await f.t.request('POST', `${f.base}/contas-pagar`, { cookie: f.gerente, body: nova({ id }) }),
      200,
    );
    expect(b).toEqual(a);
    expect(await count(f.t, 'contas_pagar')).toBe(antes + 1);
  });

  it('refuses bad input with Portuguese field messages and writes nothing', async () => {
    const antes = await count(f.t, 'contas_pagar');
    const casos: [Record<string, unknown>, string, RegExp][] = [
      [{ valor: -100 }, 'valor', /não pode ser negativo/],
      [{ valor: 0 }, 'valor', /maior que zero/],
      [{ valor: '12,50' }, 'valor', /valor numérico/],
      [{ data_vencimento: '2025-02-30' }, 'data_vencimento', /Data inválida/],
      [{ data_vencimento: 20250301 }, 'data_vencimento', /Campo obrigatório/],
      [{ descricao: 'x'.repeat(10 * 1024) }, 'descricao', /no máximo 500/],
      [{ fornecedor: 42 }, 'fornecedor', /Campo obrigatório/],
      [{ categoria: '' }, 'categoria', /Campo obrigatório/],
      [{ id: 'não-é-uuid' }, 'id', /Identificador inválido/],
    ];
    for (const [extra, campo, msg] of casos) {
      const err = await expectError(
        await f.t.request('POST', `${f.base}/contas-pagar`, { cookie: f.gerente, body: nova(extra) }),
        400,
      );
      expect(err.fields?.[campo], JSON.stringify(extra).slice(0, 60)).toMatch(msg);
    }
    const vazio = await expectError(
      await f.t.request('POST', `${f.base}/contas-pagar`, { cookie: f.gerente, body: {} }),
      400,
    );
    expect(vazio.fields).toMatchObject({
      data_vencimento: 'Campo obrigatório',
      fornecedor: 'Campo obrigatório',
      descricao: 'Campo obrigatório',
      categoria: 'Campo obrigatório',
    });
    const lista = await expectError(
      await f.t.request('POST', `${f.base}/contas-pagar`, { cookie: f.gerente, body: [] }),
      400,
    );
    expect(lista.message).toBeTruthy();
    const quebrado = await f.t.request('POST', `${f.base}/contas-pagar`, { cookie: f.gerente, body: '{"valor":' });
    expect(quebrado.status).toBe(400);
    expect(await count(f.t, 'contas_pagar')).toBe(antes);
  });
});

describe('GET /contas-pagar', () => {
  it('lists with overdue flags on the farm today and totals; filters by period, status, category, supplier, text', async () => {
    const { farmId } = f;
    const fazenda = `/api/farms/${farmId}`;
    const hoje = hojeNoFuso('America/Sao_Paulo');
    const base = await json<Lista>(await f.t.request('GET', `${fazenda}/contas-pagar`, { cookie: f.gerente }), 200);
    expect(base.hoje).toBe(hoje);
    const v = await criar({
      data_vencimento: '2020-01-05',
      fornecedor: 'Coop Filtro',
      categoria: 'Filtro',
      valor: 1000,
    });
    await criar({ data_vencimento: '2999-01-05', fornecedor: 'Coop Filtro', categoria: 'Filtro', valor: 2000 });
    const paga = await criar({
      data_vencimento: '2020-01-20',
      fornecedor: 'Outro 50%',
      categoria: 'Filtro',
      valor: 4000,
    });
    await json(
      await f.t.request('POST', `${fazenda}/contas-pagar/${paga.id}/baixa`, {
        cookie: f.gerente,
        body: { conta_bancaria: 'Sicoob - Conta Corrente', data_baixa: '2020-01-21' },
      }),
      200,
    );

    const filtro = await json<Lista>(
      await f.t.request('GET', `${fazenda}/contas-pagar?categoria=Filtro`, { cookie: f.gerente }),
      200,
    );
    expect(filtro.itens).toHaveLength(3);
    expect(filtro.itens.find((i) => i.id === v.id)?.vencida).toBe(true);
    expect(filtro.itens.find((i) => i.id === paga.id)?.vencida).toBe(false);
    expect(filtro.totais).toMatchObject({ quantidade: 3, total: 7000, pendente: 3000, liquidado: 4000, vencido: 1000 });

    const q = async (qs: string) =>
      (
        await json<Lista>(
          await f.t.request('GET', `${fazenda}/contas-pagar?categoria=Filtro&${qs}`, { cookie: f.gerente }),
          200,
        )
      ).itens.length;
    expect(await q('de=2020-01-01&ate=2020-01-31')).toBe(2);
    expect(await q('status=Pago')).toBe(1);
    expect(await q('status=Pendente')).toBe(2);
    expect(await q('status=Vencida')).toBe(1);
    expect(await q('fornecedor=Coop%20Filtro')).toBe(2);
    expect(await q('q=coop')).toBe(2);
    expect(await q('q=50%25')).toBe(1); // % is literal
    expect(await q('q=%25')).toBe(1);
    expect(await q('de=&status=&q=')).toBe(3);
  });

  it('refuses invalid filters with a 400', async () => {
    const e1 = await expectError(
      await f.t.request('GET', `${f.base}/contas-pagar?de=2025-02-30`, { cookie: f.gerente }),
      400,
    );
    expect(e1.fields?.de).toMatch(/Data inválida/);
    const e2 = await expectError(
      await f.t.request('GET', `${f.base}/contas-pagar?de=2025-03-01&ate=2025-02-01`, { cookie: f.gerente }),
      400,
    );
    expect(e2.fields?.ate).toMatch(/data final/);
    const e3 = await expectError(
      await f.t.request('GET', `${f.base}/contas-pagar?status=Recebido`, { cookie: f.gerente }),
      400,
    );
    expect(e3.fields?.status).toBe('Status inválido.');
  });

  it('GET /:id returns one payable; unknown id is 404', async () => {
    const c = await criar();
    expect(
      await json<Conta>(await f.t.request('GET', `${f.base}/contas-pagar/${c.id}`, { cookie: f.gerente }), 200),
    ).toEqual(c);
    await expectError(await f.t.request('GET', `${f.base}/contas-pagar/${uuidv7()}`, { cookie: f.gerente }), 404);
  });

  it('searches as a farmer types: case and accents ignored, % and _ literal', async () => {
    const fornecedor = `São José ${uuidv7()}`;
    await criar({ fornecedor, descricao: 'Ração 50%_especial' });
    const busca = async (q: string) =>
      (
        await json<Lista>(
          await f.t.request(
            'GET',
            `${f.base}/contas-pagar?fornecedor=${encodeURIComponent(fornecedor)}&q=${encodeURIComponent(q)}`,
            {
              cookie: f.gerente,
            },
          ),
          200,
        )
      ).itens.length;
    expect(await busca('RACAO')).toBe(1);
    expect(await busca('sao jose')).toBe(1);
    expect(await busca('50%_')).toBe(1);
    expect(await busca('50%x')).toBe(0);
    expect(await busca('   ')).toBe(1);
  });

  it('answers a page at a time (50 by default) with the totals of the whole filtered list', async () => {
    const categoria = `Paginada ${uuidv7()}`;
    for (let i = 0; i < 55; i++) {
      await criar({ categoria, valor: 100, data_vencimento: `2031-01-${String((i % 28) + 1).padStart(2, '0')}` });
    }
    const url = (q: string) => `${f.base}/contas-pagar?categoria=${encodeURIComponent(categoria)}${q}`;
    const p1 = await json<Lista & { pagina: number; temMais: boolean }>(
      await f.t.request('GET', url(''), { cookie: f.gerente }),
      200,
    );
    expect(p1.itens).toHaveLength(50);
    expect(p1).toMatchObject({ pagina: 1, porPagina: 50, temMais: true });
    expect(p1.totais).toMatchObject({ quantidade: 55, total: 5500, pendente: 5500 });
    const p2 = await json<Lista & { temMais: boolean }>(
      await f.t.request('GET', url('&pagina=2'), { cookie: f.gerente }),
      200,
    );
    expect(p2.itens).toHaveLength(5);
    expect(p2.temMais).toBe(false);
    expect(p2.totais.quantidade).toBe(55);
    const ids = new Set([...p1.itens, ...p2.itens].map((c) => c.id));
    expect(ids.size).toBe(55);
    const demais = await expectError(await f.t.request('GET', url('&porPagina=5000'), { cookie: f.gerente }), 400);
    expect(demais.message).toBe('No máximo 500 registros por página.');
  });
});

describe('PUT /contas-pagar/:id', () => {
  it('updates with the current version and refuses a stale one with 409 and the current record', async () => {
    const c = await criar();
    const upd = await json<Conta & { descricao: string }>(
      await f.t.request('PUT', `${f.base}/contas-pagar/${c.id}`, {
        cookie: f.gerente,
        body: nova({ descricao: 'Ração atualizada', valor: 999, updatedAt: c.updatedAt, status: 'Pago' }),
      }),
      200,
    );
    expect(upd).toMatchObject({ descricao: 'Ração atualizada', valor: 999, status: 'Pendente' });
    const stale = await expectError(
      await f.t.request('PUT', `${f.base}/contas-pagar/${c.id}`, {
        cookie: f.gerente,
        body: nova({ descricao: 'Outra', updatedAt: c.updatedAt }),
      }),
      409,
    );
    expect(stale.message).toMatch(/alterado por outra pessoa/);
    expect(stale.current).toMatchObject({ descricao: 'Ração atualizada' });
    expect(await auditActions(f.t, c.id)).toEqual(['create', 'update']);
    await expectError(
      await f.t.request('PUT', `${f.base}/contas-pagar/${uuidv7()}`, { cookie: f.gerente, body: nova() }),
      404,
    );
    const bad = await expectError(
      await f.t.request('PUT', `${f.base}/contas-pagar/${c.id}`, { cookie: f.gerente, body: nova({ valor: -5 }) }),
      400,
    );
    expect(bad.fields?.valor).toMatch(/negativo/);
  });
});

describe('baixa and estorno', () => {
  it('Pendente → Pago with date and bank account; again is refused; estorno clears both', async () => {
    const c = await criar();
    const url = `${f.base}/contas-pagar/${c.id}`;
    const semConta = await expectError(await f.t.request('POST', `${url}/baixa`, { cookie: f.gerente, body: {} }), 400);
    expect(semConta.fields?.conta_bancaria).toBe('Por favor, selecione uma conta bancária');
    const desconhecida = await expectError(
      await f.t.request('POST', `${url}/baixa`, { cookie: f.gerente, body: { conta_bancaria: 'Banco Fantasma' } }),
      400,
    );
    expect(desconhecida.fields?.conta_bancaria).toMatch(/não encontrada/);

    const paga = await json<Conta>(
      await f.t.request('POST', `${url}/baixa`, {
        cookie: f.gerente,
        body: { conta_bancaria: 'Bradesco - Conta Corrente', data_baixa: '2025-03-11' },
      }),
      200,
    );
    expect(paga).toMatchObject({
      status: 'Pago',
      data_baixa: '2025-03-11',
      conta_bancaria: 'Bradesco - Conta Corrente',
    });

    const denovo = await expectError(
      await f.t.request('POST', `${url}/baixa`, {
        cookie: f.gerente,
        body: { conta_bancaria: 'Sicoob - Conta Corrente' },
      }),
      409,
    );
    expect(denovo.message).toBe('Esta conta já foi paga. Estorne a baixa antes de baixá-la de novo.');
    const aindaPaga = await json<Conta>(await f.t.request('GET', url, { cookie: f.gerente }), 200);
    expect(aindaPaga.conta_bancaria).toBe('Bradesco - Conta Corrente');

    const estornada = await json<Conta>(
      await f.t.request('POST', `${url}/estorno`, { cookie: f.gerente, body: {} }),
      200,
    );
    expect(estornada).toMatchObject({ status: 'Pendente', data_baixa: null, conta_bancaria: null });
    const estornoDeNovo = await expectError(await f.t.request('POST', `${url}/estorno`, { cookie: f.gerente }), 409);
    expect(estornoDeNovo.message).toBe('Esta conta está pendente: não há baixa para estornar.');
    expect(await auditActions(f.t, c.id)).toEqual(['create', 'baixa', 'estorno']);
  });

  it("baixa without a date uses the farm's today; a stale version is refused", async () => {
    const c = await criar();
    const url = `${f.base}/contas-pagar/${c.id}`;
    await expectError(
      await f.t.request('POST', `${url}/baixa`, {
        cookie: f.gerente,
        body: { conta_bancaria: 'Sicoob - Conta Corrente', updatedAt: '2000-01-01T00:00:00.000Z' },
      }),
      409,
    );
    const paga = await json<Conta>(
      await f.t.request('POST', `${url}/baixa`, {
        cookie: f.gerente,
        body: { conta_bancaria: 'Sicoob - Conta Corrente', updatedAt: c.updatedAt },
      }),
      200,
    );
    expect(paga.data_baixa).toBe(hojeNoFuso('America/Sao_Paulo'));
  });

  it('two concurrent baixas: exactly one wins', async () => {
    const c = await criar();
    const url = `${f.base}/contas-pagar/${c.id}/baixa`;
    const body = { conta_bancaria: 'Sicoob - Conta Corrente' };
    const res = await Promise.all([
      f.t.request('POST', url, { cookie: f.gerente, body }),
      f.t.request('POST', url, { cookie: f.gerente, body }),
    ]);
    expect(res.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await auditActions(f.t, c.id)).toEqual(['create', 'baixa']);
  });
});

describe('facts are not in the future', () => {
  const hoje = () => hojeNoFuso('America/Sao_Paulo');

  it("refuses a baixa dated after the farm's today, naming data_baixa; the bill stays pending and out of the cash flow", async () => {
    const c = await criar({ data_vencimento: somarDias(hoje(), 30) });
    const url = `${f.base}/contas-pagar/${c.id}`;
    const fluxo = async () =>
      (await json(await f.t.request('GET', `${f.base}/fluxo-caixa`, { cookie: f.gerente }), 200)).resumo;
    const antes = await fluxo();
    for (const data_baixa of [somarDias(hoje(), 1), '2027-03-15']) {
      const err = await expectError(
        await f.t.request('POST', `${url}/baixa`, {
          cookie: f.gerente,
          body: { conta_bancaria: 'Sicoob - Conta Corrente', data_baixa },
        }),
        400,
      );
      expect(err.message).toBe(MSG_APONT.dataFutura);
      expect(err.fields).toEqual({ data_baixa: MSG_APONT.dataFutura });
    }
    expect(await json<Conta>(await f.t.request('GET', url, { cookie: f.gerente }), 200)).toEqual(c);
    expect(await auditActions(f.t, c.id)).toEqual(['create']);
    expect(await fluxo()).toEqual(antes);
    // today is a fact already; a due date may be in the future
    const paga = await json<Conta>(
      await f.t.request('POST', `${url}/baixa`, {
        cookie: f.gerente,
        body: { conta_bancaria: 'Sicoob - Conta Corrente', data_baixa: hoje() },
      }),
      200,
    );
    expect(paga).toMatchObject({ status: 'Pago', data_baixa: hoje(), data_vencimento: somarDias(hoje(), 30) });
  });

  it('a CSV import refuses a paid bill whose baixa is in the future, by line and column, and writes nothing', async () => {
    const antes = await count(f.t, 'contas_pagar');
    const cabecalho = [
      'Vencimento',
      'Fornecedor',
      'Descrição',
      'Categoria',
      'Valor',
      'Status',
      'Baixa',
      'Conta bancária',
    ];
    const linha = (baixa: string) => [
      '10/11/2026',
      'Coop',
      `Adubo ${baixa}`,
      'Insumos',
      '100,00',
      'Pago',
      baixa,
      'Sicoob - Conta Corrente',
    ];
    const amanha = somarDias(hoje(), 1);
    const res = await f.t.request('POST', `${f.base}/csv/contas-pagar`, {
      cookie: f.gerente,
      body: { registros: [cabecalho, linha(hoje()), linha(amanha)], separador: ';' },
    });
    const r = await json<{ gravado: boolean; erros: { linha: number; coluna: string; mensagem: string }[] }>(res, 200);
    expect(r.gravado).toBe(false);
    expect(r.erros).toEqual([expect.objectContaining({ linha: 3, coluna: 'Baixa', mensagem: MSG_APONT.dataFutura })]);
    expect(await count(f.t, 'contas_pagar')).toBe(antes);
  });
});

describe('money and text are kept as typed or refused', () => {
  it("money beyond R$ 100 bilhões says 'Valor alto demais' in reais, never 'centavos'", async () => {
    const antes = await count(f.t, 'contas_pagar');
    for (const valor of [10_000_000_000_001, 1e16, 1e22]) {
      const err = await expectError(
        await f.t.request('POST', `${f.base}/contas-pagar`, { cookie: f.gerente, body: nova({ valor }) }),
        400,
      );
      expect(err.fields).toEqual({ valor: 'Valor alto demais: o máximo é R$ 100.000.000.000,00.' });
    }
    expect((await criar({ valor: 10_000_000_000_000 })).valor).toBe(10_000_000_000_000);
    expect(await count(f.t, 'contas_pagar')).toBe(antes + 1);
  });

  it('a control character in any text is refused with one message; tabs, line breaks and emoji come back as typed', async () => {
    const antes = await count(f.t, 'contas_pagar');
    for (const campo of ['descricao', 'fornecedor', 'categoria']) {
      const err = await expectError(
        await f.t.request('POST', `${f.base}/contas-pagar`, {
          cookie: f.gerente,
          body: nova({ [campo]: 'Ração\u0000 premium 20kg' }),
        }),
        400,
      );
      expect(err.fields).toEqual({ [campo]: 'Contém caracteres de controle não permitidos.' });
    }
    const c = await criar();
    const put = await expectError(
      await f.t.request('PUT', `${f.base}/contas-pagar/${c.id}`, {
        cookie: f.gerente,
        body: nova({ descricao: 'Ração\u001b[31m', updatedAt: c.updatedAt }),
      }),
      400,
    );
    expect(put.fields?.descricao).toBe('Contém caracteres de controle não permitidos.');
    const baixa = await expectError(
      await f.t.request('POST', `${f.base}/contas-pagar/${c.id}/baixa`, {
        cookie: f.gerente,
        body: { conta_bancaria: 'Sicoob - Conta Corrente\u0000' },
      }),
      400,
    );
    expect(baixa.fields?.conta_bancaria).toBe('Contém caracteres de controle não permitidos.');
    expect(await count(f.t, 'contas_pagar')).toBe(antes + 1);

    const descricao = 'Ração "premium"\t20kg\r\nlote 7 🐄 ção';
    const kept = await criar({ descricao });
    expect(kept.descricao).toBe(descricao);
    const lista = await json<{ itens: { descricao: string }[] }>(
      await f.t.request('GET', `${f.base}/contas-pagar?q=${encodeURIComponent('lote 7 🐄')}`, { cookie: f.gerente }),
      200,
    );
    expect(lista.itens.map((i) => i.descricao)).toEqual([descricao]);
  });
});

describe('DELETE /contas-pagar/:id', () => {
  it('asks for the password, refuses a wrong one, deletes with the right one', async () => {
    const c = await criar();
    const url = `${f.base}/contas-pagar/${c.id}`;
    const sem = await expectError(await f.t.request('DELETE', url, { cookie: f.gerente, body: {} }), 400);
    expect(sem.message).toBe('Por favor, digite sua senha.');
    const semCorpo = await expectError(await f.t.request('DELETE', url, { cookie: f.gerente }), 400);
    expect(semCorpo.message).toBe('Por favor, digite sua senha.');
    const errada = await expectError(
      await f.t.request('DELETE', url, { cookie: f.gerente, body: { password: 'errada' } }),
      400,
    );
    expect(errada.message).toBe('Senha incorreta. Tente novamente.');
    expect(errada.fields?.password).toBe('Senha incorreta. Tente novamente.');
    expect((await f.t.request('GET', url, { cookie: f.gerente })).status).toBe(200);

    expect(
      (await f.t.request('DELETE', url, { cookie: f.gerente, body: { password: f.gerentePassword } })).status,
    ).toBe(200);
    expect((await f.t.request('GET', url, { cookie: f.gerente })).status).toBe(404);
    expect(await auditActions(f.t, c.id)).toEqual(['create', 'delete']);
    await expectError(await f.t.request('DELETE', url, { cookie: f.admin, body: { password: ADMIN.password } }), 404);
  });
});

describe('access', () => {
  it("another farm's user can neither read nor change these records", async () => {
    const c = await criar();
    const url = `${f.base}/contas-pagar/${c.id}`;
    const tentativas = [
      f.t.request('GET', `${f.base}/contas-pagar`, { cookie: f.outro }),
      f.t.request('GET', url, { cookie: f.outro }),
      f.t.request('POST', `${f.base}/contas-pagar`, { cookie: f.outro, body: nova() }),
      f.t.request('PUT', url, { cookie: f.outro, body: nova({ valor: 1 }) }),
      f.t.request('POST', `${url}/baixa`, { cookie: f.outro, body: { conta_bancaria: 'Sicoob - Conta Corrente' } }),
      f.t.request('POST', `${url}/estorno`, { cookie: f.outro, body: {} }),
      f.t.request('DELETE', url, { cookie: f.outro, body: { password: 'senha123' } }),
    ];
    for (const res of await Promise.all(tentativas)) {
      const err = await expectError(res, 403);
      expect(err.message).toBe('Você não tem acesso a esta fazenda.');
    }
    // Through their own farm's URL the record does not exist.
    const viaOutra = `/api/farms/${f.outraFazendaId}/contas-pagar/${c.id}`;
    await expectError(await f.t.request('GET', viaOutra, { cookie: f.outro }), 404);
    await expectError(await f.t.request('PUT', viaOutra, { cookie: f.outro, body: nova({ valor: 1 }) }), 404);
    await expectError(
      await f.t.request('POST', `${viaOutra}/baixa`, {
        cookie: f.outro,
        body: { conta_bancaria: 'Sicoob - Conta Corrente' },
      }),
      404,
    );
    await expectError(await f.t.request('DELETE', viaOutra, { cookie: f.outro, body: { password: 'senha123' } }), 404);
    const lista = await json<Lista>(
      await f.t.request('GET', `/api/farms/${f.outraFazendaId}/contas-pagar`, { cookie: f.outro }),
      200,
    );
    expect(lista.itens).toEqual([]);
    expect(await json<Conta>(await f.t.request('GET', url, { cookie: f.gerente }), 200)).toEqual(c);
  });

  it("a user whose groups lack 'financial' is refused, and so is a farm that does not allow it", async () => {
    const antes = await count(f.t, 'contas_pagar');
    for (const res of [
      await f.t.request('GET', `${f.base}/contas-pagar`, { cookie: f.operador }),
      await f.t.request('POST', `${f.base}/contas-pagar`, { cookie: f.operador, body: nova() }),
      await f.t.request('GET', `/api/farms/${f.semModuloFarmId}/contas-pagar`, { cookie: f.semModulo }),
      await f.t.request('POST', `/api/farms/${f.semModuloFarmId}/contas-pagar`, { cookie: f.semModulo, body: nova() }),
    ]) {
      expect((await expectError(res, 403)).message).toBe('Você não tem permissão para acessar este módulo.');
    }
    expect(await count(f.t, 'contas_pagar')).toBe(antes);
    expect((await f.t.request('GET', `${f.base}/contas-pagar`)).status).toBe(401);
  });
});
