import { createMiddleware } from 'hono/factory';
import { carregarUmaVez } from '../carregar-uma-vez.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from './errors.ts';

export const KEEP_MS = 30 * 24 * 60 * 60 * 1000;
/** Status of a claimed key whose first request is still running. */
export const IN_PROGRESS = 0;
/** How long a duplicate waits for the first request's answer before 409. */
export const WAIT_MS = 10_000;
/** A claim older than this with no answer was left by a crash: it may be taken over. */
export const ABANDONED_MS = 60_000;
/**
 * A claim made before this process started was left by the process that crashed or was switched off (one server
 * process serves a database): the outbox's replay after the Pi restarts must not wait ABANDONED_MS for it.
 */
export const PROCESS_STARTED = new Date().toISOString();

// The keys' table through drizzle (idempotency-chaves.ts): the running server's start loads no drizzle (inicio.ts);
// a mutation with a key comes signed in, and the session has loaded it by then.
const carregarChaves = carregarUmaVez(() => import('./idempotency-chaves.ts'));

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
  const [{ atenderComChave }, db] = await Promise.all([carregarChaves(), c.var.deps.carregarDb()]);
  return atenderComChave(c, next, db, key, user.id);
});
