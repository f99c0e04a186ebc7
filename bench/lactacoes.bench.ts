// Lactation table benchmark (issue 26): 300 cows with six years of twice-daily milkings (~1.1 million rows) in a
// temporary libSQL file, then the herd's lactation table through the API, with the bare SQL read of the same
// milkings (the weekly sums alone, and the plain daily sums) timed in the same run. Prints figures; asserts nothing.
//   node --import tsx bench/lactacoes.bench.ts
import { somarDias } from '../src/domain/records/dates.ts';
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
  const { ordenhas } = await carregarOrdenhas(t, farmId, { ate: ATE });
  console.log(`carga: ${ordenhas.toLocaleString('pt-BR')} ordenhas de 300 vacas em ${Math.round(ms(t0) / 100) / 10} s`);

  // the window the table reads: from the oldest calving of a lactation running in the last 12 months
  const de = somarDias(ATE, -100 - 365);
  const semanal = await mediana('SQL puro: somas por vaca e semana (a leitura da tabela)', () =>
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
    ceiling: { label: 'SQL puro das somas semanais', value: semanal, unit: 'ms' },
    note: `leitura pura das ordenhas da janela: ${ler} ms`,
  });
} finally {
  t.close();
}
