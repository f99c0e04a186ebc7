import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, lt } from 'drizzle-orm';
import type { Context, Next } from 'hono';
import { MSG } from '../../domain/messages.ts';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/platform.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from './errors.ts';
import { ABANDONED_MS, IN_PROGRESS, KEEP_MS, PROCESS_STARTED, WAIT_MS } from './idempotency.ts';

type Row = typeof idempotencyKeys.$inferSelect;
type Claim = { owner: true } | { owner: false; row: Row };

async function claim(db: Db, values: Omit<typeof idempotencyKeys.$inferInsert, 'status' | 'body'>): Promise<Claim> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...values, status: IN_PROGRESS, body: '' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length) return { owner: true };
  const where = and(eq(idempotencyKeys.userId, values.userId), eq(idempotencyKeys.key, values.key));
  const row = await db.select().from(idempotencyKeys).where(where).get();
  if (!row) return claim(db, values); // released between the two statements: try again
  if (
    row.status === IN_PROGRESS &&
    (row.createdAt < PROCESS_STARTED || Date.parse(row.createdAt) < Date.now() - ABANDONED_MS)
  ) {
    const taken = await db
      .update(idempotencyKeys)
      .set({ requestHash: values.requestHash, createdAt: new Date().toISOString() })
      .where(and(where, eq(idempotencyKeys.status, IN_PROGRESS), eq(idempotencyKeys.createdAt, row.createdAt)))
      .returning({ key: idempotencyKeys.key });
    if (taken.length) return { owner: true };
  }
  return { owner: false, row };
}

/**
 * The key's claim, the wait for a duplicate's first answer and the answer kept: idempotency.ts's middleware, for a
 * mutation that carries a key, with drizzle loaded (`db`).
 */
export async function atenderComChave(c: Context<AppEnv>, next: Next, db: Db, key: string, userId: string) {
  // Read a copy: the route must still be able to read the body itself (its validate()).
  const body = await c.req.raw.clone().text();
  const requestHash = encodeHexLowerCase(sha256(new TextEncoder().encode(`${c.req.method} ${c.req.path}\n${body}`)));
  const values = { key, userId, method: c.req.method, path: c.req.path, requestHash };
  const where = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  const deadline = Date.now() + WAIT_MS;
  let result = await claim(db, values);
  while (!result.owner) {
    const { row } = result;
    if (row.requestHash !== requestHash) throw new HttpError(409, 'conflict', MSG.idempotenciaConflito);
    if (row.status !== IN_PROGRESS) {
      return c.body(row.body, row.status as 200, { 'content-type': 'application/json', 'idempotent-replay': 'true' });
    }
    if (Date.now() >= deadline) throw new HttpError(409, 'conflict', MSG.requisicaoEmAndamento);
    await new Promise((resolve) => setTimeout(resolve, 50));
    result = await claim(db, values);
  }

  try {
    await next();
  } finally {
    if (c.res.status < 500) {
      const text = await c.res.clone().text();
      await db.update(idempotencyKeys).set({ status: c.res.status, body: text }).where(where);
    } else {
      await db.delete(idempotencyKeys).where(and(where, eq(idempotencyKeys.status, IN_PROGRESS)));
    }
  }
  if (Math.random() < 0.01) {
    const cutoff = new Date(Date.now() - KEEP_MS).toISOString();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
  }
}
