/**
 * /api/openapi.json is a contract an integrator generates a client from: every operation says what it takes (body,
 * query, path), what it answers on success and which errors it may give, each with a schema that says something.
 * The answers themselves are checked against it by every API test (src/server/test/contract.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';

interface JsonSchema {
  [k: string]: unknown;
}
interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters: ({ name: string; in: string; schema?: JsonSchema } | { $ref: string })[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}
interface Documento {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

let t: TestContext;
let doc: Documento;
beforeAll(async () => {
  t = await createTestContext();
  const res = await t.request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as Documento;
});
afterAll(() => t.close());

const operacoes = () =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, op, nome: `${method.toUpperCase()} ${path}` })),
  );

/** What a JSON Schema says something with: a schema without any of these accepts anything ({}, z.any, z.custom). */
const DIZ = ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const', 'properties', 'not'];

/** Where a schema (or a part of it: a property, an item, a branch) accepts anything. */
function vazios(s: JsonSchema | undefined, onde: string): string[] {
  if (!s || typeof s !== 'object') return [`${onde}: sem schema`];
  const out = DIZ.some((k) => k in s) ? [] : [onde];
  for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, JsonSchema>)) {
    out.push(...vazios(v, `${onde}.${k}`));
  }
  if (s.items) out.push(...vazios(s.items as JsonSchema, `${onde}[]`));
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    out.push(...vazios(s.additionalProperties as JsonSchema, `${onde}{}`));
  }
  for (const k of ['anyOf', 'oneOf', 'allOf']) {
    for (const [i, x] of ((s[k] ?? []) as JsonSchema[]).entries()) out.push(...vazios(x, `${onde}|${i}`));
  }
  return out;
}

/** The document describes itself as a free-form object: the one answer allowed to. */
const LIVRES = new Set(['GET /api/openapi.json 200']);

const MUTACOES = new Set(['post', 'put', 'patch', 'delete']);
/** Mutations that take no body at all (the action is the path). */
const SEM_CORPO = new Set(['POST /api/auth/logout']);

describe('openapi.json', () => {
  it('describes every operation of the routing table', () => {
    const rotas = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !r.path.includes('*'))
        .map((r) => `${r.method} ${r.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`),
    );
    expect(rotas.size).toBeGreaterThan(100);
    expect(new Set(operacoes().map((o) => o.nome))).toEqual(rotas);
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });

  it('gives every operation a success answer whose schema says something', () => {
    const erradas = operacoes().flatMap(({ nome, op }) => {
      const sucessos = Object.entries(op.responses).filter(([s]) => /^2\d\d$/.test(s));
      if (!sucessos.length) return [`${nome}: nenhuma resposta 2xx`];
      return sucessos.flatMap(([status, r]) => {
        const conteudo = Object.entries(r.content ?? {});
        if (!conteudo.length) return [`${nome} ${status}: sem conteúdo`];
        if (LIVRES.has(`${nome} ${status}`)) return [];
        return conteudo.flatMap(([tipo, c]) =>
          tipo === 'application/json' ? vazios(c.schema, `${nome} ${status}`) : [],
        );
      });
    });
    expect(erradas).toEqual([]);
  });

  it('gives every body, query and path parameter a schema that says something', () => {
    const erradas = operacoes().flatMap(({ method, nome, op }) => {
      const corpo = op.requestBody?.content['application/json']?.schema;
      const out: string[] = [];
      if (MUTACOES.has(method) && method !== 'delete' && !corpo && !SEM_CORPO.has(nome)) out.push(`${nome}: sem corpo`);
      if (corpo) out.push(...vazios(corpo, `${nome} corpo`));
      for (const p of op.parameters) if (!('$ref' in p)) out.push(...vazios(p.schema, `${nome} ${p.in} ${p.name}`));
      return out;
    });
    expect(erradas).toEqual([]);
  });

  it('declares the errors of every mutation, and the one error shape for every error', () => {
    const erradas = operacoes().flatMap(({ method, path, nome, op }) => {
      const status = Object.keys(op.responses);
      const esperados = [
        ...(MUTACOES.has(method) ? ['400', '403', '409', '413', '415'] : []),
        ...(op.security?.length === 0 ? [] : ['401']),
        ...(/^\/api\/(admin|farms)\//.test(path) ? ['403'] : []),
        ...(/\{id\}/.test(path) ? ['404'] : []),
        '500',
      ];
      const faltam = esperados.filter((s) => !status.includes(s)).map((s) => `${nome}: falta ${s}`);
      const forma = status
        .filter((s) => Number(s) >= 400)
        .filter((s) => op.responses[s].content?.['application/json']?.schema.$ref !== '#/components/schemas/Error')
        .map((s) => `${nome} ${s}: não é o Error`);
      return [...faltam, ...forma];
    });
    expect(erradas).toEqual([]);
    expect(doc.paths['/api/auth/login'].post.responses).toHaveProperty('429');
    expect(doc.paths['/api/farms/{farmId}/animais/{id}'].put.responses['409'].description).toMatch(/updatedAt/);
    expect(doc.components.schemas.Error).toMatchObject({ required: ['error'] });
  });

  it('names every operation once (a generated client gets one method per operation)', () => {
    const ids = operacoes().map((o) => o.op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes the inventory forms’ bodies with their required fields, not {}', () => {
    const corpo = (path: string, method: 'post' | 'put') =>
      doc.paths[path][method].requestBody?.content['application/json'].schema as JsonSchema;
    const animais = '/api/farms/{farmId}/inventario/animais';
    expect(corpo(animais, 'post')).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['tipo', 'quantidade']),
      properties: { id: { type: 'string' }, quantidade: { type: 'integer' } },
    });
    expect(corpo(`${animais}/{id}`, 'put').required).toEqual(
      expect.arrayContaining(['tipo', 'quantidade', 'valor', 'responsavelTecnico']),
    );
    expect(corpo('/api/farms/{farmId}/inventario/maquinas', 'post').properties).toHaveProperty('status.enum');
  });

  it('finds a schema that accepts anything', () => {
    expect(vazios({}, 'x')).toEqual(['x']);
    expect(vazios({ type: 'object', properties: { a: {}, b: { type: 'string' } } }, 'x')).toEqual(['x.a']);
    expect(vazios({ type: 'array', items: { description: 'qualquer coisa' } }, 'x')).toEqual(['x[]']);
    expect(vazios({ type: 'object', additionalProperties: {} }, 'x')).toEqual(['x{}']);
    expect(vazios({ anyOf: [{ type: 'string' }, {}] }, 'x')).toEqual(['x|1']);
  });
});
