import { isDeepStrictEqual } from 'node:util';
import type { Hono } from 'hono';
import type { z } from 'zod';
import { errorBodySchema } from '../http/erro-schema.ts';
import { isFileAnswer, type Operation, operations } from '../http/openapi.ts';

// biome-ignore lint/suspicious/noExplicitAny: any app of the harness
type AnyApp = Hono<any, any, any>;
type Route = AnyApp['routes'][number];

/** Where `a` and `b` first differ ('itens.0.valor'), for the message of a mismatch. */
function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const d = firstDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
      if (d !== null) return d;
    }
  }
  return path.slice(1) || '(o corpo)';
}

/**
 * Why `body` is not what `schema` describes, or null. The answer must parse and come out unchanged: a key the
 * schema does not name (zod drops it) or a value it would default or transform is a mismatch too.
 */
function mismatch(schema: z.ZodType, body: unknown): string | null {
  const r = schema.safeParse(body);
  if (!r.success) {
    return r.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(o corpo)'}: ${i.message}`)
      .join('; ');
  }
  const d = firstDifference(r.data, body);
  return d === null ? null : `${d}: a resposta tem o que o schema não descreve`;
}

/** What is wrong with this answer of `op`, or null when it is what the operation declares. */
async function check(op: Operation, res: Response): Promise<string | null> {
  const answer = op.answers.get(res.status);
  const declared = `${op.method} ${op.path} declara ${[...op.answers.keys()].join(', ')}`;
  if (answer === undefined) return `status não declarado (${declared})`;
  const type = res.headers.get('content-type') ?? '';
  const json = /^application\/json/.test(type);
  const options = typeof answer === 'string' ? [errorBodySchema] : Array.isArray(answer) ? answer : [answer];
  if (!json) {
    const ok = options.some((o) => isFileAnswer(o) && o.mediaTypes.some((t) => type.startsWith(t)));
    return ok ? null : `respondeu ${type || 'sem Content-Type'}, que não está declarado`;
  }
  const schemas = options.filter((o): o is z.ZodType => !isFileAnswer(o));
  if (!schemas.length) return 'respondeu JSON, mas declara um arquivo';
  if (res.headers.get('content-encoding')) return null;
  const body = await res.clone().json();
  const problems = schemas.map((s) => mismatch(s, body));
  return problems.includes(null) ? null : `${problems.join(' | ')}\n${JSON.stringify(body).slice(0, 600)}`;
}

/**
 * The operations of createApp's apps by 'METHOD pattern', kept for the worker by the app's list of routes: every test
 * context builds the same app (same route modules, same declarations; a config that mounts other routes is another
 * list), and reading them off the routes took 50–130 ms of CPU per context — the unit phase makes ~100 contexts.
 */
const operacoesPorRotas = new Map<string, Map<string, Operation>>();
function operacoesDe(app: AnyApp): Map<string, Operation> {
  const rotas = app.routes.map((r) => `${r.method} ${r.path}`).join('\n');
  let ops = operacoesPorRotas.get(rotas);
  if (!ops) {
    ops = new Map(operations(app).map((op) => [`${op.method} ${op.pattern}`, op]));
    operacoesPorRotas.set(rotas, ops);
  }
  return ops;
}

/**
 * Makes every API test a contract test: each answer the app gives (through `t.request` or the typed test client) is
 * checked against what its route declares in /api/openapi.json — a status it does not declare, or a body its
 * schema does not describe, fails the request with the reason.
 */
export function checkContract(app: AnyApp, { deCreateApp = false } = {}): void {
  let byRoute: Map<string, Operation> | undefined;
  const inner = app.fetch;
  app.fetch = async (request: Request, ...rest: unknown[]) => {
    const res = await (inner as (r: Request, ...x: unknown[]) => Response | Promise<Response>)(request, ...rest);
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/api/') || request.method === 'HEAD') return res;
    byRoute ??= deCreateApp
      ? operacoesDe(app)
      : new Map(operations(app).map((op) => [`${op.method} ${op.pattern}`, op]));
    const [matched] = app.router.match(request.method, pathname) as unknown as [[[unknown, Route], unknown][]];
    const op = matched.map(([[, r]]) => byRoute?.get(`${r.method} ${r.path}`)).find(Boolean);
    if (!op) return res;
    const problem = await check(op, res);
    if (problem) throw new Error(`Contrato da API: ${request.method} ${pathname} → ${res.status}: ${problem}`);
    return res;
  };
}
