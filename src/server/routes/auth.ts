import { getConnInfo } from '@hono/node-server/conninfo';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { MSG } from '../../domain/messages.ts';
import {
  currentFarmSchema,
  loginSchema,
  recoverSchema,
  resetSchema,
  verifyPasswordSchema,
} from '../../domain/schemas/auth.ts';
import { assertCurrentPassword } from '../auth/confirm.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../auth/middleware.ts';
import { dummyHash, verifyPassword } from '../auth/password.ts';
import { createSession, invalidateSession } from '../auth/sessions.ts';
import { sessions, users } from '../db/schema/platform.ts';
import type { AppEnv } from '../env.ts';
import { badRequest, forbidden, tooManyRequests, unauthenticated } from '../http/errors.ts';
import { validate } from '../http/validate.ts';
import { checkFarmAccess } from '../services/access.ts';
import { describeSession } from '../services/me.ts';
import { consumeResetToken, createResetToken, isResetTokenValid, resetLink } from '../services/password-reset.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The caller's address for rate limiting: the TCP peer. X-Forwarded-For is believed only when the peer is a proxy
 * on this machine (its last entry, the one that proxy appended), so a client cannot pick a fresh address per try.
 */
export function clientAddress(c: Context<AppEnv>): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // app.request() in tests has no socket
  }
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  if (forwarded && (!peer || LOOPBACK.has(peer))) return forwarded;
  return peer ?? 'local';
}

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginSchema), async (c) => {
    const { email, password } = c.req.valid('json');
    const { db, config, loginLimiter } = c.var.deps;
    // Every try counts at once (so parallel guesses are limited too); a successful one is given back below.
    const ipKey = `ip:${clientAddress(c)}`;
    if (!loginLimiter.hit([ipKey, `email:${email}`])) throw tooManyRequests();
    const user = await db.select().from(users).where(eq(users.email, email)).get();
    // An unknown e-mail still costs one hash check, so timing does not reveal which accounts exist.
    const ok = user
      ? await verifyPassword(user.passwordHash, password)
      : await verifyPassword(await dummyHash(config.argon2), password).then(() => false);
    if (!user || !ok) throw badRequest(MSG.loginInvalido);
    loginLimiter.reset(`email:${email}`);
    loginLimiter.refund(ipKey);
    const { token, session } = await createSession(db, user.id, null, config.sessionDays);
    setSessionCookie(c, token, session.expiresAt);
    const sessionUser = { id: user.id, name: user.name, email: user.email, isAdmin: user.isAdmin };
    return c.json(await describeSession(db, sessionUser, session));
  })
  .post('/logout', async (c) => {
    const session = c.var.session;
    if (session) await invalidateSession(c.var.deps.db, session.id);
    clearSessionCookie(c);
    return c.json({ ok: true });
  })
  .get('/me', requireUser, async (c) => {
    const { user, session } = c.var;
    if (!user || !session) throw unauthenticated();
    return c.json(await describeSession(c.var.deps.db, user, session));
  })
  .put('/current-farm', requireUser, validate('json', currentFarmSchema), async (c) => {
    const { user, session } = c.var;
    if (!user || !session) throw unauthenticated();
    const { farmId } = c.req.valid('json');
    const { db } = c.var.deps;
    if (farmId) {
      const access = await checkFarmAccess(db, user, farmId, []);
      if (!access.ok) throw forbidden(MSG.semAcessoFazenda);
    }
    await db.update(sessions).set({ currentFarmId: farmId }).where(eq(sessions.id, session.id));
    return c.json(await describeSession(db, user, { ...session, currentFarmId: farmId }));
  })
  .post('/verify-password', requireUser, validate('json', verifyPasswordSchema), async (c) => {
    await assertCurrentPassword(c, c.req.valid('json').password);
    return c.json({ ok: true });
  })
  .post('/recover', validate('json', recoverSchema), async (c) => {
    const { email } = c.req.valid('json');
    const { db, config, mailer, logger, loginLimiter } = c.var.deps;
    if (!loginLimiter.hit([`recover:${clientAddress(c)}`, `recover:${email}`])) throw tooManyRequests();
    const reset = await createResetToken(db, email);
    if (reset) {
      const link = resetLink(config.publicUrl ?? new URL(c.req.url).origin, reset.token);
      const text = `Olá, ${reset.name}.\n\nRecebemos um pedido para redefinir a sua senha no Gestão Leiteira.\nUse o link abaixo em até 1 hora (ele só vale uma vez):\n\n${link}\n\nSe você não pediu, ignore este e-mail.`;
      try {
        await mailer.send({ to: email, subject: 'Gestão Leiteira — redefinição de senha', text });
      } catch (error) {
        logger.error('falha ao enviar email de redefinição', { to: email, error: String(error) });
        throw badRequest(`Erro ao solicitar redefinição de senha: não foi possível enviar o e-mail.`);
      }
    }
    // Same answer whether or not the e-mail exists, so accounts cannot be discovered.
    return c.json({ ok: true, message: MSG.resetEnviado });
  })
  .get('/reset/:token', validate('param', z.object({ token: z.string().max(200) })), async (c) => {
    return c.json({ valid: await isResetTokenValid(c.var.deps.db, c.req.valid('param').token) });
  })
  .post('/reset', validate('json', resetSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    const { db, config } = c.var.deps;
    await consumeResetToken(db, token, password, config.argon2);
    return c.json({ ok: true, message: MSG.senhaAtualizada });
  });
