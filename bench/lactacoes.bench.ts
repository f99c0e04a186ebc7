// Lactation table benchmark (issue 26): 300 cows with six years of twice-daily milkings (~1.1 million rows) in a
// temporary libSQL file, then the herd's lactation table through the API, with the bare SQL read of the weekly sums
// it reads (milk_semanas, kept by triggers) and, for reference, the old bare GROUP BY over the milkings, timed in
// the same run. Then the 300-cow batch milking save with the triggers and without them (dropped on this throwaway
// database), the price the writes pay for the sums. Prints figures; asserts nothing.
//   node --import tsx bench/lactacoes.bench.ts

import { somarDias } from '../src/domain/apontamentos/dates.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { createTestContext } from '../src/server/test/harness.ts';
import { goal } from './support/goals.ts';
import { carregarOrdenhas } from './support/ordenhas.ts';

// the API's today is the farm's (UTC here) real date: the herd's last milking is yesterday
const ATE = somarDias(new Date().toISOString().slice(0, 10), -1);
const RUNS = 5;

function ms(t0: number) {
  return Math.round((performance.now() - t0) * 10) / 10;
}

async function mediana(label: string, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await fn();
    times.push(ms(t0));
  }
  times.sort((a, b) => a - b);
  const m = times[Math.floor(RUNS / 2)];
  console.log(`${label.padEnd(58)} primeira ${String(times[0]).padStart(7)} ms  mediana ${String(m).padStart(7)} ms`);
  return m;
}

const t = await createTestContext();
try {
  const { client } = t.database;
  const cookie = await t.adminCookie();
  const farmId = await t.sampleFarmId();
  await client.execute({ sql: `UPDATE farms SET timezone = 'UTC' WHERE id = ?`, args: [farmId] });
  const t0 = performance.now();
  const { ordenhas, vacas } = await carregarOrdenhas(t, farmId, { ate: ATE });
  console.log(`carga: ${ordenhas.toLocaleString('pt-BR')} ordenhas de 300 vacas em ${Math.round(ms(t0) / 100) / 10} s`);

  // the window the table reads: from the oldest calving of a lactation running in the last 12 months
  const de = somarDias(ATE, -100 - 365);
  const semana = (d: string) => Math.floor(Date.parse(d) / 86_400_000 / 7);
  const resumo = await mediana('SQL puro: milk_semanas da janela (a leitura da tabela)', () =>
    client.execute({
      sql: 'select animal_id, litros, dias, primeiro, ultimo from milk_semanas where farm_id = ? and semana > ? and semana < ?',
      args: [farmId, semana(de), semana(ATE)],
    }),
  );
  await mediana('SQL puro: GROUP BY por vaca e semana nas ordenhas (antes)', () =>
    client.execute({
      sql: `select animal_id, sum(litros), count(*), min(data), max(data) from (
              select data, animal_id, sum(producao) as litros from milk_records
              where farm_id = ? and data >= ? group by data, animal_id)
            group by cast(unixepoch(data) / 86400 / 7 as integer), animal_id`,
      args: [farmId, de],
    }),
  );
  await mediana('SQL puro: somas por vaca e dia, mesma janela', () =>
    client.execute({
      sql: 'select data, animal_id, sum(producao) from milk_records where farm_id = ? and data >= ? group by data, animal_id',
      args: [farmId, de],
    }),
  );
  const ler = await mediana('SQL puro: soma das ordenhas da janela (só ler)', () =>
    client.execute({
      sql: 'select sum(producao), count(*) from milk_records where farm_id = ? and data >= ?',
      args: [farmId, de],
    }),
  );
  const base = `/api/farms/${farmId}`;
  let linhas = 0;
  const tabela = await mediana('tabela de lactações (GET /lactacoes, 300 vacas)', async () => {
    const res = await t.request('GET', `${base}/lactacoes`, { cookie });
    linhas = ((await res.json()) as unknown[]).length;
  });
  console.log(`  ${linhas} lactações na tabela`);
  goal({
    name: 'tabela de lactações de 300 vacas (~1,1 M ordenhas)',
    value: tabela,
    unit: 'ms',
    kind: 'max',
    limit: 200,
    ceiling: { label: 'SQL puro de milk_semanas', value: resumo, unit: 'ms' },
    note: `leitura pura das ordenhas da janela: ${ler} ms`,
  });

  // the batch milking save of the whole herd (one milking each, a new ordenha), with the triggers and without
  let dia = 0;
  const lote = async () => {
    dia++;
    const itens = vacas.map((v, i) => ({ id: uuidv7(), animalId: v.id, producao: 10 + (i % 7) }));
    const res = await t.request('POST', `${base}/producao/lote`, {
      cookie,
      body: { data: somarDias(ATE, -dia), ordenha: 'Noite', itens },
    });
    if (res.status !== 200) throw new Error(`lote: ${res.status} ${await res.text()}`);
  };
  await mediana('lote de ordenhas de 300 vacas, com os gatilhos', lote);
  for (const g of ['milk_semanas_ao_inserir', 'milk_semanas_ao_apagar', 'milk_semanas_ao_editar'])
    await client.execute(`DROP TRIGGER ${g}`);
  await mediana('lote de ordenhas de 300 vacas, sem os gatilhos (como antes)', lote);
} finally {
  t.close();
}
