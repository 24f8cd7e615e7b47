import type { FastifyBaseLogger } from 'fastify';
import Redis, { type RedisOptions } from 'ioredis';

// How the app talks to Redis so that losing it costs a request nothing (decision 068, "Redis stopped"):
// a command fails at once while the connection is down instead of waiting in a queue (ioredis's default
// kept a sign-in waiting for its reconnect attempts, then answered 500), and a command on a connection
// that hangs gives up after a second. The caller then counts on this instance or in the database
// (`createRedisFallback`). Reconnects are tried every second at most, so everything is shared again
// within about a second of Redis coming back, with no restart.

/** How long one Redis command may take before the caller falls back. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;
const RECONNECT_MAX_MS = 1_000;

const shared: RedisOptions = {
  connectTimeout: 2_000,
  retryStrategy: (times) => Math.min(times * 100, RECONNECT_MAX_MS),
};

/**
 * A connection for commands. Resolves once it is ready: the app starts with Redis reachable (a start
 * that cannot reach it fails with the reason), and from then on a command never waits for a reconnect.
 */
export async function connectRedisForCommands(url: string): Promise<Redis> {
  const client = new Redis(url, { ...shared, enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, lazyConnect: true });
  // Without a listener ioredis prints each failed reconnect itself; the callers warn once per outage.
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    throw err;
  }
  return client;
}

/**
 * A connection for pub/sub. Its SUBSCRIBE waits for the connection (the offline queue stays on for it),
 * and ioredis subscribes again by itself after a reconnect, so messages flow again when Redis is back.
 */
export function connectRedisForSubscriptions(url: string): Redis {
  const client = new Redis(url, { ...shared, maxRetriesPerRequest: 2 });
  client.on('error', () => {});
  return client;
}

export interface RedisFallback {
  /**
   * Runs `viaRedis`; if it fails, warns (once per outage: the first failure after a success) and
   * answers `locally` instead. The first success after an outage is logged too.
   */
  run<T>(viaRedis: () => Promise<T>, locally: () => Promise<T>): Promise<T>;
  /** True from a failure until the next success. */
  readonly degraded: boolean;
}

/** One fallback per shared thing (`what`: what is counted or shared, for the log). */
export function createRedisFallback(log: FastifyBaseLogger, what: string, fallback: string): RedisFallback {
  let degraded = false;
  return {
    get degraded() {
      return degraded;
    },
    async run(viaRedis, locally) {
      let answer;
      try {
        answer = await viaRedis();
      } catch (err) {
        if (!degraded) log.warn({ err, what }, `Redis'e ulaşılamıyor: ${what} ${fallback}`);
        degraded = true;
        return locally();
      }
      if (degraded) log.info({ what }, `Redis yeniden erişilebilir: ${what} yeniden paylaşılıyor`);
      degraded = false;
      return answer;
    },
  };
}
