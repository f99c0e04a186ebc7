/**
 * The signed-in 50-row list's CPU per request inside one process, beside its ceiling in the same process (issue 40
 * item 3): the app's GET /api/farms/:farmId/contas-pagar through `app.fetch` (every middleware, the session, the
 * permission check, both reads, the JSON) against a bare Hono route with one raw @libsql/client query for the same
 * rows (bench/support/ceiling-server.mjs's). No sockets: what differs between the two is the app's own work. Blocks of
 * each alternate (A/B/A/B…), timed by process.cpuUsage, so other work on a loaded machine weighs on both alike.
 *   node --import tsx bench/lista-cpu.bench.ts      (LISTA_RODADAS=8, LISTA_POR_BLOCO=400)
 */
import { Hono } from 'hono';
import { uuidv7 } from '../src/domain/ids.ts';
import { createTestContext } from '../src/server/test/harness.ts';

const RODADAS = Number(process.env.LISTA_RODADAS ?? 8);
const POR_BLOCO = Number(process.env.LISTA_POR_BLOCO ?? 400);
const t = await createTestContext();
const farmId = await t.sampleFarmId();
for (let i = 0; i < 50; i++) {
  await t.database.client.execute({
    sql: `INSERT INTO contas_pagar (id, farm_id, data_vencimento, fornecedor, descricao, categoria, valor)
          VALUES (?, ?, ?, 'Agropecuária Boa Vista', ?, 'Alimentação', ?)`,
    args: [
      uuidv7(),
      farmId,
      `2025-${String((i % 12) + 1).padStart(2, '0')}-10`,
      `Ração concentrada, lote ${i}`,
      10_000 + i,
    ],
  });
}
const cookie = await t.adminCookie();
const sql = 'SELECT * FROM contas_pagar WHERE farm_id = ? ORDER BY data_vencimento, id LIMIT 50';
const teto = new Hono().get('/', async (c) => c.json((await t.database.client.execute({ sql, args: [farmId] })).rows));

const lista = () =>
  t.app.fetch(new Request(`http://localhost/api/farms/${farmId}/contas-pagar`, { headers: { cookie } }));
const bare = () => teto.fetch(new Request('http://localhost/'));

async function bloco(f: () => Response | Promise<Response>): Promise<number> {
  const antes = process.cpuUsage();
  for (let i = 0; i < POR_BLOCO; i++) {
    const r = await f();
    if (r.status !== 200) throw new Error(`status ${r.status}`);
    await r.text();
  }
  const d = process.cpuUsage(antes);
  return (d.user + d.system) / 1000 / POR_BLOCO;
}
await bloco(lista);
await bloco(bare);
const razoes: number[] = [];
for (let i = 1; i <= RODADAS; i++) {
  const c = await bloco(bare);
  const a = await bloco(lista);
  razoes.push(c / a);
  console.log(
    `rodada ${i}: lista ${a.toFixed(3)} ms de CPU/req, teto ${c.toFixed(3)} ms/req = ${(c / a).toFixed(2)} × teto`,
  );
}
razoes.sort((x, y) => x - y);
console.log(
  `mediana: lista = ${razoes[Math.floor(razoes.length / 2)].toFixed(2)} × teto em CPU por requisição, no mesmo processo (meta da lista por HTTP: ≥ 0,9 × teto)`,
);
t.close();
