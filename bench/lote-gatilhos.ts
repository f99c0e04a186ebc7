/**
 * The batch of 300 milkings (POST /producao/lote) with each set of milk_records triggers, A/B in ONE process and one
 * database, the sets alternated save by save (so a burst of other work on a shared machine weighs on all): a herd of
 * 300 cows in milk with a year of twice-daily milkings (bench/support/ordenhas.ts), then, for each round, one new
 * milking saved (a new date each time) under
 *
 * - `recalcula (0015)`: milk_semanas' triggers of migration 0015, which recompute the cow's week per row;
 * - `soma (0022)`: this code's (migration 0022), which add and subtract;
 * - `sem gatilhos`: no trigger on milk_records at all (no milk_semanas, milk_dias, milk_meses, rebanho_versoes): what
 *   the route costs when the sums cost nothing — the route's ceiling;
 * - `SQL puro`: the same 300 milkings and 300 audit rows written by inserirLinhas in one transaction, committed, with no
 *   route, no checks and no trigger — the write's ceiling.
 *
 * Each save: wall time, CPU (process.cpuUsage) and the bytes the commit wrote to the WAL (checkpointed and truncated
 * before each save, so the -wal file's size is exactly this commit's frames: what synchronous = FULL must fsync — a
 * figure the machine's load cannot move). Medians, and the goal (≤ 100 ms) beside them. Asserts nothing.
 *   taskset -c 0 node --max-old-space-size=256 --import tsx bench/lote-gatilhos.ts     (LOTE_RUNS, default 11)
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { somarDias } from '../src/domain/apontamentos/dates.ts';
import { uuidv7 } from '../src/domain/ids.ts';
import { inserirLinhas } from '../src/server/db/linhas.ts';
import { ordenhas } from '../src/server/db/schema/apontamentos.ts';
import { auditLog } from '../src/server/db/schema/platform.ts';
import { linhaDeAuditoria } from '../src/server/services/audit.ts';
import { createTestContext } from '../src/server/test/harness.ts';
import { goal, META } from './support/goals.ts';
import { carregarOrdenhas } from './support/ordenhas.ts';

const RUNS = Number(process.env.LOTE_RUNS ?? 11);
const ATE = '2025-06-30';
const MIGRACOES = join(import.meta.dirname, '../migrations');

/** The CREATE TRIGGER statements of a migration whose name starts with `prefixo`. */
function gatilhos(arquivo: string, prefixo: string): string[] {
  return readFileSync(join(MIGRACOES, arquivo), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^(\s*--[^\n]*\n)+/, '').trim())
    .filter((s) => s.startsWith(`CREATE TRIGGER \`${prefixo}`));
}

