/**
 * Sanidade's writes made offline, replayed by the outbox against the real app (issue 39 §7): a medicine and then a
 * treatment with it, typed while the Pi was away, are saved on reconnect in the order typed and the cow is in
 * withdrawal; a treatment dated before the cow's birth is set aside with the domain's message, nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../../domain/apontamentos/dates.ts';
import { MSG_APONT } from '../../../domain/apontamentos/messages.ts';
import { hojeNoFuso } from '../../../domain/format.ts';
import { uuidv7 } from '../../../domain/ids.ts';
import { createTestContext, type TestContext } from '../../../server/test/harness.ts';
import { describe as describeRequest } from '../../api/mutate.ts';
import { flush, memoryStore } from '../../offline/outbox.ts';

describe('offline replay of health records', () => {
  let t: TestContext;
  let cookie: string;
  let base: string;
  let vaca: string;
  beforeAll(async () => {
    t = await createTestContext();
    cookie = await t.adminCookie();
    base = `http://localhost/api/farms/${await t.sampleFarmId()}`;
    const res = await t.request('POST', `${new URL(base).pathname}/animais`, {
      cookie,
      body: { identificacao: 'OFF1', categoria: 'Vaca Leiteira', dataNascimento: '2022-01-10' },
    });
    vaca = ((await res.json()) as { id: string }).id;
  });
  afterAll(() => t.close());

  const guardado = (path: string, body: unknown) => {
    const req = describeRequest(`${base}${path}`, { method: 'POST', body: JSON.stringify(body) });
    req.headers = { ...req.headers, 'content-type': 'application/json', cookie, origin: 'http://localhost' };
    return { userId: 'u1', req, criadoEm: new Date().toISOString(), tentativas: 0, estado: 'pendente' as const };
  };
  const appFetch: typeof fetch = async (input, init) => t.app.request(String(input), init);

  it('a medicine and a treatment typed offline are saved on reconnect; one before birth is set aside', async () => {
    const hoje = hojeNoFuso('America/Sao_Paulo');
    const [remedio, tratamento, antes] = [uuidv7(), uuidv7(), uuidv7()];
    const evento = (id: string, data: string) => ({
      id,
      data,
      animalId: vaca,
      tipo: 'Tratamento',
      motivo: 'Metrite',
      medicamentoId: remedio,
      dose: 10,
      via: 'Intramuscular',
      dias: 1,
    });
    const store = memoryStore();
    await store.adicionar(
      guardado('/medicamentos', {
        id: remedio,
        nome: 'Oxitetraciclina LA',
        carenciaLeite: 3,
        carenciaCarneDias: 28,
        unidade: 'mL',
      }),
    );
    await store.adicionar(guardado('/eventos-sanitarios', evento(tratamento, hoje)));
    await store.adicionar(guardado('/eventos-sanitarios', evento(antes, '2021-12-31')));

    expect(await flush({ store, userId: 'u1', fetch: appFetch })).toEqual({ enviados: 2, rejeitados: 1, restantes: 0 });
    expect(store.items.map((i) => i.rejeicao)).toEqual([
      { status: 400, mensagem: MSG_APONT.antesDoNascimento('2022-01-10') },
    ]);
    const carencia = (await (
      await t.request('GET', `${new URL(base).pathname}/sanidade/carencia`, { cookie })
    ).json()) as { animais: { identificacao: string; leite: { ate: { data: string } } }[] };
    // a dose this morning, 3 days × 2 milkings after it: the last discarded milking is the morning of hoje + 3
    expect(carencia.animais.map((a) => [a.identificacao, a.leite.ate.data])).toEqual([['OFF1', somarDias(hoje, 3)]]);
    const n = await t.database.client.execute({
      sql: 'SELECT count(*) FROM health_events WHERE id = ?',
      args: [antes],
    });
    expect(Number(n.rows[0][0])).toBe(0);
  });
});
