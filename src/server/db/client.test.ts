import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from './client.ts';
import { settings } from './schema/platform.ts';

let dir: string;
let database: Database;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'leiteira-db-'));
  database = await openDatabase(`file:${join(dir, 'db.sqlite')}`);
  await migrateDatabase(database.db);
});
afterAll(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('embedded database under concurrent writes', () => {
  it('runs overlapping write transactions and plain writes without stalling or failing', async () => {
    const { db } = database;
    const started = performance.now();
    const work = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? db.transaction(async (tx) => {
            await tx.insert(settings).values({ key: `tx-${i}`, value: 'a' });
            await new Promise((r) => setTimeout(r, 5)); // yield mid-transaction, as a route awaiting more queries does
            await tx.insert(settings).values({ key: `tx-${i}-b`, value: 'b' });
          })
        : db.insert(settings).values({ key: `plain-${i}`, value: 'c' }),
    );
    await Promise.all(work);
    const [{ n }] = await db.select({ n: count() }).from(settings);
    expect(n).toBe(30);
    // Without serialisation the second BEGIN IMMEDIATE blocks the event loop for the 5 s busy timeout.
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it('rolls back a failed transaction and lets the next writer in', async () => {
    const { db } = database;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: 'rollback-me', value: 'x' });
        throw new Error('falhou');
      }),
    ).rejects.toThrow('falhou');
    await db.insert(settings).values({ key: 'after-rollback', value: 'y' });
    const keys = (await db.select().from(settings)).map((r) => r.key);
    expect(keys).toContain('after-rollback');
    expect(keys).not.toContain('rollback-me');
  });
});