const t = await createTestContext();
try {
  const { client, db } = t.database;
  const cookie = await t.adminCookie();
  const farmId = await t.sampleFarmId();
  const { vacas } = await carregarOrdenhas(t, farmId, { vacas: 300, anos: 1, ate: ATE });
  const wal = join(t.dir, 'test.db-wal');
  const base = `/api/farms/${farmId}`;

  const nomes = async () =>
    (
      await client.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name IN ('milk_records', 'milk_dias')",
      )
    ).rows.map((r) => ({ name: String(r.name), sql: String(r.sql) }));
  const deste = await nomes(); // this code's triggers, as migrated
  const semanasDeste = deste.filter((g) => g.name.startsWith('milk_semanas_')).map((g) => g.sql);
  const semanas0015 = gatilhos('0015_milk_semanas_indice_da_vaca.sql', 'milk_semanas_');
  if (semanas0015.length !== 3 || semanasDeste.length !== 3) throw new Error('gatilhos de milk_semanas não achados');

  /** Drops every trigger on milk_records and milk_dias, then creates `sqls`. */
  async function comGatilhos(sqls: string[]) {
    for (const g of await nomes()) await client.execute(`DROP TRIGGER \`${g.name}\``);
    for (const s of sqls) await client.execute(s);
  }
  const outros = deste.filter((g) => !g.name.startsWith('milk_semanas_')).map((g) => g.sql);

  let dia = 0;
  const novoLote = () => {
    dia++;
    return {
      data: somarDias(ATE, -dia),
      itens: vacas.map((v, i) => ({ id: uuidv7(), animalId: v.id, producao: 10 + (i % 7) })),
    };
  };
  const post = async () => {
    const { data, itens } = novoLote();
    const res = await t.request('POST', `${base}/producao/lote`, { cookie, body: { data, ordenha: 'Noite', itens } });
    const texto = await res.text();
    if (res.status !== 200) throw new Error(`lote: ${res.status} ${texto}`);
  };
  const sqlPuro = async () => {
    const { data, itens } = novoLote();
    await db.transaction(async (tx) => {
      const feitas = await inserirLinhas<Record<string, unknown> & { id: string }>(
        tx,
        ordenhas,
        itens.map((i) => ({ id: i.id, farmId, animalId: i.animalId, data, ordenha: 'Noite', producao: i.producao })),
        { devolver: true },
      );
      await inserirLinhas(
        tx,
        auditLog,
        feitas.map((after) =>
          linhaDeAuditoria({ userId: null, farmId, entity: 'ordenha', entityId: after.id, action: 'create', after }),
        ),
      );
    });
  };
  const modos: { nome: string; gatilhos: string[]; salvar: () => Promise<void> }[] = [
    { nome: 'recalcula (0015)', gatilhos: [...outros, ...semanas0015], salvar: post },
    { nome: 'soma (0022)', gatilhos: [...outros, ...semanasDeste], salvar: post },
    { nome: 'sem gatilhos', gatilhos: [], salvar: post },
    { nome: 'SQL puro', gatilhos: [], salvar: sqlPuro },
  ];
  const medidas = new Map(
    modos.map((m) => [m.nome, { parede: [] as number[], cpu: [] as number[], wal: [] as number[] }]),
  );
  for (let k = 0; k < RUNS + 1; k++) {
    for (const modo of modos) {
      await comGatilhos(modo.gatilhos);
      await modo.salvar(); // untimed: the statements prepared again after the schema changed
      await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await modo.salvar();
      const parede = performance.now() - t0;
      const c = process.cpuUsage(c0);
      if (k === 0) continue; // the first round warms the code
      const m = medidas.get(modo.nome);
      m?.parede.push(parede);
      m?.cpu.push((c.user + c.system) / 1000);
      m?.wal.push(statSync(wal).size);
    }
  }
  await comGatilhos(deste.map((g) => g.sql));

  const mediana = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const r = Object.fromEntries(
    [...medidas].map(([nome, m]) => [
      nome,
      { parede: mediana(m.parede), cpu: mediana(m.cpu), wal: mediana(m.wal), min: Math.min(...m.parede) },
    ]),
  );
  for (const [nome, x] of Object.entries(r))
    console.log(
      `${nome.padEnd(18)} parede mediana ${x.parede.toFixed(1).padStart(6)} ms (mín ${x.min.toFixed(1)}), CPU mediana ${x.cpu.toFixed(1).padStart(6)} ms, WAL do commit ${(x.wal / 1024).toFixed(0).padStart(5)} KiB  (${RUNS}×)`,
    );
  goal({
    name: 'lote de 300 ordenhas, gatilhos que somam (0022), mediana',
    value: Math.round(r['soma (0022)'].parede * 10) / 10,
    unit: 'ms',
    kind: 'max',
    limit: META.lote300OrdenhasMs,
    ceiling: { label: 'o mesmo POST sem gatilhos', value: Math.round(r['sem gatilhos'].parede * 10) / 10, unit: 'ms' },
    note: `recalcula (0015): ${r['recalcula (0015)'].parede.toFixed(1)} ms; SQL puro: ${r['SQL puro'].parede.toFixed(1)} ms`,
  });
} finally {
  t.close();
}
