import { globalAgent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { ESPERA_MUDANCA_MS, entregarPendentes, iniciarPush, varrerAlertas } from '../services/push.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { snapshotTables } from '../test/permissions.ts';
import { type LoopbackPushService, startPushService } from '../test/push-service.ts';

let t: TestContext;
let svc: LoopbackPushService;
let admin: string;
let farmId: string;
let hoje: string;
let ana: { id: string; cookie: string };
let bruno: { id: string; cookie: string };

beforeAll(async () => {
  svc = await startPushService();
  // The server trusts the loopback push service's self-signed certificate (web-push uses the global agent).
  globalAgent.options.ca = svc.ca;
  t = await createTestContext({ pushHosts: ['127.0.0.1'] });
  admin = await t.adminCookie();
  farmId = await t.createFarm('Fazenda do Push');
  hoje = hojeNoFuso('America/Sao_Paulo');
  // Gerentes: financial (bills), no appointments; Operadores: appointments (quality, herd), no financial.
  ana = await t.createUser({ email: 'ana.push@teste.local', farmIds: [farmId], groupNames: ['Gerentes'] });
  bruno = await t.createUser({ email: 'bruno.push@teste.local', farmIds: [farmId], groupNames: ['Operadores'] });
});
afterAll(async () => {
  t.close();
  await svc.close();
});

const silent = () => {};
const deps = () => ({
  db: t.database.db,
  config: t.config,
  logger: { debug: silent, info: silent, warn: silent, error: silent },
});
const json = async <T>(res: Response) => (await res.json()) as T;

async function inscrever(cookie: string, device: string) {
  const sub = svc.subscribe(device);
  const res = await t.request('POST', '/api/push/inscricao', { cookie, body: { ...sub, expirationTime: null } });
  expect(res.status, await res.clone().text()).toBe(201);
  return sub;
}

describe('/api/push: keys and subscriptions', () => {
  it('the public VAPID key, made once and kept; the private key is never served', async () => {
    const a = await json<{ chave: string }>(await t.request('GET', '/api/push/chave', { cookie: ana.cookie }));
    const b = await json<{ chave: string }>(await t.request('GET', '/api/push/chave', { cookie: admin }));
    expect(a.chave).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(b.chave).toBe(a.chave);
    const stored = await t.database.client.execute("SELECT value FROM settings WHERE key = 'vapid'");
    const { privateKey } = JSON.parse(String(stored.rows[0].value)) as { privateKey: string };
    for (const path of ['/api/push/chave', '/api/push/inscricoes', '/api/openapi.json']) {
      const text = await (await t.request('GET', path, { cookie: admin })).text();
      expect(text).not.toContain(privateKey);
    }
  });

  it('signed out: 401 on every push route, nothing written', async () => {
    const before = await snapshotTables(t);
    const sub = svc.subscribe('sem-sessao');
    for (const [method, path, body] of [
      ['GET', '/api/push/chave', undefined],
      ['GET', '/api/push/inscricoes', undefined],
      ['POST', '/api/push/inscricao', sub],
      ['DELETE', '/api/push/inscricao', { endpoint: sub.endpoint }],
      ['POST', '/api/push/teste', { endpoint: sub.endpoint }],
    ] as const) {
      const res = await t.request(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(MSG.naoAutenticado);
    }
    expect(await snapshotTables(t)).toEqual(before);
  });

  it('subscribes this device; again renews its keys; each user lists only their own', async () => {
    const sub = await inscrever(ana.cookie, 'ana-celular');
    const again = { ...sub, keys: svc.subscribe('ana-celular').keys };
    const res = await t.request('POST', '/api/push/inscricao', { cookie: ana.cookie, body: again });
    expect(res.status).toBe(200);
    const lista = await json<{ inscricoes: { endpoint: string }[] }>(
      await t.request('GET', '/api/push/inscricoes', { cookie: ana.cookie }),
    );
    expect(lista.inscricoes.map((i) => i.endpoint)).toEqual([sub.endpoint]);
    const doBruno = await json<{ inscricoes: unknown[] }>(
      await t.request('GET', '/api/push/inscricoes', { cookie: bruno.cookie }),
    );
    expect(doBruno.inscricoes).toEqual([]);
  });

  it('refuses malformed bodies and unknown push services in Portuguese, and changes nothing', async () => {
    const before = await snapshotTables(t);
    const ok = svc.subscribe('malformado');
    const cases: [unknown, string][] = [
      [{}, MSG.inscricaoInvalida],
      [{ endpoint: ok.endpoint }, MSG.inscricaoInvalida],
      [{ ...ok, endpoint: ok.endpoint.replace('https:', 'http:') }, MSG.inscricaoInvalida],
      [{ ...ok, keys: { p256dh: 'curta', auth: ok.keys.auth } }, MSG.inscricaoInvalida],
      [{ ...ok, endpoint: 'https://192.168.0.1/roteador' }, MSG.servicoPushNaoPermitido],
      [{ ...ok, endpoint: 'https://fcm.googleapis.com.exemplo.net/x' }, MSG.servicoPushNaoPermitido],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/push/inscricao', { cookie: ana.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(message);
    }
    for (const path of ['/api/push/inscricao', '/api/push/teste']) {
      const res = await t.request(path.endsWith('teste') ? 'POST' : 'DELETE', path, {
        cookie: ana.cookie,
        body: { endpoint: 'nada' },
      });
      expect(res.status).toBe(400);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(MSG.inscricaoInvalida);
    }
    expect(await snapshotTables(t)).toEqual(before);
  });

  it("another user can neither take, test nor remove someone's subscription", async () => {
    const sub = await inscrever(ana.cookie, 'ana-tablet');
    const before = await snapshotTables(t);
    const tomar = await t.request('POST', '/api/push/inscricao', { cookie: bruno.cookie, body: sub });
    expect(tomar.status).toBe(409);
    expect((await json<{ error: { message: string } }>(tomar)).error.message).toBe(MSG.inscricaoDeOutroUsuario);
    for (const [method, path] of [
      ['DELETE', '/api/push/inscricao'],
      ['POST', '/api/push/teste'],
    ] as const) {
      const res = await t.request(method, path, { cookie: bruno.cookie, body: { endpoint: sub.endpoint } });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(MSG.inscricaoNaoEncontrada);
    }
    expect(svc.received.filter((r) => r.device === 'ana-tablet')).toEqual([]);
    expect(await snapshotTables(t)).toEqual(before);
    // the owner removes it
    const del = await t.request('DELETE', '/api/push/inscricao', {
      cookie: ana.cookie,
      body: { endpoint: sub.endpoint },
    });
    expect(del.status).toBe(200);
    const lista = await json<{ inscricoes: { endpoint: string }[] }>(
      await t.request('GET', '/api/push/inscricoes', { cookie: ana.cookie }),
    );
    expect(lista.inscricoes.map((i) => i.endpoint)).not.toContain(sub.endpoint);
  });
});

describe('web-push end to end against the loopback push service', () => {
  it("'Testar Notificação': signed with the server's VAPID key, decrypted by the device", async () => {
    const sub = await inscrever(admin, 'admin-pc');
    const { chave } = await json<{ chave: string }>(await t.request('GET', '/api/push/chave', { cookie: admin }));
    const res = await t.request('POST', '/api/push/teste', { cookie: admin, body: { endpoint: sub.endpoint } });
    expect(await json(res)).toEqual({ resultado: 'enviado' });
    expect(svc.refused).toEqual([]);
    const got = svc.received.filter((r) => r.device === 'admin-pc');
    expect(got).toHaveLength(1);
    expect(got[0].payload).toEqual({
      title: 'Gestão Leiteira',
      body: 'As notificações estão funcionando.',
      tag: 'teste',
      url: '/',
      icon: '/icon-192.png',
    });
    expect(got[0].vapid).toMatchObject({ aud: svc.origin, k: chave, sub: 'mailto:nao-responda@leiteira.local' });
    expect(got[0].ttl).toBeGreaterThan(500);
    expect(got[0].ttl).toBeLessThanOrEqual(600);
    expect(got[0].urgency).toBe('high');
  });

  it('new alerts go to the users whose modules show them, once each', async () => {
    await t.request('DELETE', '/api/push/inscricao', {
      cookie: admin,
      body: { endpoint: `${svc.origin}/push/admin-pc` },
    });
    const outsider = await t.createUser({
      email: 'carla.push@teste.local',
      farmIds: [await t.createFarm('Outra Fazenda')],
      groupNames: ['Administradores'],
    });
    await inscrever(outsider.cookie, 'carla-celular');
    await inscrever(bruno.cookie, 'bruno-celular');
    const desde = svc.received.length;

    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await t.request('POST', `/api/farms/${farmId}${path}`, { cookie: admin, body });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    await post('/contas-pagar', {
      data_vencimento: somarDias(hoje, 1),
      fornecedor: 'Cooperativa',
      descricao: 'Sal mineral',
      categoria: 'Alimentação',
      valor: 45_000,
    });
    // due in 5 days: in the bell, not pushed
    await post('/contas-pagar', {
      data_vencimento: somarDias(hoje, 5),
      fornecedor: 'Cooperativa',
      descricao: 'Longe ainda',
      categoria: 'Alimentação',
      valor: 100,
    });
    await post('/qualidade', { data: hoje, amostra: 'Tanque 9', gordura: 3.5, proteina: 3.1, ccs: 700, cbt: 100_000 });

    // ana (one device): the bill; bruno: the sample and the month's quarterly geometric mean of CCS; carla: nothing
    expect(await varrerAlertas(deps())).toBe(3);
    expect(await entregarPendentes(deps())).toMatchObject({ enviado: 3, na_fila: 0 });
    expect(svc.refused).toEqual([]);
    const got = svc.received.slice(desde).map((r) => [r.device, (r.payload as { body: string }).body]);
    expect(got).toEqual(
      expect.arrayContaining([
        ['ana-celular', expect.stringMatching(/^Conta a pagar vence em .*: Sal mineral — R\$ 450,00$/)],
        ['bruno-celular', expect.stringMatching(/^Amostra Tanque 9 de .*CCS acima do limite/)],
        ['bruno-celular', expect.stringMatching(/^Média geométrica trimestral de CCS em 700 mil cél\./)],
      ]),
    );
    expect(got.filter(([d]) => d === 'carla-celular')).toEqual([]);
    expect(got.filter(([, b]) => b.includes('Longe ainda'))).toEqual([]);
    const contaPush = svc.received.slice(desde).find((r) => r.device === 'ana-celular')?.payload;
    expect(contaPush).toMatchObject({
      title: 'Atenção — Fazenda do Push',
      url: '/dashboard/financeiro/contas-pagar',
      farmId,
    });

    // nothing new: nothing sent again
    expect(await varrerAlertas(deps())).toBe(0);
    expect(await entregarPendentes(deps())).toMatchObject({ enviado: 0 });
  });

  it('without uplink a push waits in the queue and goes when the uplink returns; past its TTL it is dropped', async () => {
    const desde = svc.received.length;
    await svc.offline();
    const res = await t.request('POST', `/api/farms/${farmId}/contas-pagar`, {
      cookie: admin,
      body: {
        data_vencimento: hoje,
        fornecedor: 'Energia',
        descricao: 'Conta de luz',
        categoria: 'Energia',
        valor: 30_000,
      },
    });
    expect(res.status).toBe(201);
    expect(await varrerAlertas(deps())).toBe(1);
    expect(await entregarPendentes(deps())).toMatchObject({ enviado: 0, na_fila: 1 });
    const fila = await t.database.client.execute('SELECT tentativas, proxima_em, ultimo_erro FROM push_fila');
    expect(fila.rows).toHaveLength(1);
    expect(fila.rows[0]).toMatchObject({ tentativas: 1, ultimo_erro: 'ECONNREFUSED' });
    expect(svc.refused).toEqual([]);
    expect(Number(fila.rows[0].proxima_em)).toBeGreaterThan(Date.now());
    // not due yet: not tried again
    expect(await entregarPendentes(deps())).toMatchObject({ na_fila: 0, enviado: 0 });

    await svc.online();
    await t.database.client.execute('UPDATE push_fila SET proxima_em = 0'); // its back-off has passed
    expect(await entregarPendentes(deps())).toMatchObject({ enviado: 1 });
    expect(svc.received.slice(desde).map((r) => (r.payload as { body: string }).body)).toEqual([
      expect.stringContaining('Conta de luz'),
    ]);
    expect((await t.database.client.execute('SELECT * FROM push_fila')).rows).toEqual([]);

    // a test push queued while offline, found only after its TTL: dropped, never sent
    await svc.offline();
    const resTeste = await t.request('POST', '/api/push/teste', {
      cookie: ana.cookie,
      body: { endpoint: `${svc.origin}/push/ana-celular` },
    });
    expect(await json(resTeste)).toEqual({ resultado: 'na_fila' });
    await svc.online();
    await t.database.client.execute('UPDATE push_fila SET proxima_em = 0, expira_em = 1');
    expect(await entregarPendentes(deps())).toMatchObject({ descartado: 1, enviado: 0 });
    expect((await t.database.client.execute('SELECT * FROM push_fila')).rows).toEqual([]);
    expect(svc.received.slice(desde)).toHaveLength(1);
  });

  it('a subscription the push service says is gone (410) is removed with its queue', async () => {
    svc.gone('bruno-celular');
    const res = await t.request('POST', '/api/push/teste', {
      cookie: bruno.cookie,
      body: { endpoint: `${svc.origin}/push/bruno-celular` },
    });
    expect(await json(res)).toEqual({ resultado: 'removida' });
    const lista = await json<{ inscricoes: unknown[] }>(
      await t.request('GET', '/api/push/inscricoes', { cookie: bruno.cookie }),
    );
    expect(lista.inscricoes).toEqual([]);
    expect((await t.database.client.execute('SELECT * FROM push_fila')).rows).toEqual([]);
  });

  it('the running job pushes a new alert shortly after the change that made it, without being asked', async () => {
    await inscrever(bruno.cookie, 'bruno-novo');
    const desde = svc.received.length;
    const parar = iniciarPush(deps());
    try {
      // what the start-up scan finds first (nothing new for bruno's new phone but what was already sent)
      await new Promise((r) => setTimeout(r, 500));
      const res = await t.request('POST', `/api/farms/${farmId}/qualidade`, {
        cookie: admin,
        body: { data: hoje, amostra: 'Tanque 12', gordura: 3.5, proteina: 3.1, ccs: 100, cbt: 950_000 },
      });
      expect(res.status).toBe(201);
      const inicio = Date.now();
      await expect
        .poll(() => svc.received.slice(desde).map((r) => (r.payload as { body: string }).body), { timeout: 8000 })
        .toContainEqual(expect.stringMatching(/^Amostra Tanque 12 de .*CBT acima do limite/));
      expect(Date.now() - inicio).toBeGreaterThanOrEqual(ESPERA_MUDANCA_MS - 100);
      expect(svc.received.slice(desde).every((r) => r.device === 'bruno-novo')).toBe(true);
    } finally {
      parar();
    }
  });
});
