import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq, lt } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { MSG } from '../../domain/messages.ts';
import { idempotencyKeys } from '../db/schema/platform.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from './errors.ts';

const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A mutation sent with `Idempotency-Key` (the offline outbox always sends one) is answered once; a replay of the
 * same request gets the stored answer instead of being applied twice. Server errors are not stored, so they retry.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  const user = c.var.user;
  if (!key || !user || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (key.length > 200) throw new HttpError(400, 'invalid_input', 'Idempotency-Key inválida.');
  const { db } = c.var.deps;
  // Read a copy: the route must still be able to read the body itself (validate() or readJson(c.req.raw)).
  const body = await c.req.raw.clone().text();
  const requestHash = encodeHexLowerCase(sha256(new TextEncoder().encode(`${c.req.method} ${c.req.path}\n${body}`)));
  const stored = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)))
    .get();
  if (stored) {
    if (stored.requestHash !== requestHash) throw new HttpError(409, 'conflict', MSG.idempotenciaConflito);
    return c.body(stored.body, stored.status as 200, {
      'content-type': 'application/json',
      'idempotent-replay': 'true',
    });
  }
  await next();
  if (c.res.status < 500) {
    const text = await c.res.clone().text();
    await db
      .insert(idempotencyKeys)
      .values({
        key,
        userId: user.id,
        method: c.req.method,
        path: c.req.path,
        requestHash,
        status: c.res.status,
        body: text,
      })
      .onConflictDoNothing();
  }
  if (Math.random() < 0.01) {
    const cutoff = new Date(Date.now() - KEEP_MS).toISOString();
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
  }
});
