// milk_semanas, the weekly milk sums the lactation table reads (issue 26, item 4), are kept by triggers on
// milk_records: whatever path writes a milking, the sums equal a fresh GROUP BY over the milkings.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { lerCsv } from '../../../domain/csv/leitor.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { semanasDasVacas, somarOrdenhas } from '../../services/apontamentos/lactacoes.ts';
import { adminFixture, jsonComStatus } from '../../test/fixture.ts';
import { semanasGuardadasERecalculadas } from '../../test/milk-somas.ts';

const f = adminFixture();
let base: string;
let vacas: string[];

const resumoERecalculo = () => semanasGuardadasERecalculadas(f.t.database.client);

/** A row with its litres to the tenth, as typed. */
const decimo = (r: Record<string, unknown>) => ({ ...r, litros: Math.round(Number(r.litros) * 10) / 10 });

async function criarVaca(identificacao: string) {
  const res = await f.t.request('POST', `${base}/animais`, {
    cookie: f.admin,
    body: { identificacao, categoria: 'Vaca Leiteira', raca: 'Holandesa' },
  });
  return (await jsonComStatus<{ id: string }>(res, 201)).id;
}

beforeAll(async () => {
  base = `/api/farms/${f.farmId}`;
  vacas = [await criarVaca('701'), await criarVaca('702'), await criarVaca('703')];
});

