import type { Context, MiddlewareHandler } from 'hono';
import { type ErrorHandler, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { MSG } from '../domain/messages.ts';
import { originCheck, sessionMiddleware } from './auth/middleware.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import { carregarUmaVez } from './carregar-uma-vez.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AppEnv, Deps } from './env.ts';
import { compressJson } from './http/compression.ts';
import { type ErrorBody, ehErroDoZod, fromZodError, HttpError } from './http/errors.ts';
import { idempotency } from './http/idempotency.ts';
import { servirOpenApi } from './http/openapi-arquivo.ts';
import { mountWebApp } from './http/static.ts';
import { createLogger, type Logger, redactPath } from './logger.ts';
import { type Backups, criarBackups } from './services/backup.ts';
import { farmChanges } from './services/farm-changes.ts';
import { createMailer, type Mailer } from './services/mailer.ts';
import { mountTlsPages } from './tls/pages.ts';
import { HSTS, resolveTls, type TlsSetup } from './tls/setup.ts';
import { VERSION } from './version.ts';

export { VERSION };

/** Largest request body the API reads (CSV imports included). */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * The database through drizzle: given (the tests, the browser tests' server, the build's openapi.json), or loaded by
 * the first request that needs it (`carregarDb`: the running server, whose start loads no drizzle, inicio.ts).
 */
export type DbDoApp = { db: Db; carregarDb?: never } | { carregarDb: () => Promise<Db>; db?: never };

export type AppOptions = DbDoApp & {
  config: Config;
  logger?: Logger;
  mailer?: Mailer;
  /** The running server's scheduler (inicio.ts); by default one that only reports (nothing scheduled). */
  backups?: Backups;
  /** The certificate inicio.ts already resolved (read once); by default the one TLS_CERT/TLS_KEY name, if any. */
  tls?: TlsSetup | null;
  /** openapi.json as built with the bundle (http/openapi-arquivo.ts); without it the document is built on first read. */
  openapiArquivo?: string | null;
};

/** The database the app was given, or will load on the first `carregar()` (a failed load is tried again). */
function dbSobDemanda({ db, carregarDb }: DbDoApp): { ler(): Db; carregar(): Promise<Db> } {
  let pronto = db;
  const carregar = carregarUmaVez(async () => {
    pronto ??= await (carregarDb as () => Promise<Db>)();
    return pronto;
  });
  return {
    ler() {
      if (!pronto) throw new Error('deps.db read before carregarDb() resolved (the start loads no drizzle)');
      return pronto;
    },
    carregar,
  };
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** A request body the API reads is JSON, declared as such: a text/plain or form body is refused before anything. */
const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const type = c.req.header('content-type');
    const declared = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    if (type ? !JSON_TYPE.test(type) : declared) throw new HttpError(415, 'unsupported_media_type', MSG.somenteJson);
  }
  await next();
});

/**
 * Database answers that are not a crash: a constraint failure is the caller's (409); a busy database (503) is a wait,
 * nothing written.
 */
function databaseError(err: unknown): HttpError | null {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: string }).code ?? '';
    // a write that waited its turn too long (db/file-client.ts), or a file another process holds: nothing written
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      return new HttpError(503, 'busy', MSG.bancoOcupado);
    }
    if (code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code.startsWith('SQLITE_CONSTRAINT_PRIMARYKEY')) {
      return new HttpError(409, 'conflict', 'Já existe um registro com estes dados.');
    }
    if (code.startsWith('SQLITE_CONSTRAINT_FOREIGNKEY')) {
      return new HttpError(409, 'conflict', 'Este registro está ligado a outros dados e não pode ser alterado assim.');
    }
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * How the route groups join the API (mounted at /api): all at once (app.ts, `createApp`: the tests, the browser
 * tests' server, the build's openapi.json) or each on its first request (app-sob-demanda.ts, what inicio.ts starts).
 * `tratarErro` is the app's own error answer, for a group that runs as an app of its own.
 */
export type MontarGrupos = (api: Hono<AppEnv>, tratarErro: ErrorHandler<AppEnv>) => void;

/**
 * The declared answers (http/validate.ts `responses`) of /api/health and /api/openapi.json, for the routing table
 * openapi.json is built from: http/respostas-do-nucleo.ts, given by app.ts. Without them (the running server, which
 * serves the built openapi.json) the two routes answer the same and the start imports no zod.
 */
export interface RespostasDoNucleo {
  health: MiddlewareHandler;
  openapi: MiddlewareHandler;
}
const semDeclaracao: MiddlewareHandler = (_c, next) => next();

/** The app's answer to a path under /api that no route has: JSON, as every API error. */
export const rotaNaoEncontrada = (c: Context) =>
  c.json({ error: { code: 'not_found', message: MSG.rotaNaoEncontrada } } satisfies ErrorBody, 404);

