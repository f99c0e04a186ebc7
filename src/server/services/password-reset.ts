import { and, eq, gt, isNull } from 'drizzle-orm';
import { MSG } from '../../domain/messages.ts';
import { hashPassword } from '../auth/password.ts';
import { afterPasswordChange } from '../auth/sessions.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { passwordResets, usuarios } from '../db/schema/platform.ts';
import { badRequest } from '../http/errors.ts';
import type { Logger } from '../logger.ts';
import { platformChange } from './kernel.ts';
import { type Mailer, type MailStatus, motivoFalhaEmail } from './mailer.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

/** Makes a single-use 1-hour reset token for an e-mail; null when no such user (the caller does not say so). */
export async function createResetToken(db: Db, email: string): Promise<{ token: string; name: string } | null> {
  const user = await db.select().from(usuarios).where(eq(usuarios.email, email.trim().toLowerCase())).get();
  if (!user) return null;
  const token = generateToken();
  await db
    .insert(passwordResets)
    .values({ id: hashToken(token), userId: user.id, expiresAt: Date.now() + RESET_TTL_MS });
  return { token, name: user.name };
}

export function resetLink(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/$/, '')}/redefinir-senha?token=${encodeURIComponent(token)}`;
}

/** Whether recovery links can be e-mailed: they need PUBLIC_URL (never the request's Host) and an SMTP server. */
export function recoveryByEmail(config: Pick<Config, 'publicUrl' | 'smtpUrl'>): boolean {
  return Boolean(config.publicUrl && config.smtpUrl);
}

/**
 * Makes a reset link for `email` and delivers it. Links are built only from PUBLIC_URL: without it the link is
 * written to the server log (for the administrator) and nothing is e-mailed. Run it after answering the requester,
 * so an existing and an unknown address get the same answer in the same time.
 */
export async function sendResetLink(
  deps: { db: Db; config: Config; mailer: Mailer; mailStatus: MailStatus; logger: Logger },
  email: string,
): Promise<void> {
  const { db, config, mailer, mailStatus, logger } = deps;
  const reset = await createResetToken(db, email);
  if (!reset) return;
  if (!config.publicUrl) {
    // The screen only tells the user to ask the administrator; how to do it is said here, to the administrator.
    logger.warn('link de redefinição de senha (PUBLIC_URL não configurado: nenhum e-mail enviado)', {
      to: email,
      link: resetLink('', reset.token),
      comoEntregar:
        'abra o link no endereço do servidor (http://<servidor>/redefinir-senha?token=…) e entregue-o ao usuário, ' +
        'gere um completo com "leiteira user reset-link <email> --base-url <endereço>", ou defina uma senha com ' +
        '"leiteira user set-password <email>"; para enviar e-mails, configure PUBLIC_URL e SMTP_URL',
    });
    return;
  }
  const link = resetLink(config.publicUrl, reset.token);
  const text = `Olá, ${reset.name}.\n\nRecebemos um pedido para redefinir a sua senha no Gestão Leiteira.\nUse o link abaixo em até 1 hora (ele só vale uma vez):\n\n${link}\n\nSe você não pediu, ignore este e-mail.`;
  try {
    await mailer.send({ to: email, subject: 'Gestão Leiteira — redefinição de senha', text });
    mailStatus.ultimaFalha = null;
  } catch (error) {
    // Told to the log and to the administrators (GET /api/auth/recover, the admin panel), never to the requester.
    logger.error('falha ao enviar e-mail de redefinição de senha', { to: email, error: String(error) });
    mailStatus.ultimaFalha = { em: new Date().toISOString(), para: email, motivo: motivoFalhaEmail(error) };
  }
}

async function findValid(db: Db, token: string) {
  return db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.id, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, Date.now()),
      ),
    )
    .get();
}

export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  return Boolean(await findValid(db, token));
}

/** Sets the new password, spends the token and signs the user out everywhere. */
export async function consumeResetToken(
  db: Db,
  token: string,
  password: string,
  cost: Config['argon2'],
): Promise<void> {
  const row = await findValid(db, token);
  if (!row) throw badRequest(MSG.resetInvalido);
  const passwordHash = await hashPassword(password, cost);
  // The password is a user's row: changed through the kernel, audited (never the hash), as the admin's set-password.
  const change = { entity: 'user', entityId: row.userId, action: 'reset_password' };
  await platformChange(db, row.userId, change, async (tx) => {
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: Date.now() })
      .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!spent.length) throw badRequest(MSG.resetInvalido);
    await tx
      .update(usuarios)
      .set({ passwordHash, updatedAt: new Date().toISOString() })
      .where(eq(usuarios.id, row.userId));
    return undefined;
  });
  await afterPasswordChange(db, row.userId);
}
