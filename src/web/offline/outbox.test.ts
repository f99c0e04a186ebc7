/** The outbox's rules, and its flush against the real app (a libSQL file): order, exactly once, refusals, retries. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.ts';
import { createTestContext, type TestContext } from '../../server/test/harness.ts';
import { type DescribedRequest, describe as describeRequest } from '../api/mutate.ts';
import { flush, memoryStore } from './outbox.ts';
import {
  decidirEnvio,
  emOrdem,
  isPendente,
  MAX_RETRIES,
  mergePending,
  type OutboxItem,
  podeGuardar,
  proximoPasso,
  RETRY_WAIT_MS,
} from './outbox-rules.ts';

const req = (method: string, url: string, body?: unknown): DescribedRequest =>
  describeRequest(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
const item = (r: DescribedRequest, extra: Partial<OutboxItem> = {}): OutboxItem => ({
  userId: 'u1',
  req: r,
  criadoEm: new Date().toISOString(),
  tentativas: 0,
  estado: 'pendente',
  ...extra,
});

describe('which mutations may wait', () => {
  it('farm data may; sign-in, admin, reads, uploads and passwords may not', () => {
    expect(podeGuardar(req('POST', '/api/farms/f/producao', { id: 'a' }))).toBe(true);
    expect(podeGuardar(req('DELETE', '/api/farms/f/producao/a'))).toBe(true);
    // the bell's seen/dismissed marks are sent now or not at all
    expect(podeGuardar(req('POST', '/api/farms/f/alertas/dispensados', { chave: 'c', marca: 'm' }))).toBe(false);
    expect(podeGuardar(req('POST', '/api/farms/f/alertas/vistos', { alertas: [] }))).toBe(false);
    expect(podeGuardar(req('PUT', 'http://pi:3000/api/farms/f/producao/a', { x: 1 }))).toBe(true);
    expect(podeGuardar(req('POST', '/api/auth/login', { email: 'a' }))).toBe(false);
    expect(podeGuardar(req('PUT', '/api/auth/current-farm', { farmId: 'f' }))).toBe(false);
    expect(podeGuardar(req('POST', '/api/admin/farms', { name: 'x' }))).toBe(false);
    expect(podeGuardar(req('GET', '/api/farms/f/producao'))).toBe(false);
    expect(podeGuardar(req('DELETE', '/api/farms/f/terras/a', { password: 'segredo' }))).toBe(false);
    expect(podeGuardar({ ...req('POST', '/api/farms/f/importar'), body: 'a;b;c' })).toBe(false);
  });

  it('is stored at once when the server is away or older changes still wait', () => {
    expect(decidirEnvio({ guardavel: true, alcancavel: true, pendentes: 0 })).toBe('enviar');
    expect(decidirEnvio({ guardavel: true, alcancavel: false, pendentes: 0 })).toBe('guardar');
    expect(decidirEnvio({ guardavel: true, alcancavel: true, pendentes: 2 })).toBe('guardar');
    expect(decidirEnvio({ guardavel: false, alcancavel: false, pendentes: 2 })).toBe('enviar');
  });
});

describe('what an answer means for a stored item', () => {
  it('2xx sends it, 4xx sets it aside, 401 stops, the rest is retried up to 3 times', () => {
    expect(proximoPasso({ status: 201 }, 0)).toBe('remover');
    expect(proximoPasso({ status: 200 }, 3)).toBe('remover');
    expect(proximoPasso({ status: 400, mensagem: 'Campo obrigatório' }, 0)).toBe('rejeitar');
    expect(proximoPasso({ status: 404 }, 0)).toBe('rejeitar');
    expect(proximoPasso({ status: 409, mensagem: 'Registro alterado' }, 0)).toBe('rejeitar');
    expect(proximoPasso({ status: 401 }, 0)).toBe('parar');
    for (const envio of [
      { semResposta: true as const, erro: 'Failed to fetch' },
      { status: 500 },
      { status: 429 },
      { status: 409, mensagem: MSG.requisicaoEmAndamento },
    ]) {
      expect(proximoPasso(envio, 0)).toBe('repetir');
      expect(proximoPasso(envio, MAX_RETRIES - 1)).toBe('repetir');
      expect(proximoPasso(envio, MAX_RETRIES)).toBe('desistir');
    }
  });

  it('keeps each user’s items apart, in the order made', () => {
    const items = [
      item(req('POST', '/api/farms/f/a', { id: '3' }), { seq: 3 }),
      item(req('POST', '/api/farms/f/a', { id: '1' }), { seq: 1 }),
      item(req('POST', '/api/farms/f/a', { id: '2' }), { seq: 2, userId: 'u2' }),
      item(req('POST', '/api/farms/f/a', { id: '4' }), { seq: 4, estado: 'rejeitado' }),
    ];
    expect(emOrdem(items, 'u1', 'pendente').map((i) => i.seq)).toEqual([1, 3]);
    expect(emOrdem(items, 'u1', 'rejeitado').map((i) => i.seq)).toEqual([4]);
  });
});

describe('a list read while changes wait', () => {
  const list = '/api/farms/f/producao?pagina=1&porPagina=20';
  const pend = [
    item(req('POST', '/api/farms/f/producao', { id: 'n1', producao: 10 })),
    item(req('POST', '/api/farms/f/producao', { id: 'n2', producao: 11 })),
    item(req('PUT', '/api/farms/f/producao/s1', { producao: 99 })),
    item(req('DELETE', '/api/farms/f/producao/s2')),
    item(req('POST', '/api/farms/f/producao', { id: 'r1' }), { estado: 'rejeitado' }),
    item(req('POST', '/api/farms/f/qualidade', { id: 'q1' })),
  ];
  const page = {
    itens: [
      { id: 's1', producao: 5 },
      { id: 's2', producao: 6 },
      { id: 's3', producao: 7 },
    ],
    pagina: 1,
    temMais: false,
  };

  it('shows new rows first, edits applied, deletes hidden, each marked pending', () => {
    const out = mergePending(list, page, pend) as typeof page;
    expect(out.itens.map((r) => r.id)).toEqual(['n2', 'n1', 's1', 's3']);
    expect(out.itens.map(isPendente)).toEqual([true, true, true, false]);
    expect(out.itens[2].producao).toBe(99);
    expect(out.pagina).toBe(1);
  });

  it('an array list too; other pages and searches get no new rows; a row the server has is not doubled', () => {
    const arr = mergePending('/api/farms/f/producao', [{ id: 'n1', producao: 10 }], pend) as { id: string }[];
    expect(arr.map((r) => r.id)).toEqual(['n2', 'n1']);
    expect(isPendente(arr[1])).toBe(false);
    const p2 = mergePending('/api/farms/f/producao?pagina=2', page, pend) as typeof page;
    expect(p2.itens.map((r) => r.id)).toEqual(['s1', 's3']);
    const q = mergePending('/api/farms/f/producao?q=abc', page, pend) as typeof page;
    expect(q.itens.map((r) => r.id)).toEqual(['s1', 's3']);
    expect(mergePending('/api/farms/f/producao/resumo', { total: 1 }, pend)).toEqual({ total: 1 });
  });
});

describe('flush against the real server', () => {
  let t: TestContext;
  let cookie: string;
  let base: string;
  beforeAll(async () => {
    t = await createTestContext();
    cookie = await t.adminCookie();
    base = `http://localhost/api/farms/${await t.sampleFarmId()}/registros/tipos-terras`;
  });
  afterAll(() => t.close());

  const count = async (prefix: string) =>
    Number(
      (
        await t.database.client.execute({
          sql: 'SELECT count(*) n FROM tipos_terras WHERE nome LIKE ?',
          args: [`${prefix}%`],
        })
      ).rows[0].n,
    );
  const post = (nome: string) => {
    const r = req('POST', base, { nome });
    r.headers = { ...r.headers, 'content-type': 'application/json', cookie, origin: 'http://localhost' };
    return r;
  };
  const appFetch: typeof fetch = async (input, init) => t.app.request(String(input), init);

  it('sends in order, exactly once even when an answer is lost, and sets a refusal aside', async () => {
    const store = memoryStore();
    for (const n of ['Ordem 1', 'Ordem 2', 'Ordem 3']) await store.adicionar(item(post(n)));
    await store.adicionar(item(post(''))); // the server refuses a blank name
    await store.adicionar(item(post('Ordem 5')));
    const order: string[] = [];
    let lost = false;
    const fetchLosingOne: typeof fetch = async (input, init) => {
      const res = await appFetch(input, init);
      order.push(JSON.parse(String(init?.body)).nome);
      // the server applied 'Ordem 2' but its answer never came back (the Pi died mid-answer)
      if (!lost && String(init?.body).includes('Ordem 2')) {
        lost = true;
        throw new TypeError('Failed to fetch');
      }
      return res;
    };
    const sleeps: number[] = [];
    const r = await flush({
      store,
      userId: 'u1',
      fetch: fetchLosingOne,
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(r).toEqual({ enviados: 4, rejeitados: 1, restantes: 0 });
    expect(order).toEqual(['Ordem 1', 'Ordem 2', 'Ordem 2', 'Ordem 3', '', 'Ordem 5']);
    expect(sleeps).toEqual([RETRY_WAIT_MS]);
    expect(await count('Ordem ')).toBe(4);
    const [rejected] = store.items;
    expect(rejected.estado).toBe('rejeitado');
    expect(rejected.rejeicao?.status).toBe(400);
    expect(rejected.rejeicao?.mensagem).toMatch(/[a-zá-ú]/);
    expect(rejected.rejeicao?.mensagem).not.toMatch(/required|invalid|expected/i);

    // the whole run again (a second flusher, a repeated sync): nothing is applied twice
    const again = memoryStore();
    for (const n of ['Ordem 1', 'Ordem 3']) await again.adicionar(item(post(n)));
    const replay = await flush({ store: again, userId: 'u1', fetch: appFetch });
    expect(replay.enviados).toBe(2);
    expect(await count('Ordem ')).toBe(6); // new keys are new requests: the kernel's client id is what dedupes those
  });

  it('a server that never answers: 3 retries 5 s apart, then the items stay, reported', async () => {
    const store = memoryStore();
    await store.adicionar(item(post('Nunca 1')));
    await store.adicionar(item(post('Nunca 2')));
    const sleeps: number[] = [];
    let tries = 0;
    const down: typeof fetch = async () => {
      tries++;
      throw new TypeError('Failed to fetch');
    };
    const r = await flush({ store, userId: 'u1', fetch: down, sleep: async (ms) => void sleeps.push(ms) });
    expect(r.falha).toBe('Failed to fetch');
    expect(store.sincronizacoes.get('u1')).toBeUndefined(); // nothing reached the server: no 'última sincronização'
    expect(r.enviados).toBe(0);
    expect(r.restantes).toBe(2);
    expect(tries).toBe(1 + MAX_RETRIES);
    expect(sleeps).toEqual([RETRY_WAIT_MS, RETRY_WAIT_MS, RETRY_WAIT_MS]);
    expect(store.items[0].tentativas).toBe(1 + MAX_RETRIES);
    expect(store.items[1].tentativas).toBe(0); // the second one was not sent ahead of the first
    // when the server is back, the same items go
    const em = new Date('2026-11-25T09:30:00Z');
    const back = await flush({ store, userId: 'u1', fetch: appFetch, origem: 'segundo-plano', now: () => em });
    expect(back).toEqual({ enviados: 2, rejeitados: 0, restantes: 0 });
    // the worker's flush is remembered for 'Configurações PWA' (who, when, how many)
    expect(store.sincronizacoes.get('u1')).toEqual({
      em: em.toISOString(),
      enviados: 2,
      rejeitados: 0,
      restantes: 0,
      origem: 'segundo-plano',
    });
    expect(await count('Nunca ')).toBe(2);
  });

  it('a signed-out session stops the flush without losing anything; another user’s items are left alone', async () => {
    const store = memoryStore();
    const noCookie = req('POST', base, { nome: 'Sem sessão' });
    noCookie.headers = { ...noCookie.headers, 'content-type': 'application/json', origin: 'http://localhost' };
    await store.adicionar(item(noCookie));
    await store.adicionar(item(post('De outro'), { userId: 'u2' }));
    const r = await flush({ store, userId: 'u1', fetch: appFetch });
    expect(r).toEqual({ enviados: 0, rejeitados: 0, restantes: 1, semSessao: true });
    expect(store.items).toHaveLength(2);
    expect(await count('De outro')).toBe(0);
  });
});
