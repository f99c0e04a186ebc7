// The 30-day chart's 'vacas em lactação' (quantasLactantes) reads each female's events from her last calving on only;
// it must count exactly the cows the herd's screens show in milk (vacasLactantes: statusDoAnimal over the whole
// history) for any herd — calvings, dry-offs and other events in any order, same-day ties decided by creation order,
// cows that left the herd — and any day.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { adminFixture } from '../../test/fixture.ts';
import { quantasLactantes, vacasLactantes } from './status.ts';

const f = adminFixture();
const INICIO = '2024-01-01';
const EVENTOS = ['Parto', 'Secagem', 'Inseminação', 'Aborto', 'Parto', 'Secagem'] as const;

const vaca = fc.record({
  situacao: fc.constantFrom('ativo', 'ativo', 'vendido', 'morto'),
  eventos: fc.array(fc.record({ dia: fc.nat({ max: 40 }), tipo: fc.nat({ max: EVENTOS.length - 1 }) }), {
    maxLength: 6,
  }),
});

describe('quantasLactantes (the 30-day chart)', () => {
  it('property: counts the cows vacasLactantes lists, for any herd and day', async () => {
    const { client } = f.t.database;
    await fc.assert(
      fc.asyncProperty(fc.array(vaca, { minLength: 1, maxLength: 5 }), async (vacas) => {
        await client.execute({ sql: 'DELETE FROM reproduction_events WHERE farm_id = ?', args: [f.farmId] });
        await client.execute({ sql: 'DELETE FROM animals WHERE farm_id = ?', args: [f.farmId] });
        let criado = 0;
        for (const [i, v] of vacas.entries()) {
          const id = uuidv7();
          await client.execute({
            sql: `INSERT INTO animals (id, farm_id, identificacao, categoria, raca, sexo, situacao)
                  VALUES (?, ?, ?, 'Vaca Leiteira', 'Holandesa', 'F', ?)`,
            args: [id, f.farmId, String(100 + i), v.situacao],
          });
          // days 0…40 (a few days apart: same-day events are frequent), created in the order generated
          for (const e of v.eventos)
            await client.execute({
              sql: `INSERT INTO reproduction_events (id, farm_id, animal_id, data, evento, created_at)
                    VALUES (?, ?, ?, ?, ?, ?)`,
              args: [
                uuidv7(),
                f.farmId,
                id,
                somarDias(INICIO, e.dia * 3),
                EVENTOS[e.tipo],
                `2025-01-01T00:00:${String(criado++).padStart(2, '0')}.000Z`,
              ],
            });
        }
        for (const n of [0, 1, 15, 30, 45, 60, 90, 121, 200]) {
          const dia = somarDias(INICIO, n);
          expect(await quantasLactantes(f.t.database.db, f.farmId, dia)).toBe(
            (await vacasLactantes(f.t.database.db, f.farmId, dia)).length,
          );
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
