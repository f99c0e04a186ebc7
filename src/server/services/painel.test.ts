/**
 * The desk's milk of a period (issue 27, item 6): read from the daily sums SQLite keeps (milk_dias), it equals the
 * bare GROUP BY over the milkings — litres by farm, and the months that have a milking — for any milkings and any
 * period (a year, a quarter, a month).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { lerPeriodo } from '../../domain/painel/periodo.ts';
import { adminFixture } from '../test/fixture.ts';
import { femeasComHistorico } from './apontamentos/status.ts';
import { femeasDasFazendas, litrosDoPeriodo } from './painel.ts';

const f = adminFixture();

describe('the desk reads the milk from the daily sums', () => {
  it('equals the GROUP BY over the milkings, whatever the milkings and the period (property)', async () => {
    const { client } = f.t.database;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 760 }), fc.integer({ min: 1, max: 400 }), fc.boolean()), {
          maxLength: 40,
        }),
        fc.constantFrom('2024', '2025', '2024-T1', '2025-T4', '2024-02', '2025-12', '2025-06'),
        async (ordenhas, texto) => {
          const farmId = uuidv7();
          await client.execute({
            sql: "INSERT INTO farms (id, name, location, size) VALUES (?, 'P', 'X', 1)",
            args: [farmId],
          });
          const vaca = uuidv7();
          await client.execute({
            sql: "INSERT INTO animals (id, farm_id, identificacao, categoria, sexo) VALUES (?, ?, 'V', 'Vaca Leiteira', 'F')",
            args: [vaca, farmId],
          });
          const vistos = new Set<string>();
          for (const [dia, decilitros, tarde] of ordenhas) {
            const data = somarDias('2023-12-01', dia);
            const chave = `${data}|${tarde}`;
            if (vistos.has(chave)) continue;
            vistos.add(chave);
            await client.execute({
              sql: 'INSERT INTO milk_records (id, farm_id, animal_id, data, ordenha, producao) VALUES (?, ?, ?, ?, ?, ?)',
              args: [uuidv7(), farmId, vaca, data, tarde ? 'Tarde' : 'Manhã', decilitros / 10],
            });
          }
          const p = lerPeriodo(texto);
          if (!p) throw new Error(texto);
          const lido = (await litrosDoPeriodo(f.t.database.db, [farmId], p)).get(farmId) ?? { litros: 0, meses: [] };
          const cru = (
            await client.execute({
              sql: `select substr(data, 1, 7) as mes, sum(producao) as litros from milk_records
                    where farm_id = ? and data between ? and ? group by 1`,
              args: [farmId, p.inicio, p.fim],
            })
          ).rows as unknown as { mes: string; litros: number }[];
          const total = (rows: readonly { litros: unknown }[]) => rows.reduce((s, r) => s + Number(r.litros), 0);
          expect(lido.litros).toBeCloseTo(total(cru), 6);
          expect([...lido.meses].sort()).toEqual(cru.map((r) => String(r.mes)).sort());
        },
      ),
      // and a week across two months (Thu 29/02/2024 – Wed 06/03/2024) milked on both sides
      {
        numRuns: 25,
        examples: [
          [
            [
              [90, 5, false],
              [92, 5, false],
            ],
            '2024',
          ],
        ],
      },
    );
  }, 120_000);
});

describe("the desk reads every farm's herd at once", () => {
  it('gives each farm the females, events (date order, same-day ties by creation) and exits its own screens read', async () => {
    const { client, db } = f.t.database;
    const fazendas: string[] = [];
    for (const [n, nome] of ['Rebanho A', 'Rebanho B'].entries()) {
      const farmId = uuidv7();
      fazendas.push(farmId);
      await client.execute({
        sql: "INSERT INTO farms (id, name, location, size) VALUES (?, ?, 'X', 1)",
        args: [farmId, nome],
      });
      for (let v = 0; v < 3; v++) {
        const id = uuidv7();
        await client.execute({
          sql: `INSERT INTO animals (id, farm_id, identificacao, categoria, sexo, situacao, raca, data_nascimento)
                VALUES (?, ?, ?, 'Vaca Leiteira', 'F', ?, 'Jersey', '2019-05-0${v + 1}')`,
          args: [id, farmId, `V${v}`, v === 2 && n === 1 ? 'vendido' : 'ativo'],
        });
        // inserted newest first, two on one day: the read orders them by date, then by creation
        for (const [i, [data, evento, resultado]] of [
          ['2024-09-01', 'Diagnóstico', 'positivo'],
          ['2024-07-01', 'Inseminação', null],
          ['2024-07-01', 'Secagem', null],
          ['2023-11-10', 'Parto', null],
        ].entries()) {
          await client.execute({
            sql: `INSERT INTO reproduction_events (id, farm_id, animal_id, data, evento, resultado, created_at)
                  VALUES (?, ?, ?, ?, ?, ?, ?)`,
            args: [uuidv7(), farmId, id, data, evento, resultado, `2025-01-01T00:00:0${9 - i}.000Z`],
          });
        }
      }
      await client.execute({
        sql: "INSERT INTO animals (id, farm_id, identificacao, categoria, sexo) VALUES (?, ?, 'T', 'Touro', 'M')",
        args: [uuidv7(), farmId],
      });
    }
    const lidas = await femeasDasFazendas(db, fazendas);
    for (const farmId of fazendas) {
      const comoNaFazenda = (await femeasComHistorico(db, farmId)).map((v) => ({
        raca: v.raca,
        dataNascimento: v.dataNascimento,
        eventos: v.eventos,
        saida: v.saida,
      }));
      const ordem = (xs: { dataNascimento: string | null }[]) =>
        [...xs].sort((a, b) => String(a.dataNascimento).localeCompare(String(b.dataNascimento)));
      expect(ordem(lidas.get(farmId) ?? [])).toEqual(ordem(comoNaFazenda));
      expect(comoNaFazenda).toHaveLength(3);
    }
    expect(lidas.get(fazendas[1])?.some((v) => v.saida)).toBe(true);
    expect(lidas.get(fazendas[0])?.[0].eventos.map((e) => e.evento)).toEqual([
      'Parto',
      'Secagem',
      'Inseminação',
      'Diagnóstico',
    ]);
  });
});
