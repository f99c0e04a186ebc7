import { Hono } from 'hono';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
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
} from '../../domain/schemas/auth.ts';
import { okSchema } from '../../domain/schemas/common.ts';
import { assertCurrentPassword } from '../auth/confirm.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../auth/middleware.ts';
import { dummyHash, verifyPassword } from '../auth/password.ts';
import { createSession, findLoginUser, invalidateSession, setSessionFarm } from '../auth/sessions.ts';
import type { AppEnv } from '../env.ts';
import { clientAddress } from '../http/client-info.ts';
import { badRequest, forbidden, tooManyRequests, unauthenticated } from '../http/errors.ts';
import { responses, validate } from '../http/validate.ts';
import { checkFarmAccess } from '../services/access.ts';
import { inBackground } from '../services/background.ts';
import { describeSession } from '../services/me.ts';
import { consumeResetToken, isResetTokenValid, recoveryByEmail, sendResetLink } from '../services/password-reset.ts';

/** Back-off for tries past the per-account limit from an address that has not failed: 0.5 s, 1 s, 2 s … 8 s. */
export function loginBackoffMs(overLimit: number): number {
  return Math.min(500 * 2 ** overLimit, 8000);
}

/** How many times the per-account limit one address may try across accounts in a window. */
export const ENDERECO_POR_CONTA = 10;

// What each route answers (openapi.json; every API test checks its answers against it).
const sessao = responses({ 200: sessaoSchema });
const entrou = responses({ 200: sessaoSchema, 429: MSG.muitasTentativas });
const ok = responses({ 200: okSchema });
const recuperacao = responses({ 200: recuperacaoSchema });
const linkEnviado = responses({ 200: okComMensagemSchema, 429: MSG.muitasTentativas });
const tokenValido = responses({ 200: tokenValidoSchema });
const senhaNova = responses({ 200: okComMensagemSchema });

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginSchema), entrou, async (c) => {
    const { email, password } = c.req.valid('json');
    const { db, config, loginLimiter } = c.var.deps;
    const address = clientAddress(c);
    const ipKey = `ip:${address}`;
    const pairKey = `par:${address}:${email}`;
    const accountKey = `email:${email}`;
    const failedHereKey = `falhou:${address}:${email}`;
    // Every try counts at once (so parallel guesses are limited too) and a success is given back: against the
    // address and account pair (one person's typos lock only that account there, even when the whole farm reaches
    // the server through one proxy's address) and, with a ceiling ENDERECO_POR_CONTA times higher, against the
    // address alone (one address guessing across many accounts).
    const okPar = loginLimiter.hit([pairKey]);
    const okIp = loginLimiter.hit([ipKey], Date.now(), loginLimiter.max * ENDERECO_POR_CONTA);
    if (!okPar || !okIp) throw tooManyRequests();
    // Past the per-account limit an address that already failed on this account is refused; any other address is
    // slowed down, not locked out, so someone else's guesses cannot keep the owner from signing in.
    const over = loginLimiter.count(accountKey) - loginLimiter.max;
    if (over >= 0) {
      if (loginLimiter.count(failedHereKey) > 0) throw tooManyRequests();
      await new Promise((resolve) => setTimeout(resolve, loginBackoffMs(over)));
    }
    const user = await findLoginUser(db, email);
    // An unknown e-mail still costs one hash check, so timing does not reveal which accounts exist.
    const ok = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyPassword(await dummyHash(config.argon2), password).then(() => false);
    if (!user || !ok) {
      loginLimiter.hit([accountKey, failedHereKey]);
      throw badRequest(MSG.loginInvalido);
    }
    loginLimiter.reset(accountKey);
    loginLimiter.refund(pairKey);
    loginLimiter.refund(ipKey);
    const { token, session } = await createSession(db, user.id, null, config.sessionDays);
    setSessionCookie(c, token, session.expiresAt);
    const sessionUser = { id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin };
    return c.json(await describeSession(db, sessionUser, session));
  })
  .post('/logout', ok, async (c) => {
    const session = c.var.session;
    if (session) await invalidateSession(c.var.deps.db, session.id);
    clearSessionCookie(c);
    return c.json({ ok: true });
  })
  .get('/me', requireUser, sessao, async (c) => {
    const { user, session } = c.var;
    if (!user || !session) throw unauthenticated();
    return c.json(await describeSession(c.var.deps.db, user, session));
  })
  .put('/current-farm', requireUser, validate('json', currentFarmSchema), sessao, async (c) => {
    const { user, session } = c.var;
    if (!user || !session) throw unauthenticated();
    const { farmId } = c.req.valid('json');
    const { db } = c.var.deps;
    if (farmId) {
      const access = await checkFarmAccess(db, user, farmId, []);
      if (!access.ok) throw forbidden(MSG.semAcessoFazenda);
    }
    await setSessionFarm(db, session.id, farmId);
    return c.json(await describeSession(db, user, { ...session, currentFarmId: farmId }));
  })
  .post('/verify-password', requireUser, validate('json', verifyPasswordSchema), ok, async (c) => {
    await assertCurrentPassword(c, c.req.valid('json').password);
    return c.json({ ok: true });
  })
  // Whether this server e-mails recovery links (the recovery screen tells the user where the link goes otherwise);
  // an administrator also learns of the last e-mail that could not be sent.
  .get('/recover', recuperacao, (c) => {
    const { config, mailStatus } = c.var.deps;
    const ultimaFalha = c.var.user?.isAdmin ? mailStatus.ultimaFalha : null;
    return c.json({ porEmail: recoveryByEmail(config), ultimaFalha });
  })
  .post('/recover', validate('json', recoverSchema), linkEnviado, async (c) => {
    const { email } = c.req.valid('json');
    const { loginLimiter, logger } = c.var.deps;
    if (!loginLimiter.hit([`recover:${clientAddress(c)}`, `recover:${email}`])) throw tooManyRequests();
    // The link is made and sent after answering: the same answer, in the same time, whether or not the account
    // exists and whether or not the mail server answers (its failures go to the log).
    inBackground(logger, 'falha ao preparar a redefinição de senha', () => sendResetLink(c.var.deps, email));
    return c.json({ ok: true, message: MSG.resetEnviado });
  })
  .get('/reset/:token', validate('param', z.object({ token: z.string().max(200) })), tokenValido, async (c) => {
    return c.json({ valid: await isResetTokenValid(c.var.deps.db, c.req.valid('param').token) });
  })
  .post('/reset', validate('json', resetSchema), senhaNova, async (c) => {
    const { token, password } = c.req.valid('json');
    const { db, config } = c.var.deps;
    await consumeResetToken(db, token, password, config.argon2);
    return c.json({ ok: true, message: MSG.senhaAtualizada });
  });
