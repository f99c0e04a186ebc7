import { beforeAll, describe, expect, it } from 'vitest';
import { lerCsv } from '../../../domain/csv/leitor.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import type { ResultadoImportacao } from '../../services/csv/servico.ts';
import { adminFixture } from '../../test/fixture.ts';
import { snapshotTables } from '../../test/permissions.ts';

const f = adminFixture();
let otherFarmId: string;
let base: string;
let vaca1: string;
let vaca2: string;
let outraVaca: string;

async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

async function criarAnimal(farm: string, identificacao: string, extra: Record<string, unknown> = {}) {
  const res = await f.t.request('POST', `/api/farms/${farm}/animais`, {
    cookie: f.admin,
    body: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa', ...extra },
  });
  expect(res.status).toBe(201);
  return (await json<{ id: string }>(res)).id;
}

async function count(table: string) {
  const r = await f.t.database.client.execute(`SELECT count(*) AS n FROM ${table}`);
  return Number(r.rows[0].n);
}

beforeAll(async () => {
  otherFarmId = await f.t.createFarm('Fazenda Vizinha');
  base = `/api/farms/${f.farmId}`;
  vaca1 = await criarAnimal(f.farmId, '101', { nome: 'Mimosa' });
  vaca2 = await criarAnimal(f.farmId, '102');
  outraVaca = await criarAnimal(otherFarmId, '900');
});

describe('herd register', () => {
  it('refuses a duplicate ear tag in the farm but allows it in another farm', async () => {
    const dup = await f.t.request('POST', `${base}/animais`, {
      cookie: f.admin,
      body: { identificacao: '101', categoria: 'Vaca Leiteira' },
    });
    expect(dup.status).toBe(409);
    expect((await json<{ error: { message: string } }>(dup)).error.message).toBe(
      'Já existe um animal com esta identificação nesta fazenda.',
    );
    await criarAnimal(otherFarmId, '101');
  });

  it('requires identification and a category of the farm registry; mother must be of the farm', async () => {
    const vazio = await f.t.request('POST', `${base}/animais`, { cookie: f.admin, body: { identificacao: '' } });
    expect(vazio.status).toBe(400);
    expect((await json<{ error: { message: string } }>(vazio)).error.message).toBe(
      'Preencha a identificação e a categoria.',
    );
    const cat = await f.t.request('POST', `${base}/animais`, {
      cookie: f.admin,
      body: { identificacao: '555', categoria: 'Dragão' },
    });
    expect(cat.status).toBe(400);
    const mae = await f.t.request('POST', `${base}/animais`, {
      cookie: f.admin,
      body: { identificacao: '556', categoria: 'Bezerro', maeId: outraVaca },
    });
    expect(mae.status).toBe(400);
    expect((await json<{ error: { message: string } }>(mae)).error.message).toBe(
      'A mãe deve ser outro animal desta fazenda.',
    );
    const filho = await criarAnimal(f.farmId, '557', { categoria: 'Bezerro', maeId: vaca1, sexo: 'M' });
    const lista = await json<{ id: string; mae: string | null }[]>(
      await f.t.request('GET', `${base}/animais?q=557`, { cookie: f.admin }),
    );
    expect(lista).toEqual([expect.objectContaining({ id: filho, mae: '101' })]);
  });

  it('answers 409 on a stale version', async () => {
    const [a] = await json<{ id: string; updatedAt: string }[]>(
      await f.t.request('GET', `${base}/animais?q=102`, { cookie: f.admin }),
    );
    const body = { identificacao: '102', categoria: 'Vaca Leiteira', nome: 'Estrela', updatedAt: a.updatedAt };
    expect((await f.t.request('PUT', `${base}/animais/${a.id}`, { cookie: f.admin, body })).status).toBe(200);
    const stale = await f.t.request('PUT', `${base}/animais/${a.id}`, { cookie: f.admin, body });
    expect(stale.status).toBe(409);
  });
});

