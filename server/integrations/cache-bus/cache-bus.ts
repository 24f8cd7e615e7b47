import { randomUUID } from 'node:crypto';
import { connectRedisForCommands, connectRedisForSubscriptions, type RedisFallback } from '../redis/redis-clients';

// What one instance tells every instance about its in-memory caches (decision 068): a change that
// makes a cached answer old is dropped everywhere, not only where it was written. One instance (no
// REDIS_URL) delivers to itself; several deliver through Redis pub/sub.

export type CacheMessage =
  | { type: 'sessions:forget-user'; userId: string }
  | { type: 'sessions:clear' }
  /** A write that may have changed what a list's first page shows (plugins/first-page-cache.ts). */
  | { type: 'first-pages:clear' };

export interface CacheBus {
  /** Applies the message on this instance at once, then tells the others. */
  publish(message: CacheMessage): Promise<void>;
  /** The handler every message is applied by (this instance's and the others'). */
  onMessage(handler: (message: CacheMessage) => void): void;
  close(): Promise<void>;
}

export function createLocalCacheBus(): CacheBus {
  const handlers: ((message: CacheMessage) => void)[] = [];
  return {
    async publish(message) {
      for (const handler of handlers) handler(message);
    },
    onMessage: (handler) => void handlers.push(handler),
    close: async () => {},
  };
}

/**
 * Several instances: each message is applied here first, then published on `<prefix>caches`; the
 * others apply it when it arrives (within milliseconds). A message this instance sent comes back and
 * is skipped. While Redis cannot be reached a message is applied here only, with one warning per
 * outage (`fallback`): the other instances' entries then age out within SESSION_CACHE_MS or
 * LIST_CACHE_MS. The subscription comes back by itself with Redis.
 */
export async function createRedisCacheBus(url: string, prefix: string, fallback: RedisFallback): Promise<CacheBus> {
  const instance = randomUUID();
  const channel = `${prefix}caches`;
  const client = await connectRedisForCommands(url);
  const subscriber = connectRedisForSubscriptions(url);
  const handlers: ((message: CacheMessage) => void)[] = [];
  const apply = (message: CacheMessage) => {
    for (const handler of handlers) handler(message);
  };
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, text: string) => {
    let parsed: { from?: string; message?: CacheMessage };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.from !== instance && parsed.message) apply(parsed.message);
  });
  return {
    async publish(message) {
      apply(message);
      await fallback.run(() => client.publish(channel, JSON.stringify({ from: instance, message })), async () => 0);
    },
    onMessage: (handler) => void handlers.push(handler),
    async close() {
      subscriber.disconnect();
      client.disconnect();
    },
  };
}
