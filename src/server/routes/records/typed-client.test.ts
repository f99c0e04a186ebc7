import { testClient } from 'hono/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/ids.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// The herd register through the typed test client: paths, params and bodies are checked by the compiler.
let t: TestContext;
let headers: Record<string, string>;
let farmId: string;
beforeAll(async () => {
  t = await createTestContext();
  headers = { cookie: await t.adminCookie(), origin: 'http://localhost' };
  farmId = await t.sampleFarmId();
});
afterAll(() => t.close());

describe('animais through the typed test client', () => {
  it('creates, replays the same id without a duplicate, lists', async () => {
    const animais = testClient(t.app).api.farms[':farmId'].animais;
    const id = uuidv7();
    const corpo = { id, identificacao: '501', categoria: 'Vaca Leiteira', raca: 'Holandesa' };
    const criado = await animais.$post({ param: { farmId }, json: corpo }, { headers });
    expect(criado.status).toBe(201);
    expect((await animais.$post({ param: { farmId }, json: corpo }, { headers })).status).toBe(200);
    const lista = await animais.$get({ param: { farmId }, query: {} }, { headers });
    expect(JSON.stringify(await lista.json())).toContain('501');
  });
});
