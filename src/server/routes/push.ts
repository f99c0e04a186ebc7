import { Hono } from 'hono';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import {
  endpointPushSchema,
  inscricaoPublicaSchema,
  inscricaoPushSchema,
  RESULTADOS_TENTATIVA,
} from '../../domain/push.ts';
import { okSchema } from '../../domain/schemas/common.ts';
import { requireUser } from '../auth/middleware.ts';
import type { AppEnv } from '../env.ts';
import { responses, validate } from '../http/validate.ts';
import { chavesVapid, enviarTeste, inscrever, inscricoesDe, removerInscricao } from '../services/push.ts';

// What each route answers (openapi.json; every API test checks its answers against it).
const chave = responses({ 200: z.object({ chave: z.string() }) });
const inscricoes = responses({ 200: z.object({ inscricoes: z.array(inscricaoPublicaSchema) }) });
const inscrito = responses({
  200: inscricaoPublicaSchema,
  201: inscricaoPublicaSchema,
  409: MSG.inscricaoDeOutroUsuario,
});
const removida = responses({ 200: okSchema, 404: MSG.inscricaoNaoEncontrada });
const testado = responses({
  200: z.object({ resultado: z.enum(RESULTADOS_TENTATIVA) }),
  404: MSG.inscricaoNaoEncontrada,
});

/**
 * /api/push — Web Push for the signed-in user: the server's public VAPID key, this user's subscriptions (one per
 * device; nobody sees or removes another's) and 'Testar Notificação'.
 */
export const pushRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/chave', chave, async (c) => c.json({ chave: (await chavesVapid(c.var.deps.db)).publicKey }))
  .get('/inscricoes', inscricoes, async (c) => c.json({ inscricoes: await inscricoesDe(c.var.deps.db, userId(c)) }))
  .post('/inscricao', validate('json', inscricaoPushSchema), inscrito, async (c) => {
    const { db, config } = c.var.deps;
    const r = await inscrever(db, config, userId(c), c.req.valid('json'));
    return c.json(r.inscricao, r.criada ? 201 : 200);
  })
  .delete('/inscricao', validate('json', endpointPushSchema), removida, async (c) => {
    await removerInscricao(c.var.deps.db, userId(c), c.req.valid('json').endpoint);
    return c.json({ ok: true });
  })
  .post('/teste', validate('json', endpointPushSchema), testado, async (c) => {
    const resultado = await enviarTeste(c.var.deps, userId(c), c.req.valid('json').endpoint);
    return c.json({ resultado });
  });

/** requireUser ran: the caller is signed in. */
function userId(c: { var: AppEnv['Variables'] }): string {
  return (c.var.user as NonNullable<AppEnv['Variables']['user']>).id;
}