describe('milk_semanas (the weekly sums the lactation table reads)', () => {
  it('equals a fresh GROUP BY after milkings, a batch, an edit to another day and cow, a delete and a CSV import', async () => {
    const [a, b, c] = vacas;
    const { client } = f.t.database;
    // single milkings: Thursday 2025-03-06 and Friday 2025-03-07 are in one calendar week (weeks start on Thursday)
    const primeira = uuidv7();
    for (const [id, animalId, data, ordenha, producao] of [
      [primeira, a, '2025-03-06', 'Manhã', 12.5],
      [uuidv7(), a, '2025-03-06', 'Tarde', 10.1],
      [uuidv7(), a, '2025-03-07', 'Manhã', 11.3],
      [uuidv7(), b, '2025-03-05', 'Manhã', 9.4],
    ] as const) {
      const res = await f.t.request('POST', `${base}/producao`, {
        cookie: f.admin,
        body: { id, animalId, data, ordenha, producao },
      });
      expect(res.status).toBe(201);
    }
    const semanaDe = (d: string) => Math.floor(Date.parse(d) / 86_400_000 / 7);
    const daVacaA = await client.execute({
      sql: 'SELECT litros, dias, primeiro, ultimo FROM milk_semanas WHERE animal_id = ? AND semana = ?',
      args: [a, semanaDe('2025-03-06')],
    });
    expect(daVacaA.rows.map(decimo)).toEqual([{ litros: 33.9, dias: 2, primeiro: '2025-03-06', ultimo: '2025-03-07' }]);

    // a batch of the three cows, twice over a week
    for (const data of ['2025-03-08', '2025-03-12']) {
      const res = await f.t.request('POST', `${base}/producao/lote`, {
        cookie: f.admin,
        body: {
          data,
          ordenha: 'Manhã',
          itens: vacas.map((animalId, i) => ({ id: uuidv7(), animalId, producao: 8 + i })),
        },
      });
      expect(res.status).toBe(200);
    }
    // an edit that moves the first milking to another cow, another day (another week) and another figure
    const put = await f.t.request('PUT', `${base}/producao/${primeira}`, {
      cookie: f.admin,
      body: { data: '2025-03-13', animalId: c, ordenha: 'Tarde', producao: 14 },
    });
    expect(put.status).toBe(200);
    const depois = await client.execute({
      sql: 'SELECT litros, dias FROM milk_semanas WHERE animal_id = ? AND semana = ?',
      args: [a, semanaDe('2025-03-06')],
    });
    // cow 701's week (Thursday 03-06 to Wednesday 03-12) lost the 12.5 L of Thursday: Thursday 10.1, Friday 11.3 and
    // the two batches' 8 each; the milking went to cow 703's next week
    expect(depois.rows.map(decimo)).toEqual([{ litros: 37.4, dias: 4 }]);

    // a delete: cow 702's only milking of 2025-03-05 takes her week away
    const [delaB] = (
      await client.execute({
        sql: `SELECT id FROM milk_records WHERE animal_id = ? AND data = '2025-03-05'`,
        args: [b],
      })
    ).rows;
    expect((await f.t.request('DELETE', `${base}/producao/${String(delaB.id)}`, { cookie: f.admin })).status).toBe(200);
    const semDiaB = await client.execute({
      sql: 'SELECT count(*) AS n FROM milk_semanas WHERE animal_id = ? AND semana = ?',
      args: [b, semanaDe('2025-03-05')],
    });
    expect(Number(semDiaB.rows[0].n)).toBe(0);

    // a CSV import by ear tag: new milkings, and one that updates a batch's figure
    const csv =
      'Data,Animal,Ordenha,Produção (L)\n2025-03-14,701,Manhã,10.5\n2025-03-14,702,Noite,"8,25"\n2025-03-12,703,Manhã,20\n';
    const { registros, separador } = lerCsv(csv);
    const imp = await f.t.request('POST', `${base}/csv/producao`, {
      cookie: f.admin,
      body: { registros, separador, simular: false },
    });
    expect(await jsonComStatus(imp)).toMatchObject({ gravado: true, novos: 2, atualizados: 1 });

    const { guardado, recalculado } = await resumoERecalculo();
    expect(recalculado.length).toBeGreaterThan(4);
    expect(guardado).toEqual(recalculado);
  });

  it("an edit or a delete that moves a week's first or last day, or empties it, adds and subtracts exactly (worked by hand)", async () => {
    const { client } = f.t.database;
    const vaca = await criarVaca('704');
    const semanaDe = (d: string) => Math.floor(Date.parse(d) / 86_400_000 / 7);
    // weeks run Thursday to Wednesday: A is 2025-03-06…03-12, B is 03-13…03-19
    const [A, B] = [semanaDe('2025-03-06'), semanaDe('2025-03-13')];
    const semanas = async () =>
      Object.fromEntries(
        (
          await client.execute({
            sql: 'SELECT semana, litros, dias, primeiro, ultimo FROM milk_semanas WHERE animal_id = ? ORDER BY semana',
            args: [vaca],
          })
        ).rows.map((r) => [r.semana === A ? 'A' : r.semana === B ? 'B' : String(r.semana), decimo(r)]),
      );
    const m = Array.from({ length: 4 }, () => uuidv7());
    const gravar = async (i: number, data: string, ordenha: string, producao: number, metodo: 'POST' | 'PUT') => {
      const res = await f.t.request(metodo, metodo === 'POST' ? `${base}/producao` : `${base}/producao/${m[i]}`, {
        cookie: f.admin,
        body: { ...(metodo === 'POST' ? { id: m[i] } : {}), animalId: vaca, data, ordenha, producao },
      });
      expect(res.status, await res.clone().text()).toBe(metodo === 'POST' ? 201 : 200);
    };
    const apagar = async (i: number) =>
      expect((await f.t.request('DELETE', `${base}/producao/${m[i]}`, { cookie: f.admin })).status).toBe(200);
    const semana = (litros: number, dias: number, primeiro: string, ultimo: string) => ({
      semana: expect.any(Number),
      litros,
      dias,
      primeiro,
      ultimo,
    });

    await gravar(0, '2025-03-06', 'Manhã', 10, 'POST');
    await gravar(1, '2025-03-08', 'Manhã', 11, 'POST');
    await gravar(2, '2025-03-08', 'Tarde', 12, 'POST');
    await gravar(3, '2025-03-12', 'Manhã', 13, 'POST');
    // 10 + 11 + 12 + 13 = 46 L on three days (06, 08 twice, 12)
    expect(await semanas()).toEqual({ A: semana(46, 3, '2025-03-06', '2025-03-12') });
    // a figure corrected, same day: 46 − 10 + 15 = 51 L, still three days
    await gravar(0, '2025-03-06', 'Manhã', 15, 'PUT');
    expect(await semanas()).toEqual({ A: semana(51, 3, '2025-03-06', '2025-03-12') });
    // the last day deleted: 51 − 13 = 38 L, two days, the week now ends on the 8th
    await apagar(3);
    expect(await semanas()).toEqual({ A: semana(38, 2, '2025-03-06', '2025-03-08') });
    // the first day moved within the week, to the 9th: the week starts on the 8th and ends on the 9th
    await gravar(0, '2025-03-09', 'Manhã', 15, 'PUT');
    expect(await semanas()).toEqual({ A: semana(38, 2, '2025-03-08', '2025-03-09') });
    // one of the 8th's two milkings deleted: 38 − 11 = 27 L, the 8th still counts (its Tarde remains)
    await apagar(1);
    expect(await semanas()).toEqual({ A: semana(27, 2, '2025-03-08', '2025-03-09') });
    // the 8th's other milking moved to the next week (Thursday 13th): A keeps the 9th's 15 L, B has 12 L
    await gravar(2, '2025-03-13', 'Tarde', 12, 'PUT');
    expect(await semanas()).toEqual({
      A: semana(15, 1, '2025-03-09', '2025-03-09'),
      B: semana(12, 1, '2025-03-13', '2025-03-13'),
    });
    // week A's only milking moved to the 14th: A goes, B has 27 L on two days
    await gravar(0, '2025-03-14', 'Noite', 15, 'PUT');
    expect(await semanas()).toEqual({ B: semana(27, 2, '2025-03-13', '2025-03-14') });
    // both deleted: nothing left of the cow
    await apagar(0);
    await apagar(2);
    expect(await semanas()).toEqual({});
    const { guardado, recalculado } = await resumoERecalculo();
    expect(guardado).toEqual(recalculado);
  });

  it('property: after any sequence of inserts, edits and deletes of milkings, the sums equal a fresh GROUP BY', async () => {
    const { client } = f.t.database;
    const outra = await f.t.createFarm('Fazenda Semanas');
    const daOutra = uuidv7();
    await client.execute({
      sql: `INSERT INTO animals (id, farm_id, identificacao, categoria) VALUES (?, ?, '1', 'Vaca Leiteira')`,
      args: [daOutra, outra],
    });
    const donos = [...vacas.map((id) => ({ farm: f.farmId, id })), { farm: outra, id: daOutra }];
    const ordenhas = ['Manhã', 'Tarde', 'Noite'];
    const fato = fc.record({
      vaca: fc.nat({ max: donos.length - 1 }),
      dia: fc.nat({ max: 20 }),
      ordenha: fc.nat({ max: 2 }),
      // tenths of a litre, as typed
      decilitros: fc.integer({ min: 0, max: 400 }),
    });
    const passo = fc.oneof(
      fc.record({ tipo: fc.constant('inserir' as const), fato }),
      fc.record({ tipo: fc.constant('editar' as const), qual: fc.nat(), fato }),
      fc.record({ tipo: fc.constant('apagar' as const), qual: fc.nat() }),
      // statements of many rows, whose triggers fire row by row on a table half written: a multi-row INSERT (as
      // inserirLinhas writes a batch), a cow's milkings moved to another cow (maybe of the other farm) and some days
      // on (maybe into another week), a day's milkings deleted
      fc.record({ tipo: fc.constant('varias' as const), fatos: fc.array(fato, { minLength: 2, maxLength: 5 }) }),
      fc.record({
        tipo: fc.constant('moverVaca' as const),
        de: fc.nat({ max: donos.length - 1 }),
        para: fc.nat({ max: donos.length - 1 }),
        dias: fc.integer({ min: -8, max: 8 }),
      }),
      fc.record({ tipo: fc.constant('apagarDia' as const), dia: fc.nat({ max: 20 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(passo, { maxLength: 25 }),
        fc.nat({ max: 20 }),
        fc.nat({ max: 20 }),
        async (passos, x, y) => {
          await client.execute('DELETE FROM milk_records');
          const ids: string[] = [];
          for (const p of passos) {
            if (p.tipo === 'apagar') {
              if (!ids.length) continue;
              await client.execute({ sql: 'DELETE FROM milk_records WHERE id = ?', args: [ids[p.qual % ids.length]] });
              continue;
            }
            if (p.tipo === 'varias') {
              const valores = p.fatos.flatMap((x) => {
                const id = uuidv7();
                ids.push(id);
                const dono = donos[x.vaca];
                return [id, dono.farm, dono.id, somarDias('2025-02-25', x.dia), ordenhas[x.ordenha], x.decilitros / 10];
              });
              await client.execute({
                sql: `INSERT OR IGNORE INTO milk_records (id, farm_id, animal_id, data, ordenha, producao) VALUES ${p.fatos.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')}`,
                args: valores,
              });
              continue;
            }
            if (p.tipo === 'moverVaca') {
              await client.execute({
                sql: `UPDATE OR IGNORE milk_records SET farm_id = ?, animal_id = ?, data = date(data, ? || ' days')
                  WHERE animal_id = ?`,
                args: [donos[p.para].farm, donos[p.para].id, p.dias, donos[p.de].id],
              });
              continue;
            }
            if (p.tipo === 'apagarDia') {
              await client.execute({
                sql: 'DELETE FROM milk_records WHERE data = ?',
                args: [somarDias('2025-02-25', p.dia)],
              });
              continue;
            }
            const { farm, id: animalId } = donos[p.fato.vaca];
            const valores = [farm, animalId, somarDias('2025-02-25', p.fato.dia), ordenhas[p.fato.ordenha]];
            const litros = p.fato.decilitros / 10;
            if (p.tipo === 'inserir') {
              const id = uuidv7();
              ids.push(id);
              await client.execute({
                sql: 'INSERT OR IGNORE INTO milk_records (id, farm_id, animal_id, data, ordenha, producao) VALUES (?, ?, ?, ?, ?, ?)',
                args: [id, ...valores, litros],
              });
            } else if (ids.length) {
              await client.execute({
                sql: 'UPDATE OR IGNORE milk_records SET farm_id = ?, animal_id = ?, data = ?, ordenha = ?, producao = ? WHERE id = ?',
                args: [...valores, litros, ids[p.qual % ids.length]],
              });
            }
          }
          const { guardado, recalculado } = await resumoERecalculo();
          expect(guardado).toEqual(recalculado);
          // the lactation table's read of any window (whole weeks from the sums, cut edges from the milkings) gives
          // the bare GROUP BY's weeks
          const [de, ate] = [somarDias('2025-02-25', Math.min(x, y)), somarDias('2025-02-25', Math.max(x, y))];
          const semanas = async (ler: typeof somarOrdenhas) =>
            (await ler(f.t.database.db, f.farmId, de, ate))
              .map((w) =>
                [w.animalId, Math.round(Number(w.litros) * 1e9) / 1e9, w.dias, w.primeiro, w.ultimo].join('|'),
              )
              .sort();
          expect(await semanas(semanasDasVacas)).toEqual(await semanas(somarOrdenhas));
        },
      ),
      { numRuns: 60 },
    );
  });
});
