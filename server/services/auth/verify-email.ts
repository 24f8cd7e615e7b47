import { and, eq, isNull } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { creditWelcomeBalance } from '../balance/welcome-credit';
import { consumeLink } from './auth-links';

/**
 * Uses a verification link: marks the address verified and credits the 50 Bakiye, once. A link
 * opened twice at the same moment is used by one request; the other is told it was used.
 */
export async function verifyEmail(db: Db, token: string): Promise<{ userId: string }> {
  return db.transaction(async (tx) => {
    const result = await consumeLink(tx, token, 'email_verification');
    if ('state' in result) {
      if (result.state === 'expired') throw new AppError(410, 'LINK_EXPIRED', AUTH_MESSAGES.verifyExpired);
      if (result.state === 'used') throw new AppError(409, 'ALREADY_VERIFIED', AUTH_MESSAGES.verifyAlreadyDone);
      throw new AppError(400, 'LINK_INVALID', AUTH_MESSAGES.verifyFailed);
    }
    await tx
      .update(users)
      .set({ email_verified_at: new Date() })
      .where(and(eq(users.id, result.userId), isNull(users.email_verified_at)));
    await creditWelcomeBalance(tx, result.userId);
    return { userId: result.userId };
  });
}
