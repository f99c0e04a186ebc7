import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { adminFixture, jsonComStatus } from '../../test/fixture.ts';
import { assertModuleGuarded } from '../../test/permissions.ts';

/** Issue 26 items 1–3: the herd's computed state, its summary and the week's lists, on the farm's own records. */
const f = adminFixture({ fazenda: 'Fazenda das Listas' });
const base = (farm = f.farmId) => `/api/farms/${farm}`;
let hoje: string;
const d = (dias: number) => somarDias(hoje, dias);

async function vaca(farm: string, identificacao: string, extra: Record<string, unknown> = {}) {
  return jsonComStatus<{ id: string; updatedAt: string }>(
    await f.t.request('POST', `${base(farm)}/animais`, {
      cookie: f.admin,
      body: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa', ...extra },
    }),
    201,
  );
}
async function evento(farm: string, animalId: string, data: string, ev: string, resultado?: string) {
  await jsonComStatus(
    await f.t.request('POST', `${base(farm)}/reproducao`, {
      cookie: f.admin,
      body: { animalId, data, evento: ev, ...(resultado ? { resultado } : {}) },
    }),
    201,
  );
}

interface Estado {
  resumo: Record<string, number | null>;
  animais: { animalId: string; estado: Record<string, unknown>; listas: string[] }[];
}
interface Listas {
  listas: { lista: string; titulo: string; itens: { identificacao: string; data: string | null }[] }[];
}

const ids: Record<string, string> = {};
beforeAll(async () => {
  hoje = hojeNoFuso('America/Sao_Paulo');
  const farm = f.farmId;
  // P: pregnant, dry-off due in 3 days (Holandesa 280: served 283 − 60 … )
  ids.P = (await vaca(farm, 'P')).id;
  await evento(farm, ids.P, d(-400), 'Parto');
  await evento(farm, ids.P, d(-217), 'Inseminação');
  await evento(farm, ids.P, d(-180), 'Diagnóstico', 'positivo');
  // R: three services, the last 35 days ago, no diagnosis: para diagnóstico, repetidora, vazia > 150 DEL
  ids.R = (await vaca(farm, 'R')).id;
  await evento(farm, ids.R, d(-200), 'Parto');
  await evento(farm, ids.R, d(-120), 'Inseminação');
  await evento(farm, ids.R, d(-77), 'Inseminação');
  await evento(farm, ids.R, d(-35), 'Inseminação');
  // A: aborted (positive then negative): open past the PVE
  ids.A = (await vaca(farm, 'A')).id;
  await evento(farm, ids.A, d(-100), 'Parto');
  await evento(farm, ids.A, d(-60), 'Inseminação');
  await evento(farm, ids.A, d(-25), 'Diagnóstico', 'positivo');
  await evento(farm, ids.A, d(-5), 'Diagnóstico', 'negativo');
  // S: sold (registered already out): in no count, on no list
  ids.S = (await vaca(farm, 'S', { situacao: 'vendido' })).id;
  await evento(farm, ids.S, d(-300), 'Parto');
  // N: a heifer of 20 months, never served
  ids.N = (await vaca(farm, 'N', { dataNascimento: d(-610) })).id;
});

