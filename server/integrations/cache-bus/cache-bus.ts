import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

// What one instance tells every instance about its in-memory caches (decision 068): a change that
// makes a cached answer old is dropped everywhere, not only where it was written. One instance (no
// REDIS_URL) delivers to itself; several deliver through Redis pub/sub.

export type CacheMessage = { type: 'sessions:forget-user'; userId: string } | { type: 'sessions:clear' };

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
 * is skipped. When Redis cannot be reached the publish throws, and the caller decides (the session
 * cache warns: the other instances' entries then age out within SESSION_CACHE_MS).
 */
export async function createRedisCacheBus(url: string, prefix: string): Promise<CacheBus> {
  const instance = randomUUID();
  const channel = `${prefix}caches`;
  const client = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
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
      await client.publish(channel, JSON.stringify({ from: instance, message }));
    },
    onMessage: (handler) => void handlers.push(handler),
    async close() {
      subscriber.disconnect();
      client.disconnect();
    },
  };
}
