import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../db/client.ts';
import { testConfig } from '../test/harness.ts';
import { seedDatabase } from './seed.ts';
import { seedPendente } from './seed-pendente.ts';

const dir = mkdtempSync(join(tmpdir(), 'leiteira-seed-pendente-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('says there is something to seed exactly when seedDatabase still writes: a new database, a lost VAPID pair, no user', async () => {
  const config = testConfig(dir, { databaseUrl: `file:${join(dir, 'novo.db')}` });
  const { client, db, close } = await openDatabase(config.databaseUrl);
  await migrateDatabase(db);
  try {
    expect(await seedPendente(client)).toBe(true);
    expect((await seedDatabase(db, config)).seeded).toBe(true);
    expect(await seedPendente(client)).toBe(false);
    expect((await seedDatabase(db, config)).seeded).toBe(false);

    // an older database with users but no VAPID pair (made on its first start after Web Push came): made now
    await client.execute("DELETE FROM settings WHERE key = 'vapid'");
    expect(await seedPendente(client)).toBe(true);
    await seedDatabase(db, config);
    expect(await seedPendente(client)).toBe(false);

    // users gone: a first start again
    await client.execute('PRAGMA foreign_keys = OFF');
    await client.execute('DELETE FROM users');
    expect(await seedPendente(client)).toBe(true);
    expect((await seedDatabase(db, config)).seeded).toBe(true);
    expect(await seedPendente(client)).toBe(false);
  } finally {
    close();
  }
});
