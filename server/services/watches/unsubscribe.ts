import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { app_secrets, notification_preferences } from '../../db/schema/watches';
import { users } from '../../db/schema/users';

// Signed one-click unsubscribe links (RFC 8058): "<user id>.<HMAC-SHA256 of it>", keyed by a secret
// made once and kept in the database, so every instance signs and checks alike without a setting.

const SECRET_NAME = 'unsubscribe-link';
const PURPOSE = 'notification-mails:';
const secrets = new WeakMap<Db, Promise<Buffer>>();

async function loadSecret(db: Db): Promise<Buffer> {
  await db.insert(app_secrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(app_secrets).where(eq(app_secrets.name, SECRET_NAME));
  return Buffer.from(row!.value, 'base64url');
}

function secretOf(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (secret: Buffer, userId: string) => createHmac('sha256', secret).update(PURPOSE + userId).digest('base64url');

export async function unsubscribeToken(db: Db, userId: string): Promise<string> {
  return `${userId}.${sign(await secretOf(db), userId)}`;
}

/** The member a token was signed for, or undefined when it is not a valid signature. */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<string | undefined> {
  const [userId, signature] = token.split('.');
  if (!userId || !signature || !/^[0-9a-f-]{36}$/.test(userId)) return undefined;
  const expected = Buffer.from(sign(await secretOf(db), userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined;
}

/** Turns the member's notification mails off; false when the token is not valid or the member is gone. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const userId = await verifyUnsubscribeToken(db, token);
  if (!userId) return false;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  await db
    .insert(notification_preferences)
    .values({ user_id: userId, email_mode: 'off' })
    .onConflictDoUpdate({ target: notification_preferences.user_id, set: { email_mode: 'off', updated_at: sql`now()` } });
  return true;
}
