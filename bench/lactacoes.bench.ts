// Lactation table benchmark (issue 26): 300 cows with six years of twice-daily milkings (~1.1 million rows) in a
// temporary libSQL file, then the herd's lactation table through the API, with the bare SQL read of the weekly sums
// it reads (milk_semanas, kept by triggers), the table's own read of them (one row per cow) and, for reference, the
// old bare GROUP BY over the milkings, timed in the same run. Each figure's first run (cold: code not yet compiled,
// caches empty) is printed apart; the median is of the runs after it. Then the 300-cow batch milking save with the triggers and without them (dropped on this throwaway
// database), the price the writes pay for the sums. Prints figures; asserts nothing.
// Writing the 1.1 M milkings takes minutes: the built database is kept in /tmp/leiteira-bench-cache, keyed by the
// generator's version (VERSAO_DO_GERADOR), the herd's last day and the migrations, and each run works on a copy of
// it (the run writes: the batch saves, the dropped triggers). BENCH_SEM_CACHE=1 builds it anew.
//   node --import tsx bench/lactacoes.bench.ts
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { somarDias } from '../src/domain/apontamentos/dates.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { MIGRATIONS_FOLDER } from '../src/server/db/client.ts';
import { semanasPorVaca } from '../src/server/services/apontamentos/lactacoes.ts';
import { createTestContext } from '../src/server/test/harness.ts';
import { goal } from './support/goals.ts';
import { carregarOrdenhas, lerRebanho, VERSAO_DO_GERADOR } from './support/ordenhas.ts';

// the API's today is the farm's (UTC here) real date: the herd's last milking is yesterday
const ATE = somarDias(new Date().toISOString().slice(0, 10), -1);
/** Runs timed after each figure's first (cold) one: the median is theirs. */
const RUNS = 7;

function ms(t0: number) {
  return Math.round((performance.now() - t0) * 10) / 10;
}

/** CPU time this process spent in each run (user + system): on a loaded machine, what the wall time would be alone. */
const cpuMs: Record<string, number> = {};
/** Each figure's first run, apart: the first request after the start runs code not yet compiled (JIT) and cold caches. */
const primeiraMs: Record<string, { wall: number; cpu: number }> = {};

async function mediana(label: string, fn: () => Promise<unknown>, { cada = false } = {}): Promise<number> {
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    times.push(ms(t0));
    const c = process.cpuUsage(c0);
    cpus.push(Math.round((c.user + c.system) / 100) / 10);
  }
  primeiraMs[label] = { wall: times[0], cpu: cpus[0] };
  const seguintes = times.slice(1).sort((a, b) => a - b);
  const cpusSeguintes = cpus.slice(1).sort((a, b) => a - b);
  const m = seguintes[Math.floor(RUNS / 2)];
  cpuMs[label] = cpusSeguintes[Math.floor(RUNS / 2)];
  const carga = loadavg()[0].toFixed(1);
  console.log(
    `${label.padEnd(62)} 1ª ${String(times[0]).padStart(7)} ms (CPU ${String(cpus[0]).padStart(6)})  mediana das ${RUNS} seguintes ${String(m).padStart(7)} ms (CPU ${String(cpuMs[label]).padStart(6)} ms, mín ${String(seguintes[0]).padStart(6)} ms)  carga ${carga}`,
  );
  // each run in order, wall/CPU (the first requests run code V8 has not optimised yet; on a loaded machine its
  // background compiler gets little time, so the warm-up spans several requests)
  if (cada) console.log(`  execuções (parede/CPU ms): ${times.map((x, i) => `${x}/${cpus[i]}`).join('  ')}`);
  return m;
}

