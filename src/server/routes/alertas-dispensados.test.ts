import { beforeAll, describe, expect, it } from 'vitest';
import type { AlertaDoUsuario } from '../../domain/alertas.ts';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { adminFixture } from '../test/fixture.ts';
import { snapshotTables } from '../test/permissions.ts';

/** The bell's seen and dismissed marks (issue 24 item 8, docs/PRODUTO.md §Alertas): per user and farm, server-side. */
const f = adminFixture({ fazenda: 'Fazenda dos Dispensados' });
let base: string;
let hoje: string;

beforeAll(async () => {
  base = `/api/farms/${f.farmId}`;
  hoje = hojeNoFuso('America/Sao_Paulo');
});

async function post(path: string, body: Record<string, unknown>, cookie = f.admin): Promise<{ id: string }> {
  const res = await f.t.request('POST', `${base}${path}`, { cookie, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string };
}

async function lista(cookie = f.admin, farm = f.farmId): Promise<AlertaDoUsuario[]> {
  const res = await f.t.request('GET', `/api/farms/${farm}/alertas`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { alertas: AlertaDoUsuario[] }).alertas;
}

async function dispensar(a: { chave: string; marca: string }, cookie = f.admin, farm = f.farmId) {
  return f.t.request('POST', `/api/farms/${farm}/alertas/dispensados`, {
    cookie,
    body: { chave: a.chave, marca: a.marca },
  });
}

async function vistos(alertas: { chave: string; marca: string }[], cookie = f.admin, farm = f.farmId) {
  return f.t.request('POST', `/api/farms/${farm}/alertas/vistos`, {
    cookie,
    body: { alertas: alertas.map(({ chave, marca }) => ({ chave, marca })) },
  });
}

const mensagem = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

/** A lactating cow whose dry-off is due in 10 days (calving = insemination + 280 for a Holandesa, dry-off 60 days before). */
async function vacaParaSecar(identificacao: string) {
  const vaca = await post('/animais', { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa' });
  await post('/reproducao', { data: somarDias(hoje, -400), animalId: vaca.id, evento: 'Parto' });
  const inseminacao = await post('/reproducao', {
    data: somarDias(hoje, -(280 - 60 - 10)),
    animalId: vaca.id,
    evento: 'Inseminação',
  });
  await post('/reproducao', {
    data: somarDias(hoje, -(280 - 60 - 10) + 35),
    animalId: vaca.id,
    evento: 'Diagnóstico',
    resultado: 'positivo',
  });
  return { vaca, inseminacao };
}

describe('seen and dismissed alerts', () => {
  it('a new alert is new; the opened bell marks it seen; dismissed, it leaves the list until its cause changes', async () => {
    const { vaca, inseminacao } = await vacaParaSecar('V7');
    let [secagem] = (await lista()).filter((a) => a.kind === 'secagem_prevista');
    expect(secagem).toMatchObject({ chave: `secagem_prevista:${vaca.id}`, marca: somarDias(hoje, 10), novo: true });

    const r = await vistos([secagem]);
    expect(r.status, await r.clone().text()).toBe(200);
    expect(await r.json()).toEqual({ vistos: 1 });
    [secagem] = (await lista()).filter((a) => a.kind === 'secagem_prevista');
    expect(secagem.novo).toBe(false);

    const d = await dispensar(secagem);
    expect(d.status, await d.clone().text()).toBe(200);
    expect((await lista()).filter((a) => a.kind === 'secagem_prevista')).toEqual([]);
    // the stream says the same
    const stream = await f.t.request('GET', `${base}/alertas/stream`, { cookie: f.admin });
    expect(await stream.text()).not.toContain('secagem_prevista');

    // the cause changes (the insemination was typed 5 days off): the expected date moves, the alert is back, new
    const put = await f.t.request('PUT', `${base}/reproducao/${inseminacao.id}`, {
      cookie: f.admin,
      body: {
        data: somarDias(hoje, -(280 - 60 - 15)),
        animalId: vaca.id,
        evento: 'Inseminação',
        updatedAt: (
          (await (await f.t.request('GET', `${base}/reproducao/${inseminacao.id}`, { cookie: f.admin })).json()) as {
            updatedAt: string;
          }
        ).updatedAt,
      },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const [volta] = (await lista()).filter((a) => a.kind === 'secagem_prevista');
    expect(volta).toMatchObject({ chave: secagem.chave, marca: somarDias(hoje, 15), novo: true });
  });

  it('a bill dismissed stays dismissed when it falls overdue but returns when its due date or value is changed', async () => {
    const conta = await post('/contas-pagar', {
      data_vencimento: somarDias(hoje, 3),
      fornecedor: 'Agropecuária Boa Vista',
      descricao: 'Ração concentrada',
      categoria: 'Alimentação',
      valor: 123456,
    });
    const alerta = (await lista()).find((a) => a.chave === `conta_pagar:${conta.id}`);
    expect(alerta?.novo).toBe(true);
    expect((await dispensar(alerta as AlertaDoUsuario)).status).toBe(200);
    // dismissing twice is harmless
    expect((await dispensar(alerta as AlertaDoUsuario)).status).toBe(200);
    expect((await lista()).find((a) => a.chave === alerta?.chave)).toBeUndefined();

    const atual = (await (
      await f.t.request('GET', `${base}/contas-pagar/${conta.id}`, { cookie: f.admin })
    ).json()) as {
      updatedAt: string;
    };
    const put = await f.t.request('PUT', `${base}/contas-pagar/${conta.id}`, {
      cookie: f.admin,
      body: {
        data_vencimento: somarDias(hoje, 3),
        fornecedor: 'Agropecuária Boa Vista',
        descricao: 'Ração concentrada',
        categoria: 'Alimentação',
        valor: 223456,
        updatedAt: atual.updatedAt,
      },
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect((await lista()).find((a) => a.chave === alerta?.chave)).toMatchObject({
      novo: true,
      marca: `${somarDias(hoje, 3)}|223456`,
    });
  });

  it('marks are per user: another user of the farm still sees the alert, new', async () => {
    const conta = await post('/contas-pagar', {
      data_vencimento: somarDias(hoje, -1),
      fornecedor: 'Cooperativa',
      descricao: 'Sêmen',
      categoria: 'Reprodução',
      valor: 89000,
    });
    const gerente = await f.t.createUser({
      email: 'gerente.dispensa@teste.local',
      farmIds: [f.farmId],
      groupNames: ['Gerentes'],
    });
    const alerta = (await lista()).find((a) => a.chave === `conta_pagar:${conta.id}`) as AlertaDoUsuario;
    expect((await vistos([alerta])).status).toBe(200);
    expect((await dispensar(alerta)).status).toBe(200);
    expect((await lista(gerente.cookie)).find((a) => a.chave === alerta.chave)).toMatchObject({ novo: true });
  });

  it('stale and unknown marks: seen ignores them, dismissing refuses them in Portuguese and writes nothing', async () => {
    const conta = await post('/contas-receber', {
      data_vencimento: somarDias(hoje, 2),
      cliente: 'Laticínio Serra',
      descricao: 'Leite de outubro',
      categoria: 'Venda de leite',
      valor: 500000,
    });
    const alerta = (await lista()).find((a) => a.chave === `conta_receber:${conta.id}`) as AlertaDoUsuario;
    const antes = await snapshotTables(f.t);
    const velho = await dispensar({ chave: alerta.chave, marca: `${somarDias(hoje, 1)}|500000` });
    expect(velho.status).toBe(409);
    expect(await mensagem(velho)).toBe(MSG.alertaMudou);
    const inventado = await dispensar({ chave: 'conta_receber:nao-existe', marca: 'x' });
    expect(inventado.status).toBe(404);
    expect(await mensagem(inventado)).toBe(MSG.alertaNaoEncontrado);
    const r = await vistos([
      { chave: alerta.chave, marca: 'outra' },
      { chave: 'inventada', marca: 'x' },
    ]);
    expect(await r.json()).toEqual({ vistos: 0 });
    const vazio = await f.t.request('POST', `${base}/alertas/dispensados`, { cookie: f.admin, body: {} });
    expect(vazio.status).toBe(400);
    expect(await mensagem(vazio)).toMatch(/obrigatório/i);
    expect(await snapshotTables(f.t)).toEqual(antes);
    expect((await lista()).find((a) => a.chave === alerta.chave)?.novo).toBe(true);
  });

  it('refusals: signed out 401, another farm’s user 403, an alert of a module the user lacks 404; nothing written', async () => {
    const conta = await post('/contas-pagar', {
      data_vencimento: somarDias(hoje, 1),
      fornecedor: 'Energia',
      descricao: 'Energia elétrica da ordenha',
      categoria: 'Energia',
      valor: 45000,
    });
    const alerta = (await lista()).find((a) => a.chave === `conta_pagar:${conta.id}`) as AlertaDoUsuario;
    const outraFazenda = await f.t.createFarm('Fazenda Vizinha');
    const vizinho = await f.t.createUser({
      email: 'vizinho.dispensa@teste.local',
      farmIds: [outraFazenda],
      groupNames: ['Gerentes'],
    });
    const operador = await f.t.createUser({
      email: 'operador.dispensa@teste.local',
      farmIds: [f.farmId],
      groupNames: ['Operadores'], // no Financeiro: the bill is not theirs to see
    });
    const semGrupo = await f.t.createUser({ email: 'semgrupo.dispensa@teste.local', farmIds: [f.farmId] });
    const antes = await snapshotTables(f.t);

    const foraSessao = await f.t.request('POST', `${base}/alertas/dispensados`, {
      body: { chave: alerta.chave, marca: alerta.marca },
    });
    expect(foraSessao.status).toBe(401);
    const alheio = await dispensar(alerta, vizinho.cookie);
    expect(alheio.status).toBe(403);
    expect(await mensagem(alheio)).toBe('Você não tem acesso a esta fazenda.');
    expect((await vistos([alerta], vizinho.cookie)).status).toBe(403);
    expect((await dispensar(alerta, semGrupo.cookie)).status).toBe(403);
    const semModulo = await dispensar(alerta, operador.cookie);
    expect(semModulo.status).toBe(404);
    expect(await mensagem(semModulo)).toBe(MSG.alertaNaoEncontrado);
    expect(await (await vistos([alerta], operador.cookie)).json()).toEqual({ vistos: 0 });
    expect(await snapshotTables(f.t)).toEqual(antes);
    expect((await lista()).find((a) => a.chave === alerta.chave)?.novo).toBe(true);
  });
});
