import { beforeAll, describe, expect, it } from 'vitest';
import type { Alerta } from '../../domain/alertas.ts';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { adminFixture } from '../test/fixture.ts';
import { assertModuleGuarded } from '../test/permissions.ts';

const f = adminFixture({ fazenda: 'Fazenda dos Alertas' });
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

async function alertas(cookie = f.admin, farm = f.farmId): Promise<Alerta[]> {
  const res = await f.t.request('GET', `/api/farms/${farm}/alertas`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  const body = (await res.json()) as { hoje: string; alertas: Alerta[] };
  expect(body.hoje).toBe(hoje);
  return body.alertas;
}

const kinds = (a: Alerta[]) => a.map((x) => x.kind).sort();

describe('GET /api/farms/:farmId/alertas', () => {
  it('a farm without data has no alerts', async () => {
    expect(await alertas()).toEqual([]);
  });

  it('kinds appear with the data and disappear when it is dealt with', async () => {
    const vencida = await post('/contas-pagar', {
      data_vencimento: somarDias(hoje, -3),
      fornecedor: 'Agropecuária Boa Vista',
      descricao: 'Ração concentrada',
      categoria: 'Alimentação',
      valor: 123456,
    });
    await post('/contas-receber', {
      data_vencimento: somarDias(hoje, 5),
      cliente: 'Laticínio Serra',
      descricao: 'Leite de fevereiro',
      categoria: 'Venda de leite',
      valor: 500000,
    });
    // due in 20 days: not yet announced
    await post('/contas-pagar', {
      data_vencimento: somarDias(hoje, 20),
      fornecedor: 'X',
      descricao: 'Longe',
      categoria: 'Outros',
      valor: 100,
    });
    const amostra = await post('/qualidade', {
      data: somarDias(hoje, -2),
      amostra: 'Tanque 1',
      gordura: 3.6,
      proteina: 3.2,
      ccs: 620,
      cbt: 150000,
    });
    // inseminated 32 days ago without a diagnosis: the diagnosis is due
    const vaca = await post('/animais', { identificacao: 'A-17', categoria: 'Vaca Leiteira', raca: 'Holandesa' });
    await post('/reproducao', { data: somarDias(hoje, -32), animalId: vaca.id, evento: 'Inseminação' });

    const lista = await alertas();
    expect(kinds(lista)).toEqual([
      'conta_pagar_vencida',
      'conta_receber_a_vencer',
      'diagnostico_gestacao',
      'qualidade_acima_limite',
      // the month's only analysis makes its quarterly geometric mean of CCS 620 (> 500): said before the month closes
      'qualidade_media_trimestral',
    ]);
    expect(lista[0]).toMatchObject({
      kind: 'conta_pagar_vencida',
      severity: 'danger',
      link: '/dashboard/financeiro/contas-pagar',
      date: somarDias(hoje, -3),
    });
    expect(lista[0].text).toMatch(/^Conta a pagar vencida: Ração concentrada — R\$ 1\.234,56/);
    expect(lista.find((a) => a.kind === 'qualidade_acima_limite')?.text).toContain('CCS acima do limite (IN 76/2018)');
    expect(lista.find((a) => a.kind === 'diagnostico_gestacao')?.text).toContain('vaca A-17');

    // pay the bill, fix the sample, record the diagnosis: the alerts go away
    await f.t.request('DELETE', `${base}/contas-pagar/${vencida.id}`, {
      cookie: f.admin,
      body: { password: 'senha-admin-123' },
    });
    const del = await f.t.request('DELETE', `${base}/qualidade/${amostra.id}`, { cookie: f.admin });
    expect(del.status).toBe(200);
    await post('/reproducao', {
      data: somarDias(hoje, -1),
      animalId: vaca.id,
      evento: 'Diagnóstico',
      resultado: 'negativo',
    });
    expect(kinds(await alertas())).toEqual(['conta_receber_a_vencer']);
  });

  it('a user without Financeiro sees no bill alerts; one without Apontamentos sees only bills', async () => {
    await post('/qualidade', { data: hoje, amostra: 'Tanque 2', gordura: 3.6, proteina: 3.2, ccs: 100, cbt: 900000 });
    const operador = await f.t.createUser({
      email: 'operador.alertas@teste.local',
      farmIds: [f.farmId],
      groupNames: ['Operadores'], // animals + appointments
    });
    const gerente = await f.t.createUser({
      email: 'gerente.alertas@teste.local',
      farmIds: [f.farmId],
      groupNames: ['Gerentes'], // financial, no appointments
    });
    // CBT 900 000 over the limit: the sample, and the month's quarterly geometric mean
    expect(kinds(await alertas(f.admin))).toEqual([
      'conta_receber_a_vencer',
      'qualidade_acima_limite',
      'qualidade_media_trimestral',
    ]);
    expect(kinds(await alertas(operador.cookie))).toEqual(['qualidade_acima_limite', 'qualidade_media_trimestral']);
    expect(kinds(await alertas(gerente.cookie))).toEqual(['conta_receber_a_vencer']);
  });

  it('a farm that does not allow a module shows none of its alerts, even to its groups', async () => {
    const semFinanceiro = await f.t.createFarm('Fazenda Sem Financeiro', ['animals', 'appointments']);
    await f.t.request('POST', `/api/farms/${semFinanceiro}/qualidade`, {
      cookie: f.admin,
      body: { data: hoje, amostra: 'T', gordura: 3, proteina: 3, ccs: 900, cbt: 1 },
    });
    const user = await f.t.createUser({
      email: 'todos.modulos@teste.local',
      farmIds: [semFinanceiro],
      groupNames: ['Gerentes', 'Operadores'],
    });
    expect(kinds(await alertas(user.cookie, semFinanceiro))).toEqual([
      'qualidade_acima_limite',
      'qualidade_media_trimestral',
    ]);
  });

  it('only users linked to the farm: another farm’s user gets 403, signed out 401', async () => {
    const fx = await assertModuleGuarded(f.t, {
      // no modulo: farm access only — the kinds are filtered inside
      routes: async (id) => [{ method: 'GET', path: `/api/farms/${id}/alertas` }],
    });
    const res = await f.t.request('GET', `${base}/alertas`, { cookie: fx.outsider.cookie });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Você não tem acesso a esta fazenda.',
    );
    expect((await f.t.request('GET', `${base}/alertas`)).status).toBe(401);
    // linked but in no group: no access at all (docs/PRODUTO.md §Permissões), checked by assertModuleGuarded above
    expect((await f.t.request('GET', `/api/farms/${fx.farmId}/alertas`, { cookie: fx.noGroup.cookie })).status).toBe(
      403,
    );
  });
});
