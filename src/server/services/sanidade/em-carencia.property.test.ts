// 'Em carência hoje' and the parlour's marks read only the doses and calvings whose window can reach the day
// (`dosesDaFazenda(…, alcance)`: health_events from `dia − (60 − 1 + the farm's longest withdrawal)` on, by its
// (farm_id, data) index). Property: over random histories written to a real libSQL file, the narrowed reads answer
// exactly what the whole history gives (the code before the narrowing, kept here as the reference).

import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { ORDENHAS } from '../../../domain/apontamentos/schemas.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { cobre, estadoDaCarne, estadoDoLeite } from '../../../domain/sanidade/carencia.ts';
import { DIAS_DE_TRATAMENTO_MAX } from '../../../domain/sanidade/schemas.ts';
import type { Db } from '../../db/client.ts';
import { animaisDoRebanho, eventosReprodutivos } from '../../db/schema/apontamentos.ts';
import { fazendas } from '../../db/schema/platform.ts';
import { eventosSanitarios, medicamentos } from '../../db/schema/sanidade.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { descartesDaOrdenha, emCarencia, janelasDaFazenda } from './estado.ts';

const HOJE = '2026-12-01';
let t: TestContext;
let db: Db;
let farmId: string;
const vacas: { id: string; identificacao: string; nome: string }[] = [];

/** emCarencia as it was: every window of the farm's whole history. */
async function emCarenciaAntes(dia: string) {
  const j = await janelasDaFazenda(db, farmId);
  return vacas.flatMap((a) => {
    const leite = estadoDoLeite(j.leite.get(a.id), dia, j.parametros.ordenhasPorDia);
    const carne = estadoDaCarne(j.carne.get(a.id), dia);
    return leite || carne ? [{ animalId: a.id, identificacao: a.identificacao, nome: a.nome, leite, carne }] : [];
  });
}

/** descartesDaOrdenha as it was. */
async function descartesAntes(data: string, ordenha: (typeof ORDENHAS)[number]) {
  const j = await janelasDaFazenda(db, farmId);
  const out = new Map<string, unknown>();
  for (const [animalId, janelas] of j.leite) {
    if (!janelas.some((x) => cobre(x, { data, ordenha }))) continue;
    const e = estadoDoLeite(janelas, data, j.parametros.ordenhasPorDia);
    if (e) out.set(animalId, e);
  }
  return out;
}

beforeAll(async () => {
  t = await createTestContext();
  db = t.database.db;
  farmId = await t.sampleFarmId();
  for (let i = 0; i < 5; i++) vacas.push({ id: uuidv7(), identificacao: `P${i}`, nome: '' });
  await db
    .insert(animaisDoRebanho)
    .values(vacas.map((v) => ({ ...v, farmId, categoria: 'Vaca Leiteira', dataNascimento: '2020-01-01' })));
});

afterAll(() => t?.close());

const remedio = fc.record({
  carenciaLeite: fc.option(fc.integer({ min: 0, max: 12 })),
  carenciaLeiteUnidade: fc.constantFrom('dias' as const, 'ordenhas' as const),
  carenciaCarneDias: fc.option(fc.integer({ min: 0, max: 40 })),
});
const historia = fc.record({
  remedios: fc.array(remedio, { minLength: 1, maxLength: 3 }),
  doses: fc.array(
    fc.record({
      vaca: fc.nat(4),
      remedio: fc.nat(2),
      diasAtras: fc.integer({ min: -5, max: 200 }),
      dias: fc.integer({ min: 1, max: DIAS_DE_TRATAMENTO_MAX }),
    }),
    { maxLength: 14 },
  ),
  partos: fc.array(fc.record({ vaca: fc.nat(4), diasAtras: fc.integer({ min: 0, max: 40 }) }), { maxLength: 5 }),
  diasColostro: fc.option(fc.integer({ min: 1, max: 8 })),
  ordenhasPorDia: fc.constantFrom(1, 2, 3),
  dia: fc.integer({ min: -20, max: 30 }),
  ordenha: fc.nat(2),
});

describe("'em carência hoje' read from the doses that can reach the day", () => {
  it('answers what the whole history answers, for any history, day and milking (property)', async () => {
    await fc.assert(
      fc.asyncProperty(historia, async (h) => {
        await db.delete(eventosSanitarios).where(eq(eventosSanitarios.farmId, farmId));
        await db.delete(eventosReprodutivos).where(eq(eventosReprodutivos.farmId, farmId));
        await db.delete(medicamentos).where(eq(medicamentos.farmId, farmId));
        await db
          .update(fazendas)
          .set({ diasColostro: h.diasColostro, ordenhasPorDia: h.ordenhasPorDia })
          .where(eq(fazendas.id, farmId));
        const ids = h.remedios.map(() => uuidv7());
        await db
          .insert(medicamentos)
          .values(h.remedios.map((r, i) => ({ ...r, id: ids[i], farmId, nome: `Remédio ${i}`, unidade: 'mL' })));
        if (h.doses.length)
          await db.insert(eventosSanitarios).values(
            h.doses.map((d) => ({
              id: uuidv7(),
              farmId,
              animalId: vacas[d.vaca].id,
              data: somarDias(HOJE, -d.diasAtras),
              tipo: 'Tratamento' as const,
              motivo: 'Mastite clínica' as const,
              medicamentoId: ids[d.remedio % ids.length],
              dose: 1,
              dias: d.dias,
            })),
          );
        if (h.partos.length)
          await db.insert(eventosReprodutivos).values(
            h.partos.map((p) => ({
              id: uuidv7(),
              farmId,
              animalId: vacas[p.vaca].id,
              data: somarDias(HOJE, -p.diasAtras),
              evento: 'Parto' as const,
            })),
          );
        const dia = somarDias(HOJE, h.dia);
        expect(await emCarencia(db, farmId, dia)).toEqual(await emCarenciaAntes(dia));
        const ordenha = ORDENHAS[Math.min(h.ordenha, h.ordenhasPorDia - 1)];
        expect(await descartesDaOrdenha(db, farmId, dia, ordenha)).toEqual(await descartesAntes(dia, ordenha));
      }),
      { numRuns: 30 },
    );
  });
});