/**
 * The app around its route groups: the middlewares every request passes (log, security headers, body limit, JSON
 * only, session, origin, idempotency), /api/health, /api/openapi.json, the TLS pages and the PWA, and the one error
 * answer. `documentoCompleto` is openapi.json when no built file is given (by default built from this app's routing table).
 */
export function montarApp(
  options: AppOptions,
  montarGrupos: MontarGrupos,
  {
    documentoCompleto,
    respostas = { health: semDeclaracao, openapi: semDeclaracao },
  }: { documentoCompleto?: () => Promise<unknown>; respostas?: RespostasDoNucleo } = {},
) {
  const {
    config,
    logger = createLogger(config.logLevel),
    mailer,
    backups,
    tls: tlsResolvido,
    openapiArquivo,
  } = options;
  const banco = dbSobDemanda(options);
  const deps: Deps = {
    get db() {
      return banco.ler();
    },
    carregarDb: banco.carregar,
    config,
    logger,
    mailer: mailer ?? createMailer(config, logger),
    mailStatus: { ultimaFalha: null },
    loginLimiter: new RateLimiter(config.loginRateLimit.max, config.loginRateLimit.windowMs),
    backups: backups ?? criarBackups({ config, logger }),
  };

  // The certificate inicio.ts read already, else (tests) the one TLS_CERT/TLS_KEY name: no folder is searched here.
  const tls = tlsResolvido ?? (config.tlsCert && config.tlsKey ? resolveTls(config) : null);

  const tratarErro: ErrorHandler<AppEnv> = (err, c) => {
    if (err instanceof HttpError) return c.json(err.toBody(), err.status);
    if (ehErroDoZod(err)) {
      const e = fromZodError(err);
      return c.json(e.toBody(), e.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      const message = err.status === 400 ? 'Corpo da requisição inválido: envie JSON válido.' : err.message;
      return c.json({ error: { code: 'invalid_input', message } } satisfies ErrorBody, err.status);
    }
    const dbError = databaseError(err);
    if (dbError) {
      if (dbError.status === 503) c.header('Retry-After', '5');
      return c.json(dbError.toBody(), dbError.status);
    }
    logger.error('erro não tratado', {
      method: c.req.method,
      path: redactPath(c.req.path),
      error: String(err),
      stack: err.stack,
    });
    return c.json({ error: { code: 'internal', message: MSG.erroInterno } } satisfies ErrorBody, 500);
  };
  const api = new Hono<AppEnv>().get('/health', respostas.health, (c) => c.json({ ok: true, version: VERSION }));
  montarGrupos(api, tratarErro);

  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const start = performance.now();
    c.set('deps', deps);
    await next();
    const fields = {
      method: c.req.method,
      path: redactPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
      user: c.var.user?.id,
    };
    if (c.req.path.startsWith('/api/')) logger.info('request', fields);
    else logger.debug('request', fields);
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // HSTS only over HTTPS: sent by a plain-HTTP server it would lock phones out of it.
      strictTransportSecurity: tls ? HSTS : false,
      // The PWA's device tests use the camera and location; nothing else of the browser's powers is needed.
      permissionsPolicy: {
        camera: ['self'],
        geolocation: ['self'],
        microphone: false,
        payment: false,
        usb: false,
        serial: false,
        bluetooth: false,
        midi: false,
        fullscreen: ['self'],
      },
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    // On the answer's own headers: c.header() after the handler rebuilds the response around a body stream.
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // JSON answers ≥ 1 KB brotli/gzip; outside idempotency, which stores them uncompressed.
  app.use('/api/*', compressJson);
  // A Pi has little memory: refuse huge bodies before anything buffers them. A GET or HEAD has none to read, and
  // asking (bodyLimit reads `c.req.raw.body`) would turn node-server's lightweight request into a full one.
  const limiteDoCorpo = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json(
        {
          error: {
            code: 'payload_too_large',
            message: `Requisição grande demais (máximo ${MAX_BODY_BYTES / 1024 / 1024} MB).`,
          },
        } satisfies ErrorBody,
        413,
      ),
  });
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limiteDoCorpo(c, next)));
  app.use('/api/*', requireJsonBody, sessionMiddleware, originCheck, farmChanges, idempotency);

  const routes = app.route('/api', api);

  let openapi: Promise<unknown> | undefined;
  app.get('/api/openapi.json', respostas.openapi, async (c) => {
    if (openapiArquivo) return await servirOpenApi(c, openapiArquivo);
    openapi ??=
      documentoCompleto?.() ??
      import('./http/openapi.ts').then((m) => m.buildOpenApi(app, { title: 'Gestão Leiteira API', version: VERSION }));
    return c.json(await openapi);
  });
  app.all('/api/*', rotaNaoEncontrada);

  // 'Instalar no celular' and the local CA's certificate, before the SPA's fallback.
  mountTlsPages(app, tls, config);

  // The built PWA: precompressed files, cache lifetimes, SPA fallback for navigations only, robots.txt.
  mountWebApp(app, config.staticRoot);

  app.onError(tratarErro);

  return routes;
}
