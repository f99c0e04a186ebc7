import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { MSG } from '../../domain/messages.ts';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/platform.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from './errors.ts';

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** Status of a claimed key whose first request is still running. */
const IN_PROGRESS = 0;
/** How long a duplicate waits for the first request's answer before 409. */
const WAIT_MS = 10_000;
/** A claim older than this with no answer was left by a crash: it may be taken over. */
const ABANDONED_MS = 60_000;
/**
 * A claim made before this process started was left by the process that crashed or was switched off (one server
 * process serves a database): the outbox's replay after the Pi restarts must not wait ABANDONED_MS for it.
 */
export const PROCESS_STARTED = new Date().toISOString();

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
 * A mutation sent with `Idempotency-Key` (the offline outbox always sends one) is applied once. The key is claimed
 * atomically before the handler runs, so concurrent duplicates cannot both apply it: a duplicate waits for the first
 * answer and gets it replayed (or 409 'Requisição em andamento' if the first is still running after a while). A
 * server error releases the key so the request can be retried; any other answer is kept for 30 days.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  const user = c.var.user;
  if (!key || !user || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (key.length > 200) throw new HttpError(400, 'invalid_input', 'Idempotency-Key inválida.');
  const { db } = c.var.deps;
  // Read a copy: the route must still be able to read the body itself (its validate()).
  const body = await c.req.raw.clone().text();
  const requestHash = encodeHexLowerCase(sha256(new TextEncoder().encode(`${c.req.method} ${c.req.path}\n${body}`)));
  const values = { key, userId: user.id, method: c.req.method, path: c.req.path, requestHash };
  const where = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key));

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
});
