import { testClient } from 'hono/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/ids.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

// The land valuation through the typed test client: paths, params and bodies are checked by the compiler.
let t: TestContext;
let headers: Record<string, string>;
let farmId: string;
beforeAll(async () => {
  t = await createTestContext();
  headers = { cookie: await t.adminCookie(), origin: 'http://localhost' };
  farmId = await t.sampleFarmId();
});
afterAll(() => t.close());

describe('inventário de terras through the typed test client', () => {
  it('creates, replays the same id, refuses other content for it with 409', async () => {
    const terras = testClient(t.app).api.farms[':farmId'].inventario.terras;
    const id = uuidv7();
    const terra = {
      id,
      tipo: 'Pastagem intensificada sequeiro',
      quantidade: 12.5,
      valor: 1875040,
      taxaJurosItem: 7.5,
      responsavelTecnico: 'Ana Souza',
    };
    expect((await terras.$post({ param: { farmId }, json: terra }, { headers })).status).toBe(201);
    expect((await terras.$post({ param: { farmId }, json: terra }, { headers })).status).toBe(200);
    const outra = await terras.$post({ param: { farmId }, json: { ...terra, quantidade: 3 } }, { headers });
    expect(outra.status).toBe(409);
    const lista = await terras.$get({ param: { farmId } }, { headers });
    expect(JSON.stringify(await lista.json())).toContain('Pastagem intensificada sequeiro');
  });
});