describe('GET /rebanho/estado and /rebanho/listas', () => {
  it('each female has her computed state and lists; the summary counts the herd, the sold cow in nothing', async () => {
    const r = await jsonComStatus<Estado>(await f.t.request('GET', `${base()}/rebanho/estado`, { cookie: f.admin }));
    const de = (k: string) => r.animais.find((a) => a.animalId === ids[k]);
    expect(de('P')?.estado).toMatchObject({ categoria: 'Em lactação', reprodutiva: 'Prenhe', del: 400, lactacao: 1 });
    expect(de('P')?.listas).toEqual(['secar']);
    expect(de('R')?.estado).toMatchObject({ reprodutiva: 'Inseminada', servicos: 3, ultimoServico: d(-35) });
    // her second 21-day return (35 + 7 = 42 days) falls within the week
    expect(de('R')?.listas).toEqual(['diagnostico', 'cio', 'vazias-150', 'repetidoras']);
    expect(de('A')?.estado).toMatchObject({ reprodutiva: 'Vazia', diasEmAberto: 100 });
    expect(de('A')?.listas).toEqual(['vazias-pve']);
    expect(de('S')?.estado).toMatchObject({ categoria: null, reprodutiva: null });
    expect(de('S')?.listas).toEqual([]);
    expect(de('N')?.estado).toMatchObject({ categoria: 'Novilha', idadeMeses: 20 });
    expect(de('N')?.listas).toEqual(['novilhas']);
    // P, R, A eligible (all Holandesa, 280 days' gestation); days open: P 183 (to conception), R 200, A 100
    expect(r.resumo).toMatchObject({
      femeas: 4,
      emLactacao: 3,
      secas: 0,
      novilhas: 1,
      elegiveis: 3,
      prenhes: 1,
      percentualPrenhes: 33.3,
      delMedio: 233.3,
      diasEmAbertoMedio: 161,
      iepProjetado: 441,
    });
  });

  it("the farm's thresholds are its settings: a shorter dry period takes P off 'Para secar'", async () => {
    const farm = await jsonComStatus<Record<string, unknown>>(
      await f.t.request('GET', `/api/admin/farms/${f.farmId}`, { cookie: f.admin }),
    ).catch(async () => {
      const todas = await jsonComStatus<Record<string, unknown>[]>(
        await f.t.request('GET', '/api/admin/farms', { cookie: f.admin }),
      );
      return todas.find((x) => x.id === f.farmId) as Record<string, unknown>;
    });
    const put = (diasSecagem: unknown) =>
      f.t.request('PUT', `/api/admin/farms/${f.farmId}`, {
        cookie: f.admin,
        body: { name: farm.name, location: farm.location, size: farm.size, diasSecagem },
      });
    const recusa = await jsonComStatus<{ error: string }>(await put(10), 400);
    expect(JSON.stringify(recusa)).toContain(
      'Os dias de secagem antes do parto devem ser um número inteiro de 30 a 90.',
    );
    await jsonComStatus(await put(45));
    const l = await jsonComStatus<Listas>(
      await f.t.request('GET', `${base()}/rebanho/listas?lista=secar`, { cookie: f.admin }),
    );
    expect(l.listas).toHaveLength(1);
    expect(l.listas[0].itens).toEqual([]);
    await jsonComStatus(await put(60));
  });

  it('a list as CSV and PDF, through the reports’ files', async () => {
    const csv = await f.t.request('GET', `${base()}/rebanho/listas?lista=diagnostico&formato=csv`, { cookie: f.admin });
    expect(csv.status).toBe(200);
    const texto = await csv.text();
    expect(texto).toContain('Para diagnóstico');
    expect(texto).toContain('Identificação;Nome;Data');
    expect(texto.split('\n').some((l) => l.startsWith('R;'))).toBe(true);
    const pdf = await f.t.request('GET', `${base()}/rebanho/listas?formato=pdf`, { cookie: f.admin });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
    const ruim = await jsonComStatus<unknown>(
      await f.t.request('GET', `${base()}/rebanho/listas?lista=nenhuma`, { cookie: f.admin }),
      400,
    );
    expect(JSON.stringify(ruim)).toContain('Lista inválida');
  });

  it("another farm's herd is not in this farm's answer", async () => {
    const outra = await f.t.createFarm('Fazenda Vizinha');
    const v = await vaca(outra, 'VIZ');
    await evento(outra, v.id, d(-30), 'Parto');
    const r = await jsonComStatus<Estado>(await f.t.request('GET', `${base()}/rebanho/estado`, { cookie: f.admin }));
    expect(r.animais.map((a) => a.animalId)).not.toContain(v.id);
    const o = await jsonComStatus<Estado>(
      await f.t.request('GET', `${base(outra)}/rebanho/estado`, { cookie: f.admin }),
    );
    expect(o.animais.map((a) => a.animalId)).toEqual([v.id]);
  });

  it('needs the appointments module: a Gerente (animals, financial, reports) is refused', async () => {
    const fx = await assertModuleGuarded(f.t, {
      modulo: 'appointments',
      routes: async (farmId) => [
        { method: 'GET', path: `/api/farms/${farmId}/rebanho/estado` },
        { method: 'GET', path: `/api/farms/${farmId}/rebanho/listas` },
        { method: 'GET', path: `/api/farms/${farmId}/rebanho/listas?formato=pdf` },
      ],
    });
    const gerente = await f.t.createUser({
      email: 'gerente-listas@teste.local',
      farmIds: [fx.farmId],
      groupNames: ['Gerentes'],
    });
    const res = await f.t.request('GET', `/api/farms/${fx.farmId}/rebanho/listas`, { cookie: gerente.cookie });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe('Você não tem permissão para acessar este módulo.');
  });
});
