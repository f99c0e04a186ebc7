import { Hono } from 'hono';
import { endpointPushSchema, inscricaoPushSchema } from '../../domain/push.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { validate } from '../http/validate.ts';
import { chavesVapid, enviarTeste, inscrever, inscricoesDe, removerInscricao } from '../services/push.ts';

/**
 * /api/push — Web Push for the signed-in user: the server's public VAPID key, this user's subscriptions (one per
 * device; nobody sees or removes another's) and 'Testar Notificação'.
 */
export const pushRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/chave', async (c) => c.json({ chave: (await chavesVapid(c.var.deps.db)).publicKey }))
  .get('/inscricoes', async (c) => c.json({ inscricoes: await inscricoesDe(c.var.deps.db, userId(c)) }))
  .post('/inscricao', validate('json', inscricaoPushSchema), async (c) => {
    const { db, config } = c.var.deps;
    const r = await inscrever(db, config, userId(c), c.req.valid('json'));
    return c.json(r.inscricao, r.criada ? 201 : 200);
  })
  .delete('/inscricao', validate('json', endpointPushSchema), async (c) => {
    await removerInscricao(c.var.deps.db, userId(c), c.req.valid('json').endpoint);
    return c.json({ ok: true });
  })
  .post('/teste', validate('json', endpointPushSchema), async (c) => {
    const resultado = await enviarTeste(c.var.deps, userId(c), c.req.valid('json').endpoint);
    return c.json({ resultado });
  });

/** requireUser ran: the caller is signed in. */
function userId(c: { var: AppEnv['Variables'] }): string {
  return (c.var.user as NonNullable<AppEnv['Variables']['user']>).id;
}
