/** Fixed-window attempt counter kept in memory (one process serves the farm). */
export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts a try for every key; false when any key is over `max` (the limiter's own unless given). */
  hit(keys: string[], now = Date.now(), max = this.max): boolean {
    let allowed = true;
    for (const key of keys) {
      let entry = this.#hits.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + this.windowMs };
        this.#hits.set(key, entry);
      }
      entry.count += 1;
      if (entry.count > max) allowed = false;
    }
    if (this.#hits.size > 10_000) this.#sweep(now);
    return allowed;
  }

  /** Tries counted for `key` in its current window. */
  count(key: string, now = Date.now()): number {
    const entry = this.#hits.get(key);
    return entry && entry.resetAt > now ? entry.count : 0;
  }

  /** Gives one try back to `key` (a login that succeeded should not use up its address's budget). */
  refund(key: string): void {
    const entry = this.#hits.get(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  reset(key: string): void {
    this.#hits.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key);
  }
}
