/**
 * What every authenticated request asks the database — whose session is this, may this user open this farm — kept
 * in the process for a few seconds, so a list costs its own query and not four more. Keyed by the session token's
 * hash and by user + farm; one cache per database (tests open many). Every change of users, groups, farms, links or
 * sessions made through this process forgets everything at once; a change made elsewhere (the CLI, another process
 * on the same libSQL server) is seen within TTL_MS.
 */
import type { Db } from '../db/client.ts';
import type { FazendaRow } from '../env.ts';

/** A session row with its user, as validateSessionToken reads it. */
export interface SessionFacts {
  id: string;
  userId: string;
  expiresAt: number;
  currentFarmId: string | null;
  name: string;
  email: string;
  isAdmin: boolean;
}

/** What checkFarmAccess needs: the farm (null: none), whether the user is linked and the user's groups. */
export interface AccessFacts {
  farm: FazendaRow | null;
  linked: boolean;
  grupos: { allowedModules: string[] }[];
}

/** How long an answer is trusted: the delay before another process's change (a removed link) takes effect here. */
export const TTL_MS = 5_000;
/** Entries kept at most; the oldest goes first. */
const MAX = 10_000;

class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; until: number }>();

  get(key: string): V | undefined {
    const e = this.#entries.get(key);
    if (!e) return undefined;
    if (e.until <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return e.value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    if (this.#entries.size >= MAX) this.#entries.delete(this.#entries.keys().next().value as string);
    this.#entries.set(key, { value, until: Date.now() + TTL_MS });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

export interface AccessCache {
  /** Session rows with their user, by token hash. */
  sessions: TtlCache<SessionFacts>;
  /** The farm, the link and the user's groups, by `${userId}:${farmId}`. */
  access: TtlCache<AccessFacts>;
}

const byDatabase = new WeakMap<object, AccessCache>();

export function accessCache(db: Db): AccessCache {
  let c = byDatabase.get(db);
  if (!c) {
    c = { sessions: new TtlCache<SessionFacts>(), access: new TtlCache<AccessFacts>() };
    byDatabase.set(db, c);
  }
  return c;
}

/** After a change to users, groups, farms, links or sessions: nothing cached is used again. */
export function forgetAccess(db: Db): void {
  const c = byDatabase.get(db);
  c?.sessions.clear();
  c?.access.clear();
}
