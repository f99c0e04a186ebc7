import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/ids.ts';
import { typedFixture } from '../../test/fixture.ts';

// The herd register through the typed test client: paths, params and bodies are checked by the compiler.
const f = typedFixture();

describe('animais through the typed test client', () => {
  it('creates, replays the same id without a duplicate, lists', async () => {
    const animais = f.farm.animais;
    const id = uuidv7();
    const corpo = { id, identificacao: '501', categoria: 'Vaca Leiteira', raca: 'Holandesa' };
    const criado = await animais.$post({ param: { farmId: f.farmId }, json: corpo }, { headers: f.headers });
    expect(criado.status).toBe(201);
    expect((await animais.$post({ param: { farmId: f.farmId }, json: corpo }, { headers: f.headers })).status).toBe(
      200,
    );
    const lista = await animais.$get({ param: { farmId: f.farmId }, query: {} }, { headers: f.headers });
    expect(JSON.stringify(await lista.json())).toContain('501');
  });
});
