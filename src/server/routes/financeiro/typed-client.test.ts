import { testClient } from 'hono/testing';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../domain/ids.ts';
import { financeiroFixture } from './test-support.ts';

// The same requests the web's typed client sends: paths, params and bodies are checked by the compiler.
const f = financeiroFixture();

describe('fornecedores through the typed test client', () => {
  it('creates idempotently and refuses the same id with other content with the stored row', async () => {
    const api = testClient(f.t.app).api.farms[':farmId'].fornecedores;
    const headers = { cookie: f.gerente, origin: 'http://localhost' };
    const param = { farmId: f.farmId };
    const id = uuidv7();
    const criado = await api.$post({ param, json: { id, nome: 'Laticínios Serra' } }, { headers });
    expect(criado.status).toBe(201);
    const repetido = await api.$post({ param, json: { id, nome: 'Laticínios Serra' } }, { headers });
    expect(repetido.status).toBe(200);
    const outro = await api.$post({ param, json: { id, nome: 'Outro nome' } }, { headers });
    expect(outro.status).toBe(409);
    const lista = await api.$get({ param }, { headers });
    expect(lista.status).toBe(200);
    expect(JSON.stringify(await lista.json())).toContain('Laticínios Serra');
  });
});
