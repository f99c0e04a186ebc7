/**
 * A herd of `vacas` cows with `anos` years of twice-daily milkings (300 cows × 6 years, 305 days in milk a year ≈ 1.1 million rows) written
 * straight into a farm of a test database, for the benches that read milkings (bench/lactacoes.bench.ts). Each cow
 * calves once a year and is dried 305 days later; the last calving, 100 days before `ate`, keeps her in milk. The
 * litres follow a lactation curve (a rise to a peak near DEL 50, then a decline) with a per-cow level, so the
 * figures computed from them look like a herd's.
 */

import { diasEntre, somarDias } from '../../src/domain/apontamentos/dates.ts';
import { uuidv7 } from '../../src/domain/ids.ts';
import type { TestContext } from '../../src/server/test/harness.ts';

/**
 * The version of this generator: a bench that keeps the database it built (bench/lactacoes.bench.ts caches it under
 * /tmp) keys the file by it, so a change to what is written here must bump it.
 */
export const VERSAO_DO_GERADOR = 1;

export interface Rebanho {
  vacas: { id: string; tag: string }[];
  ordenhas: number;
}

export async function carregarOrdenhas(
  t: TestContext,
  farmId: string,
  { vacas = 300, anos = 6, ate = '2025-06-30' } = {},
): Promise<Rebanho> {
  const { client } = t.database;
  const dias = anos * 365;
  const inicio = somarDias(ate, -(dias - 1));
  const cows = Array.from({ length: vacas }, (_, i) => ({ id: uuidv7(), tag: String(1000 + i) }));
  const partos = new Map<string, string[]>();
  const txA = await client.transaction('write');
  for (const c of cows) {
    await txA.execute({
      sql: `INSERT INTO animals (id, farm_id, identificacao, categoria, raca, sexo, situacao) VALUES (?, ?, ?, 'Vaca Leiteira', 'Holandesa', 'F', 'ativo')`,
      args: [c.id, farmId, c.tag],
    });
    const lista: string[] = [];
    for (let y = anos; y >= 0; y--) {
      const parto = somarDias(ate, -100 - 365 * y);
      lista.push(parto);
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
    partos.set(c.id, lista);
  }
  await txA.commit();

  /** Half a day's litres of cow `c` on `data`: a Wood-like curve by DEL, 0 when she is dry (no milking then). */
  const meiaOrdenha = (c: number, data: string): number | null => {
    const lista = partos.get(cows[c].id) ?? [];
    let parto: string | null = null;
    for (const p of lista) if (p <= data) parto = p;
    if (!parto) return null;
    const del = diasEntre(parto, data);
    if (del >= 305 || del < 1) return null;
    const nivel = 0.8 + (c % 9) / 20;
    const litros = nivel * 14 * del ** 0.2 * Math.exp(-0.004 * del) * (1 + ((c * 7 + del) % 11) / 100);
    return Math.round(litros * 10) / 10;
  };

  const escritor = escritorDeOrdenhas(client, farmId);
  const startMs = Date.parse(`${inicio}T06:00:00Z`);
  for (let d = 0; d < dias; d++) {
    const data = somarDias(inicio, d);
    for (const ordenha of ['Manhã', 'Tarde']) {
      for (let c = 0; c < vacas; c++) {
        const litros = meiaOrdenha(c, data);
        if (litros !== null) await escritor.add(uuidv7(startMs + d * 86_400_000), cows[c].id, data, ordenha, litros);
      }
    }
  }
  const total = await escritor.fim();
  await client.execute('ANALYZE');
  return { vacas: cows, ordenhas: total };
}

/** The herd `carregarOrdenhas` wrote into a farm, read back from a database it built before (a cached copy). */
export async function lerRebanho(client: TestContext['database']['client'], farmId: string): Promise<Rebanho> {
  const vacas = await client.execute({
    sql: `select id, identificacao from animals a where farm_id = ?
          and exists (select 1 from reproduction_events r where r.animal_id = a.id) order by identificacao`,
    args: [farmId],
  });
  const [{ n }] = (
    await client.execute({ sql: 'select count(*) as n from milk_records where farm_id = ?', args: [farmId] })
  ).rows;
  return { vacas: vacas.rows.map((r) => ({ id: String(r.id), tag: String(r.identificacao) })), ordenhas: Number(n) };
}

/**
 * Milkings written straight into milk_records the fast way: 400 rows a statement, 50 statements a transaction.
 * `add` one milking at a time; `fim` writes what is left, commits and answers how many were written.
 */
export function escritorDeOrdenhas(client: TestContext['database']['client'], farmId: string) {
  const ROWS_PER_STMT = 400;
  const STMTS_PER_TX = 50;
  let rows: (string | number)[] = [];
  let pending = 0;
  let total = 0;
  let stmts = 0;
  let tx: Awaited<ReturnType<typeof client.transaction>> | null = null;
  const flush = async () => {
    if (!pending) return;
    tx ??= await client.transaction('write');
    const placeholders = Array.from({ length: pending }, () => '(?, ?, ?, ?, ?, ?)').join(',');
    await tx.execute({
      sql: `INSERT INTO milk_records (id, farm_id, animal_id, data, ordenha, producao) VALUES ${placeholders}`,
      args: rows,
    });
    total += pending;
    rows = [];
    pending = 0;
    if (++stmts % STMTS_PER_TX === 0) {
      await tx.commit();
      tx = null;
    }
  };
  return {
    async add(id: string, animalId: string, data: string, ordenha: string, litros: number) {
      rows.push(id, farmId, animalId, data, ordenha, litros);
      if (++pending === ROWS_PER_STMT) await flush();
    },
    async fim(): Promise<number> {
      await flush();
      await tx?.commit();
      tx = null;
      return total;
    },
  };
}
