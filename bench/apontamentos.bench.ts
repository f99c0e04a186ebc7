// Records benchmark: five years of twice-daily milkings for 300 cows (~1.1 million rows) in a temporary libSQL
// file, then the timings of the screens that read them. Prints figures; asserts nothing.
// The issue #11 goals are printed beside the medians (bench/support/goals.ts).
//   node --import tsx bench/apontamentos.bench.ts

import { somarDias } from '../src/domain/apontamentos/dates.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { createTestContext } from '../src/server/test/harness.ts';
import { goal, META } from './support/goals.ts';
import { tetoDoLote } from './support/lote-teto.ts';
import { escritorDeOrdenhas } from './support/ordenhas.ts';

const COWS = 300;
const DAYS = 5 * 365;
const ATE = '2025-06-30';
const INICIO = somarDias(ATE, -(DAYS - 1));

function ms(t0: number) {
  return Math.round((performance.now() - t0) * 10) / 10;
}

/** Runs `fn` `runs` times; prints the fastest and the median, returns the median (ms). */
async function timed(label: string, fn: () => Promise<Response>, runs = 5): Promise<number> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fn();
    await res.arrayBuffer();
    times.push(ms(t0));
    status = res.status;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} status ${status}  primeira ${String(times[0]).padStart(7)} ms  mediana ${String(times[Math.floor(runs / 2)]).padStart(7)} ms  (${runs}x)`,
  );
  return times[Math.floor(runs / 2)];
}

const t = await createTestContext();
try {
  const { client } = t.database;
  const cookie = await t.adminCookie();
  const farmId = await t.sampleFarmId();
  const base = `/api/farms/${farmId}`;

  // --- load ---
  const t0 = performance.now();
  const cows = Array.from({ length: COWS }, (_, i) => ({ id: uuidv7(), tag: String(1000 + i) }));
  const txA = await client.transaction('write');
  for (const c of cows) {
    await txA.execute({
      sql: `INSERT INTO animals (id, farm_id, identificacao, categoria, raca, sexo, situacao) VALUES (?, ?, ?, 'Vaca Leiteira', 'Holandesa', 'F', 'ativo')`,
      args: [c.id, farmId, c.tag],
    });
    // calvings once a year, dry-offs 305 days later; the last calving 100 days before the end keeps them lactating
    for (let y = 0; y < 5; y++) {
      const parto = somarDias(ATE, -100 - 365 * y);
      await txA.execute({
        sql: `INSERT INTO reproduction_events (id, farm_id, animal_id, data, evento) VALUES (?, ?, ?, ?, 'Parto')`,
        args: [uuidv7(), farmId, c.id, parto],
      });
      if (y > 0)
        await txA.execute({
          sql: `INSERT INTO reproduction_events (id, farm_id, animal_id, data, evento) VALUES (?, ?, ?, ?, 'Secagem')`,
          args: [uuidv7(), farmId, c.id, somarDias(parto, 305)],
        });
    }
  }
  await txA.commit();

  const escritor = escritorDeOrdenhas(client, farmId);
  const startMs = Date.parse(`${INICIO}T06:00:00Z`);
  for (let d = 0; d < DAYS; d++) {
    const data = somarDias(INICIO, d);
    for (const ordenha of ['Manhã', 'Tarde']) {
      for (let c = 0; c < COWS; c++) {
        await escritor.add(uuidv7(startMs + d * 86_400_000), cows[c].id, data, ordenha, 8 + ((c * 7 + d) % 120) / 10);
      }
    }
  }
  const total = await escritor.fim();
  await client.execute('ANALYZE');
  console.log(
    `carga: ${total.toLocaleString('pt-BR')} ordenhas de ${COWS} vacas em ${Math.round(ms(t0) / 100) / 10} s`,
  );

  // --- timings through the API (in-process, same code as production) ---
  const hoje = somarDias(ATE, 1);
  const itens = cows.map((c, i) => ({ id: uuidv7(), animalId: c.id, producao: 10 + (i % 9) }));
  // the parlour's flow: the batch screen reads the milking's cows (GET), the milker types, the batch is saved (POST)
  await timed('tela do lote (GET /producao/lote)', () =>
    t.request('GET', `${base}/producao/lote?data=${hoje}&ordenha=Manhã`, { cookie }),
  );
  const lote = await timed(
    'lote de 300 ordenhas (POST /producao/lote)',
    () => t.request('POST', `${base}/producao/lote`, { cookie, body: { data: hoje, ordenha: 'Manhã', itens } }),
    1,
  );
  const teto = await tetoDoLote(t, farmId, cows, hoje);
  await timed('reenvio do mesmo lote (idempotente)', () =>
    t.request('POST', `${base}/producao/lote`, { cookie, body: { data: hoje, ordenha: 'Manhã', itens } }),
  );
  await timed('lista do lote (GET /producao/lote)', () =>
    t.request('GET', `${base}/producao/lote?data=${hoje}&ordenha=Tarde`, { cookie }),
  );
  const historico = await timed('histórico, 1ª página (GET /producao)', () =>
    t.request('GET', `${base}/producao`, { cookie }),
  );
  const ficha = await timed('ficha técnica de uma vaca', () =>
    t.request('GET', `${base}/animais/${cows[150].id}/ficha`, { cookie }),
  );
  const grafico = await timed('gráfico da fazenda, 30 dias (GET /producao/resumo)', () =>
    t.request('GET', `${base}/producao/resumo?ate=${ATE}`, { cookie }),
  );
  await timed('próximos eventos', () => t.request('GET', `${base}/reproducao/proximos`, { cookie }));
  // The annual production report (issue #13): a whole year of milkings of the 300 cows.
  const anual = `${base}/relatorios?tipo=anual&categoria=producao&ano=2024`;
  const relatorio = await timed('relatório anual de produção (JSON)', () => t.request('GET', anual, { cookie }), 2);
  const csv = await timed(
    'relatório anual de produção (CSV)',
    () => t.request('GET', `${anual}&formato=csv`, { cookie }),
    1,
  );
  const xlsx = await timed(
    'relatório anual de produção (Excel)',
    () => t.request('GET', `${anual}&formato=xlsx`, { cookie }),
    1,
  );
  const pdf = await timed(
    'relatório anual de produção (PDF)',
    () => t.request('GET', `${anual}&formato=pdf`, { cookie }),
    1,
  );

  const em = `com ${(total / 1e6).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} M ordenhas`;
  goal({
    name: `lote de 300 ordenhas salvo, ${em}`,
    value: lote,
    unit: 'ms',
    kind: 'max',
    limit: META.lote300OrdenhasMs,
    ceiling: { label: 'INSERT puro das mesmas linhas, sem gatilhos', value: teto, unit: 'ms' },
    chave: 'lote',
  });
  goal({
    name: `gráfico da fazenda, 30 dias (mediana), ${em}`,
    value: grafico,
    unit: 'ms',
    kind: 'max',
    limit: META.grafico30DiasMs,
    chave: 'grafico',
  });
  goal({ name: 'histórico, 1ª página (mediana)', value: historico, unit: 'ms', kind: 'max', limit: META.historicoMs });
  goal({ name: 'ficha técnica (mediana)', value: ficha, unit: 'ms', kind: 'max', limit: META.fichaMs });
  goal({
    name: 'relatório anual de produção, 300 vacas',
    value: relatorio / 1000,
    unit: 's',
    kind: 'max',
    limit: META.relatorioAnualS,
  });
  goal({
    name: 'relatório anual de produção em CSV',
    value: csv / 1000,
    unit: 's',
    kind: 'max',
    limit: META.relatorioAnualCsvS,
  });
  goal({
    name: 'relatório anual de produção em Excel',
    value: xlsx / 1000,
    unit: 's',
    kind: 'max',
    limit: META.relatorioAnualXlsxS,
  });
  goal({
    name: 'relatório anual de produção em PDF, 300 vacas',
    value: pdf / 1000,
    unit: 's',
    kind: 'max',
    limit: META.relatorioAnualPdfS,
    chave: 'pdf',
  });
} finally {
  t.close();
}
