import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { alertas } from '../../domain/api/alertas.ts';
import { hojeNoFuso } from '../../domain/format.ts';
import { MSG } from '../../domain/messages.ts';
import { farmAccess } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { implementar } from '../http/contrato.ts';
import { tooManyRequests } from '../http/errors.ts';
import { alertasPara, dispensarAlerta, marcarVistos } from '../services/alertas.ts';
import { acompanharAlertas, aoEncerrar, reservarStream } from '../services/alertas-ao-vivo.ts';

/** A comment line every 25 s keeps proxies and phones from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** A stream ends after this long; the browser reconnects at once and the session is checked again. */
export const VIDA_STREAM_MS = 15 * 60_000;
/** What EventSource waits before reconnecting after a drop. */
const RECONEXAO_MS = 3_000;

/** Where this router is mounted: every declaration of src/domain/api/alertas.ts begins with it. */
const base = '/api/farms/:farmId/alertas';

/** farmAccess() ran: the caller is signed in. */
const usuario = (c: { var: AppEnv['Variables'] }) => c.var.user as NonNullable<AppEnv['Variables']['user']>;

/**
 * /api/farms/:farmId/alertas — the bell's feed. Any user linked to the farm may ask; each alert kind is returned
 * only when its module (financial → bills, appointments → herd and quality) is the caller's to open.
 * /alertas/stream is the same list live (Server-Sent Events, event 'alertas' with `{ hoje, alertas }`). Both leave
 * out what the caller dismissed and mark what is new to them; POST /alertas/vistos and /alertas/dispensados write the
 * caller's own marks (never another user's: the user comes from the session), on a farm they are linked to.
 */
export const alertasRoutes = new Hono<AppEnv>().use('*', farmAccess());

implementar(alertasRoutes, base, alertas.listar, async (c) => {
  const { farm } = c.var;
  const hoje = hojeNoFuso(farm.timezone);
  return { hoje, alertas: await alertasPara(c.var.deps.db, usuario(c), farm, hoje) };
});

implementar(alertasRoutes, base, alertas.vistos, async (c, { body }) => {
  const { farm } = c.var;
  const vistos = await marcarVistos(c.var.deps.db, usuario(c), farm, hojeNoFuso(farm.timezone), body.alertas);
  return { vistos };
});

implementar(alertasRoutes, base, alertas.dispensar, async (c, { body }) => {
  const { farm } = c.var;
  await dispensarAlerta(c.var.deps.db, usuario(c), farm, hojeNoFuso(farm.timezone), body);
  return { dispensado: true as const };
});

implementar(alertasRoutes, base, alertas.aoVivo, async (c) => {
  const { farm, deps } = c.var;
  const user = usuario(c);
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
