import type { Hono } from 'hono';
import { z } from 'zod';
import { GUARD_META, MULTIFAZENDA_META, requireAdmin, requireUser } from '../auth/middleware.ts';
import { errorBodySchema } from './erro-schema.ts';
import {
  type Answer,
  type FileAnswer,
  OPENAPI_META,
  type OpenApiMeta,
  RESPONSES_META,
  type Responses,
} from './validate.ts';

/**
 * /api/openapi.json, built from the app's own routing table: every route with the zod schemas its validators use
 * (validate()) and the answers it declares (responses()), plus the errors every route of its kind can give, derived
 * by rule from the table. Nothing is written by hand, so the description cannot drift from the code; the API tests
 * check every real answer against the same description (src/server/test/contract.ts).
 */

// biome-ignore lint/suspicious/noExplicitAny: walks any app's routing table
type AnyApp = Hono<any, any, any>;
type Route = AnyApp['routes'][number];

/** Who may call an operation: anyone, a signed-in user, an administrator, or a user with access to the farm. */
export type Acesso = 'publico' | 'usuario' | 'admin' | 'fazenda';

export interface Operation {
  method: string;
  /** Hono's pattern, e.g. /api/farms/:farmId/animais/:id */
  pattern: string;
  /** OpenAPI's path, e.g. /api/farms/{farmId}/animais/{id} */
  path: string;
  validators: OpenApiMeta[];
  acesso: Acesso;
  /** Every status the operation may answer: the route's own declarations over the rules'. */
  answers: Map<number, Answer>;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function metaOf<T>(route: Route, key: symbol): T | undefined {
  return (route.handler as unknown as Record<symbol, T | undefined>)[key];
}

/** Whether middleware registered at `guard` (with `.use('*')` or on the route itself) runs for `pattern`. */
function covers(guard: Route, method: string, pattern: string): boolean {
  if (guard.method !== 'ALL' && guard.method !== method) return false;
  return guard.path === pattern || (guard.path.endsWith('/*') && `${pattern}/`.startsWith(guard.path.slice(0, -1)));
}

function acessoOf(middlewares: Route[]): Acesso {
  if (middlewares.some((m) => metaOf(m, GUARD_META))) return 'fazenda';
  if (middlewares.some((m) => m.handler === requireAdmin)) return 'admin';
  if (middlewares.some((m) => m.handler === requireUser || metaOf(m, MULTIFAZENDA_META))) return 'usuario';
  return 'publico';
}

/** The JSON body a mutation validates, as its properties (to tell a versioned update or an idempotent create). */
function bodyProperties(validators: OpenApiMeta[]): Record<string, unknown> {
  const json = validators.find((v) => v.target === 'json');
  if (!json) return {};
  const schema = toJsonSchema(json.doc ?? json.schema, 'input');
  const ramos = [schema, ...((schema.anyOf as Record<string, unknown>[] | undefined) ?? [])];
  return Object.assign({}, ...ramos.map((r) => r.properties ?? {}));
}

/** The errors every operation of its kind may answer, each with what it means there. */
function ruleAnswers(op: Omit<Operation, 'answers'>): Map<number, string> {
  const m = new Map<number, string>();
  const mutation = MUTATIONS.has(op.method);
  const params = [...op.pattern.matchAll(/:(\w+)/g)].map((x) => x[1]);
  if (op.validators.length || mutation) {
    m.set(400, 'Dados inválidos: `error.message` diz o quê; `error.fields`, a mensagem de cada campo recusado.');
  }
  if (op.acesso !== 'publico') m.set(401, 'Sem sessão: entre por POST /api/auth/login.');
  const proibido = [
    op.acesso === 'admin' && 'Apenas administradores.',
    op.acesso === 'fazenda' && 'Sem acesso a esta fazenda, ou sem o módulo que a rota pede.',
    mutation && 'Origem da requisição recusada (Origin de outro site).',
  ].filter(Boolean);
  if (proibido.length) m.set(403, proibido.join(' '));
  if (params.some((p) => p === 'id' || (p.endsWith('Id') && p !== 'farmId'))) m.set(404, 'Registro não encontrado.');
  if (mutation) {
    const props = bodyProperties(op.validators);
    m.set(
      409,
      [
        'updatedAt' in props &&
          'O registro mudou desde que foi lido (updatedAt): `error.current` traz o registro como está agora.',
        op.method === 'POST' &&
          'id' in props &&
          'O id já foi usado com outro conteúdo: `error.current` traz o registro guardado.',
        'A Idempotency-Key já foi usada com outro corpo, ou a mesma requisição ainda está em andamento.',
      ]
        .filter(Boolean)
        .join(' '),
    );
    m.set(413, 'Corpo grande demais (máximo 16 MB).');
    m.set(415, 'O corpo deve ser JSON (Content-Type: application/json).');
  }
  m.set(431, 'Endereço (URL) ou cabeçalhos grandes demais (máximo 16 KB): recusado antes de ser lido; nada foi feito.');
  m.set(500, 'Erro interno (sem detalhes; o servidor registra a causa no log).');
  m.set(
    503,
    'Banco ocupado: uma gravação esperou a vez mais de 15 s (uma importação grande em curso); nada foi gravado. ' +
      'Retry-After diz em quantos segundos tentar de novo.',
  );
  return m;
}

/** Every operation of the app's routing table under /api, with its validators, guards and answers. */
export function operations(app: AnyApp): Operation[] {
  const ops = new Map<string, Omit<Operation, 'answers'> & { declared: Responses[] }>();
  const all = app.routes.filter((r) => r.path.startsWith('/api/'));
  for (const route of all) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    const key = `${route.method} ${route.path}`;
    let op = ops.get(key);
    if (!op) {
      const middlewares = all.filter((r) => covers(r, route.method, route.path));
      op = {
        method: route.method,
        pattern: route.path,
        path: route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}'),
        validators: [],
        acesso: acessoOf(middlewares),
        declared: [],
      };
      ops.set(key, op);
    }
    const v = metaOf<OpenApiMeta>(route, OPENAPI_META);
    if (v) op.validators.push(v);
    const r = metaOf<Responses>(route, RESPONSES_META);
    if (r) op.declared.push(r);
  }
  return [...ops.values()].map(({ declared, ...op }) => {
    const answers = new Map<number, Answer>(ruleAnswers(op));
    for (const d of declared) {
      for (const [status, a] of Object.entries(d)) {
        // A route's own reason for an error comes before the rule's, which still holds (a 409 of a stale version).
        const regra = answers.get(Number(status));
        answers.set(Number(status), typeof a === 'string' && typeof regra === 'string' ? `${a} ${regra}` : a);
      }
    }
    return { ...op, answers: new Map([...answers].sort(([a], [b]) => a - b)) };
  });
}

