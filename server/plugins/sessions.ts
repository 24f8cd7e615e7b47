import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { users } from '../db/schema/users';
import { hashToken } from '../services/auth/secure-token';
import { ROUTE_ACCESS, routeKey } from '../policies/route-access';
import { bearerKeyOf, signInWithApiKey } from './api-key-auth';
import type { CacheMessage } from '../integrations/cache-bus/cache-bus';
import { SessionCache } from '../services/auth/session-cache';
import { createSession, endSession, findSessionUser } from '../services/auth/sessions';

export const SESSION_COOKIE = 'gv_session';
/**
 * Set by a sign-up that mails a verification link: the link signs in only the browser holding it
 * (docs/decisions/047). Only /api/auth reads it.
 */
export const SIGNUP_COOKIE = 'gv_signup';
const SIGNUP_COOKIE_PATH = '/api/auth';

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** The signed-in user, loaded from the session cookie; null for visitors. */
    user: typeof users.$inferSelect | null;
    sessionToken: string | null;
  }
}

/**
 * Server-side sessions in an httpOnly, SameSite=Lax cookie (Secure when served over HTTPS). CSRF:
 * SameSite=Lax keeps the cookie off cross-site POSTs, and the API only accepts JSON bodies.
 */
export async function registerSessions(app: FastifyInstance) {
  await app.register(cookie);
  const sessionCache = new SessionCache(app.config.SESSION_CACHE_MS);
  app.decorate('sessionCache', sessionCache);
  // Every instance drops what any instance's write made old (decision 068).
  app.cacheBus.onMessage((message) => {
    if (message.type === 'sessions:forget-user') sessionCache.forgetUser(message.userId);
    else if (message.type === 'sessions:clear') sessionCache.clear();
  });
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    // Pages are the SPA's and need no session, except the few server-rendered ones that ask for it.
    const wantsSession = (request.routeOptions.config as { session?: boolean } | undefined)?.session === true;
    if (!request.url.startsWith('/api/') && !wantsSession) return;
    // A request with an API key is its member's, whatever cookie rides along (decision 043): the key
    // alone decides, and is never cached.
    const apiKey = request.url.startsWith('/api/') ? bearerKeyOf(request) : undefined;
    if (apiKey !== undefined) return signInWithApiKey(app, request, reply, apiKey);
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const key = hashToken(token);
    // Reads may take the user from the moment-old cache; a write always reads the database.
    const cached = request.method === 'GET' ? app.sessionCache.get(key) : undefined;
    const mark = app.sessionCache.mark();
    const found = cached ?? (await findSessionUser(app.db, token));
    if (found) {
      if (!cached && request.method === 'GET') app.sessionCache.set(key, found, mark);
      request.user = found.user;
      request.sessionToken = token;
    }
  });
  // Anything but a read may have changed a user (a charge, a trial, a sign-out, a new password):
  // the caller's cached sessions go, on every instance, before the answer leaves, so the browser's next
  // read sees the change wherever the balancer sends it. A write by an admin, a provider or a visitor
  // (password reset) may have changed anyone: the whole cache goes.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || !app.sessionCache.enabled) return;
    await dropSessions(app, request.user && !request.user.is_super_admin ? { type: 'sessions:forget-user', userId: request.user.id } : { type: 'sessions:clear' });
  });
  // A personal answer is kept by no cache, the browser's included: after a sign-out on a shared
  // computer, Back must not show the last member's balance, keys or notifications.
  app.addHook('onSend', async (request, reply) => {
    if (isPersonalAnswer(request) && !reply.hasHeader('cache-control')) void reply.header('Cache-Control', 'no-store');
  });
}

/**
 * Drops cached sessions here and on every instance. Without Redis the others keep theirs for at most
 * SESSION_CACHE_MS, which is said in the log; the answer itself is not failed for it.
 */
export async function dropSessions(app: FastifyInstance, message: CacheMessage): Promise<void> {
  try {
    await app.cacheBus.publish(message);
  } catch (err) {
    app.log.warn({ err }, 'önbellek bildirimi diğer sunuculara gönderilemedi (Redis)');
  }
}

/**
 * Whether an answer depends on who asks: anything answered to a signed-in member (or a key), any
 * operation only members reach, and the account operations (the session, sign-in) whoever asks.
 */
export function isPersonalAnswer(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api/')) return false;
  if (request.user || request.url.startsWith('/api/auth/')) return true;
  const rule = request.routeOptions.url ? ROUTE_ACCESS[routeKey(request.method, request.routeOptions.url)] : undefined;
  return rule !== undefined && rule.access !== 'public' && rule.access !== 'provider';
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, expiresAt: Date) {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: servedOverHttps(app),
    expires: expiresAt,
  });
}

/** The cookie is Secure when users reach the site over https (PUBLIC_URL), so it never rides plain http. */
function servedOverHttps(app: FastifyInstance): boolean {
  return app.config.PUBLIC_URL.startsWith('https://');
}

export function clearSessionCookie(reply: FastifyReply) {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: servedOverHttps(reply.server) });
}

export function setSignupCookie(app: FastifyInstance, reply: FastifyReply, secret: string, expiresAt: Date) {
  void reply.setCookie(SIGNUP_COOKIE, secret, { path: SIGNUP_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: servedOverHttps(app), expires: expiresAt });
}

export function clearSignupCookie(reply: FastifyReply) {
  void reply.clearCookie(SIGNUP_COOKIE, { path: SIGNUP_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: servedOverHttps(reply.server) });
}

export function sessionContext(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

/** Signs the browser out: its session (if any) ends on the server and the cookie is dropped. */
export async function endCurrentSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionToken) await endSession(app.db, request.sessionToken);
  clearSessionCookie(reply);
}

/** Signs the browser in as this user with a fresh session id, after ending the one it had. */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  if (request.sessionToken) await endSession(app.db, request.sessionToken);
  const { token, expiresAt } = await createSession(app.db, userId, app.config.SESSION_DAYS, sessionContext(request));
  setSessionCookie(app, reply, token, expiresAt);
}
