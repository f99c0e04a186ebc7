// The desk's Sanidade columns (issue 39 item 7): clinical mastitis per 100 cows in milk and the milk discarded, per
// farm, read for all the farms at once — the same litres the farm's own figures give (leiteDaFazenda), 'sem dados'
// (null) on a farm that records no health event. A real libSQL file (adminFixture); writes through the kernel.
import { beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { producaoSchema, reproducaoSchema } from '../../domain/apontamentos/schemas.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { lerPeriodo } from '../../domain/painel/periodo.ts';
import { incidenciaDeMastite } from '../../domain/sanidade/mastite.ts';
import { eventoSanitarioSchema, medicamentoSchema } from '../../domain/sanidade/schemas.ts';
import type { Db } from '../db/client.ts';
import { adminFixture } from '../test/fixture.ts';
import { criarApontamento } from './apontamentos/crud.ts';
import { criarAnimal } from './apontamentos/rebanho.ts';
import { fazendasDaInstalacao, painelDoPeriodo } from './painel.ts';
import { leiteDaFazenda } from './sanidade/estado.ts';
import { eventosSanitariosCrud, medicamentosCrud } from './sanidade/recursos.ts';

const f = adminFixture({ fazenda: 'Fazenda A' });
let db: Db;
let outra: string;
const ator = (farmId: string) => ({ userId: null, farmId, hoje: '2026-12-01' });

/** Two cows calved on 01/09/2026, milked 10 L morning and afternoon from 01/11 to 10/11. */
async function rebanhoOrdenhado(farmId: string) {
  const vacas = [];
  for (const identificacao of ['V1', 'V2']) {
    const { row } = await criarAnimal(db, ator(farmId), {
      identificacao,
      nome: '',
      categoria: 'Vaca Leiteira',
      raca: 'Holandesa',
      sexo: 'F',
      situacao: 'ativo',
      dataNascimento: '2023-01-10',
    } as never);
    vacas.push(row.id);
    await criarApontamento(
      db,
      ator(farmId),
      'reproduction_events',
      reproducaoSchema.parse({ animalId: row.id, data: '2026-09-01', evento: 'Parto' }),
    );
    for (let d = 0; d < 10; d++)
      for (const ordenha of ['Manhã', 'Tarde'])
        await criarApontamento(
          db,
          ator(farmId),
          'milk_records',
          producaoSchema.parse({
            id: uuidv7(),
            animalId: row.id,
            data: somarDias('2026-11-01', d),
            ordenha,
            producao: 10,
          }),
        );
  }
  return vacas;
}

beforeAll(async () => {
  db = f.t.database.db;
  const [v1, v2] = await rebanhoOrdenhado(f.farmId);
  outra = await f.t.createFarm('Fazenda B');
  await rebanhoOrdenhado(outra);
  const med = medicamentoSchema.parse({
    nome: 'Intramamário X',
    carenciaLeite: 2,
    carenciaCarneDias: 3,
    unidade: 'bisnaga',
  });
  const { id: _i, updatedAt: _u, ...m } = med;
  const medicamento = (await medicamentosCrud.create(db, ator(f.farmId), uuidv7(), m)).row.id;
  const evento = async (body: Record<string, unknown>) => {
    const { id: _e, updatedAt: _v, ...values } = eventoSanitarioSchema.parse(body);
    await eventosSanitariosCrud.create(db, ator(f.farmId), uuidv7(), values);
  };
  // V1: a clinical case on 03/11 treated two days; V2: a case on 07/11, not treated
  await evento({ data: '2026-11-03', animalId: v1, tipo: 'Mastite clínica', quartos: 'AE', grau: 2 });
  await evento({
    data: '2026-11-03',
    animalId: v1,
    tipo: 'Tratamento',
    motivo: 'Mastite clínica',
    medicamentoId: medicamento,
    dose: 1,
    dias: 2,
  });
  await evento({ data: '2026-11-07', animalId: v2, tipo: 'Mastite clínica', quartos: 'PD', grau: 1 });
});

describe("the desk's Sanidade columns", () => {
  it("mastitis per 100 cows in milk and the milk discarded, as the farm's own figures; sem dados where none is recorded", async () => {
    const periodo = lerPeriodo('2026-11');
    if (!periodo) throw new Error('período');
    const painel = await painelDoPeriodo(db, await fazendasDaInstalacao(db), periodo);
    const linha = (id: string) => painel.linhas.find((l) => l.farmId === id)?.figuras;
    const a = linha(f.farmId);
    // 2 cases; 2 cows in milk every day of November: 2 ÷ 2 × 100 = 100 cases per 100 cows in milk
    expect(a?.mastiteClinica?.valor).toBe(100);
    expect(a?.mastiteClinica?.valor).toBe(incidenciaDeMastite(2, 2));
    // V1's withdrawal: 03/11 morning to 06/11 morning (the last dose 04/11 morning + 2 days × 2 milkings):
    // 7 milkings × 10 L = 70 L of the 400 L produced (2 cows × 10 days × 2 × 10 L) = 17,5 %
    const { meses } = await leiteDaFazenda(db, f.farmId, periodo.inicio, periodo.fim);
    const daFazenda = meses.reduce((s, m) => s + m.descartado, 0);
    expect(a?.leiteDescartado?.valor).toBe(daFazenda);
    expect(a?.leiteDescartado?.valor).toBe(70);
    expect(a?.percentualDescartado?.valor).toBe(17.5);
    // a farm that records no health event: not measured, never 0
    const b = linha(outra);
    expect(b?.mastiteClinica?.valor).toBeNull();
    expect(b?.leiteDescartado?.valor).toBeNull();
    expect(b?.percentualDescartado?.valor).toBeNull();
    expect(b?.litrosDia?.valor).not.toBeNull();
  });

  it('a month before the farm recorded any health event is not measured either', async () => {
    const periodo = lerPeriodo('2026-10');
    if (!periodo) throw new Error('período');
    const painel = await painelDoPeriodo(db, await fazendasDaInstalacao(db), periodo);
    const a = painel.linhas.find((l) => l.farmId === f.farmId)?.figuras;
    expect(a?.mastiteClinica?.valor).toBeNull();
    expect(a?.leiteDescartado?.valor).toBeNull();
  });
});
