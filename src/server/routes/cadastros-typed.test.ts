import { describe, expect, it } from 'vitest';
import { cadastros } from '../../domain/api/cadastros.ts';
import { type Operacao, type Pedido, requisicao } from '../../domain/api/contrato.ts';
import { uuidv7 } from '../../domain/ids.ts';
import { adminFixture } from '../test/fixture.ts';

// Registries through the declared operations (the requests the web's pedir sends): paths, params and bodies come
// from src/domain/api/cadastros.ts and are checked by the compiler.
const f = adminFixture();

function enviar<O extends Operacao>(op: O, pedido: Pedido<O>): Promise<Response> {
  const { url, init } = requisicao(op, pedido);
  const headers = { ...(init.headers as Record<string, string>), cookie: f.admin, origin: 'http://localhost' };
  return Promise.resolve(f.t.app.request(url, { ...init, headers }));
}

describe('registros through the declared operations', () => {
  it('creates, replays the same id, refuses other content for it with 409', async () => {
    const api = cadastros['tipos-terras'];
    const params = { farmId: f.farmId };
    const id = uuidv7();
    expect((await enviar(api.criar, { params, json: { id, nome: 'Capineira' } })).status).toBe(201);
    expect((await enviar(api.criar, { params, json: { id, nome: 'Capineira' } })).status).toBe(200);
    expect((await enviar(api.criar, { params, json: { id, nome: 'Outra' } })).status).toBe(409);
    const lista = await enviar(api.listar, { params });
    expect(JSON.stringify(await lista.json())).toContain('Capineira');
  });
});
