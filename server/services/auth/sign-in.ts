import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import type { Passwords } from './passwords';
import type { SignInThrottle } from './sign-in-throttle';

/** Checks e-mail and password; unverified addresses (right password or not) and, for the admin screen, non-admins are refused. */
export async function authenticate(
  { db, passwords }: { db: Db; passwords: Passwords },
  email: string,
  password: string,
  options: { requireSuperAdmin?: boolean } = {},
) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  // The hash is checked whatever the account, so the time taken tells nothing either.
  const valid = await passwords.check(user?.password_hash, password);
  // An unconfirmed address answers the same whether the password is right or not: otherwise whoever
  // registered a stranger's address would learn when its owner took it over (docs/decisions/047).
  if (user && !user.email_verified_at) throw new AppError(403, 'EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
  if (!user || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidLogin);
  if (options.requireSuperAdmin && !user.is_super_admin) throw new AppError(403, 'ADMIN_FORBIDDEN', AUTH_MESSAGES.adminForbidden);
  return user;
}

/**
 * A sign-in attempt from a client (member or admin screen, counted together): admitted by the
 * throttle, then the password; a wrong one counts against this client, a right one forgets its
 * failures on the account (decision 027).
 */
export async function signIn(
  deps: { db: Db; throttle: SignInThrottle; passwords: Passwords },
  attempt: { email: string; password: string; ip: string },
  options: { requireSuperAdmin?: boolean } = {},
) {
  await deps.throttle.admit(attempt.email, attempt.ip);
  try {
    const user = await authenticate(deps, attempt.email, attempt.password, options);
    await deps.throttle.succeeded(attempt.email, attempt.ip);
    return user;
  } catch (err) {
    const code = err instanceof AppError ? err.code : undefined;
    // An unconfirmed address counts as a failure whatever the password, so the throttle does not tell
    // a right password from a wrong one there either.
    if (code === 'INVALID_CREDENTIALS' || code === 'EMAIL_NOT_VERIFIED') await deps.throttle.failed(attempt.email, attempt.ip);
    // Refused for another reason, but the password was right.
    else if (code === 'ADMIN_FORBIDDEN') await deps.throttle.succeeded(attempt.email, attempt.ip);
    throw err;
  }
}
