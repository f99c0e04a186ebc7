import { describe, expect, it } from 'vitest';
import { type Operacao, type Pedido, requisicao } from '../../../domain/api/contrato.ts';
import { inventario } from '../../../domain/api/inventario.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { adminFixture } from '../../test/fixture.ts';

// The land valuation through the declared operations, the same requests the web's client sends (pedir,
// src/web/api/pedir.ts): paths, params and bodies come from the declarations and are checked by the compiler.
const f = adminFixture();

function enviar<O extends Operacao>(op: O, pedido: Pedido<O>): Promise<Response> {
  const { url, init } = requisicao(op, pedido);
  const headers = { ...(init.headers as Record<string, string>), cookie: f.admin, origin: 'http://localhost' };
  return Promise.resolve(f.t.app.request(url, { ...init, headers }));
}

describe('inventário de terras through the declared operations', () => {
  it('creates, replays the same id, refuses other content for it with 409', async () => {
    const terras = inventario.terras;
    const params = { farmId: f.farmId };
    const id = uuidv7();
    const terra = {
      id,
      tipo: 'Pastagem intensificada sequeiro',
      quantidade: 12.5,
      valor: 1875040,
      taxaJurosItem: 7.5,
      responsavelTecnico: 'Ana Souza',
    };
    expect((await enviar(terras.criar, { params, json: terra })).status).toBe(201);
    expect((await enviar(terras.criar, { params, json: terra })).status).toBe(200);
    const outra = await enviar(terras.criar, { params, json: { ...terra, quantidade: 3 } });
    expect(outra.status).toBe(409);
    const lista = await enviar(terras.listar, { params });
    expect(JSON.stringify(await lista.json())).toContain('Pastagem intensificada sequeiro');
  });
});
