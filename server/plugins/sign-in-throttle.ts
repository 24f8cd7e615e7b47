import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import type { RedisFallback } from '../integrations/redis/redis-clients';
import { createFallbackCounterStore, createTableCounterStore } from '../services/auth/sign-in-counters';
import { createRedisCounterStore } from '../services/auth/sign-in-counters-redis';
import { createSignInThrottle, type SignInThrottle } from '../services/auth/sign-in-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    signInThrottle: SignInThrottle;
  }
}

/** Ended windows' rows are deleted this often (the table; Redis expires its keys). */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The sign-in throttle (decision 027) on the Redis the rate limits use when there is one, on the
 * `sign_in_counters` table otherwise, and on the table while that Redis cannot be reached (decision 068).
 */
export function registerSignInThrottle(app: FastifyInstance, redis: { client: Redis; fallback: RedisFallback } | undefined) {
  const table = createTableCounterStore(app.db);
  const store = redis ? createFallbackCounterStore(createRedisCounterStore(redis.client, app.config.REDIS_KEY_PREFIX), table, redis.fallback) : table;
  app.decorate(
    'signInThrottle',
    createSignInThrottle(store, {
      perClientPerMinute: app.config.AUTH_RATE_LIMIT_PER_MINUTE,
      perAccountClientPerMinute: app.config.AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE,
      perAccountPerHour: app.config.AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR,
    }),
  );
  // The table's ended windows go (with Redis it holds only what an outage put there).
  const timer = setInterval(() => {
    store.sweep().catch((err: unknown) => app.log.warn({ err }, 'sign-in counter sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
