/**
 * The batch milking save goes through the write kernel's bulk operation (services/kernel.ts `bulk`): a correction
 * meets the single edit's conflict rule, a replay writes nothing, a rule refuses a row with the single edit's
 * message, and the audit rows are a single edit's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { lerCsv } from '../../../domain/csv/leitor.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { adminFixture, jsonComStatus } from '../../test/fixture.ts';

const f = adminFixture({ fazenda: 'Fazenda do Lote' });
let base: string;
let mimosa: string;
let estrela: string;

interface Erro {
  error: { message: string; fields?: Record<string, string>; current?: Record<string, unknown> };
}
interface Lote {
  vacas: { animalId: string; registro: { id: string; producao: number; updatedAt: string } | null }[];
}

async function vaca(identificacao: string) {
  const res = await f.t.request('POST', `${base}/animais`, {
    cookie: f.admin,
    body: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
  });
  const { id } = await jsonComStatus<{ id: string }>(res, 201);
  // calved: in milk, so the batch screen lists her
  const parto = await f.t.request('POST', `${base}/reproducao`, {
    cookie: f.admin,
    body: { data: '2025-01-01', animalId: id, evento: 'Parto' },
  });
  await jsonComStatus(parto, 201);
  return id;
}

async function linhas(sql: string, ...args: string[]) {
  return (await f.t.database.client.execute({ sql, args })).rows;
}

const salvar = (body: unknown) => f.t.request('POST', `${base}/producao/lote`, { cookie: f.admin, body });

beforeAll(async () => {
  base = `/api/farms/${f.farmId}`;
  mimosa = await vaca('M-1');
  estrela = await vaca('E-2');
});

describe('the batch save through the kernel', () => {
  it('a correction of a milking someone else changed meanwhile is 409 with the single edit message; nothing changes', async () => {
    const data = '2025-05-02';
    const itens = [
      { id: uuidv7(), animalId: mimosa, producao: 10 },
      { id: uuidv7(), animalId: estrela, producao: 12 },
    ];
    await jsonComStatus(await salvar({ data, ordenha: 'Manhã', itens }));
    // the batch screen reads the stored records with their versions
    const lote = await jsonComStatus<Lote>(
      await f.t.request('GET', `${base}/producao/lote?data=${data}&ordenha=Manh%C3%A3`, { cookie: f.admin }),
    );
    const lido = new Map(lote.vacas.map((v) => [v.animalId, v.registro]));
    expect(lido.get(mimosa)).toMatchObject({ id: itens[0].id, producao: 10, updatedAt: expect.any(String) });
    // another phone corrects Estrela's milking
    const estrelaLida = lido.get(estrela);
    if (!estrelaLida) throw new Error('Estrela sem registro');
    await new Promise((r) => setTimeout(r, 5));
    const outro = await f.t.request('PUT', `${base}/producao/${estrelaLida.id}`, {
      cookie: f.admin,
      body: { data, animalId: estrela, ordenha: 'Manhã', producao: 13, updatedAt: estrelaLida.updatedAt },
    });
    await jsonComStatus(outro);
    const antes = await linhas(
      'SELECT id, producao, updated_at FROM milk_records WHERE farm_id = ? ORDER BY id',
      f.farmId,
    );
    const auditoria = await linhas('SELECT count(*) AS n FROM audit_log WHERE farm_id = ?', f.farmId);
    // this phone sends its correction of both, with the versions it read
    const res = await salvar({
      data,
      ordenha: 'Manhã',
      itens: [
        { id: itens[0].id, animalId: mimosa, producao: 11, updatedAt: lido.get(mimosa)?.updatedAt },
        { id: itens[1].id, animalId: estrela, producao: 14, updatedAt: estrelaLida.updatedAt },
      ],
    });
    const { error } = await jsonComStatus<Erro>(res, 409);
    expect(error.message).toBe('Este registro foi alterado por outra pessoa. Confira os dados atuais antes de salvar.');
    expect(error.fields).toEqual({ 'itens.1.producao': error.message });
    expect(error.current).toMatchObject({ id: itens[1].id, producao: 13 });
    // not even Mimosa's correction (the first row, whose version was current) was written
    expect(
      await linhas('SELECT id, producao, updated_at FROM milk_records WHERE farm_id = ? ORDER BY id', f.farmId),
    ).toEqual(antes);
    expect(await linhas('SELECT count(*) AS n FROM audit_log WHERE farm_id = ?', f.farmId)).toEqual(auditoria);
  });

  it('a replayed batch (the same ids) writes once, audit included', async () => {
    const body = {
      data: '2025-05-03',
      ordenha: 'Tarde',
      itens: [
        { id: uuidv7(), animalId: mimosa, producao: 9 },
        { id: uuidv7(), animalId: estrela, producao: 8.5 },
      ],
    };
    expect(await jsonComStatus(await salvar(body))).toEqual({ criados: 2, atualizados: 0, inalterados: 0 });
    const auditoria = await linhas('SELECT count(*) AS n FROM audit_log WHERE farm_id = ?', f.farmId);
    expect(await jsonComStatus(await salvar(body))).toEqual({ criados: 0, atualizados: 0, inalterados: 2 });
    expect(await linhas('SELECT count(*) AS n FROM audit_log WHERE farm_id = ?', f.farmId)).toEqual(auditoria);
    // a replay of a correction already made (its version is old now, its content is what is stored) changes nothing
    const [lido] = (
      await jsonComStatus<Lote>(
        await f.t.request('GET', `${base}/producao/lote?data=2025-05-03&ordenha=Tarde`, { cookie: f.admin }),
      )
    ).vacas.filter((v) => v.animalId === mimosa);
    const correcao = {
      ...body,
      itens: [{ ...body.itens[0], producao: 9.5, updatedAt: lido.registro?.updatedAt }],
    };
    expect(await jsonComStatus(await salvar(correcao))).toEqual({ criados: 0, atualizados: 1, inalterados: 0 });
    expect(await jsonComStatus(await salvar(correcao))).toEqual({ criados: 0, atualizados: 0, inalterados: 1 });
  });

  it('a row breaking a rule gets the single edit message, beside its cow', async () => {
    // a milking before the cow was born: the single edit refuses it with the rule's message on 'animalId'
    const nova = await f.t.request('POST', `${base}/animais`, {
      cookie: f.admin,
      body: { identificacao: 'N-3', categoria: 'Vaca Leiteira', dataNascimento: '2025-06-01' },
    });
    const novilha = (await jsonComStatus<{ id: string }>(nova, 201)).id;
    const sozinha = await f.t.request('POST', `${base}/producao`, {
      cookie: f.admin,
      body: { data: '2025-05-04', animalId: novilha, ordenha: 'Noite', producao: 7 },
    });
    const single = (await jsonComStatus<Erro>(sozinha, 400)).error;
    const res = await salvar({
      data: '2025-05-04',
      ordenha: 'Noite',
      itens: [
        { id: uuidv7(), animalId: mimosa, producao: 9 },
        { id: uuidv7(), animalId: novilha, producao: 7 },
      ],
    });
    const { error } = await jsonComStatus<Erro>(res, 400);
    expect(error.message).toBe(single.message);
    const [[campo, mensagem]] = Object.entries(single.fields ?? {});
    expect(error.fields).toEqual({ [`itens.1.${campo}`]: mensagem });
    expect(await linhas("SELECT id FROM milk_records WHERE data = '2025-05-04'")).toEqual([]);
  });

  it('writes the audit rows a single edit writes: one create per milking, one update per correction', async () => {
    const data = '2025-05-05';
    const sozinha = await jsonComStatus<{ id: string }>(
      await f.t.request('POST', `${base}/producao`, {
        cookie: f.admin,
        body: { data, animalId: mimosa, ordenha: 'Manhã', producao: 10 },
      }),
      201,
    );
    const item = { id: uuidv7(), animalId: estrela, producao: 11 };
    await jsonComStatus(await salvar({ data, ordenha: 'Manhã', itens: [item] }));
    await jsonComStatus(await salvar({ data, ordenha: 'Manhã', itens: [{ ...item, producao: 12 }] }));
    const auditoria = async (id: string) =>
      (
        await linhas(
          'SELECT entity, entity_id, action, user_id, farm_id, before, after FROM audit_log WHERE entity_id = ? ORDER BY at, id',
          id,
        )
      ).map((r) => ({
        entity: r.entity,
        action: r.action,
        userId: r.user_id,
        farmId: r.farm_id,
        before: r.before ? Object.keys(JSON.parse(String(r.before))).sort() : null,
        after: Object.keys(JSON.parse(String(r.after))).sort(),
      }));
    const doLote = await auditoria(item.id);
    expect(doLote.map((a) => a.action)).toEqual(['create', 'update']);
    expect(doLote[0]).toEqual((await auditoria(sozinha.id))[0]);
    expect(doLote[1]).toMatchObject({ before: doLote[0].after, after: doLote[0].after });
    const [criada] = await linhas("SELECT after FROM audit_log WHERE entity_id = ? AND action = 'create'", item.id);
    expect(JSON.parse(String(criada.after))).toMatchObject({ id: item.id, animalId: estrela, producao: 11, data });
  });

  it('its audit rows are the single write’s, cell by cell (issue 40: the batch writes them in its own INSERTs)', async () => {
    const sozinha = await jsonComStatus<{ id: string }>(
      await f.t.request('POST', `${base}/producao`, {
        cookie: f.admin,
        body: { data: '2025-05-07', animalId: mimosa, ordenha: 'Tarde', producao: 13.7 },
      }),
      201,
    );
    const item = { id: uuidv7(), animalId: mimosa, producao: 13.7 };
    await jsonComStatus(await salvar({ data: '2025-05-08', ordenha: 'Tarde', itens: [item] }));
    // every column with its SQLite type; the row's own id, date and times set aside
    const auditoria = async (id: string) => {
      const [r] = await linhas(
        `SELECT entity, entity_id, action, user_id, farm_id, before, after, typeof(before) AS tb, typeof(after) AS ta,
                typeof(at) AS tat, length(at) AS lat, typeof(created_at) AS tc, typeof(updated_at) AS tu
         FROM audit_log WHERE entity_id = ?`,
        id,
      );
      const { id: _id, data: _data, createdAt, updatedAt, ...depois } = JSON.parse(String(r.after));
      expect(createdAt).toBe(updatedAt);
      return { ...r, entity_id: 'x', after: depois };
    };
    expect(await auditoria(item.id)).toEqual(await auditoria(sozinha.id));
  });

  it('the CSV import writes through the kernel too: its counts, and a single edit’s audit rows', async () => {
    const { registros, separador } = lerCsv(
      'Data;Animal;Ordenha;Produção (L)\n06/05/2025;M-1;Manhã;10\n06/05/2025;E-2;Manhã;11\n',
    );
    const importar = async () =>
      jsonComStatus<{ novos: number; atualizados: number; inalterados: number; gravado: boolean }>(
        await f.t.request('POST', `${base}/csv/producao`, { cookie: f.admin, body: { registros, separador } }),
      );
    expect(await importar()).toMatchObject({ gravado: true, novos: 2, atualizados: 0, inalterados: 0 });
    expect(await importar()).toMatchObject({ gravado: true, novos: 0, atualizados: 0, inalterados: 2 });
    const [importada] = await linhas("SELECT id FROM milk_records WHERE data = '2025-05-06' AND animal_id = ?", mimosa);
    const sozinha = await jsonComStatus<{ id: string }>(
      await f.t.request('POST', `${base}/producao`, {
        cookie: f.admin,
        body: { data: '2025-05-06', animalId: mimosa, ordenha: 'Tarde', producao: 10 },
      }),
      201,
    );
    const chaves = async (id: string) => {
      const [r] = await linhas('SELECT action, after FROM audit_log WHERE entity_id = ?', id);
      return { action: r.action, after: Object.keys(JSON.parse(String(r.after))).sort() };
    };
    expect(await chaves(String(importada.id))).toEqual(await chaves(sozinha.id));
  });
  it("an id another table already holds (the cow's own calving's) is refused: 409 'Identificador já usado.', nothing written", async () => {
    // the calving event's id, typed into a milking of the batch (a phone's outbox replaying the wrong queue item)
    const [parto] = await linhas('SELECT id FROM reproduction_events WHERE animal_id = ?', mimosa);
    const antes = await linhas('SELECT count(*) AS n FROM milk_records');
    const res = await salvar({
      data: '2025-05-20',
      ordenha: 'Tarde',
      itens: [
        { id: uuidv7(), animalId: estrela, producao: 9 },
        { id: String(parto.id), animalId: mimosa, producao: 11 },
      ],
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as Erro).error.message).toBe('Identificador já usado.');
    expect(await linhas('SELECT count(*) AS n FROM milk_records')).toEqual(antes);
  });
});
