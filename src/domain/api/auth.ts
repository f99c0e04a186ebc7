import { z } from 'zod';
import { MSG } from '../messages.ts';
import {
  currentFarmSchema,
  loginSchema,
  okComMensagemSchema,
  recoverSchema,
  recuperacaoSchema,
  resetSchema,
  sessaoSchema,
  tokenValidoSchema,
  verifyPasswordSchema,
} from '../schemas/auth.ts';
import { okSchema } from '../schemas/common.ts';
import { operacao } from './contrato.ts';

/**
 * Sign-in, the session and password recovery, every operation declared once: the server implements these
 * (src/server/routes/auth.ts), the web calls them (src/web/session/session.ts, src/web/features/auth/api.ts).
 */
const base = '/api/auth';

export const auth = {
  entrar: operacao({
    method: 'POST',
    path: `${base}/login`,
    body: loginSchema,
    answers: { 200: sessaoSchema, 429: MSG.muitasTentativas },
  }),
  sair: operacao({ method: 'POST', path: `${base}/logout`, answers: { 200: okSchema } }),
  /** The signed-in user's session (requireUser). */
  sessao: operacao({ method: 'GET', path: `${base}/me`, answers: { 200: sessaoSchema } }),
  /** The farm the session works on (requireUser; one the user may open, or null). */
  fazendaAtual: operacao({
    method: 'PUT',
    path: `${base}/current-farm`,
    body: currentFarmSchema,
    answers: { 200: sessaoSchema },
  }),
  /** Confirms the signed-in user's password (requireUser). */
  conferirSenha: operacao({
    method: 'POST',
    path: `${base}/verify-password`,
    body: verifyPasswordSchema,
    answers: { 200: okSchema },
  }),
  /** Whether this server e-mails recovery links; an administrator also learns of the last e-mail not sent. */
  recuperacao: operacao({ method: 'GET', path: `${base}/recover`, answers: { 200: recuperacaoSchema } }),
  recuperar: operacao({
    method: 'POST',
    path: `${base}/recover`,
    body: recoverSchema,
    answers: { 200: okComMensagemSchema, 429: MSG.muitasTentativas },
  }),
  tokenValido: operacao({
    method: 'GET',
    path: `${base}/reset/:token`,
    params: z.object({ token: z.string().max(200) }),
    answers: { 200: tokenValidoSchema },
  }),
  redefinir: operacao({
    method: 'POST',
    path: `${base}/reset`,
    body: resetSchema,
    answers: { 200: okComMensagemSchema },
  }),
};