describe('production', () => {
  it('creates, replays idempotently, edits and deletes with audit', async () => {
    const id = uuidv7();
    const body = { id, data: '2025-01-10', animalId: vaca1, ordenha: 'Manhã', producao: '12,5' };
    const r1 = await f.t.request('POST', `${base}/producao`, { cookie: f.admin, body });
    expect(r1.status).toBe(201);
    expect(await json(r1)).toMatchObject({ id, producao: 12.5, farmId: f.farmId });
    const before = await count('milk_records');
    const r2 = await f.t.request('POST', `${base}/producao`, { cookie: f.admin, body });
    expect(r2.status).toBe(200);
    expect(await count('milk_records')).toBe(before);

    const put = await f.t.request('PUT', `${base}/producao/${id}`, {
      cookie: f.admin,
      body: { ...body, producao: 13, ordenha: 'Tarde' },
    });
    expect(await json(put)).toMatchObject({ producao: 13, ordenha: 'Tarde' });
    const page = await json<{ itens: { id: string; animal: string }[]; temMais: boolean }>(
      await f.t.request('GET', `${base}/producao`, { cookie: f.admin }),
    );
    expect(page.itens[0]).toMatchObject({ id, animal: '101' });
    expect((await f.t.request('DELETE', `${base}/producao/${id}`, { cookie: f.admin })).status).toBe(200);
    const audit = await f.t.database.client.execute({
      sql: 'SELECT action FROM audit_log WHERE entity_id = ? ORDER BY at',
      args: [id],
    });
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });

  it('validates with the docs/PRODUTO.md §Apontamentos messages', async () => {
    const ok = { data: '2025-01-10', animalId: vaca1, ordenha: 'Manhã', producao: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, producao: '' }, 'Todos os campos são obrigatórios.'],
      [{ ...ok, data: '' }, 'Todos os campos são obrigatórios.'],
      [{ ...ok, producao: 'muito' }, 'A produção deve ser um valor numérico.'],
      [{ ...ok, producao: -2 }, 'A produção não pode ser negativa.'],
      [{ ...ok, animalId: 'nao-existe' }, 'Animal não encontrado nesta fazenda.'],
      [{ ...ok, animalId: outraVaca }, 'Animal não encontrado nesta fazenda.'],
    ];
    const before = await count('milk_records');
    for (const [body, message] of cases) {
      const res = await f.t.request('POST', `${base}/producao`, { cookie: f.admin, body });
      expect(res.status, message).toBe(400);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(message);
    }
    expect(await count('milk_records')).toBe(before);
  });
});

describe('quality and reproduction', () => {
  it('quality: bounds and numeric message; flags samples over IN 76/2018', async () => {
    const ok = { data: '2025-01-10', amostra: 'Tanque 1', gordura: 3.6, proteina: '3,2', ccs: 620, cbt: 150000 };
    const bad: [Record<string, unknown>, string][] = [
      [{ ...ok, gordura: 10.5 }, 'A gordura deve estar entre 0 e 10%.'],
      [{ ...ok, proteina: -1 }, 'A proteína deve estar entre 0 e 10%.'],
      [{ ...ok, ccs: 'alto' }, 'Os parâmetros de qualidade devem ser valores numéricos.'],
      [{ ...ok, cbt: -5 }, 'A CBT não pode ser negativa.'],
    ];
    for (const [body, message] of bad) {
      const res = await f.t.request('POST', `${base}/qualidade`, { cookie: f.admin, body });
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(message);
    }
    expect((await f.t.request('POST', `${base}/qualidade`, { cookie: f.admin, body: ok })).status).toBe(201);
    const page = await json<{ itens: { alerta: string | null; proteina: number }[] }>(
      await f.t.request('GET', `${base}/qualidade`, { cookie: f.admin }),
    );
    expect(page.itens[0]).toMatchObject({ proteina: 3.2, alerta: 'CCS acima do limite (IN 76/2018)' });
  });

  it('reproduction: required fields; a diagnosis needs a result; events drive lactation and próximos eventos', async () => {
    const res = await f.t.request('POST', `${base}/reproducao`, {
      cookie: f.admin,
      body: { data: '2025-01-10', animalId: vaca1 },
    });
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
      'Data, animal e evento são campos obrigatórios.',
    );
    const diag = await f.t.request('POST', `${base}/reproducao`, {
      cookie: f.admin,
      body: { data: '2025-01-10', animalId: vaca1, evento: 'Diagnóstico' },
    });
    expect(diag.status).toBe(400);
    const parto = await f.t.request('POST', `${base}/reproducao`, {
      cookie: f.admin,
      body: { data: '2025-01-01', animalId: vaca1, evento: 'Parto', observacao: 'Bezerra fêmea' },
    });
    expect(parto.status).toBe(201);
    const lote = await json<{ vacas: { animalId: string; del: number }[] }>(
      await f.t.request('GET', `${base}/producao/lote?data=2025-01-11&ordenha=Manh%C3%A3`, { cookie: f.admin }),
    );
    expect(lote.vacas).toEqual([expect.objectContaining({ animalId: vaca1, del: 10 })]);
    const ficha = await json<{ status: { lactando: boolean }; eventos: unknown[] }>(
      await f.t.request('GET', `${base}/animais/${vaca1}/ficha`, { cookie: f.admin }),
    );
    expect(ficha.status.lactando).toBe(true);
    expect(ficha.eventos).toHaveLength(1);
    const prox = await f.t.request('GET', `${base}/reproducao/proximos`, { cookie: f.admin });
    expect(prox.status).toBe(200);
  });
});

