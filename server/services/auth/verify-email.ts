import { and, eq, isNull } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { creditWelcomeBalance } from '../balance/welcome-credit';
import { consumeLink, inspectLink, type LinkState } from './auth-links';
import type { Passwords } from './passwords';
import { hashToken } from './secure-token';

/** What the one who opened a verification link shows besides the link (docs/decisions/047). */
export interface VerifyProof {
  /** The sign-up cookie this browser got when it registered. */
  browserSecret?: string;
  /** The account's password, typed on the verification page. */
  password?: string;
}

/** The refusal for a link that cannot be used; a link ended by a later registration is not "already verified". */
async function refusal(db: Db, state: LinkState, userId: string | undefined): Promise<AppError> {
  if (state === 'expired') return new AppError(410, 'LINK_EXPIRED', AUTH_MESSAGES.verifyExpired);
  if (state === 'used' && userId) {
    const [user] = await db.select({ verifiedAt: users.email_verified_at }).from(users).where(eq(users.id, userId));
    if (user?.verifiedAt) return new AppError(409, 'ALREADY_VERIFIED', AUTH_MESSAGES.verifyAlreadyDone);
  }
  return new AppError(400, 'LINK_INVALID', AUTH_MESSAGES.verifyFailed);
}

const registeredHere = (browserHash: string | null, browserSecret: string | undefined) =>
  Boolean(browserSecret && browserHash && hashToken(browserSecret) === browserHash);

/**
 * The verification page checks its link on load, changing nothing: whether it may still be used and
 * whether this is the browser that registered (then one click signs in; otherwise the page asks for
 * the password).
 */
export async function checkVerificationLink(db: Db, token: string, browserSecret: string | undefined) {
  const { state, row } = await inspectLink(db, token, 'email_verification');
  if (state !== 'valid' || !row) throw await refusal(db, state, row?.user_id);
  return { registered_here: registeredHere(row.browser_hash, browserSecret) };
}

/**
 * Uses a verification link after an explicit click: marks the address verified and credits the 50
 * Bakiye, once. The link alone proves the mailbox, not who is at this browser: it is used only by the
 * browser that registered or by someone who types the account's password, so a stranger's link
 * cannot sign a victim into the stranger's account, and the owner who confirms sees that the
 * password is theirs (docs/decisions/047). A link opened twice at the same moment is used by one
 * request; the other is told it was used.
 */
export async function verifyEmail({ db, passwords }: { db: Db; passwords: Passwords }, token: string, proof: VerifyProof): Promise<{ userId: string }> {
  const { state, row } = await inspectLink(db, token, 'email_verification');
  if (state !== 'valid' || !row) throw await refusal(db, state, row?.user_id);
  if (!registeredHere(row.browser_hash, proof.browserSecret)) {
    if (!proof.password) throw new AppError(401, 'VERIFY_PASSWORD_REQUIRED', AUTH_MESSAGES.verifyPasswordRequired);
    const [user] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, row.user_id));
    if (!(await passwords.check(user?.hash, proof.password))) throw new AppError(401, 'VERIFY_PASSWORD_WRONG', AUTH_MESSAGES.verifyPasswordWrong);
  }
  const used = await db.transaction(async (tx) => {
    const result = await consumeLink(tx, token, 'email_verification');
    if ('state' in result) return result;
    await tx
      .update(users)
      .set({ email_verified_at: new Date() })
      .where(and(eq(users.id, result.userId), isNull(users.email_verified_at)));
    await creditWelcomeBalance(tx, result.userId);
    return result;
  });
  if ('state' in used) throw await refusal(db, used.state, row.user_id);
  return { userId: used.userId };
}
