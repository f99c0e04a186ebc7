// milk_semanas, the weekly milk sums the lactation table reads (issue 26, item 4), are kept by triggers on
// milk_records: whatever path writes a milking, the sums equal a fresh GROUP BY over the milkings.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { lerCsv } from '../../../domain/csv/leitor.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { semanasDasVacas, somarOrdenhas } from '../../services/apontamentos/lactacoes.ts';
import { adminFixture, jsonComStatus } from '../../test/fixture.ts';

const f = adminFixture();
let base: string;
let vacas: string[];

/** The summary as stored, and as a fresh GROUP BY over milk_records computes it; litres to 1e-9. */
async function resumoERecalculo() {
  const { client } = f.t.database;
  const linhas = (sql: string) =>
    client
      .execute(sql)
      .then((rs) =>
        rs.rows.map((r) =>
          [
            r.farm_id,
            r.semana,
            r.animal_id,
            Math.round(Number(r.litros) * 1e9) / 1e9,
            r.dias,
            r.primeiro,
            r.ultimo,
          ].join('|'),
        ),
      );
  const guardado = await linhas('SELECT * FROM milk_semanas ORDER BY farm_id, semana, animal_id');
  const recalculado = await linhas(`
    SELECT farm_id, cast(unixepoch(data) / 86400 / 7 AS integer) AS semana, animal_id, sum(litros) AS litros,
      count(*) AS dias, min(data) AS primeiro, max(data) AS ultimo
    FROM (SELECT farm_id, animal_id, data, sum(producao) AS litros FROM milk_records GROUP BY farm_id, animal_id, data)
    GROUP BY farm_id, semana, animal_id
    ORDER BY farm_id, semana, animal_id`);
  return { guardado, recalculado };
}

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
      { numRuns: 40 },
    );
  });
});
