import { type Context, type Handler, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { type AppOptions, type MontarGrupos, montarApp, rotaNaoEncontrada } from './app-nucleo.ts';
import { carregarUmaVez } from './carregar-uma-vez.ts';
import type { AppEnv } from './env.ts';
import { GRUPOS, type GrupoDeRotas } from './routes/grupos.ts';

type Variavel = keyof AppEnv['Variables'];

/** The groups imported so far, by name (inicio.ts: the alerts' streams are closed at shutdown only if loaded). */
const carregados = new Set<string>();
export const grupoCarregado = (nome: string) => carregados.has(nome);

/** The request's context in the app, while one of its groups answers it. */
const PAIS = new WeakMap<Request, Context<AppEnv>>();

/**
 * A group's app runs inside the request: it starts with the variables the app's middlewares set (deps, user,
 * session) and gives back what it set (the farm, the modules, a signed-in user), so the app's middlewares see after
 * it what they would see after a route mounted in place.
 */
const herdar = createMiddleware<AppEnv>(async (c, next) => {
  const pai = PAIS.get(c.req.raw);
  if (!pai) return next();
  for (const [k, v] of Object.entries(pai.var)) c.set(k as Variavel, v as never);
  try {
    await next();
  } finally {
    const antes = pai.var as Record<string, unknown>;
    for (const [k, v] of Object.entries(c.var)) if (antes[k] !== v) pai.set(k as Variavel, v as never);
  }
});

/**
 * Hono's router takes no route after its first match, so a group loaded later is an app of its own: the group's
 * router mounted where app.ts mounts it, behind `herdar`, with the app's error answer and its 404. A small handler
 * on the group's paths imports it once (a failed import is tried again by the next request) and hands it the
 * request; the answer keeps the headers the app's middlewares set before (a renewed session's cookie).
 */
function sobDemanda(grupo: GrupoDeRotas, tratarErro: Parameters<MontarGrupos>[1]): Handler<AppEnv> {
  const abrir = carregarUmaVez(() =>
    // zod's Portuguese messages first (the start imports no zod; every group's schemas use it)
    import('../domain/zod-pt.ts').then(grupo.carregar).then((rotas) => {
      const a = new Hono<AppEnv>().use('*', herdar).route(`/api${grupo.base}`, rotas);
      a.notFound(rotaNaoEncontrada);
      a.onError(tratarErro);
      carregados.add(grupo.nome);
      return a;
    }),
  );
  return async (c) => {
    // the group's handlers read drizzle as `c.var.deps.db`: loaded with the first group (the start loads none)
    const [a] = await Promise.all([abrir(), c.var.deps.carregarDb()]);
    PAIS.set(c.req.raw, c);
    const res = await a.fetch(c.req.raw, c.env);
    return c.newResponse(res.body, res);
  };
}

const montarSobDemanda: MontarGrupos = (api, tratarErro) => {
  for (const grupo of GRUPOS) {
    const encaminhar = sobDemanda(grupo, tratarErro);
    for (const caminho of grupo.caminhos) api.all(caminho, encaminhar).all(`${caminho}/*`, encaminhar);
  }
};

/**
 * The app as the server runs it (inicio.ts): the same answers as `createApp` (app.ts), each route group imported on
 * its first request (routes/grupos.ts). openapi.json is the built file; without one (a start from the sources) it is
 * the document of the app with every group, built on its first read.
 */
export function createAppSobDemanda(options: AppOptions) {
  return montarApp(options, montarSobDemanda, {
    documentoCompleto: async () => {
      const { createApp } = await import('./app.ts');
      const res = await createApp(options).request('/api/openapi.json');
      return res.json();
    },
  });
}
