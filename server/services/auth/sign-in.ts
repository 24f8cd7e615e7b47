import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { checkPassword } from './passwords';

/** Checks e-mail and password; unverified addresses and (for the admin screen) non-admins are refused. */
export async function authenticate(db: Db, email: string, password: string, options: { requireSuperAdmin?: boolean } = {}) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const valid = await checkPassword(user?.password_hash, password);
  if (!user || !valid) throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidLogin);
  if (options.requireSuperAdmin && !user.is_super_admin) throw new AppError(403, 'ADMIN_FORBIDDEN', AUTH_MESSAGES.adminForbidden);
  if (!user.email_verified_at) throw new AppError(403, 'EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
  return user;
}
