import { Hono } from 'hono';
import { auth } from '../../domain/api/auth.ts';
import { MSG } from '../../domain/messages.ts';
import { assertCurrentPassword } from '../auth/confirm.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../auth/middleware.ts';
import { dummyHash, verifyPassword } from '../auth/password.ts';
import { createSession, findLoginUser, invalidateSession, setSessionFarm } from '../auth/sessions.ts';
import type { AppEnv } from '../env.ts';
import { clientAddress } from '../http/client-info.ts';
import { implementar } from '../http/contrato.ts';
import { badRequest, forbidden, tooManyRequests, unauthenticated } from '../http/errors.ts';
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

/** Where this router is mounted: every declaration of src/domain/api/auth.ts begins with it. */
const base = '/api/auth';

/** Sign-in, the session and password recovery; the session's own operations need a signed-in user first. */
export const authRoutes = new Hono<AppEnv>();
for (const rota of ['/me', '/current-farm', '/verify-password']) authRoutes.use(rota, requireUser);

implementar(authRoutes, base, auth.entrar, async (c, { body }) => {
  const { email, password } = body;
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
  return describeSession(db, sessionUser, session);
});

implementar(authRoutes, base, auth.sair, async (c) => {
  const session = c.var.session;
  if (session) await invalidateSession(c.var.deps.db, session.id);
  clearSessionCookie(c);
  return { ok: true };
});

implementar(authRoutes, base, auth.sessao, async (c) => {
  const { user, session } = c.var;
  if (!user || !session) throw unauthenticated();
  return describeSession(c.var.deps.db, user, session);
});

implementar(authRoutes, base, auth.fazendaAtual, async (c, { body }) => {
  const { user, session } = c.var;
  if (!user || !session) throw unauthenticated();
  const { farmId } = body;
  const { db } = c.var.deps;
  if (farmId) {
    const access = await checkFarmAccess(db, user, farmId, []);
    if (!access.ok) throw forbidden(MSG.semAcessoFazenda);
  }
  await setSessionFarm(db, session.id, farmId);
  return describeSession(db, user, { ...session, currentFarmId: farmId });
});

implementar(authRoutes, base, auth.conferirSenha, async (c, { body }) => {
  await assertCurrentPassword(c, body.password);
  return { ok: true };
});

// Whether this server e-mails recovery links (the recovery screen tells the user where the link goes otherwise);
// an administrator also learns of the last e-mail that could not be sent.
implementar(authRoutes, base, auth.recuperacao, async (c) => {
  const { config, mailStatus } = c.var.deps;
  const ultimaFalha = c.var.user?.isAdmin ? mailStatus.ultimaFalha : null;
  return { porEmail: recoveryByEmail(config), ultimaFalha };
});

implementar(authRoutes, base, auth.recuperar, async (c, { body }) => {
  const { email } = body;
  const { loginLimiter, logger } = c.var.deps;
  if (!loginLimiter.hit([`recover:${clientAddress(c)}`, `recover:${email}`])) throw tooManyRequests();
  // The link is made and sent after answering: the same answer, in the same time, whether or not the account
  // exists and whether or not the mail server answers (its failures go to the log).
  inBackground(logger, 'falha ao preparar a redefinição de senha', () => sendResetLink(c.var.deps, email));
  return { ok: true, message: MSG.resetEnviado };
});

implementar(authRoutes, base, auth.tokenValido, async (c, { params }) => ({
  valid: await isResetTokenValid(c.var.deps.db, params.token),
}));

implementar(authRoutes, base, auth.redefinir, async (c, { body }) => {
  const { token, password } = body;
  const { db, config } = c.var.deps;
  await consumeResetToken(db, token, password, config.argon2);
  return { ok: true, message: MSG.senhaAtualizada };
});
