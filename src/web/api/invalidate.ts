/**
 * `invalidate(prefix)` without the query library: the login page's graph (guards.tsx) and the outbox call it, and
 * neither may download TanStack Query. Before use-resource.ts is loaded nothing has been read, so there is nothing
 * to read again; once loaded it plugs its cache in here.
 */
let invalidator: ((prefix: string) => void) | null = null;

/** Reads again every resource whose key starts with `prefix` (e.g. after saving a payable: invalidate('fin:')). */
export function invalidate(prefix: string): void {
  invalidator?.(prefix);
}

/** Called once by use-resource.ts with what an invalidation does to its cache. */
export function setInvalidator(fn: (prefix: string) => void): void {
  invalidator = fn;
}
