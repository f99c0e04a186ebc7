import { z } from 'zod';
import { clientId, okSchema, versao } from '../schemas/common.ts';
import { requisicaoEm } from './requisicao.ts';

/**
 * A route's contract as its one source (issue 41 item 3): one declaration per operation — method, path, params,
 * query, body and every answer by status — from which the server's validators, its handler's types, openapi.json and
 * the web's typed client all come. Modelled on the hono-open-api starter's `createRoute` and ts-rest, as a thin layer
 * of our own: zod only, no server import, so the web imports the declarations (and only them) to type its calls.
 *
 * - Server: `implementar(router, op, handler)` (src/server/http/contrato.ts).
 * - Web: `pedir(op, { params, query, json }, { signal })` (src/web/api/pedir.ts).
 * - Tests and any other client: `requisicao(op, args)` gives the URL and the RequestInit.
 */

/** An answer that is not JSON: a file to download or a stream, in one of these media types. */
export interface ArquivoDeclarado {
  description: string;
  mediaTypes: readonly string[];
}

/**
 * What an operation answers with one status: a JSON body (its zod schema), a file, either (a list), or — for an
 * error status — the sentence saying when (the body is then the one error shape of src/server/http/errors.ts).
 * The errors every route of its kind can give (400, 401, 403, 404 of an `:id`, 409 of a version…) come by rule
 * from the routing table (src/server/http/openapi.ts): declare only the operation's own.
 */
export type Resposta = z.ZodType | ArquivoDeclarado | readonly (z.ZodType | ArquivoDeclarado)[] | string;

export type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Operacao {
  readonly method: Metodo;
  /** The full path as Hono writes it: `/api/farms/:farmId/fornecedores/:id`. */
  readonly path: string;
  /** Validation of the path's params beyond `farmId` (which the guard checks), e.g. `idParam`. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly answers: { readonly [status: number]: Resposta };
}

/** Declares one operation (the identity, with the literal types kept for both sides). */
export function operacao<const O extends Operacao>(o: O): O {
  return o;
}

// ---- types read from a declaration ----

type NomesDoPath<P extends string> = P extends `${string}:${infer N}/${infer R}`
  ? N | NomesDoPath<`/${R}`>
  : P extends `${string}:${infer N}`
    ? N
    : never;

/** The path's params, as the client fills them (`{ farmId, id }`). */
export type ParamsDe<O extends Operacao> = { [K in NomesDoPath<O['path']>]: string };
/** The query as sent / as the handler reads it (validated). */
export type QueryDe<O extends Operacao> = O['query'] extends z.ZodType ? z.input<O['query']> : undefined;
export type QueryLida<O extends Operacao> = O['query'] extends z.ZodType ? z.output<O['query']> : undefined;
/** The JSON body as sent / as the handler reads it (validated). */
export type CorpoDe<O extends Operacao> = O['body'] extends z.ZodType ? z.input<O['body']> : undefined;
export type CorpoLido<O extends Operacao> = O['body'] extends z.ZodType ? z.output<O['body']> : undefined;
/** The path's params as the handler reads them (validated by `params` when declared). */
export type ParamsLidos<O extends Operacao> = ParamsDe<O> &
  (O['params'] extends z.ZodType ? z.output<O['params']> : unknown);

type Sucesso = 200 | 201 | 202 | 204;
/** The 2xx statuses the operation declares. */
export type Sucessos<O extends Operacao> = Extract<keyof O['answers'], Sucesso>;
type JsonDe<R> = R extends z.ZodType ? R : R extends readonly (infer I)[] ? Extract<I, z.ZodType> : never;
/** The JSON body answered with status S, as the handler writes it. */
export type AnswerEnviada<O extends Operacao, S extends keyof O['answers']> = z.input<JsonDe<O['answers'][S]>>;
/** The JSON body of any 2xx, as the client reads it. */
export type Answer<O extends Operacao> = z.output<JsonDe<O['answers'][Sucessos<O>]>>;

/** What the client sends: the params its path names, plus query and body when the operation declares them. */
export type Pedido<O extends Operacao> = { params: ParamsDe<O> } & (O['query'] extends z.ZodType
  ? { query?: QueryDe<O> }
  : { query?: undefined }) &
  (O['body'] extends z.ZodType ? { json: CorpoDe<O> } : { json?: undefined });

/** The request of an operation: its URL (params in the path, the query's non-empty values) and its init. */
export function requisicao<O extends Operacao>(op: O, pedido: Pedido<O>): { url: string; init: RequestInit } {
  return requisicaoEm<O>(op, pedido);
}

// ---- a CRUD resource over the kernel ----

/** The `:id` of a farm row (any id the kernel stores). */
export const idParam = z.object({ id: z.string().min(1).max(64, 'Identificador inválido.') });

/** Create: the fields plus an optional client-made id (idempotent replay). Update: plus the version read. */
export function paraCriar<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return schema.extend({ id: clientId });
}
export function paraAtualizar<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  return schema.extend({ updatedAt: versao });
}

/**
 * The five declarations of a farm resource the kernel keeps (farmResource in src/server/services/kernel.ts): its
 * list (`lista`, read with `filtro` when given), one row, create (idempotent by the client's id: 201, or 200 for a
 * replay), versioned update, and delete (with the body `exclusao` asks, e.g. the user's password). `linha` is the
 * stored row as answered. Add the resource's own operations (a baixa…) beside them with `operacao`.
 */
export function recursoCrud<
  const P extends string,
  S extends z.ZodRawShape,
  L extends z.ZodType,
  LS extends z.ZodType,
  F extends z.ZodType | undefined = undefined,
  E extends z.ZodType | undefined = undefined,
>(path: P, cfg: { schema: z.ZodObject<S>; linha: L; lista: LS; filtro?: F; exclusao?: E }) {
  const item = `${path}/:id` as const;
  return {
    listar: operacao({ method: 'GET', path, query: cfg.filtro as F, answers: { 200: cfg.lista } }),
    obter: operacao({ method: 'GET', path: item, params: idParam, answers: { 200: cfg.linha } }),
    criar: operacao({ method: 'POST', path, body: paraCriar(cfg.schema), answers: { 200: cfg.linha, 201: cfg.linha } }),
    editar: operacao({
      method: 'PUT',
      path: item,
      params: idParam,
      body: paraAtualizar(cfg.schema),
      answers: { 200: cfg.linha },
    }),
    excluir: operacao({
      method: 'DELETE',
      path: item,
      params: idParam,
      body: cfg.exclusao as E,
      answers: { 200: okSchema },
    }),
  };
}

/** Every declaration of a group (a resource's object of operations, or a module's object of resources). */
export function operacoesDe(grupo: object): Operacao[] {
  const eOperacao = (x: unknown): x is Operacao =>
    typeof x === 'object' && x !== null && 'method' in x && 'path' in x && 'answers' in x;
  return Object.values(grupo).flatMap((x) => (eOperacao(x) ? [x] : typeof x === 'object' && x ? operacoesDe(x) : []));
}
