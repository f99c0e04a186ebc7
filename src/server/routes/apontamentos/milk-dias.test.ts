// milk_dias, each farm's milk per day that the farms' desk reads (issue 27, item 6), is kept by triggers on
// milk_records: whatever path writes a milking — a single entry, its edit and deletion, the batch save, a CSV import,
// a farm import that replaces the farm with an older export (bringing deleted milkings back), a bare SQL move to
// another farm — the table equals a fresh GROUP BY over the milkings (to 1e-9 L: the triggers add and subtract),
// and so does the desk's read of it (the assessment's litres by month are the same read), now from milk_meses, the
// monthly sums kept from milk_dias by triggers (issue 40 item 1), which equal a fresh GROUP BY by month too; and so
// does milk_semanas, each cow's weekly sums, kept by triggers that add and subtract since issue 40 item 2.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { lerCsv } from '../../../domain/csv/leitor.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { lerPeriodo } from '../../../domain/painel/periodo.ts';
import { exportarFazenda, importarFazenda } from '../../services/mover-fazenda.ts';
import { leiteDoPeriodo } from '../../services/painel.ts';
import { adminFixture } from '../../test/fixture.ts';
import { semanasGuardadasERecalculadas } from '../../test/milk-somas.ts';

const f = adminFixture();
const ORDENHAS = ['Manhã', 'Tarde', 'Noite'] as const;
const INICIO = '2025-02-25';
let outra: string;
/** The cows: three of the fixture's farm (ear tags 801–803), one of another farm. */
let vacas: { farm: string; id: string; brinco: string }[];

/** The daily sums as stored, and as a fresh GROUP BY over milk_records computes them; litres to 1e-9. */
async function guardadoERecalculado() {
  const { client } = f.t.database;
  const linhas = async (sql: string) =>
    (await client.execute(sql)).rows.map((r) =>
      [r.farm_id, r.data, Math.round(Number(r.litros) * 1e9) / 1e9].join('|'),
    );
  return {
    guardado: await linhas('SELECT farm_id, data, litros FROM milk_dias ORDER BY farm_id, data'),
    recalculado: await linhas(`
      SELECT farm_id, data, sum(producao) AS litros FROM milk_records GROUP BY farm_id, data ORDER BY farm_id, data`),
  };
}

/** The monthly sums as stored (milk_meses), and as a fresh GROUP BY over milk_records computes them; to 1e-9 L. */
async function mesesGuardadosERecalculados() {
  const { client } = f.t.database;
  const linhas = async (sql: string) =>
    (await client.execute(sql)).rows.map((r) => [r.farm_id, r.mes, Math.round(Number(r.litros) * 1e9) / 1e9].join('|'));
  return {
    guardado: await linhas('SELECT farm_id, mes, litros FROM milk_meses ORDER BY farm_id, mes'),
    recalculado: await linhas(`SELECT farm_id, substr(data, 1, 7) AS mes, sum(producao) AS litros FROM milk_records
      GROUP BY 1, 2 ORDER BY 1, 2`),
  };
}

beforeAll(async () => {
  const { client } = f.t.database;
  outra = await f.t.createFarm('Fazenda Dias');
  vacas = [];
  for (const [farm, brinco] of [
    [f.farmId, '801'],
    [f.farmId, '802'],
    [f.farmId, '803'],
    [outra, '1'],
  ]) {
    const id = uuidv7();
    await client.execute({
      sql: `INSERT INTO animals (id, farm_id, identificacao, categoria, sexo) VALUES (?, ?, ?, 'Vaca Leiteira', 'F')`,
      args: [id, farm, brinco],
    });
    vacas.push({ farm, id, brinco });
  }
});

