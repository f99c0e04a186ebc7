/**
 * How many farms one node carries (issue 40, item 6; README 'Além de um nó'): the write rate of the database file
 * measured through the app's own write path (validation, the kernel, the write queue, the milk_dias/milk_semanas
 * triggers, one transaction each), against what a day's milkings of N farms ask for.
 *   - one milking per request (POST /producao, as a phone sends one cow at a time): milkings per second;
 *   - one farm's milking of COWS cows per request (POST /producao/lote, the 'Lançamento em lote' screen).
 * Demand: N farms × COWS cows × 2 milkings a day, each milking typed within a window of JANELA_H hours that every
 * farm shares (the worst case: the whole cooperative milks at the same hour). In-process requests (app.request, no
 * sockets), one after another: the write queue serialises writes, so concurrency adds no write rate.
 *
 *   node --import tsx bench/um-no.bench.ts            (npm run bench -- um-no)
 */
import { somarDias } from '../src/domain/apontamentos/dates.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { createTestContext } from '../src/server/test/harness.ts';
import { goal } from './support/goals.ts';

const COWS = 60;
const JANELA_H = 1;
const FAZENDAS = [200, 2000, 5000];
const SEGUNDOS = Number(process.env.UM_NO_SEGUNDOS ?? 10);

const t = await createTestContext();
try {
  const cookie = await t.adminCookie();
  const farmId = await t.sampleFarmId();
  const base = `/api/farms/${farmId}`;
  const cows = Array.from({ length: COWS }, () => uuidv7());
  const tx = await t.database.client.transaction('write');
  for (const [i, id] of cows.entries()) {
    await tx.execute({
      sql: `INSERT INTO animals (id, farm_id, identificacao, categoria, raca, sexo, situacao) VALUES (?, ?, ?, 'Vaca Leiteira', 'Holandesa', 'F', 'ativo')`,
      args: [id, farmId, String(1000 + i)],
    });
  }
  await tx.commit();

  /** Requests one after another for SEGUNDOS; returns milkings saved per second. */
  async function taxa(rotulo: string, porPedido: number, pedido: (i: number) => Promise<Response>) {
    let i = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < SEGUNDOS * 1000) {
      const r = await pedido(i++);
      await r.arrayBuffer();
      if (r.status !== 201 && r.status !== 200) throw new Error(`${rotulo}: ${r.status}`);
    }
    const s = (performance.now() - t0) / 1000;
    const porS = (i * porPedido) / s;
    console.log(
      `${rotulo}: ${i} pedidos em ${s.toFixed(1)} s → ${porS.toFixed(0)} ordenhas/s (${(i / s).toFixed(1)} pedidos/s)`,
    );
    return porS;
  }

  const dia0 = '2020-01-01';
  const umaPorPedido = await taxa('uma ordenha por pedido (POST /producao)', 1, (i) =>
    t.request('POST', `${base}/producao`, {
      cookie,
      body: {
        id: uuidv7(),
        data: somarDias(dia0, Math.floor(i / (2 * COWS))),
        ordenha: Math.floor(i / COWS) % 2 ? 'Tarde' : 'Manhã',
        animalId: cows[i % COWS],
        producao: 10 + (i % 9),
      },
    }),
  );
  const dia1 = '2023-01-01';
  const porLote = await taxa(`uma ordenha da fazenda por pedido (lote de ${COWS} vacas)`, COWS, (i) =>
    t.request('POST', `${base}/producao/lote`, {
      cookie,
      body: {
        data: somarDias(dia1, Math.floor(i / 2)),
        ordenha: i % 2 ? 'Tarde' : 'Manhã',
        itens: cows.map((animalId, c) => ({ id: uuidv7(), animalId, producao: 10 + ((c + i) % 9) })),
      },
    }),
  );

  const janela = JANELA_H * 3600;
  console.log(
    `\npedido de um dia: N fazendas × ${COWS} vacas × 2 ordenhas, cada ordenha digitada na mesma janela de ${JANELA_H} h:`,
  );
  for (const n of FAZENDAS) {
    const pico = (n * COWS) / janela;
    console.log(
      `  ${String(n).padStart(5)} fazendas: ${(n * COWS * 2).toLocaleString('pt-BR')} ordenhas/dia, pico ${pico.toFixed(1)} ordenhas/s` +
        ` = ${((100 * pico) / umaPorPedido).toFixed(1)} % da taxa uma a uma, ${((100 * pico) / porLote).toFixed(1)} % da taxa em lote`,
    );
  }
  const fazendasUma = Math.floor((umaPorPedido * janela) / COWS);
  const fazendasLote = Math.floor((porLote * janela) / COWS);
  console.log(
    `  um nó carrega, com a escrita toda ocupada na janela: ${fazendasUma.toLocaleString('pt-BR')} fazendas uma a uma, ` +
      `${fazendasLote.toLocaleString('pt-BR')} em lote`,
  );
  goal({
    name: `fazendas de ${COWS} vacas por nó, ordenhas uma a uma na mesma hora`,
    value: fazendasUma,
    unit: 'fazendas',
    kind: 'min',
    limit: 2000,
  });
  goal({
    name: `fazendas de ${COWS} vacas por nó, ordenhas em lote na mesma hora`,
    value: fazendasLote,
    unit: 'fazendas',
    kind: 'min',
    limit: 2000,
  });
} finally {
  await t.close();
}
