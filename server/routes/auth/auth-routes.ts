import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  messageSchema,
  registerResultSchema,
  registerSchema,
  resetLinkCheckSchema,
  resetPasswordSchema,
  sessionSchema,
  tokenSchema,
  userResponseSchema,
  verifyEmailSchema,
  verifyLinkCheckSchema,
} from '../../../shared/schemas/auth';
import { AppError, MESSAGES } from '../../lib/errors';
import { LINK_LIFETIME_MS } from '../../services/auth/auth-links';
import { clearSessionCookie, clearSignupCookie, endCurrentSession, setSignupCookie, SIGNUP_COOKIE, startSession } from '../../plugins/sessions';
import { requireUser } from '../../policies/auth-policy';
import { presentCurrentUser } from '../../presenters/current-user';
import type { AuthDeps } from '../../services/auth/auth-deps';
import { changePassword } from '../../services/auth/change-password';
import { checkResetLink, requestPasswordReset, resetPassword } from '../../services/auth/password-reset';
import { register, resendVerification } from '../../services/auth/register';
import { signIn } from '../../services/auth/sign-in';
import { checkVerificationLink, verifyEmail } from '../../services/auth/verify-email';
import { findUser } from '../../services/users/find-user';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: AuthDeps = { db: app.db, config: app.config, mailer: app.mailer, notifier: app.notifier, log: app.log, signInThrottle: app.signInThrottle, passwords: app.passwords };
  const minute = 60_000;
  const rateLimitError = () => new AppError(429, 'RATE_LIMITED', MESSAGES.tooManyRequests);
  // Per IP on every route here but sign-in. Sign-in and admin sign-in count together in the sign-in
  // throttle (decision 027): per client, per account and client, and per account only for clients
  // that have failed on it, so strangers' wrong passwords never refuse the owner's right one.
  const perIp = { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: minute, errorResponseBuilder: rateLimitError };
  const signInDeps = { db: app.db, throttle: app.signInThrottle, passwords: app.passwords };

  const loadUser = async (userId: string) => presentCurrentUser((await findUser(app.db, userId))!);

  app.get('/session', { schema: { tags, summary: 'Oturumdaki kullanıcı', response: { 200: sessionSchema } } }, async (request) => ({
    user: request.user ? presentCurrentUser(request.user) : null,
  }));

  app.post(
    '/register',
    { config: { rateLimit: perIp }, schema: { tags, summary: 'Kayıt ol', body: registerSchema, response: { 200: registerResultSchema } } },
    async (request, reply) => {
      // Any sign-up begins by signing out the current session (docs/product-rules.md#accounts).
      await endCurrentSession(app, request, reply);
      const result = await register(deps, { ...request.body, ip: request.ip });
      if (result.outcome === 'signed_in' && result.userId) await startSession(app, request, reply, result.userId);
      if (result.signupSecret) setSignupCookie(app, reply, result.signupSecret, new Date(Date.now() + LINK_LIFETIME_MS.email_verification));
      return { outcome: result.outcome, message: result.message };
    },
  );

  app.post(
    '/login',
    { schema: { tags, summary: 'Giriş yap', body: loginSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      await endCurrentSession(app, request, reply);
      const user = await signIn(signInDeps, { ...request.body, ip: request.ip });
      await startSession(app, request, reply, user.id);
      return { user: presentCurrentUser(user) };
    },
  );

  app.post(
    '/admin-login',
    { schema: { tags, summary: 'Süper admin girişi', body: loginSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      await endCurrentSession(app, request, reply);
      const user = await signIn(signInDeps, { ...request.body, ip: request.ip }, { requireSuperAdmin: true });
      await startSession(app, request, reply, user.id);
      return { user: presentCurrentUser(user) };
    },
  );

  app.post('/logout', { schema: { tags, summary: 'Çıkış yap', response: { 200: messageSchema } } }, async (request, reply) => {
    await endCurrentSession(app, request, reply);
    return { message: 'Çıkış yapıldı.' };
  });

  app.post(
    '/verify-email/check',
    {
      config: { rateLimit: perIp },
      schema: { tags, summary: 'Doğrulama bağlantısını denetle (hiçbir şey değişmez)', body: tokenSchema, response: { 200: verifyLinkCheckSchema } },
    },
    async (request) => checkVerificationLink(app.db, request.body.token, request.cookies[SIGNUP_COOKIE]),
  );

  app.post(
    '/verify-email',
    { config: { rateLimit: perIp }, schema: { tags, summary: 'E-posta doğrulama', body: verifyEmailSchema, response: { 200: userResponseSchema } } },
    async (request, reply) => {
      const { userId } = await verifyEmail(signInDeps, request.body.token, {
        browserSecret: request.cookies[SIGNUP_COOKIE],
        password: request.body.password,
      });
      clearSignupCookie(reply);
      await startSession(app, request, reply, userId);
      return { user: await loadUser(userId) };
    },
  );

  app.post(
    '/resend-verification',
    { config: { rateLimit: perIp }, schema: { tags, summary: 'Doğrulama e-postasını tekrar gönder', body: emailOnlySchema, response: { 200: messageSchema } } },
    async (request) => resendVerification(deps, request.body.email, request.ip),
  );

  app.post(
    '/forgot-password',
    { config: { rateLimit: perIp }, schema: { tags, summary: 'Şifre sıfırlama bağlantısı iste', body: emailOnlySchema, response: { 200: messageSchema } } },
    async (request) => requestPasswordReset(deps, request.body.email, request.ip),
  );

  app.post(
    '/reset-password/check',
    { config: { rateLimit: perIp }, schema: { tags, summary: 'Sıfırlama bağlantısını denetle', body: tokenSchema, response: { 200: resetLinkCheckSchema } } },
    async (request) => checkResetLink(deps, request.body.token),
  );

  app.post(
    '/reset-password',
    { config: { rateLimit: perIp }, schema: { tags, summary: 'Yeni şifre belirle', body: resetPasswordSchema, response: { 200: messageSchema } } },
    async (request, reply) => {
      const result = await resetPassword(deps, request.body.token, request.body.password);
      clearSessionCookie(reply);
      return result;
    },
  );

  app.post(
    '/change-password',
    {
      config: { rateLimit: perIp },
      schema: { tags, summary: 'Şifre değiştir', body: changePasswordSchema, response: { 200: messageSchema.extend(userResponseSchema.shape) } },
    },
    async (request, reply) => {
      const { user, sessionToken } = requireUser(request);
      try {
        const result = await changePassword(signInDeps, user.id, sessionToken, request.body.current_password, request.body.new_password);
        return { ...result, user: await loadUser(user.id) };
      } catch (err) {
        if (err instanceof AppError && err.code === 'CURRENT_PASSWORD_WRONG') clearSessionCookie(reply);
        throw err;
      }
    },
  );
};