/** A zod schema as the JSON Schema of OpenAPI 3.1 (what is sent: 'input'; what is answered: 'output'). */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
}

export const isFileAnswer = (a: unknown): a is FileAnswer =>
  typeof a === 'object' && a !== null && 'mediaTypes' in a && 'description' in a;

/** The statuses an operation answers with success (2xx). */
export const successes = (op: Operation) => [...op.answers.keys()].filter((s) => s >= 200 && s < 300);

function responseObject(status: number, answer: Answer): Record<string, unknown> {
  if (typeof answer === 'string') {
    return {
      description: answer,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const content: Record<string, unknown> = {};
  const descriptions: string[] = [];
  for (const a of Array.isArray(answer) ? answer : [answer]) {
    if (isFileAnswer(a)) {
      descriptions.push(a.description);
      for (const t of a.mediaTypes) content[t] = { schema: { type: 'string', format: 'binary' } };
    } else {
      const schema = toJsonSchema(a as z.ZodType, 'output');
      if (typeof schema.description === 'string') descriptions.push(schema.description);
      content['application/json'] = { schema };
    }
  }
  return { description: descriptions.join(' ') || (status === 201 ? 'Criado' : 'OK'), content };
}

/** operationId from the path: GET /api/farms/{farmId}/animais/{id}/ficha → getAnimaisByIdFicha. */
function operationId(op: Operation): string {
  const partes = op.path
    .replace(/^\/api\/farms\/\{farmId\}/, '')
    .replace(/^\/api/, '')
    .split('/')
    .filter(Boolean)
    .map((p) => {
      const param = /^\{(\w+)\}$/.exec(p);
      const nome = (param ? `by-${param[1]}` : p).replace(/[-_](\w)/g, (_m, c: string) => c.toUpperCase());
      return nome.charAt(0).toUpperCase() + nome.slice(1);
    });
  return op.method.toLowerCase() + partes.join('');
}

function tagOf(path: string): string {
  const partes = path.split('/');
  return partes[2] === 'farms' ? (partes[4] ?? 'farms') : partes[2];
}

function parameters(op: Operation): unknown[] {
  const param = op.validators.find((v) => v.target === 'param');
  const paramProps = param
    ? ((toJsonSchema(param.doc ?? param.schema, 'input').properties ?? {}) as Record<string, unknown>)
    : {};
  const out: unknown[] = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: paramProps[m[1]] ?? { type: 'string' },
  }));
  for (const v of op.validators.filter((x) => x.target === 'query')) {
    const json = toJsonSchema(v.doc ?? v.schema, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((json.properties ?? {}) as Record<string, unknown>)) {
      out.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  if (MUTATIONS.has(op.method)) out.push({ $ref: '#/components/parameters/IdempotencyKey' });
  return out;
}

export function buildOpenApi(app: AnyApp, info: { title: string; version: string; description?: string }) {
  const paths: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const op of operations(app)) {
    const json = op.validators.find((v) => v.target === 'json');
    paths[op.path] ??= {};
    paths[op.path][op.method.toLowerCase()] = {
      operationId: operationId(op),
      tags: [tagOf(op.path)],
      ...(op.acesso === 'publico' ? { security: [] } : {}),
      parameters: parameters(op),
      ...(json
        ? {
            requestBody: {
              required: !json.schema.safeParse({}).success,
              content: { 'application/json': { schema: toJsonSchema(json.doc ?? json.schema, 'input') } },
            },
          }
        : {}),
      responses: Object.fromEntries([...op.answers].map(([status, a]) => [String(status), responseObject(status, a)])),
    };
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Uma chave por mudança: repetida com o mesmo corpo, a resposta guardada volta sem nada ser feito de novo.',
          schema: { type: 'string', maxLength: 200 },
        },
      },
      schemas: { Error: toJsonSchema(errorBodySchema, 'output') },
    },
    security: [{ session: [] }],
    paths,
  };
}
