import type { Logger } from '../logger.ts';

const pending = new Set<Promise<void>>();

/**
 * Runs work after the answer has gone out (e-mail, for instance), so a request's timing and answer do not depend
 * on it. A failure is logged, never thrown at the requester.
 */
export function inBackground(logger: Logger, what: string, task: () => Promise<void>): void {
  const run = task()
    .catch((error: unknown) => logger.error(what, { error: String(error) }))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves when every background task started so far has ended (tests, and a clean shutdown). */
export async function settleBackground(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}
