/**
 * The batch's ceiling in the same run (issue 40 item 2): the same 300 milkings (another ordenha of the same day) and
 * their 300 audit rows written the way the kernel writes them (inserirLinhas, multi-row, RETURNING) in one committed
 * write transaction with no trigger on milk_records — no route, no checks, no sums. The triggers are dropped inside
 * that transaction (SQLite's DDL is transactional); a second transaction deletes the rows and puts the triggers back,
 * so the sums never saw the rows and stay equal to a recomputation. Answers the wall time of the first (ms).
 */
import { sql } from 'drizzle-orm';
import { uuidv7 } from '../../src/domain/ids.ts';
import { inserirLinhas } from '../../src/server/db/linhas.ts';
import { ordenhas } from '../../src/server/db/schema/apontamentos.ts';
import { auditLog } from '../../src/server/db/schema/platform.ts';
import { linhaDeAuditoria } from '../../src/server/services/audit.ts';
import type { TestContext } from '../../src/server/test/harness.ts';

export async function tetoDoLote(t: TestContext, farmId: string, vacas: { id: string }[], data: string) {
  const { client, db } = t.database;
  const gatilhos = (
    await client.execute("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'milk_records'")
  ).rows.map((r) => ({ name: String(r.name), sql: String(r.sql) }));
  const linhas = vacas.map((v, i) => ({
    id: uuidv7(),
    farmId,
    animalId: v.id,
    data,
    ordenha: 'Noite',
    producao: 10 + (i % 9),
  }));
  const t0 = performance.now();
  await db.transaction(async (tx) => {
    for (const g of gatilhos) await tx.run(sql.raw(`DROP TRIGGER \`${g.name}\``));
    const feitas = await inserirLinhas<Record<string, unknown> & { id: string }>(tx, ordenhas, linhas, {
      devolver: true,
    });
    await inserirLinhas(
      tx,
      auditLog,
      feitas.map((after) =>
        linhaDeAuditoria({ userId: null, farmId, entity: 'ordenha', entityId: after.id, action: 'create', after }),
      ),
    );
  });
  const ms = Math.round((performance.now() - t0) * 10) / 10;
  const ids = JSON.stringify(linhas.map((l) => l.id));
  const tx = await client.transaction('write');
  await tx.execute({ sql: 'DELETE FROM milk_records WHERE id IN (SELECT value FROM json_each(?))', args: [ids] });
  await tx.execute({ sql: 'DELETE FROM audit_log WHERE entity_id IN (SELECT value FROM json_each(?))', args: [ids] });
  for (const g of gatilhos) await tx.execute(g.sql);
  await tx.commit();
  console.log(`${'teto do lote: INSERT puro, sem gatilhos, commit'.padEnd(44)} ${String(ms).padStart(7)} ms`);
  return ms;
}
