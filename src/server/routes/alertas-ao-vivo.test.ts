import { beforeAll, describe, expect, it } from 'vitest';
import type { Alerta } from '../../domain/alertas.ts';
import { somarDias } from '../../domain/apontamentos/dates.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { MAX_STREAMS_POR_USUARIO, streamsAbertos } from '../services/alertas-ao-vivo.ts';
import { adminFixture } from '../test/fixture.ts';

const f = adminFixture({ fazenda: 'Fazenda Ao Vivo' });
let hoje: string;

beforeAll(async () => {
  hoje = hojeNoFuso('America/Sao_Paulo');
});

/** An open SSE stream: `next()` waits for its next 'alertas' event (or fails after `ms`); `ended` when it closes. */
async function abrir(cookie: string, farm = f.farmId) {
  const res = await f.t.request('GET', `/api/farms/${farm}/alertas/stream`, { cookie, stream: true });
  expect(res.status, res.status === 200 ? '' : await res.clone().text()).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const queue: { hoje: string; alertas: Alerta[] }[] = [];
  const waiting: (() => void)[] = [];
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let i = buffer.indexOf('\n\n');
      while (i >= 0) {
        const block = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (block.startsWith('event: alertas\n')) queue.push(JSON.parse(block.replace(/^event: alertas\ndata: /, '')));
        i = buffer.indexOf('\n\n');
      }
      for (const w of waiting.splice(0)) w();
    }
    ended = true;
    for (const w of waiting.splice(0)) w();
  })();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      setTimeout(resolve, ms);
    });
  return {
    async next(ms = 3000) {
      const until = Date.now() + ms;
      while (!queue.length && !ended && Date.now() < until) await wait(until - Date.now());
      const e = queue.shift();
      if (!e) throw new Error(ended ? 'o stream terminou' : `nenhum evento em ${ms} ms`);
      return e;
    },
    async ended(ms = 3000) {
      const until = Date.now() + ms;
      while (!ended && Date.now() < until) await wait(until - Date.now());
      return ended;
    },
    close: () => reader.cancel(),
  };
}

async function post(path: string, body: Record<string, unknown>) {
  const res = await f.t.request('POST', `/api/farms/${f.farmId}${path}`, { cookie: f.admin, body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string };
}

const conta = (descricao: string, dias: number) => ({
  data_vencimento: somarDias(hoje, dias),
  fornecedor: 'Cooperativa',
  descricao,
  categoria: 'Alimentação',
  valor: 12_300,
});

describe('GET /api/farms/:farmId/alertas/stream', () => {
  it('an alert appears on an open stream when the data changes, and goes when it is dealt with', async () => {
    const s = await abrir(f.admin);
    expect(await s.next()).toEqual({ hoje, alertas: [] });
    const { id } = await post('/contas-pagar', conta('Ração do lote 2', 1));
    const e = await s.next();
    expect(e.alertas.map((a) => a.text)).toEqual([
      expect.stringMatching(/^Conta a pagar vence em .*: Ração do lote 2/),
    ]);
    const del = await f.t.request('DELETE', `/api/farms/${f.farmId}/contas-pagar/${id}`, {
      cookie: f.admin,
      body: { password: 'senha-admin-123' },
    });
    expect(del.status).toBe(200);
    expect((await s.next()).alertas).toEqual([]);
    await s.close();
  });

  it('a user without Financeiro gets no bill alerts on the stream, while the others reach it live', async () => {
    const operador = await f.t.createUser({
      email: 'operador.stream@teste.local',
      farmIds: [f.farmId],
      groupNames: ['Operadores'], // animals + appointments
    });
    const gerente = await f.t.createUser({
      email: 'gerente.stream@teste.local',
      farmIds: [f.farmId],
      groupNames: ['Gerentes'], // financial, no appointments
    });
    const op = await abrir(operador.cookie);
    const ge = await abrir(gerente.cookie);
    expect((await op.next()).alertas).toEqual([]);
    expect((await ge.next()).alertas).toEqual([]);

    await post('/contas-pagar', conta('Vacina contra aftosa', 2));
    expect((await ge.next()).alertas.map((a) => a.kind)).toEqual(['conta_pagar_a_vencer']);
    await post('/qualidade', { data: hoje, amostra: 'Tanque 3', gordura: 3.4, proteina: 3.1, ccs: 800, cbt: 10_000 });

    // the operator's next event is the sample: the bill was never sent to it
    const e = await op.next();
    expect(e.alertas.map((a) => a.kind)).toEqual(['qualidade_acima_limite', 'qualidade_media_trimestral']);
    // and the manager's list did not change (no appointments): no event for it
    await expect(ge.next(800)).rejects.toThrow('nenhum evento');

    // unlinked from the farm: the stream ends
    const unlink = await f.t.request('DELETE', `/api/admin/users/${operador.id}/farms/${f.farmId}`, {
      cookie: f.admin,
    });
    expect(unlink.status).toBe(200);
    expect(await op.ended()).toBe(true);
    // signed out: at the next recompute the stream ends instead of sending
    expect((await f.t.request('POST', '/api/auth/logout', { cookie: gerente.cookie })).status).toBe(200);
    await post('/contas-pagar', conta('Depois do logout', 1));
    expect(await ge.ended()).toBe(true);
  });

  it(`at most ${MAX_STREAMS_POR_USUARIO} streams per user; the next is told to poll`, async () => {
    const antes = streamsAbertos();
    const abertos = [];
    for (let i = 0; i < MAX_STREAMS_POR_USUARIO; i++) abertos.push(await abrir(f.admin));
    expect(streamsAbertos()).toBe(antes + MAX_STREAMS_POR_USUARIO);
    const res = await f.t.request('GET', `/api/farms/${f.farmId}/alertas/stream`, { cookie: f.admin, stream: true });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(MSG.muitasConexoesAlertas);
    await abertos[0].close();
    await new Promise((r) => setTimeout(r, 50));
    const again = await abrir(f.admin);
    await again.next();
    for (const s of [again, ...abertos.slice(1)]) await s.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(streamsAbertos()).toBe(antes);
  });
});
