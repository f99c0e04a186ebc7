import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../config.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * Hook-registering fixtures for a test file (they use vitest, so benches keep to harness.ts). Call one at the top of
 * the file; its fields fill in beforeAll and the app closes afterAll. Arrange more in a `beforeAll` of the file's own,
 * written below the call: vitest runs beforeAll hooks in the order they are written.
 */
export interface AdminFixture {
  t: TestContext;
  /** The signed-in administrator's cookie. */
  admin: string;
  /** The sample farm's id, or that of the farm made for the file (`fazenda`). */
  farmId: string;
}

export interface AdminFixtureOptions {
  config?: Partial<Config>;
  /** Make a farm of this name (every module) for the file instead of using the seeded sample farm. */
  fazenda?: string;
}

/** A fresh app (createTestContext: a real libSQL file in a temporary folder) with the administrator signed in. */
export function adminFixture(opts: AdminFixtureOptions = {}): AdminFixture {
  const f = {} as AdminFixture;
  beforeAll(async () => {
    f.t = await createTestContext(opts.config);
    f.admin = await f.t.adminCookie();
    f.farmId = opts.fazenda ? await f.t.createFarm(opts.fazenda) : await f.t.sampleFarmId();
  });
  afterAll(() => f.t.close());
  return f;
}

/** The answer's JSON, after checking its status (the body is the assertion's message when the status differs). */
export async function jsonComStatus<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
