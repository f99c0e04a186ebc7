import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { passwordResets, sessions, usuarios } from '../db/schema/platform.ts';
import { accessCache, forgetAccess } from './access-cache.ts';
import { generateToken, hashToken } from './tokens.ts';

const DAY = 24 * 60 * 60 * 1000;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isAdmin: boolean;
}

export interface Session {
  id: string;
  userId: string;
  expiresAt: number;
  currentFarmId: string | null;
}

export async function createSession(
  db: Db,
  userId: string,
  currentFarmId: string | null,
  days: number,
): Promise<{ token: string; session: Session }> {
  const token = generateToken();
  const session: Session = { id: hashToken(token), userId, expiresAt: Date.now() + days * DAY, currentFarmId };
  await db.insert(sessions).values(session);
  return { token, session };
}

/**
 * Lucia's validation: look the hash up, drop it when expired, and slide the expiry forward once it is past
 * half its life (so an active user stays signed in, an idle one is signed out after `days`).
 */
export async function validateSessionToken(
  db: Db,
  token: string,
  days: number,
): Promise<{ session: Session; user: SessionUser; renewed: boolean } | null> {
  const id = hashToken(token);
  const cache = accessCache(db).sessions;
  const row =
    cache.get(id) ??
    (await db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        currentFarmId: sessions.currentFarmId,
        name: usuarios.name,
        email: usuarios.email,
        isAdmin: usuarios.isAdmin,
      })
      .from(sessions)
      .innerJoin(usuarios, eq(usuarios.id, sessions.userId))
      .where(eq(sessions.id, id))
      .get());
  if (!row) return null;
  const now = Date.now();
  if (now >= row.expiresAt) {
    cache.delete(id);
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const session: Session = {
    id: row.id,
    userId: row.userId,
    expiresAt: row.expiresAt,
    currentFarmId: row.currentFarmId,
  };
  const renewed = now >= row.expiresAt - (days * DAY) / 2;
  if (renewed) {
    session.expiresAt = now + days * DAY;
    await db.update(sessions).set({ expiresAt: session.expiresAt }).where(eq(sessions.id, id));
  }
  cache.set(id, { ...row, expiresAt: session.expiresAt });
  return { session, user: { id: row.userId, name: row.name, email: row.email, isAdmin: row.isAdmin }, renewed };
}

/** The session's current farm (null: none chosen). */
export async function setSessionFarm(db: Db, sessionId: string, farmId: string | null): Promise<void> {
  await db.update(sessions).set({ currentFarmId: farmId }).where(eq(sessions.id, sessionId));
  accessCache(db).sessions.delete(sessionId);
}

/** The account a sign-in names, with its password hash (never sent to a client). */
export async function findLoginUser(db: Db, email: string) {
  return db.select().from(usuarios).where(eq(usuarios.email, email)).get();
}

export async function invalidateSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  accessCache(db).sessions.delete(sessionId);
}

export async function invalidateUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  forgetAccess(db);
}

/**
 * After a password change by any path: every other session of the user ends (`keepSessionId`, the session that made
 * the change, may stay) and every outstanding reset link is voided, so an older link cannot undo the change.
 */
export async function afterPasswordChange(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId),
    );
  await db
    .update(passwordResets)
    .set({ usedAt: Date.now() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  forgetAccess(db);
}
