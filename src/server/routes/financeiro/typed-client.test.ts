import { describe, expect, it } from 'vitest';
import { type Operacao, type Pedido, requisicao } from '../../../domain/api/contrato.ts';
import { financeiro } from '../../../domain/api/financeiro.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { financeiroFixture } from './test-support.ts';

// The same requests the web's client sends (pedir, src/web/api/pedir.ts): paths, params and bodies come from the
// declarations and are checked by the compiler.
const f = financeiroFixture();

function enviar<O extends Operacao>(op: O, pedido: Pedido<O>): Promise<Response> {
  const { url, init } = requisicao(op, pedido);
  const headers = { ...(init.headers as Record<string, string>), cookie: f.gerente, origin: 'http://localhost' };
  return Promise.resolve(f.t.app.request(url, { ...init, headers }));
}

describe('fornecedores through the declared operations', () => {
  it('creates idempotently and refuses the same id with other content with the stored row', async () => {
    const api = financeiro.fornecedores;
    const params = { farmId: f.farmId };
    const id = uuidv7();
    const criado = await enviar(api.criar, { params, json: { id, nome: 'Laticínios Serra' } });
    expect(criado.status).toBe(201);
    const repetido = await enviar(api.criar, { params, json: { id, nome: 'Laticínios Serra' } });
    expect(repetido.status).toBe(200);
    const outro = await enviar(api.criar, { params, json: { id, nome: 'Outro nome' } });
    expect(outro.status).toBe(409);
    const lista = await enviar(api.listar, { params });
    expect(lista.status).toBe(200);
    expect(JSON.stringify(await lista.json())).toContain('Laticínios Serra');
  });
});