const fato = fc.record({
  vaca: fc.nat({ max: 3 }),
  dia: fc.nat({ max: 12 }),
  ordenha: fc.nat({ max: 2 }),
  // tenths of a litre, as typed
  decilitros: fc.integer({ min: 0, max: 400 }),
});
const passo = fc.oneof(
  fc.record({ tipo: fc.constant('inserir' as const), fato }),
  fc.record({ tipo: fc.constant('editar' as const), qual: fc.nat(), fato }),
  fc.record({ tipo: fc.constant('apagar' as const), qual: fc.nat() }),
  fc.record({
    tipo: fc.constant('lote' as const),
    dia: fc.nat({ max: 12 }),
    ordenha: fc.nat({ max: 2 }),
    decilitros: fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 3, maxLength: 3 }),
  }),
  fc.record({ tipo: fc.constant('csv' as const), fatos: fc.array(fato, { minLength: 1, maxLength: 3 }) }),
  fc.record({ tipo: fc.constant('exportar' as const) }),
  fc.record({ tipo: fc.constant('importar' as const) }),
  fc.record({ tipo: fc.constant('mover' as const), qual: fc.nat(), fato }),
);

describe('milk_dias (the daily sums the farms desk reads)', () => {
  it('property: after any sequence of writes by every path, it equals a fresh GROUP BY over the milkings', async () => {
    const { client, db } = f.t.database;
    const dia = (n: number) => somarDias(INICIO, n);
    const base = (farm: string) => `/api/farms/${farm}`;
    const semErroDoServidor = (res: Response) => expect(res.status).toBeLessThan(500);
    const ids = async () =>
      (await client.execute('SELECT id, farm_id FROM milk_records ORDER BY id')).rows.map((r) => ({
        id: String(r.id),
        farm: String(r.farm_id),
      }));
    await fc.assert(
      fc.asyncProperty(fc.array(passo, { minLength: 1, maxLength: 10 }), async (passos) => {
        await client.execute('DELETE FROM milk_records');
        let exportada: Buffer | undefined;
        for (const p of passos) {
          if (p.tipo === 'inserir') {
            const v = vacas[p.fato.vaca];
            const res = await f.t.request('POST', `${base(v.farm)}/producao`, {
              cookie: f.admin,
              body: {
                id: uuidv7(),
                animalId: v.id,
                data: dia(p.fato.dia),
                ordenha: ORDENHAS[p.fato.ordenha],
                producao: p.fato.decilitros / 10,
              },
            });
            semErroDoServidor(res);
          } else if (p.tipo === 'editar' || p.tipo === 'apagar') {
            const todas = await ids();
            if (!todas.length) continue;
            const alvo = todas[p.qual % todas.length];
            if (p.tipo === 'apagar') {
              semErroDoServidor(
                await f.t.request('DELETE', `${base(alvo.farm)}/producao/${alvo.id}`, { cookie: f.admin }),
              );
              continue;
            }
            // an edit moves the milking to another cow of its farm, another day, another milking and figure
            const daFazenda = vacas.filter((v) => v.farm === alvo.farm);
            const v = daFazenda[p.fato.vaca % daFazenda.length];
            const res = await f.t.request('PUT', `${base(alvo.farm)}/producao/${alvo.id}`, {
              cookie: f.admin,
              body: {
                animalId: v.id,
                data: dia(p.fato.dia),
                ordenha: ORDENHAS[p.fato.ordenha],
                producao: p.fato.decilitros / 10,
              },
            });
            semErroDoServidor(res);
          } else if (p.tipo === 'lote') {
            // the batch screen's save: the farm's three cows, a stored milking corrected by its own id
            const data = dia(p.dia);
            const ordenha = ORDENHAS[p.ordenha];
            const itens = [];
            for (const [i, v] of vacas.slice(0, 3).entries()) {
              const ja = await client.execute({
                sql: 'SELECT id FROM milk_records WHERE animal_id = ? AND data = ? AND ordenha = ?',
                args: [v.id, data, ordenha],
              });
              itens.push({
                id: ja.rows[0] ? String(ja.rows[0].id) : uuidv7(),
                animalId: v.id,
                producao: p.decilitros[i] / 10,
              });
            }
            const res = await f.t.request('POST', `${base(f.farmId)}/producao/lote`, {
              cookie: f.admin,
              body: { data, ordenha, itens },
            });
            expect(res.status, await res.clone().text()).toBe(200);
          } else if (p.tipo === 'csv') {
            // by ear tag, on the fixture's farm: a new milking or an update of the stored one (the natural key)
            const linhas = p.fatos.map((x) => {
              const v = vacas[x.vaca % 3];
              return `${dia(x.dia)},${v.brinco},${ORDENHAS[x.ordenha]},"${String(x.decilitros / 10).replace('.', ',')}"`;
            });
            const unicas = [...new Map(linhas.map((l) => [l.split(',').slice(0, 3).join(','), l])).values()];
            const { registros, separador } = lerCsv(`Data,Animal,Ordenha,Produção (L)\n${unicas.join('\n')}\n`);
            const res = await f.t.request('POST', `${base(f.farmId)}/csv/producao`, {
              cookie: f.admin,
              body: { registros, separador, simular: false },
            });
            expect(res.status, await res.clone().text()).toBe(200);
          } else if (p.tipo === 'exportar') {
            exportada = (await exportarFazenda(client, f.farmId)).zip;
          } else if (p.tipo === 'importar') {
            // `fazenda importar --substituir` of the last export: the farm's milkings since are deleted, the ones
            // deleted since come back. A milking of the export that the bare move below took to the other farm keeps
            // its id there (ids are unique across farms): the import is then refused whole and changes nothing, and
            // the sums are checked after it all the same (fast-check found it: seed -1893430882).
            if (exportada) {
              const recusa = await importarFazenda(client, exportada, { substituir: true }).then(
                () => null,
                (e: unknown) => e,
              );
              if (recusa)
                expect(recusa).toMatchObject({ status: 409, message: expect.stringContaining('nada foi alterado') });
            }
          } else {
            // a bare write that moves a milking to the other farm's cow (no screen does it; the trigger still holds)
            const todas = await ids();
            if (!todas.length) continue;
            const v = vacas[p.fato.vaca];
            await client.execute({
              sql: 'UPDATE OR IGNORE milk_records SET farm_id = ?, animal_id = ?, data = ? WHERE id = ?',
              args: [v.farm, v.id, dia(p.fato.dia), todas[p.qual % todas.length].id],
            });
          }
        }
        const { guardado, recalculado } = await guardadoERecalculado();
        expect(guardado).toEqual(recalculado);
        // milk_meses (kept from milk_dias by its own triggers): each farm's month, as a fresh GROUP BY computes it
        const meses = await mesesGuardadosERecalculados();
        expect(meses.guardado).toEqual(meses.recalculado);
        // milk_semanas (the lactation table's weekly sums, kept by their own triggers on milk_records) by every path too
        const semanas = await semanasGuardadasERecalculadas(client);
        expect(semanas.guardado).toEqual(semanas.recalculado);
        // the desk's month sums and the bare GROUP BY agree
        const periodo = lerPeriodo('2025');
        if (!periodo) throw new Error('período');
        const mesa = (await leiteDoPeriodo(db, [f.farmId, outra], periodo))
          .map((r) => `${r.farmId}|${r.mes}|${Math.round(r.litros * 1e9) / 1e9}`)
          .sort();
        const cru = (
          await client.execute(`SELECT farm_id, substr(data, 1, 7) AS mes, sum(producao) AS litros FROM milk_records
            GROUP BY 1, 2`)
        ).rows
          .map((r) => `${r.farm_id}|${r.mes}|${Math.round(Number(r.litros) * 1e9) / 1e9}`)
          .sort();
        expect(mesa).toEqual(cru);
      }),
      { numRuns: 30 },
    );
  }, 180_000);
});
