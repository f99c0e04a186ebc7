// Issue 39 items 3, 4 and 6 as the herd's and the parlour's API answer them: each cow's withdrawal in Rebanho's state
// and the lists (and their files), the batch marking a cow in withdrawal before anything is typed, Produção's milk
// produced / discarded / delivered, and the health lists beside the herd's. A real libSQL file (adminFixture); the
// medicine, the treatment and the lab's test days are written through the kernel's resources (Sanidade's own routes
// are another part of the issue).
import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { formatData, hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { controleLeiteiroSchema, eventoSanitarioSchema, medicamentoSchema } from '../../../domain/sanidade/schemas.ts';
import { controlesLeiteirosCrud, eventosSanitariosCrud, medicamentosCrud } from '../../services/sanidade/recursos.ts';
import { adminFixture, jsonComStatus } from '../../test/fixture.ts';

const f = adminFixture({ fazenda: 'Fazenda da Ordenha' });
const base = (farm = f.farmId) => `/api/farms/${farm}`;
let hoje: string;
const d = (dias: number) => somarDias(hoje, dias);
const ddmm = (iso: string) => formatData(iso).slice(0, 5);
const ator = () => ({ userId: null, farmId: f.farmId, hoje });
const ids: Record<string, string> = {};

async function post<T>(path: string, body: unknown, status = 201) {
  return jsonComStatus<T>(await f.t.request('POST', `${base()}${path}`, { cookie: f.admin, body }), status);
}
async function get<T>(path: string, farm = f.farmId) {
  return jsonComStatus<T>(await f.t.request('GET', `${base(farm)}${path}`, { cookie: f.admin }), 200);
}
async function vaca(identificacao: string, extra: Record<string, unknown> = {}) {
  const v = await post<{ id: string }>('/animais', {
    identificacao,
    categoria: 'Vaca Leiteira',
    raca: 'Holandesa',
    ...extra,
  });
  return v.id;
}

beforeAll(async () => {
  hoje = hojeNoFuso('America/Sao_Paulo');
  const db = f.t.database.db;
  ids.V = await vaca('V');
  ids.W = await vaca('W');
  ids.B = await vaca('B', { categoria: 'Bezerro', dataNascimento: d(-120) });
  for (const id of [ids.V, ids.W]) await post('/reproducao', { animalId: id, data: d(-100), evento: 'Parto' });
  // a medicine with a 4-day milk withdrawal and 5 days of meat, given to V yesterday for one day
  const {
    id: _i,
    updatedAt: _u,
    ...med
  } = medicamentoSchema.parse({
    nome: 'Mastizone',
    carenciaLeite: 4,
    carenciaLeiteUnidade: 'dias',
    carenciaCarneDias: 5,
    unidade: 'bisnaga',
  });
  const medicamentoId = (await medicamentosCrud.create(db, ator(), uuidv7(), med)).row.id;
  const {
    id: _j,
    updatedAt: _v,
    ...tratamento
  } = eventoSanitarioSchema.parse({
    data: d(-1),
    animalId: ids.V,
    tipo: 'Tratamento',
    motivo: 'Mastite clínica',
    medicamentoId,
    dose: 1,
    via: 'Intramamária',
    dias: 1,
    responsavel: 'João',
  });
  await eventosSanitariosCrud.create(db, ator(), uuidv7(), tratamento);
  // W above 200 000 cells/mL in her last two test days: chronic
  for (const [dia, ccs] of [
    [d(-60), 350],
    [d(-30), 420],
  ] as const) {
    const { id: _k, updatedAt: _w, ...c } = controleLeiteiroSchema.parse({ data: dia, animalId: ids.W, ccs });
    await controlesLeiteirosCrud.create(db, ator(), uuidv7(), c);
  }
  // V below it, then above it in her last test day: high CCS, not chronic
  for (const [dia, ccs] of [
    [d(-60), 150],
    [d(-30), 250],
  ] as const) {
    const { id: _k, updatedAt: _w, ...c } = controleLeiteiroSchema.parse({ data: dia, animalId: ids.V, ccs });
    await controlesLeiteirosCrud.create(db, ator(), uuidv7(), c);
  }
});

// By hand: one dose on yesterday's Manhã; 4 days × 2 milkings = 8 milkings after it → the Manhã of yesterday + 4 days
// (d(3)) is the last discarded milking; meat: yesterday + 5 days = d(4), that day included.
const textoV = () => `Em carência de leite até ${ddmm(d(3))} (manhã); em carência de carne até ${ddmm(d(4))}`;

describe('the herd knows withdrawal', () => {
  it("Rebanho's state names each cow in withdrawal and until when; the others have none", async () => {
    const e = await get<{ carencias: { animalId: string; texto: string }[] }>('/rebanho/estado');
    expect(e.carencias).toEqual([{ animalId: ids.V, texto: textoV() }]);
  });

  it("the lists carry each cow's withdrawal, in JSON and in their CSV file", async () => {
    const r = await get<{ listas: { itens: { animalId: string; carencia: string | null }[] }[] }>('/rebanho/listas');
    const deV = r.listas.flatMap((l) => l.itens).filter((i) => i.animalId === ids.V);
    expect(deV.length).toBeGreaterThan(0); // open 100 days after calving: past the PVE
    for (const i of deV) expect(i.carencia).toBe(textoV());
    for (const i of r.listas.flatMap((l) => l.itens).filter((x) => x.animalId !== ids.V)) expect(i.carencia).toBeNull();
    const csv = await (await f.t.request('GET', `${base()}/rebanho/listas?formato=csv`, { cookie: f.admin })).text();
    expect(csv).toContain('Carência');
    expect(csv).toContain(textoV());
  });

  it('the health lists: in withdrawal today (until the later end), vaccinations to do, CCS above 200 000, chronic mastitis', async () => {
    const { sanitarias: s } = await get<{
      sanitarias: {
        carencia: { identificacao: string; texto: string; ate: string }[];
        vacinacoes: { identificacao: string; vacina: string; atrasada: boolean }[];
        ccsAcima: { identificacao: string; ccs: number; data: string }[];
        mastiteCronica: { identificacao: string; ccs: number; data: string }[];
      };
    }>('/rebanho/listas');
    expect(s.carencia.map((a) => [a.identificacao, a.texto, a.ate])).toEqual([['V', textoV(), d(4)]]);
    expect(s.vacinacoes.map((v) => [v.identificacao, v.vacina, v.atrasada])).toEqual([['B', 'Brucelose (B19)', false]]);
    // above 200 in the last test day: V (150 → 250) and W (350 → 420); chronic (the last two): W only
    expect(s.ccsAcima.map((v) => [v.identificacao, v.ccs, v.data])).toEqual([
      ['V', 250, d(-30)],
      ['W', 420, d(-30)],
    ]);
    expect(s.mastiteCronica).toEqual([expect.objectContaining({ identificacao: 'W', ccs: 420, data: d(-30) })]);
    // a farm with none of them: empty lists (the screen says 'sem dados')
    const outra = await f.t.createFarm('Fazenda sem sanidade');
    const vazia = await get<{ sanitarias: Record<string, unknown[]> }>('/rebanho/listas', outra);
    expect(vazia.sanitarias).toEqual({ carencia: [], vacinacoes: [], ccsAcima: [], mastiteCronica: [] });
  });

  it("the lists' file of every list carries the four health lists, 'sem dados' when empty, to a user without Sanidade too", async () => {
    // a milker's group: the herd's records, not the health module
    await f.t.request('POST', '/api/admin/groups', {
      cookie: f.admin,
      body: { name: 'Ordenhadores das listas', allowedModules: ['animals', 'appointments'] },
    });
    const outra = await f.t.createFarm('Fazenda das listas vazias');
    const { cookie } = await f.t.createUser({
      email: 'ordenha.listas@teste.local',
      farmIds: [f.farmId, outra],
      groupNames: ['Ordenhadores das listas'],
    });
    const csvDe = async (farm: string, extra = '') => {
      const res = await f.t.request('GET', `${base(farm)}/rebanho/listas?formato=csv${extra}`, { cookie });
      expect(res.status).toBe(200);
      return res.text();
    };
    const csv = await csvDe(f.farmId);
    const linhas = csv.split(/\r?\n/);
    for (const titulo of [
      'Em carência hoje (1)',
      'Vacinações a fazer (1)',
      'CCS acima de 200 mil (2)',
      'Mastite crônica (1)',
    ])
      expect(
        linhas.some((l) => l.startsWith(titulo)),
        titulo,
      ).toBe(true);
    // each list's own rows, by hand: V until d(4); B's B19 by its deadline; V 250 and W 420 on d(-30)
    expect(linhas.some((l) => l.startsWith('V;') && l.includes(textoV()) && l.includes(formatData(d(4))))).toBe(true);
    expect(linhas.some((l) => l.startsWith('B;') && l.includes('Brucelose (B19)') && l.includes('No prazo'))).toBe(
      true,
    );
    expect(
      linhas.filter((l) => l.startsWith('W;') && l.includes('420') && l.includes(formatData(d(-30)))),
    ).toHaveLength(2);
    // no money anywhere in the file
    expect(csv).not.toMatch(/R\$|Custo/);
    // an empty farm: each says 'sem dados'
    const vazio = await csvDe(outra);
    for (const d of [
      'Leite descartado ou abate suspenso, e até quando: sem dados.',
      'Brucelose das fêmeas de 3 a 8 meses (PNCEBT): sem dados.',
      'CCS acima de 200 mil cél/mL no último controle leiteiro: sem dados.',
      'CCS acima de 200 mil cél/mL nos dois últimos controles: sem dados.',
    ])
      expect(vazio, d).toContain(d);
    // one list asked: that list alone
    expect(await csvDe(f.farmId, '&lista=repetidoras')).not.toContain('Em carência hoje');
    // and the PDF of every list is made by the same maker
    const pdf = await f.t.request('GET', `${base()}/rebanho/listas?formato=pdf`, { cookie });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });
});

describe('the parlour knows', () => {
  it('the batch marks the cow in withdrawal before anything is typed; her litres count as discarded', async () => {
    const lote = await get<{ vacas: { animalId: string; descarte: string | null; registro: unknown }[] }>(
      `/producao/lote?data=${hoje}&ordenha=Manhã`,
    );
    const marca = (id: string) => lote.vacas.find((v) => v.animalId === id)?.descarte;
    expect(marca(ids.V)).toBe(`Carência até ${ddmm(d(3))} — leite descartado`);
    expect(marca(ids.W)).toBeNull();
    // before any milking of the period: no figure ('sem dados' on screen), never 0
    const antes = await get<{ leite: unknown }>('/producao/resumo');
    expect(antes.leite).toBeNull();
    await post(
      '/producao/lote',
      {
        data: hoje,
        ordenha: 'Manhã',
        itens: [
          { id: uuidv7(), animalId: ids.V, producao: 10.5 },
          { id: uuidv7(), animalId: ids.W, producao: 12 },
        ],
      },
      200,
    );
    const r = await get<{ leite: unknown }>('/producao/resumo');
    expect(r.leite).toEqual({ produzido: 22.5, descartado: 10.5, entregue: 12 });
  });
});
