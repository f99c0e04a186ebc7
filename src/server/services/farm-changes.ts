/**
 * "Something of this farm changed", in this process: the open alert streams and the push job recompute on it. A
 * successful mutation under /api/farms/:farmId says so once its answer is ready (its transaction committed); one
 * under /api/admin (links, groups, a farm's modules) says so for every farm. Writes made by another process (the
 * CLI) are not heard: the listeners also recompute on a timer.
 */
import { EventEmitter } from 'node:events';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../env.ts';

/** Every farm. */
export const TODAS = '*';

const buses = new WeakMap<Db, EventEmitter>();

function bus(db: Db): EventEmitter {
  let b = buses.get(db);
  if (!b) {
    b = new EventEmitter();
    // One listener per open stream and the push job: the number is bounded by the stream limit, not by this.
    b.setMaxListeners(0);
    buses.set(db, b);
  }
  return b;
}

export function avisarMudanca(db: Db, farmId: string): void {
  bus(db).emit('mudanca', farmId);
}

/** Calls `fn(farmId)` on each change of `farmId` (or of any farm, without one); returns the unsubscribe. */
export function ouvirMudancas(db: Db, farmId: string | null, fn: (farmId: string) => void): () => void {
  const listener = (changed: string) => {
    if (farmId === null || changed === farmId || changed === TODAS) fn(changed);
  };
  bus(db).on('mudanca', listener);
  return () => bus(db).off('mudanca', listener);
}

const FARM_PATH = /^\/api\/farms\/([^/]+)\//;

export const farmChanges = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || c.res.status >= 400) return;
  const farmId = FARM_PATH.exec(c.req.path)?.[1];
  if (!farmId && !c.req.path.startsWith('/api/admin/')) return;
  // loaded by the route that wrote (the start loads no drizzle; the bus is per database)
  const db = await c.var.deps.carregarDb();
  avisarMudanca(db, farmId ? decodeURIComponent(farmId) : TODAS);
});
