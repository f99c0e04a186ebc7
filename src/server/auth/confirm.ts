import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { MSG } from '../../domain/messages.ts';
import { usuarios } from '../db/schema/platform.ts';
import type { AppEnv } from '../env.ts';
import { badRequest, tooManyRequests, unauthenticated } from '../http/errors.ts';
import { verifyPassword } from './password.ts';

/**
 * The password-confirm of docs/PRODUTO.md §Formulários ('Por favor, digite sua senha.' / 'Senha incorreta. Tente
 * novamente.'), checked on the server before a guarded delete. Throws 400 with `fields.password` on a wrong password.
 */
export async function assertCurrentPassword(c: Context<AppEnv>, password: string | undefined): Promise<void> {
  const user = c.var.user;
  if (!user) throw unauthenticated();
  if (!password) throw badRequest(MSG.senhaObrigatoria, { password: MSG.senhaObrigatoria });
  const { db, loginLimiter } = c.var.deps;
  if (!loginLimiter.hit([`confirm:${user.id}`])) throw tooManyRequests();
  const row = await db
    .select({ passwordHash: usuarios.passwordHash })
    .from(usuarios)
    .where(eq(usuarios.id, user.id))
    .get();
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw badRequest(MSG.senhaIncorreta, { password: MSG.senhaIncorreta });
  }
  loginLimiter.reset(`confirm:${user.id}`);
}
