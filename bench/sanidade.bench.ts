// Sanidade's herd state (issue 39): 300 cows with a year of treatments (four dose courses a cow, ~1,200 health
// events) and their calvings in a temporary libSQL file; the herd's withdrawal list ('em carência hoje', `emCarencia`)
// and the parlour's marks for one milking (`descartesDaOrdenha`) timed beside the bare query they read (the dose
// courses joined to their medicines). The median of 7 runs after a first (cold) one. Prints figures; asserts nothing.
//   node --import tsx bench/sanidade.bench.ts
import { eq } from 'drizzle-orm';
import { somarDias } from '../src/domain/apontamentos/dates.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { animaisDoRebanho, eventosReprodutivos } from '../src/server/db/schema/apontamentos.ts';
import { fazendas } from '../src/server/db/schema/platform.ts';
import { eventosSanitarios, medicamentos } from '../src/server/db/schema/sanidade.ts';
import { descartesDaOrdenha, dosesDaFazenda, emCarencia } from '../src/server/services/sanidade/estado.ts';
import { createTestContext } from '../src/server/test/harness.ts';

const VACAS = 300;
const HOJE = '2026-12-01';
const RUNS = 7;

async function mediana(fn: () => Promise<unknown>) {
  const tempos: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const t0 = performance.now();
    await fn();
    tempos.push(performance.now() - t0);
  }
  const [primeira, ...resto] = tempos;
  resto.sort((a, b) => a - b);
  return { primeira: primeira.toFixed(1), mediana: resto[Math.floor(resto.length / 2)].toFixed(1) };
}

const t = await createTestContext();
try {
  const db = t.database.db;
  const farmId = await t.sampleFarmId();
  await db.update(fazendas).set({ diasColostro: 4 }).where(eq(fazendas.id, farmId));
  const remedios = [
    {
      id: uuidv7(),
      farmId,
      nome: 'Bench intramamário',
      carenciaLeite: 8,
      carenciaLeiteUnidade: 'ordenhas' as const,
      carenciaCarneDias: 4,
      unidade: 'bisnaga',
    },
    {
      id: uuidv7(),
      farmId,
      nome: 'Bench injetável',
      carenciaLeite: 4,
      carenciaLeiteUnidade: 'dias' as const,
      carenciaCarneDias: 28,
      unidade: 'mL',
    },
  ];
  await db.insert(medicamentos).values(remedios);
  const animais = Array.from({ length: VACAS }, (_, i) => ({
    id: uuidv7(),
    farmId,
    identificacao: `B${1000 + i}`,
    categoria: 'Vaca Leiteira',
    dataNascimento: '2020-01-01',
  }));
  await db.insert(animaisDoRebanho).values(animais);
  const eventos = animais.flatMap((a, i) =>
    [0, 1, 2, 3].map((k) => ({
      id: uuidv7(),
      farmId,
      animalId: a.id,
      data: somarDias(HOJE, -((i * 7 + k * 91) % 365)),
      tipo: 'Tratamento' as const,
      motivo: 'Mastite clínica' as const,
      medicamentoId: remedios[(i + k) % 2].id,
      dose: 1,
      dias: 1 + ((i + k) % 4),
    })),
  );
  for (let i = 0; i < eventos.length; i += 400) await db.insert(eventosSanitarios).values(eventos.slice(i, i + 400));
  const partos = animais.map((a, i) => ({
    id: uuidv7(),
    farmId,
    animalId: a.id,
    data: somarDias(HOJE, -(i % 365)),
    evento: 'Parto' as const,
  }));
  await db.insert(eventosReprodutivos).values(partos);

  const nua = await mediana(() => dosesDaFazenda(db, farmId));
  const lista = await mediana(() => emCarencia(db, farmId, HOJE));
  const marcas = await mediana(() => descartesDaOrdenha(db, farmId, HOJE, 'Manhã'));
  const n = (await emCarencia(db, farmId, HOJE)).length;
  console.log(
    `Sanidade: ${VACAS} vacas, ${eventos.length} tratamentos em um ano, ${partos.length} partos (colostro 4 dias)`,
  );
  console.log('leitura                                     | 1ª (ms) | mediana (ms)');
  console.log(
    `consulta nua (doses + medicamentos)         | ${nua.primeira.padStart(7)} | ${nua.mediana.padStart(12)}`,
  );
  console.log(
    `emCarencia (em carência hoje: ${String(n).padStart(3)} animais) | ${lista.primeira.padStart(7)} | ${lista.mediana.padStart(12)}`,
  );
  console.log(
    `descartesDaOrdenha (marcas da ordenha)      | ${marcas.primeira.padStart(7)} | ${marcas.mediana.padStart(12)}`,
  );
} finally {
  t.close();
}