describe('batch entry', () => {
  it('saves 300 milkings in one request; replaying the batch creates nothing; a changed figure is updated', async () => {
    // 300 cows (one milking each: a cow has one milking per date and ordenha)
    const vacas = Array.from({ length: 300 }, () => uuidv7());
    await f.t.database.client.execute({
      sql: `INSERT INTO animals (id, farm_id, identificacao, categoria) VALUES ${vacas.map(() => "(?, ?, ?, 'Vaca Leiteira')").join(',')}`,
      args: vacas.flatMap((id, i) => [id, f.farmId, `L-${i}`]),
    });
    const itens = vacas.map((animalId, i) => ({ id: uuidv7(), animalId, producao: 10 + (i % 7) }));
    const body = { data: '2025-02-01', ordenha: 'Tarde', itens };
    const before = await count('milk_records');
    const r1 = await f.t.request('POST', `${base}/producao/lote`, { cookie: f.admin, body });
    expect(await json(r1)).toEqual({ criados: 300, atualizados: 0, inalterados: 0 });
    expect(await count('milk_records')).toBe(before + 300);
    const r2 = await f.t.request('POST', `${base}/producao/lote`, { cookie: f.admin, body });
    expect(await json(r2)).toEqual({ criados: 0, atualizados: 0, inalterados: 300 });
    expect(await count('milk_records')).toBe(before + 300);
    itens[0] = { ...itens[0], producao: 33.3 };
    const r3 = await f.t.request('POST', `${base}/producao/lote`, { cookie: f.admin, body: { ...body, itens } });
    expect(await json(r3)).toEqual({ criados: 0, atualizados: 1, inalterados: 299 });
    const resumo = await json<{ serie: { data: string; litros: number; vacas: number }[] }>(
      await f.t.request('GET', `${base}/producao/resumo?ate=2025-02-01`, { cookie: f.admin }),
    );
    expect(resumo.serie).toHaveLength(30);
    expect(resumo.serie.at(-1)).toMatchObject({ data: '2025-02-01', vacas: 300 });
  });

  it('is all-or-nothing: one bad animal rejects the whole batch', async () => {
    const before = await count('milk_records');
    const res = await f.t.request('POST', `${base}/producao/lote`, {
      cookie: f.admin,
      body: {
        data: '2025-02-02',
        ordenha: 'Manhã',
        itens: [
          { id: uuidv7(), animalId: vaca1, producao: 10 },
          { id: uuidv7(), animalId: outraVaca, producao: 10 },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(res)).error.fields).toEqual({
      'itens.1.animalId': 'Animal não encontrado nesta fazenda.',
    });
    expect(await count('milk_records')).toBe(before);
  });
});

describe('facts a farm cannot have', () => {
  it('refuses a milking, a sample, an event or a birth dated after the farm’s today, naming the field', async () => {
    const antes = await Promise.all(['milk_records', 'quality_records', 'reproduction_events', 'animals'].map(count));
    const futuro = '2099-01-01';
    const casos: [string, Record<string, unknown>, string][] = [
      ['/producao', { data: futuro, animalId: vaca1, ordenha: 'Manhã', producao: 10 }, 'data'],
      ['/qualidade', { data: futuro, amostra: 'T1', gordura: 3.5, proteina: 3.2, ccs: 200, cbt: 100 }, 'data'],
      ['/reproducao', { data: futuro, animalId: vaca1, evento: 'Inseminação' }, 'data'],
      ['/animais', { identificacao: 'F-2099', categoria: 'Vaca Leiteira', dataNascimento: futuro }, 'dataNascimento'],
      [
        '/producao/lote',
        { data: futuro, ordenha: 'Manhã', itens: [{ id: uuidv7(), animalId: vaca1, producao: 9 }] },
        'data',
      ],
    ];
    for (const [path, body, campo] of casos) {
      const res = await f.t.request('POST', `${base}${path}`, { cookie: f.admin, body });
      expect(res.status, path).toBe(400);
      const { error } = await json<{ error: { message: string; fields: Record<string, string> } }>(res);
      expect(error.message).toBe('A data não pode ser posterior a hoje.');
      expect(error.fields[campo]).toBe('A data não pode ser posterior a hoje.');
    }
    // an edit cannot move a record into the future either
    const ok = await f.t.request('POST', `${base}/producao`, {
      cookie: f.admin,
      body: { data: '2025-01-02', animalId: vaca1, ordenha: 'Noite', producao: 7 },
    });
    const row = await json<{ id: string; updatedAt: string }>(ok);
    const edit = await f.t.request('PUT', `${base}/producao/${row.id}`, {
      cookie: f.admin,
      body: { data: futuro, animalId: vaca1, ordenha: 'Noite', producao: 7, updatedAt: row.updatedAt },
    });
    expect(edit.status).toBe(400);
    await f.t.request('DELETE', `${base}/producao/${row.id}`, { cookie: f.admin });
    expect(await Promise.all(['milk_records', 'quality_records', 'reproduction_events', 'animals'].map(count))).toEqual(
      antes,
    );
  });

  it('refuses a milking or a reproduction event of a male, in a batch too', async () => {
    const touro = await criarAnimal(f.farmId, 'T-1', { sexo: 'M', categoria: 'Vaca Leiteira' });
    const antes = await Promise.all(['milk_records', 'reproduction_events'].map(count));
    const casos: [string, Record<string, unknown>, string][] = [
      ['/producao', { data: '2025-03-01', animalId: touro, ordenha: 'Manhã', producao: 10 }, 'animalId'],
      ['/reproducao', { data: '2025-03-01', animalId: touro, evento: 'Parto' }, 'animalId'],
      [
        '/producao/lote',
        {
          data: '2025-03-01',
          ordenha: 'Manhã',
          itens: [
            { id: uuidv7(), animalId: vaca1, producao: 9 },
            { id: uuidv7(), animalId: touro, producao: 9 },
          ],
        },
        'itens.1.animalId',
      ],
    ];
    for (const [path, body, campo] of casos) {
      const res = await f.t.request('POST', `${base}${path}`, { cookie: f.admin, body });
      expect(res.status, path).toBe(400);
      const { error } = await json<{ error: { fields: Record<string, string> } }>(res);
      expect(error.fields[campo]).toBe('Escolha uma fêmea: ordenhas e eventos reprodutivos são de vacas e novilhas.');
    }
    // a quality sample names no animal; a female's milking on the same day is accepted
    const femea = await f.t.request('POST', `${base}/producao`, {
      cookie: f.admin,
      body: { data: '2025-03-01', animalId: vaca2, ordenha: 'Manhã', producao: 10 },
    });
    expect(femea.status).toBe(201);
    const depois = await Promise.all(['milk_records', 'reproduction_events'].map(count));
    expect(depois).toEqual([antes[0] + 1, antes[1]]);
  });
});

describe('deleting an animal with records', () => {
  it('is refused with a clear message unless the records go too', async () => {
    const id = await criarAnimal(f.farmId, '777');
    await f.t.request('POST', `${base}/producao`, {
      cookie: f.admin,
      body: { data: '2025-01-10', animalId: id, ordenha: 'Noite', producao: 8 },
    });
    const refused = await f.t.request('DELETE', `${base}/animais/${id}`, { cookie: f.admin });
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toContain(
      'Este animal tem 1 apontamento e não pode ser excluído.',
    );
    const ok = await f.t.request('DELETE', `${base}/animais/${id}`, {
      cookie: f.admin,
      body: { comApontamentos: true },
    });
    expect(ok.status).toBe(200);
    const left = await f.t.database.client.execute({
      sql: 'SELECT count(*) AS n FROM milk_records WHERE animal_id = ?',
      args: [id],
    });
    expect(Number(left.rows[0].n)).toBe(0);
  });
});

describe('scoping and permissions', () => {
  it("another farm's user gets 403 and changes nothing", async () => {
    const u = await f.t.createUser({
      email: 'vizinho@teste.local',
      farmIds: [otherFarmId],
      groupNames: ['Operadores'],
    });
    const before = await count('milk_records');
    for (const [method, path, body] of [
      ['GET', `${base}/animais`, undefined],
      ['GET', `${base}/producao`, undefined],
      ['POST', `${base}/producao`, { data: '2025-01-10', animalId: vaca1, ordenha: 'Manhã', producao: 10 }],
      ['POST', `${base}/producao/lote`, { data: '2025-01-10', ordenha: 'Manhã', itens: [] }],
      ['DELETE', `${base}/animais/${vaca1}`, undefined],
      ['GET', `${base}/animais/${vaca1}/ficha`, undefined],
    ] as const) {
      const res = await f.t.request(method, path, { cookie: u.cookie, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect(await count('milk_records')).toBe(before);
    // and their own farm's list does not show ours
    const own = await json<{ identificacao: string }[]>(
      await f.t.request('GET', `/api/farms/${otherFarmId}/animais`, { cookie: u.cookie }),
    );
    expect(own.map((a) => a.identificacao).sort()).toEqual(['101', '900']);
  });

  it("'Gerentes' (no appointments) may read the herd but not the records; 'Operadores' may do both", async () => {
    const g = await f.t.createUser({ email: 'gerente@teste.local', farmIds: [f.farmId], groupNames: ['Gerentes'] });
    expect((await f.t.request('GET', `${base}/animais`, { cookie: g.cookie })).status).toBe(200);
    expect((await f.t.request('GET', `${base}/producao`, { cookie: g.cookie })).status).toBe(403);
    expect((await f.t.request('GET', `${base}/qualidade`, { cookie: g.cookie })).status).toBe(403);
    const res = await f.t.request('POST', `${base}/reproducao`, {
      cookie: g.cookie,
      body: { data: '2025-01-10', animalId: vaca1, evento: 'Parto' },
    });
    expect(res.status).toBe(403);
    const o = await f.t.createUser({ email: 'operador@teste.local', farmIds: [f.farmId], groupNames: ['Operadores'] });
    expect((await f.t.request('GET', `${base}/producao`, { cookie: o.cookie })).status).toBe(200);
    expect((await f.t.request('GET', `${base}/animais`, { cookie: o.cookie })).status).toBe(200);
  });

  it('a farm that does not allow appointments refuses them even to its users', async () => {
    const semApontamentos = await f.t.createFarm('Sem Apontamentos', ['animals']);
    const o = await f.t.createUser({
      email: 'op2@teste.local',
      farmIds: [semApontamentos],
      groupNames: ['Operadores'],
    });
    expect((await f.t.request('GET', `/api/farms/${semApontamentos}/producao`, { cookie: o.cookie })).status).toBe(403);
    expect((await f.t.request('GET', `/api/farms/${semApontamentos}/animais`, { cookie: o.cookie })).status).toBe(200);
  });
});

type Erro = { error: { message: string; fields?: Record<string, string>; current?: Record<string, unknown> } };

async function importarCsv(entidade: string, texto: string) {
  const { registros, separador } = lerCsv(texto);
  const res = await f.t.request('POST', `${base}/csv/${entidade}`, { cookie: f.admin, body: { registros, separador } });
  expect(res.status).toBe(200);
  return json<ResultadoImportacao>(res);
}

describe('one milking per cow, date and ordenha, on every path', () => {
  it('the API answers a second milking 409 naming the stored one; the same id replayed is still idempotent', async () => {
    const id = uuidv7();
    const body = { id, data: '2025-04-10', animalId: vaca1, ordenha: 'Manhã', producao: '12,5' };
    expect((await f.t.request('POST', `${base}/producao`, { cookie: f.admin, body })).status).toBe(201);
    const antes = await count('milk_records');
    // an offline replay: the same id and content answers the stored row
    const replay = await f.t.request('POST', `${base}/producao`, { cookie: f.admin, body });
    expect(replay.status).toBe(200);
    expect(await json(replay)).toMatchObject({ id, producao: 12.5 });
    // the same cow, date and ordenha under another id (the form submitted twice, another phone), or none
    for (const outro of [
      { ...body, id: uuidv7(), producao: 14 },
      { ...body, id: undefined, producao: 14 },
    ]) {
      const res = await f.t.request('POST', `${base}/producao`, { cookie: f.admin, body: outro });
      expect(res.status).toBe(409);
      const { error } = await json<Erro>(res);
      expect(error.message).toBe('Ordenha já lançada: vaca 101, 10/04/2025, Manhã, 12,5 L.');
      expect(error.current).toMatchObject({
        id,
        animalId: vaca1,
        animal: '101',
        data: '2025-04-10',
        ordenha: 'Manhã',
        producao: 12.5,
      });
    }
    // an edit cannot move another milking onto it either
    const tarde = await json<{ id: string; updatedAt: string }>(
      await f.t.request('POST', `${base}/producao`, {
        cookie: f.admin,
        body: { data: '2025-04-10', animalId: vaca1, ordenha: 'Tarde', producao: 9 },
      }),
    );
    const mover = await f.t.request('PUT', `${base}/producao/${tarde.id}`, {
      cookie: f.admin,
      body: { data: '2025-04-10', animalId: vaca1, ordenha: 'Manhã', producao: 9, updatedAt: tarde.updatedAt },
    });
    expect(mover.status).toBe(409);
    expect((await json<Erro>(mover)).error.current).toMatchObject({ id });
    // updating the stored one is how it is corrected
    const [atual] = (
      await json<{ itens: { id: string; updatedAt: string }[] }>(
        await f.t.request('GET', `${base}/producao?de=2025-04-10&ate=2025-04-10&animalId=${vaca1}`, {
          cookie: f.admin,
        }),
      )
    ).itens.filter((r) => r.id === id);
    const corrigir = await f.t.request('PUT', `${base}/producao/${id}`, {
      cookie: f.admin,
      body: { ...body, producao: 14, updatedAt: atual.updatedAt },
    });
    expect(corrigir.status).toBe(200);
    expect(await count('milk_records')).toBe(antes + 1);
  });

  it('the batch: a cow once per batch, and a stored milking of another id is 409 naming it; nothing written', async () => {
    const data = '2025-04-11';
    const gravada = await json<{ id: string }>(
      await f.t.request('POST', `${base}/producao`, {
        cookie: f.admin,
        body: { data, animalId: vaca2, ordenha: 'Noite', producao: 7 },
      }),
    );
    const antes = await count('milk_records');
    const outroAparelho = await f.t.request('POST', `${base}/producao/lote`, {
      cookie: f.admin,
      body: {
        data,
        ordenha: 'Noite',
        itens: [
          { id: uuidv7(), animalId: vaca1, producao: 10 },
          { id: uuidv7(), animalId: vaca2, producao: 8 },
        ],
      },
    });
    expect(outroAparelho.status).toBe(409);
    const { error } = await json<Erro>(outroAparelho);
    expect(error.message).toBe('Ordenha já lançada: vaca 102, 11/04/2025, Noite, 7,0 L.');
    expect(error.fields).toEqual({ 'itens.1.producao': error.message });
    expect(error.current).toMatchObject({ id: gravada.id, animal: '102', producao: 7 });
    const repetida = await f.t.request('POST', `${base}/producao/lote`, {
      cookie: f.admin,
      body: {
        data,
        ordenha: 'Noite',
        itens: [
          { id: uuidv7(), animalId: vaca1, producao: 10 },
          { id: uuidv7(), animalId: vaca1, producao: 8 },
        ],
      },
    });
    expect(repetida.status).toBe(400);
    expect((await json<Erro>(repetida)).error.fields).toEqual({
      'itens.1.animalId': 'Esta vaca já está no lote: uma ordenha por vaca.',
    });
    expect(await count('milk_records')).toBe(antes);
    // the batch screen sends the stored record's id ('já lançada'): that is an update of it, not a second one
    const corrigido = await f.t.request('POST', `${base}/producao/lote`, {
      cookie: f.admin,
      body: { data, ordenha: 'Noite', itens: [{ id: gravada.id, animalId: vaca2, producao: 8 }] },
    });
    expect(await json(corrigido)).toEqual({ criados: 0, atualizados: 1, inalterados: 0 });
    expect(await count('milk_records')).toBe(antes);
  });

  it('the CSV import: a row of another ID on a stored milking is refused with the same message', async () => {
    await f.t.request('POST', `${base}/producao`, {
      cookie: f.admin,
      body: { data: '2025-04-12', animalId: vaca1, ordenha: 'Manhã', producao: 11 },
    });
    const antes = await snapshotTables(f.t);
    const r = await importarCsv(
      'producao',
      `ID;Data;Animal;Ordenha;Produção (L)\n${uuidv7()};12/04/2025;101;Manhã;13\n`,
    );
    expect(r.gravado).toBe(false);
    expect(r.erros).toEqual([
      { linha: 2, coluna: '', valor: '', mensagem: 'Ordenha já lançada: vaca 101, 12/04/2025, Manhã, 11,0 L.' },
    ]);
    // two rows of the file on one milking, each with its own ID
    const duas = await importarCsv(
      'producao',
      `ID;Data;Animal;Ordenha;Produção (L)\n${uuidv7()};13/04/2025;101;Manhã;13\n${uuidv7()};13/04/2025;101;Manhã;12\n`,
    );
    expect(duas.erros.map((e) => [e.linha, e.mensagem])).toEqual([
      [3, 'Ordenha já lançada: vaca 101, 13/04/2025, Manhã, 13,0 L.'],
    ]);
    expect(await snapshotTables(f.t)).toEqual(antes);
    // a row without ID is the stored milking (its natural key): updated, not doubled
    const semId = await importarCsv('producao', 'Data;Animal;Ordenha;Produção (L)\n12/04/2025;101;Manhã;13\n');
    expect(semId).toMatchObject({ gravado: true, novos: 0, atualizados: 1 });
  });
});

describe('no event an animal cannot have, on every path', () => {
  let bezerra: string;
  let novilha: string;
  const hoje = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const diasAtras = (n: number) => {
    const d = new Date(`${hoje}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - n);
    return d.toISOString().slice(0, 10);
  };
  const br = (iso: string) => iso.split('-').reverse().join('/');

  beforeAll(async () => {
    // the calf: 3 days old
    bezerra = await criarAnimal(f.farmId, 'B-1', { categoria: 'Bezerro', dataNascimento: diasAtras(3) });
    novilha = await criarAnimal(f.farmId, 'N-1', { categoria: 'Novilha', dataNascimento: '2023-01-10' });
  });

  async function recusado(path: string, body: Record<string, unknown>, campo: string, mensagem: string) {
    const res = await f.t.request(path.startsWith('PUT ') ? 'PUT' : 'POST', `${base}${path.replace('PUT ', '')}`, {
      cookie: f.admin,
      body,
    });
    expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
    const { error } = await json<Erro>(res);
    expect(error.message).toBe(mensagem);
    expect(error.fields).toEqual({ [campo]: mensagem });
  }

  it('a Parto of a 3-day-old calf, or one dated before her birth, is refused naming the field', async () => {
    const antes = await Promise.all(['milk_records', 'reproduction_events'].map(count));
    const categoria = 'Escolha uma novilha ou vaca: um animal da categoria Bezerro não tem eventos reprodutivos.';
    for (const evento of ['Parto', 'Inseminação', 'Diagnóstico', 'Secagem'])
      await recusado(
        '/reproducao',
        { data: hoje, animalId: bezerra, evento, resultado: 'positivo' },
        'animalId',
        categoria,
      );
    await recusado(
      '/reproducao',
      { data: diasAtras(10), animalId: bezerra, evento: 'Parto' },
      'data',
      `A data é anterior ao nascimento do animal (${br(diasAtras(3))}).`,
    );
    // a 3-day-old whose category was typed as a heifer's: too young
    const nova = await criarAnimal(f.farmId, 'N-0', { categoria: 'Novilha', dataNascimento: diasAtras(3) });
    await recusado(
      '/reproducao',
      { data: hoje, animalId: nova, evento: 'Parto' },
      'animalId',
      'Animal jovem demais para Parto: tinha 3 dias na data informada (mínimo 16 meses).',
    );
    // a milking before the birth, and of a calf
    await recusado(
      '/producao',
      { data: diasAtras(10), animalId: bezerra, ordenha: 'Manhã', producao: 5 },
      'data',
      `A data é anterior ao nascimento do animal (${br(diasAtras(3))}).`,
    );
    // so she never shows as a cow in milk
    const lote = await json<{ vacas: { animalId: string }[] }>(
      await f.t.request('GET', `${base}/producao/lote?data=${hoje}&ordenha=Manh%C3%A3`, { cookie: f.admin }),
    );
    expect(lote.vacas.map((v) => v.animalId)).not.toContain(bezerra);
    expect(await Promise.all(['milk_records', 'reproduction_events'].map(count))).toEqual(antes);
  });

  it('a milking is of a cow that has calved: a heifer with no Parto is refused, in a batch too', async () => {
    const semParto =
      'Escolha uma vaca parida: este animal não tem Parto registrado até esta data (registre-o na aba Reprodução).';
    await recusado(
      '/producao',
      { data: '2025-05-02', animalId: novilha, ordenha: 'Manhã', producao: 8 },
      'animalId',
      semParto,
    );
    await recusado(
      '/producao/lote',
      {
        data: '2025-05-02',
        ordenha: 'Manhã',
        itens: [
          { id: uuidv7(), animalId: vaca1, producao: 9 },
          { id: uuidv7(), animalId: novilha, producao: 8 },
        ],
      },
      'itens.1.animalId',
      semParto,
    );
    // her first calving opens her milkings from that day on (a heifer's calving needs its service: 280 days before)
    const servico = await f.t.request('POST', `${base}/reproducao`, {
      cookie: f.admin,
      body: { data: '2024-07-25', animalId: novilha, evento: 'Inseminação' },
    });
    expect(servico.status).toBe(201);
    const parto = await f.t.request('POST', `${base}/reproducao`, {
      cookie: f.admin,
      body: { data: '2025-05-01', animalId: novilha, evento: 'Parto' },
    });
    expect(parto.status).toBe(201);
    await recusado(
      '/producao',
      { data: '2025-04-30', animalId: novilha, ordenha: 'Manhã', producao: 8 },
      'animalId',
      semParto,
    );
    const ok = await f.t.request('POST', `${base}/producao`, {
      cookie: f.admin,
      body: { data: '2025-05-02', animalId: novilha, ordenha: 'Manhã', producao: 8 },
    });
    expect(ok.status).toBe(201);
    // a cow of the register with no Parto recorded (calved before the system) is milked as before
    const vaca = await f.t.request('POST', `${base}/producao`, {
      cookie: f.admin,
      body: { data: '2025-05-02', animalId: vaca2, ordenha: 'Manhã', producao: 8 },
    });
    expect(vaca.status).toBe(201);
  });

  it('an edit cannot move an event onto an animal that cannot have it', async () => {
    const ev = await json<{ id: string; updatedAt: string }>(
      await f.t.request('POST', `${base}/reproducao`, {
        cookie: f.admin,
        body: { data: '2025-06-01', animalId: vaca1, evento: 'Inseminação' },
      }),
    );
    await recusado(
      `PUT /reproducao/${ev.id}`,
      { data: hoje, animalId: bezerra, evento: 'Inseminação', updatedAt: ev.updatedAt },
      'animalId',
      'Escolha uma novilha ou vaca: um animal da categoria Bezerro não tem eventos reprodutivos.',
    );
  });

  it('the CSV import refuses the same events with the same messages', async () => {
    const antes = await snapshotTables(f.t);
    const repro = await importarCsv(
      'reproducao',
      `Data;Animal;Evento;Resultado;Observação\n${br(hoje)};B-1;Parto;;\n01/01/2020;N-1;Inseminação;;\n`,
    );
    expect(repro.gravado).toBe(false);
    expect(repro.erros).toEqual([
      {
        linha: 2,
        coluna: 'Animal',
        valor: 'B-1',
        mensagem: 'Escolha uma novilha ou vaca: um animal da categoria Bezerro não tem eventos reprodutivos.',
      },
      {
        linha: 3,
        coluna: 'Data',
        valor: '01/01/2020',
        mensagem: 'A data é anterior ao nascimento do animal (10/01/2023).',
      },
    ]);
    const prod = await importarCsv('producao', 'Data;Animal;Ordenha;Produção (L)\n30/04/2025;N-1;Noite;8\n');
    expect(prod.erros).toEqual([
      {
        linha: 2,
        coluna: 'Animal',
        valor: 'N-1',
        mensagem:
          'Escolha uma vaca parida: este animal não tem Parto registrado até esta data (registre-o na aba Reprodução).',
      },
    ]);
    expect(await snapshotTables(f.t)).toEqual(antes);
  });

  it('a birth: the mother is a female old enough, and a birth is not moved after the animal’s records', async () => {
    const touro = await criarAnimal(f.farmId, 'T-9', { sexo: 'M', categoria: 'Touro Reprodutor' });
    await recusado(
      '/animais',
      { identificacao: 'C-1', categoria: 'Bezerro', maeId: touro },
      'maeId',
      'A mãe deve ser uma fêmea.',
    );
    await recusado(
      '/animais',
      { identificacao: 'C-1', categoria: 'Bezerro', maeId: novilha, dataNascimento: '2022-12-01' },
      'dataNascimento',
      'A data de nascimento é anterior ao nascimento da mãe (10/01/2023).',
    );
    await recusado(
      '/animais',
      { identificacao: 'C-1', categoria: 'Bezerro', maeId: novilha, dataNascimento: '2023-06-01' },
      'dataNascimento',
      'A mãe tinha 4 meses nesta data de nascimento: jovem demais para um parto (mínimo 16 meses).',
    );
    // N-1 has records from 25/07/2024 (her service, then a Parto on 01/05/2025): her birth cannot be moved after them
    const [n1] = await json<{ id: string; updatedAt: string }[]>(
      await f.t.request('GET', `${base}/animais?q=N-1`, { cookie: f.admin }),
    );
    await recusado(
      `PUT /animais/${n1.id}`,
      { identificacao: 'N-1', categoria: 'Novilha', dataNascimento: '2025-06-01', updatedAt: n1.updatedAt },
      'dataNascimento',
      'A data de nascimento é posterior ao primeiro apontamento do animal (25/07/2024).',
    );
  });
});
