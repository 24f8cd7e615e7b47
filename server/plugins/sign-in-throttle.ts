import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import { createTableCounterStore } from '../services/auth/sign-in-counters';
import { createRedisCounterStore } from '../services/auth/sign-in-counters-redis';
import { createSignInThrottle, type SignInThrottle } from '../services/auth/sign-in-throttle';

declare module 'fastify' {
  interface FastifyInstance {
    signInThrottle: SignInThrottle;
  }
}

/** Ended windows' rows are deleted this often (the table store; Redis expires its keys). */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The sign-in throttle (decision 027) on the Redis the rate limits use when there is one, on the
 * `sign_in_counters` table otherwise.
 */
export function registerSignInThrottle(app: FastifyInstance, redis: Redis | undefined) {
  const store = redis ? createRedisCounterStore(redis, app.config.REDIS_KEY_PREFIX) : createTableCounterStore(app.db);
  app.decorate(
    'signInThrottle',
    createSignInThrottle(store, {
      perClientPerMinute: app.config.AUTH_RATE_LIMIT_PER_MINUTE,
      perAccountClientPerMinute: app.config.AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE,
      perAccountPerHour: app.config.AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR,
    }),
  );
  if (redis) return;
  const timer = setInterval(() => {
    store.sweep().catch((err: unknown) => app.log.warn({ err }, 'sign-in counter sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
