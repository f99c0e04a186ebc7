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

describe('the embedded file client (arquivo.ts) answers as @libsql/client does', () => {
  it('gives rows by column name and by index, plain in JSON, blobs as bytes and booleans as 0/1', async () => {
    const { client } = database;
    await client.execute('CREATE TABLE t_rows (id TEXT, n INTEGER, b BLOB, ok INTEGER)');
    await client.execute({
      sql: 'INSERT INTO t_rows VALUES (?, ?, ?, ?)',
      args: ['a', 42, new Uint8Array([1, 2, 3]), true],
    });
    const rs = await client.execute({
      sql: 'SELECT id, n, b, ok, n AS id FROM t_rows WHERE id = :id',
      args: { id: 'a' },
    });
    const [row] = rs.rows;
    expect(rs.columns).toEqual(['id', 'n', 'b', 'ok', 'id']);
    expect([row.id, row.n, row.ok, row[0], row[1], row[4], row.length]).toEqual(['a', 42, 1, 'a', 42, 42, 5]);
    expect([...new Uint8Array(row.b as ArrayBuffer)]).toEqual([1, 2, 3]);
    expect(Object.keys(row)).toEqual(['id', 'n', 'b', 'ok']);
    expect(JSON.parse(JSON.stringify({ ...row, b: null }))).toEqual({ id: 'a', n: 42, b: null, ok: 1 });
  });

  it('reports SQLite errors with their codes, and refuses values it cannot store instead of crashing', async () => {
    const { client } = database;
    await client.execute('CREATE TABLE t_unique (k TEXT PRIMARY KEY)');
    await client.execute({ sql: 'INSERT INTO t_unique VALUES (?)', args: ['x'] });
    const erro = await client.execute({ sql: 'INSERT INTO t_unique VALUES (?)', args: ['x'] }).catch((e) => e);
    expect(erro).toMatchObject({ code: 'SQLITE_CONSTRAINT', extendedCode: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    await expect(client.execute({ sql: 'SELECT ?', args: [undefined as never] })).rejects.toThrow(TypeError);
    await expect(client.execute({ sql: 'SELECT ?', args: [{} as never] })).rejects.toThrow(TypeError);
    await expect(client.execute('SELECT * FROM tabela_que_nao_existe')).rejects.toMatchObject({ code: 'SQLITE_ERROR' });
  });

  it('sees a new column after ALTER TABLE, though the statement was prepared before', async () => {
    const { client } = database;
    await client.execute('CREATE TABLE t_alter (a TEXT)');
    await client.execute("INSERT INTO t_alter VALUES ('1')");
    expect((await client.execute('SELECT * FROM t_alter')).columns).toEqual(['a']);
    await client.execute("ALTER TABLE t_alter ADD COLUMN b TEXT DEFAULT 'novo'");
    const rs = await client.execute('SELECT * FROM t_alter');
    expect(rs.columns).toEqual(['a', 'b']);
    expect(rs.rows[0].b).toBe('novo');
  });

  it('keeps a transaction’s rows to itself until commit, and a batch is all or nothing', async () => {
    const { client } = database;
    await client.execute('CREATE TABLE t_tx (k TEXT PRIMARY KEY)');
    const tx = await client.transaction('write');
    await tx.execute("INSERT INTO t_tx VALUES ('dentro')");
    expect((await client.execute('SELECT count(*) AS n FROM t_tx')).rows[0].n).toBe(0);
    expect((await tx.execute('SELECT count(*) AS n FROM t_tx')).rows[0].n).toBe(1);
    await tx.commit();
    expect(tx.closed).toBe(true);
    expect((await client.execute('SELECT count(*) AS n FROM t_tx')).rows[0].n).toBe(1);

    const lote = client.batch(["INSERT INTO t_tx VALUES ('a')", "INSERT INTO t_tx VALUES ('dentro')"], 'write');
    await expect(lote).rejects.toMatchObject({ statementIndex: 1, code: 'SQLITE_CONSTRAINT' });
    expect((await client.execute("SELECT count(*) AS n FROM t_tx WHERE k = 'a'")).rows[0].n).toBe(0);
  });
});
