import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, MIGRATIONS_FOLDER, migrateDatabase, openDatabase } from './client.ts';

// Migration 0009 (issue 22) puts a unique index on a cow's milking of a date and ordenha. A farm's database may
// already hold the same milking twice: the upgrade must not fail on it, keep the newest and write the others to the
// audit log.

let dir: string;
let database: Database;

/** The migrations folder as it was before 0009. */
function migracoesAte0008(): string {
  const pasta = join(dir, 'migrations-0008');
  cpSync(MIGRATIONS_FOLDER, pasta, { recursive: true });
  const journalPath = join(pasta, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= 8);
  writeFileSync(journalPath, JSON.stringify(journal));
  return pasta;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-mig-'));
  database = await openDatabase(`file:${join(dir, 'db.sqlite')}`);
  await migrate(database.db, { migrationsFolder: migracoesAte0008() });
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('migration 0009: one milking per cow, date and ordenha', () => {
  it('upgrades a database holding duplicates: the newest is kept, the others go to the audit log', async () => {
    const { client } = database;
    await client.execute(`INSERT INTO farms (id, name, location, size) VALUES ('f1', 'Fazenda', 'MG', 10)`);
    await client.execute(
      `INSERT INTO animals (id, farm_id, identificacao, categoria) VALUES ('a1', 'f1', 'V005', 'Vaca Leiteira'), ('a2', 'f1', 'V006', 'Vaca Leiteira')`,
    );
    const ordenha = (id: string, animal: string, ordenha: string, producao: number, em: string) =>
      client.execute({
        sql: `INSERT INTO milk_records (id, farm_id, animal_id, data, ordenha, producao, created_at, updated_at)
              VALUES (?, 'f1', ?, '2026-11-25', ?, ?, ?, ?)`,
        args: [id, animal, ordenha, producao, em, em],
      });
    // V005 Manhã saved three times (a double save, then a correction); V005 Tarde twice, the same litres
    await ordenha('m1', 'a1', 'Manhã', 12.5, '2026-11-25T09:00:00.000Z');
    await ordenha('m2', 'a1', 'Manhã', 12.5, '2026-11-25T09:00:05.000Z');
    await ordenha('m3', 'a1', 'Manhã', 14, '2026-11-25T10:00:00.000Z');
    await ordenha('t1', 'a1', 'Tarde', 11, '2026-11-25T17:00:00.000Z');
    await ordenha('t2', 'a1', 'Tarde', 11, '2026-11-25T17:00:01.000Z');
    await ordenha('u1', 'a2', 'Manhã', 9, '2026-11-25T09:00:00.000Z');

    await migrateDatabase(database.db);

    const rows = await client.execute('SELECT id, producao FROM milk_records ORDER BY id');
    expect(rows.rows.map((r) => [r.id, r.producao])).toEqual([
      ['m3', 14],
      ['t2', 11],
      ['u1', 9],
    ]);
    const audit = await client.execute(
      `SELECT entity, entity_id, action, farm_id, before, after FROM audit_log ORDER BY entity_id`,
    );
    expect(audit.rows.map((r) => [r.entity, r.entity_id, r.action, r.farm_id])).toEqual([
      ['milk_records', 'm1', 'ordenha_duplicada', 'f1'],
      ['milk_records', 'm2', 'ordenha_duplicada', 'f1'],
      ['milk_records', 't1', 'ordenha_duplicada', 'f1'],
    ]);
    // what was removed can be read back whole, with the row kept in its place
    expect(JSON.parse(String(audit.rows[0].before))).toEqual({
      id: 'm1',
      farmId: 'f1',
      animalId: 'a1',
      data: '2026-11-25',
      ordenha: 'Manhã',
      producao: 12.5,
      createdAt: '2026-11-25T09:00:00.000Z',
      updatedAt: '2026-11-25T09:00:00.000Z',
    });
    expect(JSON.parse(String(audit.rows[0].after))).toEqual({ mantida: 'm3', producao: 14, identica: false });
    expect(JSON.parse(String(audit.rows[2].after))).toEqual({ mantida: 't2', producao: 11, identica: true });

    // and from now on the database itself holds the rule
    await expect(ordenha('m4', 'a1', 'Manhã', 1, '2026-11-26T00:00:00.000Z')).rejects.toThrow(/UNIQUE/);
  });
});
