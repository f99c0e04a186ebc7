// The farms' desk for a cooperative (issue 27 item 6, issue 40 item 1): 2,000 farms of 60 cows with a year of
// records each in one libSQL file, then the desk's year table (GET /api/painel?periodo=<year>) beside the same
// aggregates run as bare SQL, each with the CPU time the process spent (the machine is shared: CPU time is what the
// wall time would be alone). Prints figures; asserts nothing.
//   node --import tsx bench/painel.bench.ts        (PAINEL_FAZENDAS=200 PAINEL_VACAS=300 for last turn's group)
//
// What is built, exactly. Every farm has its 60 cows, each with a calving the year before, an insemination, a
// positive diagnosis, a dry-off and the next calving (5 events a cow), a quality sample and a revenue and an expense
// a month. The milk of a year of TWO milkings a day × 60 cows is ~44 k milkings a farm, ~88 M for 2,000 farms: more
// than a bench can write in 10 minutes. The desk reads no milking: its milk is milk_dias (one row per farm and day,
// kept by the triggers on milk_records, migration 0014/0016), read grouped by month; the herd figures come from the
// animals and their events. So each farm gets ONE milk_records row per day of the year carrying that day's litres of
// its 60 cows' two milkings (a lactation curve), written through the same triggers: milk_dias then holds exactly
// the 365 rows a farm a real year gives it, and the desk's reads are row for row those of the real year. What is
// NOT the real size is milk_records itself (730 k rows, not 88 M): only the batch-save timing at the end writes
// to it, and the bare GROUP BY over the milkings printed for reference is marked as over this smaller table.
//
// The built database is cached under /tmp/leiteira-bench-cache, keyed by GERADOR (bump it when the generator
// changes), the farm and cow counts and the year; each run copies it and migrates the copy (the run prints what a
// new migration's backfill took).
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { diasEntre, somarDias } from '../src/domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../src/domain/format.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { figurasGuardadas } from '../src/server/services/painel.ts';
import { manterRebanhos } from '../src/server/services/painel-manter.ts';
import { createTestContext, novoBanco } from '../src/server/test/harness.ts';
import { goal } from './support/goals.ts';
import { escritorDeOrdenhas } from './support/ordenhas.ts';

const GERADOR = 'painel-v2';
const FAZENDAS = Number(process.env.PAINEL_FAZENDAS ?? 2000);
const VACAS = Number(process.env.PAINEL_VACAS ?? 60);
const ANO = new Date().getFullYear() - 1;
const RUNS = 3;
const cache = join(tmpdir(), 'leiteira-bench-cache', `${GERADOR}-${FAZENDAS}x${VACAS}-${ANO}.db`);

const ROTULO_LEITE = 'SQL puro: leite do ano por fazenda e mês (milk_meses)';
const ROTULO_REBANHO = 'SQL puro: números do rebanho guardados (painel_rebanho, versões)';
const ROTULO_RESTO = 'SQL puro: qualidade, receitas, despesas, avaliações do ano';
const ROTULO_MESA = `mesa: GET /api/painel?periodo=${ANO} (${FAZENDAS} fazendas)`;
const ms = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;
const carga = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * The clock the service reads, moved forward by whole days (a new day for the desk): Date itself, replaced by one
 * that runs `dias` ahead, so every reader of today (hojeNoFuso, the sessions) sees the same new day.
 */
const DataReal = Date;
let adiante = 0;
class DataAdiante extends DataReal {
  constructor(...args: unknown[]) {
    if (args.length) super(...(args as [number]));
    else super(DataReal.now() + adiante);
  }
  static now() {
    return DataReal.now() + adiante;
  }
}
globalThis.Date = DataAdiante as DateConstructor;
function avancarRelogio(dias: number) {
  adiante += dias * 86_400_000;
}

/** CPU time (user + system, ms) of each timed label's median run. */
const cpuMs: Record<string, number> = {};

async function mediana(label: string, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    times.push(ms(t0));
    const c = process.cpuUsage(c0);
    cpus.push(Math.round((c.user + c.system) / 100) / 10);
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  const m = times[Math.floor(RUNS / 2)];
  cpuMs[label] = cpus[Math.floor(RUNS / 2)];
  console.log(
    `${label.padEnd(66)} melhor ${String(times[0]).padStart(8)} ms  mediana ${String(m).padStart(8)} ms  (CPU ${String(cpuMs[label]).padStart(7)} ms)`,
  );
  return m;
}

