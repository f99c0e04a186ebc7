import { testClient } from 'hono/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';

// Registries through the typed test client: paths, params and bodies are checked by the compiler.
let t: TestContext;
let headers: Record<string, string>;
let farmId: string;
beforeAll(async () => {
  t = await createTestContext();
  headers = { cookie: await t.adminCookie(), origin: 'http://localhost' };
  farmId = await t.sampleFarmId();
});
afterAll(() => t.close());

describe('registros through the typed test client', () => {
  it('creates, replays the same id, refuses other content for it with 409', async () => {
    const registros = testClient(t.app).api.farms[':farmId'].registros[':tipo'];
    const tipo: 'tipos-terras' = 'tipos-terras';
    const param = { farmId, tipo };
    const id = uuidv7();
    expect((await registros.$post({ param, json: { id, nome: 'Capineira' } }, { headers })).status).toBe(201);
    expect((await registros.$post({ param, json: { id, nome: 'Capineira' } }, { headers })).status).toBe(200);
    expect((await registros.$post({ param, json: { id, nome: 'Outra' } }, { headers })).status).toBe(409);
    const lista = await registros.$get({ param }, { headers });
    expect(JSON.stringify(await lista.json())).toContain('Capineira');
  });
});
