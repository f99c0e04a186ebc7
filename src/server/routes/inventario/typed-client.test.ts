import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/ids.ts';
import { typedFixture } from '../../test/fixture.ts';

// The land valuation through the typed test client: paths, params and bodies are checked by the compiler.
const f = typedFixture();

describe('inventário de terras through the typed test client', () => {
  it('creates, replays the same id, refuses other content for it with 409', async () => {
    const terras = f.farm.inventario.terras;
    const id = uuidv7();
    const terra = {
      id,
      tipo: 'Pastagem intensificada sequeiro',
      quantidade: 12.5,
      valor: 1875040,
      taxaJurosItem: 7.5,
      responsavelTecnico: 'Ana Souza',
    };
    expect((await terras.$post({ param: { farmId: f.farmId }, json: terra }, { headers: f.headers })).status).toBe(201);
    expect((await terras.$post({ param: { farmId: f.farmId }, json: terra }, { headers: f.headers })).status).toBe(200);
    const outra = await terras.$post(
      { param: { farmId: f.farmId }, json: { ...terra, quantidade: 3 } },
      { headers: f.headers },
    );
    expect(outra.status).toBe(409);
    const lista = await terras.$get({ param: { farmId: f.farmId } }, { headers: f.headers });
    expect(JSON.stringify(await lista.json())).toContain('Pastagem intensificada sequeiro');
  });
});
