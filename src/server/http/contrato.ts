import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type {
  AnswerEnviada,
  ArquivoDeclarado,
  CorpoLido,
  Operacao,
  ParamsLidos,
  QueryLida,
  Sucessos,
} from '../../domain/api/contrato.ts';
import type { AppEnv } from '../env.ts';
import { responses, validate } from './validate.ts';

/**
 * The server's side of a declaration (src/domain/api/contrato.ts): `implementar(router, op, handler)` registers the
 * operation's validators (params, query, body: the 400 with Portuguese field messages), its answers (`responses`,
 * read by openapi.json and by the contract check of every API test) and the handler, on the path the declaration
 * gives. The handler gets what was validated, typed from the declaration, and returns the declared 2xx body: a
 * body that does not fit is a compile error.
 */

/** What the handler reads: the validated params, query and body. */
export interface Entrada<O extends Operacao> {
  params: ParamsLidos<O>;
  query: QueryLida<O>;
  body: CorpoLido<O>;
}

/** An answer with another 2xx than the operation's first (a create's 201, or its replay's 200). */
export class ComStatus<S extends number, B> {
  constructor(
    readonly status: S,
    readonly body: B,
  ) {}
}
export const comStatus = <S extends number, B>(status: S, body: B) => new ComStatus(status, body);

type Primeiro<O extends Operacao> = [Sucessos<O>] extends [infer S] ? (200 extends S ? 200 : S) : never;
type TemArquivo<O extends Operacao> = {
  [S in keyof O['answers']]: O['answers'][S] extends ArquivoDeclarado | readonly (infer I)[]
    ? O['answers'][S] extends ArquivoDeclarado
      ? true
      : Extract<I, ArquivoDeclarado> extends never
        ? never
        : true
    : never;
}[keyof O['answers']];

/** What a handler may return: the first 2xx's body, `comStatus(s, body)` of a declared 2xx, or a file's Response. */
export type Retorno<O extends Operacao> =
  | (Primeiro<O> extends Sucessos<O> ? AnswerEnviada<O, Primeiro<O>> : never)
  | { [S in Sucessos<O>]: ComStatus<S, AnswerEnviada<O, S>> }[Sucessos<O>]
  | (true extends TemArquivo<O> ? Response : never);

export type Handler<O extends Operacao> = (c: Context<AppEnv>, entrada: Entrada<O>) => Promise<Retorno<O>>;

/**
 * A route file's router: mounted where its paths begin (`base`, e.g. '/api/farms/:farmId'), it registers each
 * declaration under the path the declaration names. Its guards (`farmAccess(...)`) are `.use()`d on it before the
 * operations, so they run before any validation, as on every route.
 */
export function implementar<O extends Operacao>(
  router: Hono<AppEnv>,
  base: string,
  op: O,
  handler: Handler<O>,
): Hono<AppEnv> {
  if (!op.path.startsWith(base)) throw new Error(`${op.method} ${op.path} não está sob ${base}`);
  const path = op.path.slice(base.length) || '/';
  const antes: MiddlewareHandler[] = [];
  if (op.params) antes.push(validate('param', op.params));
  if (op.query) antes.push(validate('query', op.query));
  if (op.body) antes.push(validate('json', op.body));
  antes.push(responses(op.answers));
  for (const mw of antes) router.on(op.method, path, mw);
  const primeiro = Object.keys(op.answers)
    .map(Number)
    .filter((s) => s >= 200 && s < 300)
    .sort((a, b) => (a === 200 ? -1 : b === 200 ? 1 : a - b))[0];
  router.on(op.method, path, async (c) => {
    // Hono's validators keep what they validated per target; the declaration says which targets there are.
    const valid = c.req.valid.bind(c.req) as (target: 'param' | 'query' | 'json') => unknown;
    const entrada = {
      params: { ...c.req.param(), ...(op.params ? (valid('param') as object) : {}) },
      query: op.query ? valid('query') : undefined,
      body: op.body ? valid('json') : undefined,
    } as Entrada<O>;
    const r = await handler(c, entrada);
    if (r instanceof Response) return r;
    if (r instanceof ComStatus) return c.json(r.body, r.status as ContentfulStatusCode);
    return c.json(r, (primeiro ?? 200) as ContentfulStatusCode);
  });
  return router;
}
