import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { hojeNoFuso } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { alertasSchema } from '../../domain/push.ts';
import { alertaMarcadoSchema, alertasVistosSchema } from '../../domain/schemas/alertas.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { tooManyRequests } from '../http/errors.ts';
import { file, responses, validate } from '../http/validate.ts';
import { alertasPara, dispensarAlerta, marcarVistos } from '../services/alertas.ts';
import { acompanharAlertas, aoEncerrar, reservarStream } from '../services/alertas-ao-vivo.ts';

/** A comment line every 25 s keeps proxies and phones from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** A stream ends after this long; the browser reconnects at once and the session is checked again. */
export const VIDA_STREAM_MS = 15 * 60_000;
/** What EventSource waits before reconnecting after a drop. */
const RECONEXAO_MS = 3_000;

// What each route answers (openapi.json; every API test checks its answers against it).
const lista = responses({ 200: alertasSchema });
const aoVivo = responses({
  200: file(
    "Server-Sent Events: 'conectado' ao abrir, depois 'alertas' com { hoje, alertas } a cada mudança da fazenda.",
    'text/event-stream',
  ),
  429: MSG.muitasConexoesAlertas,
});
const vistos = responses({ 200: z.object({ vistos: z.number().int() }) });
const dispensado = responses({
  200: z.object({ dispensado: z.literal(true) }),
  404: MSG.alertaNaoEncontrado,
  409: MSG.alertaMudou,
});

/**
 * /api/farms/:farmId/alertas — the bell's feed. Any user linked to the farm may ask; each alert kind is returned
 * only when its module (financial → bills, appointments → herd and quality) is the caller's to open.
 * /alertas/stream is the same list live (Server-Sent Events, event 'alertas' with `{ hoje, alertas }`). Both leave
 * out what the caller dismissed and mark what is new to them; POST /alertas/vistos and /alertas/dispensados write the
 * caller's own marks (never another user's: the user comes from the session), on a farm they are linked to.
 */
export const alertasRoutes = new Hono<AppEnv>()
  .use('*', farmAccess())
  .get('/', lista, async (c) => {
    const { farm, user } = c.var;
    const hoje = hojeNoFuso(farm.timezone);
    // farmAccess() has already refused anyone signed out.
    const alertas = user ? await alertasPara(c.var.deps.db, user, farm, hoje) : [];
    return c.json({ hoje, alertas });
  })
  .post('/vistos', validate('json', alertasVistosSchema), vistos, async (c) => {
    const { farm } = c.var;
    const user = c.var.user as NonNullable<AppEnv['Variables']['user']>;
    const vistos = await marcarVistos(
      c.var.deps.db,
      user,
      farm,
      hojeNoFuso(farm.timezone),
      c.req.valid('json').alertas,
    );
    return c.json({ vistos });
  })
  .post('/dispensados', validate('json', alertaMarcadoSchema), dispensado, async (c) => {
    const { farm } = c.var;
    const user = c.var.user as NonNullable<AppEnv['Variables']['user']>;
    await dispensarAlerta(c.var.deps.db, user, farm, hojeNoFuso(farm.timezone), c.req.valid('json'));
    return c.json({ dispensado: true });
  })
  .get('/stream', aoVivo, async (c) => {
    const { farm, deps } = c.var;
    const user = c.var.user as NonNullable<AppEnv['Variables']['user']>;
    const session = c.var.session as NonNullable<AppEnv['Variables']['session']>;
    const liberar = reservarStream(user.id);
    if (!liberar) throw tooManyRequests(MSG.muitasConexoesAlertas);
    return streamSSE(
      c,
      async (stream) => {
        try {
          await stream.writeSSE({ event: 'conectado', data: '', retry: RECONEXAO_MS });
          await new Promise<void>((resolve) => {
            let acabou = false;
            let parar = () => {};
            const terminar = () => {
              if (acabou) return;
              acabou = true;
              parar();
              esquecer();
              clearInterval(batida);
              clearTimeout(vida);
              resolve();
            };
            const batida = setInterval(() => void stream.write(': ping\n\n').catch(terminar), HEARTBEAT_MS);
            const vida = setTimeout(terminar, VIDA_STREAM_MS);
            stream.onAbort(terminar);
            const esquecer = aoEncerrar(terminar);
            parar = acompanharAlertas(
              deps.db,
              user,
              session.id,
              farm.id,
              (dados) => stream.writeSSE({ event: 'alertas', data: JSON.stringify(dados) }),
              terminar,
            );
          });
        } finally {
          liberar();
        }
      },
      async (error) => {
        deps.logger.warn('stream de alertas', { error: String(error) });
      },
    );
  });
