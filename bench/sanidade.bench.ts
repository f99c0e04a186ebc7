// Sanidade's herd state (issue 39): 300 cows with a year of treatments (four dose courses a cow, ~1,200 health
// events) and their calvings in a temporary libSQL file; the herd's withdrawal list ('em carência hoje', `emCarencia`)
// and the parlour's marks for one milking (`descartesDaOrdenha`) timed beside the bare query they read (the dose
// courses joined to their medicines). The median of 7 runs after a first (cold) one. Prints figures; asserts nothing.
// Then `emCarencia` against the same list computed from the farm's whole history (the code before it read only the
// doses whose window can reach the day), alternated A/B/A/B in this process, in CPU time (process.cpuUsage: repeatable
// on a loaded machine, unlike the wall clock).
//   node --import tsx bench/sanidade.bench.ts
import { eq } from 'drizzle-orm';
import { somarDias } from '../src/domain/apontamentos/dates.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { estadoDaCarne, estadoDoLeite } from '../src/domain/sanidade/carencia.ts';
import { animaisDoRebanho, eventosReprodutivos } from '../src/server/db/schema/apontamentos.ts';
import { fazendas } from '../src/server/db/schema/platform.ts';
import { eventosSanitarios, medicamentos } from '../src/server/db/schema/sanidade.ts';
import {
  descartesDaOrdenha,
  dosesDaFazenda,
  emCarencia,
  janelasDaFazenda,
} from '../src/server/services/sanidade/estado.ts';
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

  // A/B: the list from the whole history (before) and from the doses that can reach today (now), in CPU ms
  const animaisPorId = new Map(animais.map((a) => [a.id, a]));
  async function antes() {
    const j = await janelasDaFazenda(db, farmId);
    const out = [];
    for (const a of [...animaisPorId.values()].sort((x, y) => (x.identificacao < y.identificacao ? -1 : 1))) {
      const leite = estadoDoLeite(j.leite.get(a.id), HOJE, j.parametros.ordenhasPorDia);
      const carne = estadoDaCarne(j.carne.get(a.id), HOJE);
      if (leite || carne) out.push({ animalId: a.id, leite, carne });
    }
    return out;
  }
  const cpu = async (fn: () => Promise<unknown>) => {
    const c0 = process.cpuUsage();
    await fn();
    const c = process.cpuUsage(c0);
    return (c.user + c.system) / 1000;
  };
  const A: number[] = [];
  const B: number[] = [];
  for (let i = 0; i < 2 * RUNS + 2; i++) {
    const a = await cpu(antes);
    const b = await cpu(() => emCarencia(db, farmId, HOJE));
    if (i >= 2) {
      A.push(a);
      B.push(b);
    }
  }
  const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const doses = await dosesDaFazenda(db, farmId, undefined, HOJE);
  console.log(
    `\nemCarencia, CPU ms (mediana de ${A.length}, A/B alternados): história inteira ${med(A).toFixed(1)} → ` +
      `doses que alcançam hoje ${med(B).toFixed(1)} (${(med(A) / med(B)).toFixed(1)}×; ${doses.length} de ${eventos.length} doses lidas). ` +
      'Meta: o custo de emCarencia segue as doses recentes, não a história da fazenda.',
  );
} finally {
  t.close();
}
