import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../domain/ids.ts';
import { typedFixture } from '../test/fixture.ts';

// Registries through the typed test client: paths, params and bodies are checked by the compiler.
const f = typedFixture();

describe('registros through the typed test client', () => {
  it('creates, replays the same id, refuses other content for it with 409', async () => {
    const registros = f.farm.registros[':tipo'];
    const tipo: 'tipos-terras' = 'tipos-terras';
    const param = { farmId: f.farmId, tipo };
    const id = uuidv7();
    expect((await registros.$post({ param, json: { id, nome: 'Capineira' } }, { headers: f.headers })).status).toBe(
      201,
    );
    expect((await registros.$post({ param, json: { id, nome: 'Capineira' } }, { headers: f.headers })).status).toBe(
      200,
    );
    expect((await registros.$post({ param, json: { id, nome: 'Outra' } }, { headers: f.headers })).status).toBe(409);
    const lista = await registros.$get({ param }, { headers: f.headers });
    expect(JSON.stringify(await lista.json())).toContain('Capineira');
  });
});
