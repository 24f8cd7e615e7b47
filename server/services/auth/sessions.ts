import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/users';
import { hashToken, newToken } from './secure-token';

const DAY_MS = 86_400_000;

export interface SessionContext {
  ip?: string;
  userAgent?: string;
}

/** Starts a session: a fresh random id each time (no fixation), stored hashed. Returns the cookie value. */
export async function createSession(db: Db, userId: string, days: number, context: SessionContext = {}) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  await db.insert(sessions).values({
    id: hashToken(token),
    user_id: userId,
    expires_at: expiresAt,
    ip: context.ip ?? null,
    user_agent: context.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

/** The user behind a session cookie, if the session exists and has not expired. */
export async function findSessionUser(db: Db, token: string) {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expires_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expires_at, new Date())));
  return row;
}

export async function endSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user, or every one but the current (after a password change). */
export async function endUserSessions(db: Db, userId: string, exceptToken?: string) {
  await db
    .delete(sessions)
    .where(exceptToken ? and(eq(sessions.user_id, userId), ne(sessions.id, hashToken(exceptToken))) : eq(sessions.user_id, userId));
}
