import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operacao } from '../../domain/api/contrato.ts';
import { financeiro } from '../../domain/api/financeiro.ts';
import { OPERACOES } from '../../domain/api/index.ts';
import { okSchema } from '../../domain/schemas/common.ts';
import type { AppEnv } from '../env.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { comStatus, implementar } from './contrato.ts';

// The contract is the one source: every declared operation is routed and in openapi.json, and every route of a
// migrated module (a path under a declared resource) is declared. Worked example: declaring
// GET /api/farms/:farmId/fornecedores/:id/extrato without routing it, or routing it without declaring it, makes the
// two sets differ by that one line.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const chave = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
/** A declared resource's root: /api/farms/{farmId}/fornecedores. */
const raiz = (path: string) => path.split('/').slice(0, 5).join('/');

async function rotasDoDocumento(): Promise<string[]> {
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => chave(m, path)));
}

describe('the declared operations and openapi.json', () => {
  it('are the same set for every migrated module', async () => {
    const declaradas = OPERACOES.map((o) => chave(o.method, o.path)).sort();
    expect(new Set(declaradas).size).toBe(declaradas.length); // declared once
    const raizes = new Set(declaradas.map((d) => raiz(d.split(' ')[1])));
    const roteadas = (await rotasDoDocumento()).filter((r) => raizes.has(raiz(r.split(' ')[1]))).sort();
    expect(roteadas).toEqual(declaradas);
    expect(declaradas).toContain('POST /api/farms/{farmId}/contas-pagar/{id}/baixa');
  });

  it('openapi.json shows each declaration’s own answers (an error status names its reason)', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const baixa = doc.paths['/api/farms/{farmId}/contas-pagar/{id}/baixa'].post.responses;
    expect(baixa['409'].description).toContain('A conta já está baixada (paga ou recebida): estorne antes.');
    expect(Object.keys(doc.paths['/api/farms/{farmId}/fornecedores'].post.responses)).toEqual(
      expect.arrayContaining(['200', '201', '400', '401', '403', '409']),
    );
  });

  it('a route implements its declaration: validators, answers and the handler’s status', async () => {
    const op = operacao({
      method: 'POST',
      path: '/api/x/:id',
      body: financeiro.fornecedores.criar.body,
      answers: { 200: okSchema, 201: okSchema },
    });
    const app = new Hono<AppEnv>();
    implementar(app, '/api', op, async (_c, { params, body }) =>
      params.id === 'novo' && body.nome ? comStatus(201, { ok: true as const }) : { ok: true as const },
    );
    app.onError((e, c) => c.json({ erro: e.message }, 400));
    const post = (id: string, body: unknown) =>
      app.request(`/x/${id}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
    expect((await post('novo', { nome: 'Serra' })).status).toBe(201);
    expect((await post('velho', { nome: 'Serra' })).status).toBe(200);
    expect((await post('novo', { nome: ' ' })).status).toBe(400); // the declared body's rule
  });
});