/** Builds the cooperative's database into `arquivo` (migrated and seeded first). */
async function construir(arquivo: string) {
  const dir = join(tmpdir(), 'leiteira-bench-cache');
  await novoBanco(dir, arquivo);
  const t = await createTestContext({ databaseUrl: `file:${arquivo}` });
  const { client } = t.database;
  const t0 = performance.now();
  let ordenhas = 0;
  const inicio = `${ANO}-01-01`;
  const diasDoAno = diasEntre(inicio, `${ANO}-12-31`) + 1;
  const modulos = JSON.stringify([
    'dashboard',
    'animals',
    'lands',
    'facilities',
    'machinery',
    'financial',
    'appointments',
    'reports',
  ]);
  const meses = Array.from({ length: 12 }, (_, m) => `${ANO}-${String(m + 1).padStart(2, '0')}-15`);
  for (let f = 0; f < FAZENDAS; f++) {
    const farmId = uuidv7();
    const vacas = Array.from({ length: VACAS }, () => uuidv7());
    const partos = vacas.map((_, c) => somarDias(`${ANO - 1}-03-01`, (c * 37 + f * 11) % 365));
    const tx = await client.transaction('write');
    await tx.execute({
      sql: `INSERT INTO farms (id, name, location, size, allowed_modules) VALUES (?, ?, 'MG', ?, ?)`,
      args: [farmId, `Fazenda ${String(f + 1).padStart(4, '0')}`, 20 + (f % 50), modulos],
    });
    await inserir(
      tx,
      `INSERT INTO animals (id, farm_id, identificacao, categoria, raca, sexo, situacao, data_nascimento)`,
      "(?, ?, ?, 'Vaca Leiteira', 'Holandesa', 'F', 'ativo', '2018-01-01')",
      vacas.map((id, k) => [id, farmId, String(1000 + k)]),
    );
    // a calving, a service that took (positive diagnosis), the dry-off, the next calving and its service
    const eventos = vacas.flatMap((id, c) => {
      const p = partos[c];
      const q = somarDias(p, 365);
      return (
        [
          [p, 'Parto', null],
          [somarDias(p, 80), 'Inseminação', null],
          [somarDias(p, 115), 'Diagnóstico', 'positivo'],
          [somarDias(p, 305), 'Secagem', null],
          [q, 'Parto', null],
          [somarDias(q, 70 + (c % 30)), 'Inseminação', null],
          [somarDias(q, 105 + (c % 30)), 'Diagnóstico', c % 3 ? 'positivo' : 'negativo'],
        ] as const
      ).map(([data, evento, resultado]) => [uuidv7(), farmId, id, data, evento, resultado]);
    });
    await inserir(
      tx,
      'INSERT INTO reproduction_events (id, farm_id, animal_id, data, evento, resultado)',
      '(?, ?, ?, ?, ?, ?)',
      eventos,
    );
    await inserir(
      tx,
      'INSERT INTO quality_records (id, farm_id, data, amostra, gordura, proteina, ccs, cbt)',
      "(?, ?, ?, 'Tanque', ?, ?, ?, ?)",
      meses.map((data, m) => [
        uuidv7(),
        farmId,
        data,
        3.4 + (m % 5) / 10,
        3.1 + (f % 4) / 10,
        200 + ((f + m) % 9) * 40,
        50_000 + ((f * 7 + m) % 11) * 20_000,
      ]),
    );
    for (const [tabela, forma, base] of [
      ['receitas', 'forma_recebimento', 3_000_000],
      ['despesas', 'forma_pagamento', 2_200_000],
    ] as const)
      await inserir(
        tx,
        `INSERT INTO ${tabela} (id, farm_id, data, descricao, categoria, valor, ${forma})`,
        "(?, ?, ?, 'Lançamento do mês', 'Outros', ?, 'Pix')",
        meses.map((data, m) => [uuidv7(), farmId, data, base + ((f + m) % 13) * 10_000]),
      );
    await tx.commit();
    // one milking a farm and day carrying the day's litres of its cows' two milkings (see the header: milk_dias
    // gets exactly a real year's rows)
    const escritor = escritorDeOrdenhas(client, farmId);
    for (let d = 0; d < diasDoAno; d++) {
      const data = somarDias(inicio, d);
      let litros = 0;
      for (let c = 0; c < VACAS; c++) {
        const p = partos[c] <= data && somarDias(partos[c], 365) > data ? partos[c] : somarDias(partos[c], 365);
        const del = diasEntre(p, data);
        if (del < 1 || del >= 305) continue;
        const nivel = 0.8 + (c % 9) / 20 + (f % 7) / 30;
        litros += (2 * Math.round(nivel * 14 * del ** 0.2 * Math.exp(-0.004 * del) * 10)) / 10;
      }
      if (litros > 0) await escritor.add(uuidv7(), vacas[0], data, 'Manhã', Math.round(litros * 10) / 10);
    }
    ordenhas += await escritor.fim();
    if ((f + 1) % 100 === 0)
      console.log(
        `  ${f + 1} fazendas, ${ordenhas.toLocaleString('pt-BR')} dias de leite, ${Math.round(ms(t0) / 1000)} s`,
      );
  }
  await client.execute('ANALYZE');
  // everything into the main file before it is renamed (the WAL stays behind otherwise)
  await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  t.database.close();
  console.log(
    `carga: ${FAZENDAS} fazendas × ${VACAS} vacas, ${ordenhas.toLocaleString('pt-BR')} dias de leite em ${Math.round(ms(t0) / 100) / 10} s`,
  );
}

