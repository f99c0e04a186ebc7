import { z } from 'zod';
import { MSG } from '../messages.ts';
import { endpointPushSchema, inscricaoPublicaSchema, inscricaoPushSchema, RESULTADOS_TENTATIVA } from '../push.ts';
import { okSchema } from '../schemas/common.ts';
import { operacao } from './contrato.ts';

/**
 * Web Push for the signed-in user, every operation declared once: the server implements these
 * (src/server/routes/push.ts, behind requireUser), the browser calls them (src/web/pwa/push.ts).
 */
const base = '/api/push';

export const push = {
  /** The server's public VAPID key. */
  chave: operacao({ method: 'GET', path: `${base}/chave`, answers: { 200: z.object({ chave: z.string() }) } }),
  /** This user's subscriptions (one per device; nobody sees another's). */
  inscricoes: operacao({
    method: 'GET',
    path: `${base}/inscricoes`,
    answers: { 200: z.object({ inscricoes: z.array(inscricaoPublicaSchema) }) },
  }),
  inscrever: operacao({
    method: 'POST',
    path: `${base}/inscricao`,
    body: inscricaoPushSchema,
    answers: { 200: inscricaoPublicaSchema, 201: inscricaoPublicaSchema, 409: MSG.inscricaoDeOutroUsuario },
  }),
  remover: operacao({
    method: 'DELETE',
    path: `${base}/inscricao`,
    body: endpointPushSchema,
    answers: { 200: okSchema, 404: MSG.inscricaoNaoEncontrada },
  }),
  /** 'Testar Notificação'. */
  testar: operacao({
    method: 'POST',
    path: `${base}/teste`,
    body: endpointPushSchema,
    answers: { 200: z.object({ resultado: z.enum(RESULTADOS_TENTATIVA) }), 404: MSG.inscricaoNaoEncontrada },
  }),
};