const CACHE = join(tmpdir(), 'leiteira-bench-cache');
const migracoes = createHash('sha256')
  .update(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')))
  .digest('hex')
  .slice(0, 10);
const emCache = join(CACHE, `lactacoes-g${VERSAO_DO_GERADOR}-${ATE}-${migracoes}.db`);
const usarCache = process.env.BENCH_SEM_CACHE !== '1' && existsSync(emCache);
const copia = mkdtempSync(join(tmpdir(), 'leiteira-bench-lactacoes-'));
if (usarCache) copyFileSync(emCache, join(copia, 'bench.db'));
const t = await createTestContext(usarCache ? { databaseUrl: `file:${join(copia, 'bench.db')}` } : {});
try {
  const { client } = t.database;
  const cookie = await t.adminCookie();
  const farmId = await t.sampleFarmId();
  await client.execute({ sql: `UPDATE farms SET timezone = 'UTC' WHERE id = ?`, args: [farmId] });
  const t0 = performance.now();
  const { ordenhas, vacas } = usarCache
    ? await lerRebanho(client, farmId)
    : await carregarOrdenhas(t, farmId, { ate: ATE });
  console.log(
    `carga: ${ordenhas.toLocaleString('pt-BR')} ordenhas de 300 vacas em ${Math.round(ms(t0) / 100) / 10} s${usarCache ? ` (do cache ${emCache})` : ''}`,
  );
  if (!usarCache) {
    // a consistent copy (VACUUM INTO reads one snapshot, WAL included), renamed into place whole
    mkdirSync(CACHE, { recursive: true });
    const parcial = `${emCache}.${process.pid}.parcial`;
    await client.execute({ sql: 'VACUUM INTO ?', args: [parcial] });
    renameSync(parcial, emCache);
    console.log(`  banco guardado em ${emCache}`);
  }

  // the window the table reads: from the oldest calving of a lactation running in the last 12 months
  const de = somarDias(ATE, -100 - 365);
  const semana = (d: string) => Math.floor(Date.parse(d) / 86_400_000 / 7);
  const ROTULO_SQL = 'SQL puro: milk_semanas da janela, uma linha por semana';
  const resumo = await mediana(ROTULO_SQL, () =>
    client.execute({
      sql: 'select animal_id, litros, dias, primeiro, ultimo from milk_semanas where farm_id = ? and semana > ? and semana < ?',
      args: [farmId, semana(de), semana(ATE)],
    }),
  );
  // the read the table does: the same weeks (and the two edge weeks, from the milkings), one row per cow
  const ROTULO_LEITURA = 'leitura da tabela: semanasPorVaca (SQL + JSON.parse)';
  const leitura = await mediana(ROTULO_LEITURA, () => semanasPorVaca(t.database.db, farmId, de, ATE));
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
  const ROTULO_TABELA = 'tabela de lactações (GET /lactacoes, 300 vacas)';
  const tabela = await mediana(
    ROTULO_TABELA,
    async () => {
      const res = await t.request('GET', `${base}/lactacoes`, { cookie });
      linhas = ((await res.json()) as unknown[]).length;
    },
    { cada: true },
  );
  console.log(`  ${linhas} lactações na tabela`);
  const carga = loadavg()
    .map((x) => x.toFixed(2))
    .join(', ');
  console.log(`  carga da máquina (uptime, 1/5/15 min): ${carga}`);
  goal({
    name: 'tabela de lactações de 300 vacas (~1,1 M ordenhas)',
    chave: 'lactacao',
    value: tabela,
    unit: 'ms',
    kind: 'max',
    limit: 200,
    ceiling: { label: 'SQL puro de milk_semanas', value: resumo, unit: 'ms' },
    note: `mediana das ${RUNS} depois da 1ª (a frio: ${primeiraMs[ROTULO_TABELA].wall} ms, CPU ${primeiraMs[ROTULO_TABELA].cpu} ms); leitura da tabela (semanasPorVaca) ${leitura} ms; leitura pura das ordenhas da janela: ${ler} ms; CPU da tabela ${cpuMs[ROTULO_TABELA]} ms, da leitura ${cpuMs[ROTULO_LEITURA]} ms e do SQL puro ${cpuMs[ROTULO_SQL]} ms; carga da máquina ${carga}`,
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
  rmSync(copia, { recursive: true, force: true });
}
