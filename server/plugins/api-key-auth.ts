import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { API_KEY_RATE_LIMIT, API_KEY_RATE_WINDOW_SECONDS } from '../../shared/constants';
import { API_KEY_MESSAGES as M } from '../../shared/schemas/api-keys';
import { AppError } from '../lib/errors';
import { API_KEY_READS, isGovernedRoute, routeKey } from '../policies/route-access';
import { isPremium } from '../policies/tier';
import { findApiKey, recordApiKeyUse } from '../services/api-keys/api-keys';
import type { RedisFallback } from '../integrations/redis/redis-clients';
import { createFallbackKeyRateLimiter, createMemoryKeyRateLimiter, createRedisKeyRateLimiter, type KeyRateLimiter } from '../services/api-keys/key-rate-limit';

declare module 'fastify' {
  interface FastifyInstance {
    apiKeyRate: KeyRateLimiter;
  }
  interface FastifyRequest {
    /** The API key the request was made with (its id), null for a browser's session or a visitor. */
    apiKeyId: string | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The key of an `Authorization: Bearer <key>` header, if the request carries one. */
export function bearerKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}

/**
 * The per-key rate counter: on the Redis the rate limits use when there is one, in this process
 * otherwise, and in this process while that Redis cannot be reached (decision 068).
 */
export function registerApiKeyAuth(app: FastifyInstance, redis: { client: Redis; fallback: RedisFallback } | undefined) {
  const windowMs = API_KEY_RATE_WINDOW_SECONDS * 1000;
  const local = createMemoryKeyRateLimiter(API_KEY_RATE_LIMIT, windowMs);
  app.decorate(
    'apiKeyRate',
    redis ? createFallbackKeyRateLimiter(createRedisKeyRateLimiter(redis.client, app.config.REDIS_KEY_PREFIX, API_KEY_RATE_LIMIT, windowMs), local, redis.fallback) : local,
  );
  app.decorateRequest('apiKeyId', null);
}

/**
 * Signs a request in with its API key (docs/product-rules.md#api-keys; docs/decisions/043-keyed-api.md),
 * called by the session hook in place of the cookie: the key resolves to its member, read from the
 * database every time (a revoked key is refused at its next request). In order: an unknown or revoked
 * key 401; any operation outside API_KEY_READS 403; a member no longer premium 403; over the key's
 * rate 429 with Retry-After. A request let through is counted in the key's usage of the day.
 */
export async function signInWithApiKey(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, key: string): Promise<void> {
  const url = request.routeOptions.url;
  // An unknown address is a 404 for anyone; the API documentation is not the API.
  if (!url || !isGovernedRoute(url)) return;
  const found = await findApiKey(app.db, key);
  if (!found) throw new AppError(401, 'INVALID_API_KEY', M.invalidKey);
  if (!API_KEY_READS.has(routeKey(request.method, url))) throw new AppError(403, 'API_KEY_READ_ONLY', M.readOnly);
  if (!isPremium(found.user)) throw new AppError(403, 'API_KEY_PREMIUM_REQUIRED', M.premiumLapsed);
  const rate = await app.apiKeyRate.hit(found.key.id);
  void reply.header('X-RateLimit-Limit', API_KEY_RATE_LIMIT).header('X-RateLimit-Remaining', rate.remaining);
  if (!rate.allowed) {
    void reply.header('Retry-After', rate.resetSeconds);
    throw new AppError(429, 'API_KEY_RATE_LIMITED', M.rateLimited(rate.resetSeconds), { retry_after: rate.resetSeconds });
  }
  await recordApiKeyUse(app.db, found.key.id);
  request.user = found.user;
  request.apiKeyId = found.key.id;
}
