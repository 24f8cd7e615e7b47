import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import type { Passwords } from './passwords';
import { endOutstandingLinks } from './auth-links';
import { endSession, endUserSessions } from './sessions';
import { revokeAllApiKeys } from '../api-keys/api-keys';
import type { SignInThrottle } from './sign-in-throttle';

/**
 * Password change from the profile (docs/product-rules.md#profile): the current password is checked; a wrong one
 * ends this session (the spec signs the user out on any failure). Success ends every other session,
 * revokes the member's API keys and, as a reset does, forgets the account's sign-in counters: the
 * owner proved the password, so strangers' failures no longer slow the new one down (decision 027).
 */
export async function changePassword(
  { db, throttle, passwords }: { db: Db; throttle: SignInThrottle; passwords: Passwords },
  userId: string,
  sessionToken: string, current: string, next: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await passwords.check(user.password_hash, current))) {
    await endSession(db, sessionToken);
    throw new AppError(401, 'CURRENT_PASSWORD_WRONG', AUTH_MESSAGES.currentPasswordWrong);
  }
  const passwordHash = await passwords.hash(next);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, userId));
    await endUserSessions(tx, userId, sessionToken);
    await endOutstandingLinks(tx, userId, 'password_reset');
    await revokeAllApiKeys(tx, userId);
  });
  await throttle.clearAccount(user.email);
  return { message: AUTH_MESSAGES.passwordUpdated };
}
