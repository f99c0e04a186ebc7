import { testClient } from 'hono/testing';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * A test file's fixture for Hono's typed client (paths, params and bodies checked by the compiler): a fresh app
 * with the administrator signed in on the sample farm. Call at the top of the file; the fields fill in beforeAll.
 */
export function typedFixture() {
  const f = {} as {
    t: TestContext;
    /** The signed-in administrator's cookie and the Origin the CSRF check wants. */
    headers: Record<string, string>;
    farmId: string;
    farm: ReturnType<typeof testClient<TestContext['app']>>['api']['farms'][':farmId'];
  };
  beforeAll(async () => {
    f.t = await createTestContext();
    f.headers = { cookie: await f.t.adminCookie(), origin: 'http://localhost' };
    f.farmId = await f.t.sampleFarmId();
    f.farm = testClient(f.t.app).api.farms[':farmId'];
  });
  afterAll(() => f.t.close());
  return f;
}
