import type { FastifyRequest } from 'fastify';
import { AppError, MESSAGES } from '../lib/errors';

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest) {
  if (!request.user || !request.sessionToken) throw new AppError(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
  return { user: request.user, sessionToken: request.sessionToken };
}

/** A super admin, or 401 (signed out) / 403 (anyone else). */
export function requireSuperAdmin(request: FastifyRequest) {
  const { user } = requireUser(request);
  if (!user.is_super_admin) throw new AppError(403, 'FORBIDDEN', 'Bu sayfaya erişim yetkiniz yok');
  return user;
}
