import type Redis from 'ioredis';

// The per-key rate (docs/product-rules.md#api-keys): a fixed window per key, counted in Redis when
// instances share one (every instance counts against the same limit), in this process otherwise
// (a single instance sees every request). Both count with one atomic step per request, so parallel
// requests cannot pass the limit together.

export interface RateVerdict {
  allowed: boolean;
  /** Requests left in the window after this one (0 when refused). */
  remaining: number;
  /** Whole seconds until the window ends (Retry-After). */
  resetSeconds: number;
}

export interface KeyRateLimiter {
  hit(keyId: string): Promise<RateVerdict>;
}

const verdict = (count: number, limit: number, msLeft: number): RateVerdict => ({
  allowed: count <= limit,
  remaining: Math.max(0, limit - count),
  resetSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
});

/** Windows in a Map; ended windows are dropped as the map grows. */
export function createMemoryKeyRateLimiter(limit: number, windowMs: number): KeyRateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async hit(keyId) {
      const now = Date.now();
      if (windows.size > 10_000) for (const [id, w] of windows) if (w.endsAt <= now) windows.delete(id);
      let window = windows.get(keyId);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(keyId, window);
      }
      window.count += 1;
      return verdict(window.count, limit, window.endsAt - now);
    },
  };
}

/** A key per API key and window: created with the window as its lifetime (SET NX PX), then INCR. */
export function createRedisKeyRateLimiter(redis: Redis, prefix: string, limit: number, windowMs: number): KeyRateLimiter {
  return {
    async hit(keyId) {
      const key = `${prefix}api-key-rate:${keyId}`;
      const results = (await redis.multi().set(key, '0', 'PX', windowMs, 'NX').incr(key).pttl(key).exec()) ?? [];
      for (const [error] of results) if (error) throw error;
      const count = Number(results[1]?.[1] ?? 0);
      const ttl = Number(results[2]?.[1] ?? windowMs);
      return verdict(count, limit, ttl > 0 ? ttl : windowMs);
    },
  };
}

/** Redis, and this process's own windows while Redis cannot be reached (each instance then counts alone). */
export function createFallbackKeyRateLimiter(shared: KeyRateLimiter, local: KeyRateLimiter, fallback: { run<T>(viaRedis: () => Promise<T>, locally: () => Promise<T>): Promise<T> }): KeyRateLimiter {
  return { hit: (keyId) => fallback.run(() => shared.hit(keyId), () => local.hit(keyId)) };
}