/** Multi-row INSERTs of `linha` (its placeholders) for each row of `valores`, 400 rows a statement. */
async function inserir(
  tx: { execute(q: { sql: string; args: (string | number | null)[] }): Promise<unknown> },
  cabeca: string,
  linha: string,
  valores: readonly (readonly (string | number | null)[])[],
) {
  for (let i = 0; i < valores.length; i += 400) {
    const lote = valores.slice(i, i + 400);
    await tx.execute({ sql: `${cabeca} VALUES ${lote.map(() => linha).join(',')}`, args: lote.flat() });
  }
}

mkdirSync(join(tmpdir(), 'leiteira-bench-cache'), { recursive: true });
if (!existsSync(cache)) {
  const temp = `${cache}.construindo-${process.pid}`;
  await construir(temp);
  renameSync(temp, cache);
} else console.log(`banco em cache: ${cache}`);

// a copy of the cached database per run (the app's start writes: sessions, VAPID keys), migrated by the start
const arquivo = join(tmpdir(), `leiteira-bench-painel-${process.pid}.db`);
copyFileSync(cache, arquivo);
const t0Migracao = performance.now();
const t = await createTestContext({ databaseUrl: `file:${arquivo}` });
console.log(
  `cópia aberta e migrada em ${Math.round(ms(t0Migracao) / 100) / 10} s (inclui o preenchimento de uma tabela nova)`,
);
try {
  const { client } = t.database;
  const contar = async (tabela: string) =>
    Number((await client.execute(`select count(*) as n from ${tabela}`)).rows[0].n).toLocaleString('pt-BR');
  console.log(
    `banco: ${await contar('farms')} fazendas, ${await contar('animals')} animais, ${await contar('reproduction_events')} eventos, ${await contar('milk_records')} ordenhas, ${await contar('milk_dias')} somas diárias (carga do sistema: ${carga()}; ${availableParallelism()} núcleos visíveis)`,
  );
  const cookie = await t.adminCookie();
  const [inicio, fim] = [`${ANO}-01-01`, `${ANO}-12-31`];

  // the same aggregates, bare: the milk of the year by farm and month (the daily sums), every female with her events
  // (one JSON document a farm, as the desk reads them), the quality samples, the money, the saved assessments
  const leiteSql = (tabela: string) =>
    client.execute({
      sql: `select farm_id, substr(data, 1, 7), sum(litros) from ${tabela}
            where farm_id in (select id from farms) and data between ? and ? group by 1, 2`,
      args: [inicio, fim],
    });
  const leite = await mediana(ROTULO_LEITE, () =>
    client.execute({
      sql: `select farm_id, mes, litros from milk_meses where farm_id in (select id from farms) and mes between ? and ?`,
      args: [inicio.slice(0, 7), fim.slice(0, 7)],
    }),
  );
  const leiteDias = await mediana('  (o mesmo das somas diárias, milk_dias: como antes)', () => leiteSql('milk_dias'));
  const cru = await mediana('  (GROUP BY nas ordenhas de 1 linha por fazenda e dia, não 120)', () =>
    client.execute({
      sql: `select farm_id, substr(data, 1, 7), sum(producao) from milk_records where data between ? and ?
            group by farm_id, substr(data, 1, 7)`,
      args: [inicio, fim],
    }),
  );
  // the desk's first read of a period (nothing kept) reads every farm's herd; the later ones, what it kept
  await client.execute('DELETE FROM painel_rebanho');
  const mesaFria = await mediana(`${ROTULO_MESA.replace('mesa:', 'mesa, 1ª leitura:')}`, async () => {
    await client.execute('DELETE FROM painel_rebanho');
    const res = await t.request('GET', `/api/painel?periodo=${ANO}`, { cookie });
    if (res.status !== 200) throw new Error(`painel: ${res.status} ${await res.text()}`);
    await figurasGuardadas(); // kept after the answer: its CPU counted here too
  });
  // The background fill (painel-manter.ts: what the server runs at start, and what keeps a written farm): every farm's
  // summaries computed a farm at a time, yielding between farms; then the desk's first read finds them all kept. A
  // list request's latency is measured while a second fill runs (a Pi must stay responsive), beside the same list
  // with nothing running.
  const ROTULO_DEPOIS = ROTULO_MESA.replace('mesa:', 'mesa, 1ª leitura depois do preenchimento:');
  await client.execute('DELETE FROM painel_rebanho');
  const cPre = process.cpuUsage();
  const tPre = performance.now();
  await manterRebanhos(t.database.db, null);
  const preenchimento = ms(tPre);
  const cpuPre = process.cpuUsage(cPre);
  const cpuPreenchimento = Math.round((cpuPre.user + cpuPre.system) / 100) / 10;
  console.log(
    `${`preenchimento em segundo plano (${FAZENDAS} fazendas, uma a uma)`.padEnd(66)} ${String(preenchimento).padStart(8)} ms  (CPU ${cpuPreenchimento} ms)`,
  );
  const mesaDepois = await mediana(ROTULO_DEPOIS, async () => {
    const res = await t.request('GET', `/api/painel?periodo=${ANO}`, { cookie });
    if (res.status !== 200) throw new Error(`painel: ${res.status} ${await res.text()}`);
    await figurasGuardadas();
  });
  const [umaFazenda] = (await client.execute(`select id from farms order by name limit 1`)).rows;
  const urlLista = `/api/farms/${String(umaFazenda.id)}/animais`;
  const latencias = async (enquanto: () => boolean, minimo: number) => {
    const tempos: number[] = [];
    while (enquanto() || tempos.length < minimo) {
      const t0 = performance.now();
      const res = await t.request('GET', urlLista, { cookie });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`lista: ${res.status}`);
      tempos.push(ms(t0));
      // a request of a real client arrives through the socket, in the event loop's poll phase: the in-process
      // request resolves by microtasks alone, so without this turn the fill's setImmediate never ran (the loop spun)
      await new Promise((r) => setImmediate(r));
    }
    tempos.sort((a, b) => a - b);
    return { n: tempos.length, mediana: tempos[Math.floor(tempos.length / 2)], max: tempos[tempos.length - 1] };
  };
  const quieta = await latencias(() => false, 20);
  await client.execute('DELETE FROM painel_rebanho');
  let preenchendo = true;
  const segundo = manterRebanhos(t.database.db, null).finally(() => {
    preenchendo = false;
  });
  const durante = await latencias(() => preenchendo, 1);
  await segundo;
  console.log(
    `  lista (GET ${urlLista.replace(String(umaFazenda.id), ':farmId')}) durante o preenchimento: ${durante.n} pedidos, mediana ${durante.mediana} ms, máx. ${durante.max} ms; sem nada rodando: mediana ${quieta.mediana} ms, máx. ${quieta.max} ms; carga ${carga()}`,
  );
  const rebanho = await mediana(ROTULO_REBANHO, () =>
    Promise.all([
      client.execute({
        sql: 'select farm_id, chave, versao, figuras from painel_rebanho where periodo = ? and farm_id in (select id from farms)',
        args: [String(ANO)],
      }),
      client.execute('select farm_id, versao from rebanho_versoes where farm_id in (select id from farms)'),
    ]),
  );
  const rebanhoJson = await mediana('  (fêmeas e eventos de todas as fazendas, JSON: a 1ª leitura)', () =>
    Promise.all([
      client.execute(`select farm_id, json_group_array(json_array(id, raca, data_nascimento, json((
        select json_group_array(json_array(e.data, e.evento, e.resultado) order by e.data, e.created_at)
        from reproduction_events e where e.animal_id = a.id))))
        from animals a where sexo = 'F' group by farm_id`),
      client.execute(`select distinct farm_id from animals where situacao <> 'ativo'`),
    ]),
  );
  const resto = await mediana(ROTULO_RESTO, () =>
    Promise.all([
      client.execute({
        sql: 'select farm_id, data, ccs, cbt, gordura, proteina from quality_records where data between ? and ?',
        args: [inicio, fim],
      }),
      client.execute({
        sql: `select farm_id, substr(data, 1, 7), sum(valor) from receitas where data between ? and ? group by 1, 2`,
        args: [inicio, fim],
      }),
      client.execute({
        sql: `select farm_id, substr(data, 1, 7), sum(valor) from despesas where data between ? and ? group by 1, 2`,
        args: [inicio, fim],
      }),
      client.execute({ sql: 'select * from assessments where ano = ?', args: [ANO] }),
    ]),
  );
  const sqlPuro = Math.round((leite + rebanho + resto) * 10) / 10;
  const cpuSql = Math.round((cpuMs[ROTULO_LEITE] + cpuMs[ROTULO_REBANHO] + cpuMs[ROTULO_RESTO]) * 10) / 10;

  let linhas = 0;
  const mesa = await mediana(ROTULO_MESA, async () => {
    const res = await t.request('GET', `/api/painel?periodo=${ANO}`, { cookie });
    if (res.status !== 200) throw new Error(`painel: ${res.status} ${await res.text()}`);
    linhas = ((await res.json()) as { linhas: unknown[] }).linhas.length;
  });
  // the first read of a new day for last year: nothing kept holds a day any more (the herd's summary,
  // src/domain/painel/rebanho.ts baseDoRebanho, is keyed by rebanho_versoes alone; the day is added on each read), so
  // the key rewrite below finds nothing to move, as a real new day; the running year's new day is timed further on
  const hoje = hojeNoFuso();
  const ROTULO_DIA = ROTULO_MESA.replace('mesa:', 'mesa, 1ª leitura de um novo dia:');
  const mesaNovoDia = await mediana(ROTULO_DIA, async () => {
    await client.execute({
      sql: 'UPDATE painel_rebanho SET chave = replace(chave, ?, ?)',
      args: [`"${hoje}"`, `"${somarDias(hoje, -1)}"`],
    });
    const res = await t.request('GET', `/api/painel?periodo=${ANO}`, { cookie });
    if (res.status !== 200) throw new Error(`painel: ${res.status} ${await res.text()}`);
    await figurasGuardadas();
  });
  // one farm written since (a calving): the desk computes that farm's herd again, keeps the others'
  const [umaVaca] = (await client.execute(`select id, farm_id from animals where identificacao = '1000' limit 1`)).rows;
  const mesaUma = await mediana(`${ROTULO_MESA.replace('mesa:', 'mesa, 1 fazenda escrita antes:')}`, async () => {
    await client.execute({
      sql: `INSERT INTO reproduction_events (id, farm_id, animal_id, data, evento, observacao) VALUES (?, ?, ?, ?, 'Secagem', 'bench')`,
      args: [uuidv7(), String(umaVaca.farm_id), String(umaVaca.id), `${ANO}-12-30`],
    });
    const res = await t.request('GET', `/api/painel?periodo=${ANO}`, { cookie });
    if (res.status !== 200) throw new Error(`painel: ${res.status} ${await res.text()}`);
    await figurasGuardadas();
  });
  await client.execute(`DELETE FROM reproduction_events WHERE observacao = 'bench'`);

  // The RUNNING period (this year): its herd figures move with the farms' today, so its first read of each new day
  // is the one a cooperative's technician meets every morning. The day changes by the clock the service reads (Date,
  // moved one day forward before each timed read; the records' dates stay behind it, as a real new day).
  const corrente = ANO + 1;
  // The running year's other sources as a year under way has them: the cached database holds milk, samples and money
  // for one year only (its herd's events already run into this one), so this copy gets last year's months of milk
  // (milk_meses, what the desk reads of it), samples, revenues and expenses moved a year on, up to today.
  const hojeReal = hojeNoFuso();
  const umAnoAntes = `${ANO}${hojeReal.slice(4)}`;
  await client.execute({
    sql: `INSERT OR IGNORE INTO milk_meses (farm_id, mes, litros)
          SELECT farm_id, ? || substr(mes, 5), litros FROM milk_meses WHERE mes BETWEEN ? AND ?`,
    args: [String(corrente), `${ANO}-01`, umAnoAntes.slice(0, 7)],
  });
  for (const [tabela, colunas] of [
    ['quality_records', 'farm_id, data, amostra, gordura, proteina, ccs, cbt'],
    ['receitas', 'farm_id, data, descricao, categoria, valor, forma_recebimento'],
    ['despesas', 'farm_id, data, descricao, categoria, valor, forma_pagamento'],
  ] as const)
    await client.execute({
      sql: `INSERT INTO ${tabela} (id, ${colunas})
            SELECT lower(hex(randomblob(16))), ${colunas.replace('data', "date(data, '+1 year')")} FROM ${tabela}
            WHERE data BETWEEN ? AND ?`,
      args: [`${ANO}-01-01`, umAnoAntes],
    });
  const pedirCorrente = async () => {
    const res = await t.request('GET', `/api/painel?periodo=${corrente}`, { cookie });
    if (res.status !== 200) throw new Error(`painel: ${res.status} ${await res.text()}`);
    await figurasGuardadas();
  };
  await pedirCorrente();
  const ROTULO_CORRENTE = `mesa: GET /api/painel?periodo=${corrente}, período corrente (${FAZENDAS} fazendas)`;
  const ROTULO_CORRENTE_DIA = ROTULO_CORRENTE.replace('mesa:', 'mesa, 1ª leitura de um novo dia:');
  const correnteDepois = await mediana(ROTULO_CORRENTE.replace('mesa:', 'mesa, leituras seguintes:'), pedirCorrente);
  const correnteNovoDia = await mediana(ROTULO_CORRENTE_DIA, async () => {
    avancarRelogio(1);
    await pedirCorrente();
  });
  console.log(
    `  período corrente ${corrente}: 1ª leitura de um novo dia ${correnteNovoDia} ms (CPU ${cpuMs[ROTULO_CORRENTE_DIA]} ms), leituras seguintes ${correnteDepois} ms; SQL puro somado ${sqlPuro} ms (CPU ${cpuSql} ms); meta ≤ 1000 ms de CPU; carga ${carga()}`,
  );
  console.log(
    `  ${linhas} linhas; meta ≤ 1000 ms; SQL puro somado ${sqlPuro} ms (CPU ${cpuSql} ms); 1ª leitura ${mesaFria} ms (CPU ${cpuMs[ROTULO_MESA.replace('mesa:', 'mesa, 1ª leitura:')]} ms), 1ª leitura depois do preenchimento ${mesaDepois} ms (CPU ${cpuMs[ROTULO_DEPOIS]} ms; preenchimento ${preenchimento} ms, CPU ${cpuPreenchimento} ms), 1ª leitura de um novo dia ${mesaNovoDia} ms (CPU ${cpuMs[ROTULO_DIA]} ms), com 1 fazenda escrita ${mesaUma} ms (CPU ${cpuMs[ROTULO_MESA.replace('mesa:', 'mesa, 1 fazenda escrita antes:')]} ms); carga do sistema: ${carga()}`,
  );
  goal({
    name: `tabela do ano da mesa, ${FAZENDAS} fazendas × ${VACAS} vacas`,
    value: mesa,
    unit: 'ms',
    kind: 'max',
    limit: 1000,
    ceiling: { label: 'os mesmos agregados em SQL puro', value: sqlPuro, unit: 'ms' },
    note:
      `CPU da mesa ${cpuMs[ROTULO_MESA]} ms e do SQL puro ${cpuSql} ms; 1ª leitura do período (nada guardado) ` +
      `${mesaFria} ms, 1ª leitura depois do preenchimento ${mesaDepois} ms (CPU ${cpuMs[ROTULO_DEPOIS]} ms; o preenchimento ` +
      `em segundo plano ${preenchimento} ms, CPU ${cpuPreenchimento} ms; a lista durante ele: mediana ${durante.mediana} ms, ` +
      `máx. ${durante.max} ms, parada ${quieta.mediana} ms), 1ª leitura de um novo dia ${mesaNovoDia} ms (CPU ${cpuMs[ROTULO_DIA]} ms), rebanho inteiro em JSON ${rebanhoJson} ms; leite de milk_dias ` +
      `${leiteDias} ms (${FAZENDAS} × 365 dias); o GROUP BY nas ordenhas ${cru} ms sobre uma ordenha por fazenda e ` +
      `dia (não o tamanho real); carga ${carga()}`,
    chave: 'mesa',
  });
  // the running period's new day after the year table (the Pi summary takes the first 'mesa': the year table)
  goal({
    name: `mesa do período corrente, 1ª leitura de um novo dia, ${FAZENDAS} fazendas × ${VACAS} vacas (CPU)`,
    value: cpuMs[ROTULO_CORRENTE_DIA],
    unit: 'ms',
    kind: 'max',
    limit: 1000,
    ceiling: { label: 'os mesmos agregados em SQL puro (CPU)', value: cpuSql, unit: 'ms' },
    note: `parede ${correnteNovoDia} ms; leituras seguintes ${correnteDepois} ms (CPU ${cpuMs[ROTULO_CORRENTE.replace('mesa:', 'mesa, leituras seguintes:')]} ms); carga ${carga()}`,
    chave: 'mesa',
  });

  // The price the writes pay for the sums: the batch save of one farm's 300 cows (its evening milking, on days whose
  // morning is already milked), with both sets of triggers, without milk_dias' (as before migration 0014) and without any.
  const [fazenda] = (await client.execute(`select id from farms where name = 'Fazenda 0001'`)).rows;
  const farmId = String(fazenda.id);
  const vacas = (
    await client.execute({ sql: `select id from animals where farm_id = ? and sexo = 'F'`, args: [farmId] })
  ).rows.map((r) => String(r.id));
  let semana = 0;
  const lote = async () => {
    const data = somarDias(inicio, 7 * semana++);
    const itens = vacas.map((animalId, i) => ({ id: uuidv7(), animalId, producao: 10 + (i % 7) }));
    const res = await t.request('POST', `/api/farms/${farmId}/producao/lote`, {
      cookie,
      body: { data, ordenha: 'Noite', itens },
    });
    if (res.status !== 200) throw new Error(`lote: ${res.status} ${await res.text()}`);
  };
  const [com, semOsDeDias] = [
    `lote de ${vacas.length} ordenhas, com os gatilhos de milk_semanas e milk_dias`,
    '  sem os de milk_dias (como antes da migração 0014)',
  ];
  const comTodos = await mediana(com, lote);
  for (const g of ['milk_dias_ao_inserir', 'milk_dias_ao_apagar', 'milk_dias_ao_editar'])
    await client.execute(`DROP TRIGGER ${g}`);
  const semDias = await mediana(semOsDeDias, lote);
  for (const g of ['milk_semanas_ao_inserir', 'milk_semanas_ao_apagar', 'milk_semanas_ao_editar'])
    await client.execute(`DROP TRIGGER ${g}`);
  const semNenhum = await mediana('  sem nenhum gatilho', lote);
  console.log(
    `  milk_dias custa ao lote ${Math.round((comTodos - semDias) * 10) / 10} ms (CPU ${Math.round((cpuMs[com] - cpuMs[semOsDeDias]) * 10) / 10} ms); os dois juntos ${Math.round((comTodos - semNenhum) * 10) / 10} ms; carga ${carga()}`,
  );
} finally {
  t.close();
  for (const sufixo of ['', '-wal', '-shm']) rmSync(`${arquivo}${sufixo}`, { force: true });
}
