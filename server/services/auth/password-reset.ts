import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import type { AuthDeps } from './auth-deps';
import { consumeLink, endOutstandingLinks, inspectLink, issueLink } from './auth-links';
import { passwordResetMail } from './auth-mails';
import { endUserSessions } from './sessions';
import { revokeAllApiKeys } from '../api-keys/api-keys';

/** Forgot password (docs/product-rules.md#accounts): the address is looked up; an unknown one is told so (docs/product-rules.md#accounts). */
export async function requestPasswordReset(deps: AuthDeps, email: string, ip?: string) {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new AppError(404, 'EMAIL_NOT_FOUND', AUTH_MESSAGES.unknownEmail);
  const token = await issueLink(deps.db, user.id, 'password_reset', { ip });
  const link = `${deps.config.PUBLIC_URL}/reset-password?token=${token}`;
  await deps.mailer.send(passwordResetMail(user.email, link)).catch((err: unknown) => {
    deps.log.error({ err }, 'password reset mail could not be sent');
    throw new AppError(503, 'MAIL_FAILED', 'E-posta gönderilemedi. Lütfen daha sonra tekrar deneyin.');
  });
  return { message: 'Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.' };
}

/** The reset page checks its link on load. */
export async function checkResetLink(deps: AuthDeps, token: string) {
  const { state } = await inspectLink(deps.db, token, 'password_reset');
  if (state !== 'valid') throw new AppError(400, 'RESET_LINK_INVALID', AUTH_MESSAGES.resetLinkInvalid);
  return { valid: true as const };
}

/** Sets the new password with a single-use link, ends every session of the user and revokes their API keys. */
export async function resetPassword(deps: AuthDeps, token: string, password: string) {
  const passwordHash = await deps.passwords.hash(password);
  const email = await deps.db.transaction(async (tx) => {
    const result = await consumeLink(tx, token, 'password_reset');
    if ('state' in result) throw new AppError(400, 'RESET_LINK_INVALID', AUTH_MESSAGES.resetLinkInvalid);
    // The link proves control of the mailbox, so it also confirms an unverified address.
    const [user] = await tx.select().from(users).where(eq(users.id, result.userId));
    await tx
      .update(users)
      .set({ password_hash: passwordHash, email_verified_at: user?.email_verified_at ?? new Date() })
      .where(eq(users.id, result.userId));
    await endUserSessions(tx, result.userId);
    // The other links mailed before this one must not set the password again
    // (docs/reliability.md#attack-pass, finding 3).
    await endOutstandingLinks(tx, result.userId, 'password_reset');
    await revokeAllApiKeys(tx, result.userId);
    return user!.email;
  });
  // The owner proved control of the mailbox: any sign-in slowdown on the account ends (decision 027).
  await deps.signInThrottle.clearAccount(email);
  return { message: AUTH_MESSAGES.passwordUpdated };
}
