/**
 * The farms' desk's API (issue 27): who sees which farms, and which figures of each — a two-farm user sees two rows,
 * a farm they are not linked to never appears, and a module a farm does not open to them is withheld on that farm's
 * row only (named in `retidos`, never a 0).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { MODULOS } from '../../domain/modules.ts';
import { MSG_PAINEL } from '../../domain/painel/messages.ts';
import type { Painel } from '../../domain/painel/respostas.ts';
import type { SeriePainel } from '../../domain/painel/serie.ts';
import { adminFixture, jsonComStatus } from '../test/fixture.ts';
import { criarFazendaMarcada, type FazendaMarcada } from '../test/permissions.ts';

const f = adminFixture();
let marcada: FazendaMarcada;
let semFinanceiro: string;
let alheia: string;
let tecnico: string;
let umaSo: string;

const SEM_FIN = MODULOS.filter((m) => m !== 'admin' && m !== 'financial');

beforeAll(async () => {
  marcada = await criarFazendaMarcada(f.t);
  semFinanceiro = await f.t.createFarm('Sítio Sem Financeiro', SEM_FIN);
  alheia = await f.t.createFarm('Fazenda Alheia');
  const base = `/api/farms/${semFinanceiro}`;
  const post = async (path: string, body: unknown) => {
    const res = await f.t.request('POST', `${base}${path}`, { cookie: f.admin, body });
    return jsonComStatus<{ id: string }>(res, 201);
  };
  const vaca = await post('/animais', {
    identificacao: 'S-01',
    categoria: 'Vaca Leiteira',
    sexo: 'F',
    dataNascimento: '2019-01-01',
  });
  await post('/reproducao', { data: '2024-01-10', animalId: vaca.id, evento: 'Parto' });
  await post('/producao', { data: '2024-02-10', animalId: vaca.id, ordenha: 'Manhã', producao: 18 });
  tecnico = (
    await f.t.createUser({
      email: 'tecnico@painel.local',
      farmIds: [marcada.farmId, semFinanceiro],
      groupNames: ['Administradores'],
    })
  ).cookie;
  umaSo = (
    await f.t.createUser({ email: 'uma@painel.local', farmIds: [marcada.farmId], groupNames: ['Administradores'] })
  ).cookie;
}, 60_000);

const painel = (cookie: string | undefined, q = 'periodo=2024') => f.t.request('GET', `/api/painel?${q}`, { cookie });

describe('GET /api/painel', () => {
  it('a user linked to two farms sees exactly those two rows; a farm not linked never appears', async () => {
    const p = await jsonComStatus<Painel>(await painel(tecnico));
    expect(p.linhas.map((l) => l.farmId).sort()).toEqual([marcada.farmId, semFinanceiro].sort());
    expect(JSON.stringify(p)).not.toContain(alheia);
    expect(JSON.stringify(p)).not.toContain('Fazenda Alheia');
    expect(p.periodo.rotulo).toBe('2024');
  });

  it('withholds finance on the farm that does not open it, and only there — never as 0', async () => {
    const p = await jsonComStatus<Painel>(await painel(tecnico));
    const a = p.linhas.find((l) => l.farmId === marcada.farmId);
    const b = p.linhas.find((l) => l.farmId === semFinanceiro);
    // the marked farm: its income of March and the saved assessment's figures
    expect(a?.figuras.receitas?.valor).toBe(3_333_301);
    expect(a?.figuras.despesas?.valor).toBe(7_777_701);
    expect(a?.figuras.lucro?.valor).toEqual(expect.any(Number));
    expect(a?.figuras.veredito?.texto).toEqual(expect.any(String));
    expect(a?.retidos).toEqual([]);
    // the farm without Financeiro: no money figure at all, each one named as withheld
    for (const k of ['receitas', 'despesas', 'saldo', 'lucro', 'coeLitro', 'ctLitro', 'veredito'] as const)
      expect(b?.figuras[k], k).toBeUndefined();
    expect(b?.retidos).toEqual(expect.arrayContaining([{ parte: 'figuras.receitas', modulos: ['financial'] }]));
    // its production is there (18 L in 2024 over the year's days), marked for the months without a milking
    expect(b?.figuras.litrosDia?.valor).toEqual(expect.any(Number));
    expect(b?.figuras.litrosDia?.incompleto).toMatch(/^Sem registros de produção em jan\/2024, mar\/2024/);
    // the reference rows stand on what the rows show: the money of one farm only
    expect(p.referencias.receitas).toEqual({ media: 3_333_301, mediana: 3_333_301, quartilSuperior: 3_333_301, n: 1 });
  });

  it('marks a farm without a saved assessment instead of inventing its economics', async () => {
    const p = await jsonComStatus<Painel>(await painel(f.admin, `periodo=2024&fazendas=${alheia}`));
    expect(p.linhas).toHaveLength(1);
    expect(p.linhas[0].figuras.lucro).toEqual({ valor: null, incompleto: MSG_PAINEL.semAvaliacao(2024) });
    expect(p.linhas[0].figuras.receitas).toEqual({ valor: null });
  });

  it('an administrator sees every farm of the installation', async () => {
    const p = await jsonComStatus<Painel>(await painel(f.admin));
    const ids = p.linhas.map((l) => l.farmId);
    for (const id of [marcada.farmId, semFinanceiro, alheia, f.farmId]) expect(ids).toContain(id);
    expect(p.linhas.every((l) => l.retidos.length === 0)).toBe(true);
  });

  it('refuses a user of one farm, a farm not theirs, a bad period and a signed-out caller', async () => {
    const uma = await jsonComStatus<{ error: { message: string } }>(await painel(umaSo), 403);
    expect(uma.error.message).toBe(MSG_PAINEL.soUmaFazenda);
    const fora = await jsonComStatus<{ error: { message: string } }>(
      await painel(tecnico, `periodo=2024&fazendas=${alheia}`),
      403,
    );
    expect(fora.error.message).toBe(MSG.semAcessoFazenda);
    const ruim = await painel(tecnico, 'periodo=2024-13');
    expect(ruim.status).toBe(400);
    expect(await ruim.text()).toContain(MSG_PAINEL.periodo);
    expect((await painel(undefined)).status).toBe(401);
  });

  it('a month and a quarter are periods of their own', async () => {
    const mes = await jsonComStatus<Painel>(await painel(tecnico, 'periodo=2024-03'));
    expect(mes.periodo).toMatchObject({ tipo: 'mes', inicio: '2024-03-01', fim: '2024-03-31' });
    expect(mes.linhas.find((l) => l.farmId === marcada.farmId)?.figuras.receitas?.valor).toBe(3_333_301);
    const fev = await jsonComStatus<Painel>(await painel(tecnico, 'periodo=2024-02'));
    // 18 L over February's 29 days, with nothing missing
    expect(fev.linhas.find((l) => l.farmId === semFinanceiro)?.figuras.litrosDia).toEqual({ valor: 0.6 });
    const tri = await jsonComStatus<Painel>(await painel(tecnico, 'periodo=2024-T2'));
    expect(tri.linhas.find((l) => l.farmId === marcada.farmId)?.figuras.receitas).toEqual({ valor: null });
  });

  it('gives the desk as a PDF and an Excel workbook', async () => {
    const pdf = await f.t.request('GET', '/api/painel/arquivo?periodo=2024&formato=pdf', { cookie: tecnico });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // several farms: the name says so, and the period (issue 38 item 8)
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="painel-todas-as-fazendas-2024.pdf"');
    // the desk of one farm names it
    const uma = await f.t.request('GET', `/api/painel/arquivo?periodo=2024-T2&formato=pdf&fazendas=${semFinanceiro}`, {
      cookie: tecnico,
    });
    expect(uma.headers.get('content-disposition')).toBe(
      'attachment; filename="painel-sitio-sem-financeiro-2024-t2.pdf"',
    );
    const xlsx = await f.t.request('GET', '/api/painel/arquivo?periodo=2024&formato=xlsx', { cookie: tecnico });
    expect(xlsx.status).toBe(200);
    const csv = await f.t.request('GET', '/api/painel/arquivo?periodo=2024&formato=csv', { cookie: tecnico });
    const texto = await csv.text();
    expect(texto).toContain('Sítio Sem Financeiro');
    expect(texto).toContain('Oculto: requer o módulo Financeiro');
    expect(texto).toContain('Quartil superior');
    // the Sanidade section (issue 39 item 7), its columns as the screen names them
    expect(texto).toContain('Sanidade');
    expect(texto).toContain('Mastite clínica (casos/100 vacas em lactação)');
    expect(texto).toContain('Leite descartado (% do produzido)');
  });

  it('gives an indicator month by month against the group quartiles, withheld per farm', async () => {
    const s = await jsonComStatus<SeriePainel>(
      await f.t.request('GET', '/api/painel/serie?indicador=receitas&ate=2024-12', { cookie: tecnico }),
    );
    expect(s.granularidade).toBe('mes');
    expect(s.periodos).toHaveLength(12);
    expect(s.periodos[0]).toBe('2024-01');
    const a = s.fazendas.find((x) => x.farmId === marcada.farmId);
    const b = s.fazendas.find((x) => x.farmId === semFinanceiro);
    expect(a?.valores?.[2]).toBe(3_333_301); // March
    expect(a?.valores?.[0]).toBeNull(); // January: no entry, no figure
    expect(b?.valores).toBeUndefined();
    expect(b?.retidos).toEqual([{ parte: 'valores', modulos: ['financial'] }]);
    expect(s.quartis[2]).toEqual({ q1: 3_333_301, mediana: 3_333_301, q3: 3_333_301 });
    expect(s.quartis[0]).toEqual({ q1: null, mediana: null, q3: null });
    const fora = await f.t.request('GET', `/api/painel/serie?indicador=litrosDia&fazendas=${alheia}`, {
      cookie: tecnico,
    });
    expect(fora.status).toBe(403);
  });

  it('gives an indicator year by year (the last five years) against the group quartiles of each year', async () => {
    const s = await jsonComStatus<SeriePainel>(
      await f.t.request('GET', '/api/painel/serie?indicador=receitas&granularidade=ano&ate=2024', { cookie: tecnico }),
    );
    expect(s.granularidade).toBe('ano');
    expect(s.periodos).toEqual(['2020', '2021', '2022', '2023', '2024']);
    const a = s.fazendas.find((x) => x.farmId === marcada.farmId);
    // the year's figure is the desk's year row: the same income as GET /api/painel?periodo=2024
    const ano = await jsonComStatus<Painel>(await painel(tecnico));
    expect(a?.valores?.[4]).toBe(ano.linhas.find((l) => l.farmId === marcada.farmId)?.figuras.receitas?.valor);
    expect(a?.valores?.[4]).toBe(3_333_301);
    expect(a?.valores?.[3]).toBeNull(); // 2023: no entry, no figure (never 0)
    expect(s.fazendas.find((x) => x.farmId === semFinanceiro)?.retidos).toEqual([
      { parte: 'valores', modulos: ['financial'] },
    ]);
    expect(s.quartis[4]).toEqual({ q1: 3_333_301, mediana: 3_333_301, q3: 3_333_301 });
    // litres a day: the two farms' 2024 rows, year by year
    const l = await jsonComStatus<SeriePainel>(
      await f.t.request('GET', '/api/painel/serie?indicador=litrosDia&granularidade=ano&ate=2024-06', {
        cookie: tecnico,
      }),
    );
    expect(l.periodos.at(-1)).toBe('2024');
    expect(l.fazendas.find((x) => x.farmId === semFinanceiro)?.valores?.[4]).toBe(
      ano.linhas.find((x) => x.farmId === semFinanceiro)?.figuras.litrosDia?.valor,
    );
    const ruim = await f.t.request('GET', '/api/painel/serie?indicador=receitas&granularidade=semana', {
      cookie: tecnico,
    });
    expect(ruim.status).toBe(400);
    expect(await ruim.text()).toContain('Escolha meses ou anos.');
  });
});
