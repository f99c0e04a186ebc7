import { Hono } from 'hono';
import { push } from '../../domain/api/push.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { comStatus, implementar } from '../http/contrato.ts';
import { chavesVapid, enviarTeste, inscrever, inscricoesDe, removerInscricao } from '../services/push.ts';

/** Where this router is mounted: every declaration of src/domain/api/push.ts begins with it. */
const base = '/api/push';

/**
 * /api/push — Web Push for the signed-in user: the server's public VAPID key, this user's subscriptions (one per
 * device; nobody sees or removes another's) and 'Testar Notificação'.
 */
export const pushRoutes = new Hono<AppEnv>().use('*', requireUser);

implementar(pushRoutes, base, push.chave, async (c) => ({ chave: (await chavesVapid(c.var.deps.db)).publicKey }));
implementar(pushRoutes, base, push.inscricoes, async (c) => ({
  inscricoes: await inscricoesDe(c.var.deps.db, userId(c)),
}));
implementar(pushRoutes, base, push.inscrever, async (c, { body }) => {
  const { db, config } = c.var.deps;
  const r = await inscrever(db, config, userId(c), body);
  return comStatus(r.criada ? 201 : 200, r.inscricao);
});
implementar(pushRoutes, base, push.remover, async (c, { body }) => {
  await removerInscricao(c.var.deps.db, userId(c), body.endpoint);
  return { ok: true as const };
});
implementar(pushRoutes, base, push.testar, async (c, { body }) => ({
  resultado: await enviarTeste(c.var.deps, userId(c), body.endpoint),
}));

/** requireUser ran: the caller is signed in. */
function userId(c: { var: AppEnv['Variables'] }): string {
  return (c.var.user as NonNullable<AppEnv['Variables']['user']>).id;
}
