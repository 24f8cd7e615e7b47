import type Redis from 'ioredis';
import type { Count, Counter, CounterStore } from './sign-in-counters';

/** How long an account's generation outlives its newest counter (longer than any window: an hour). */
const GENERATION_TTL_MS = 2 * 3_600_000;

type Reply = [error: Error | null, result: unknown] | undefined;

/** A counter's value and remaining lifetime (PTTL: -2 missing, -1 no expiry) as a Count. */
function countOf(value: Reply, ttl: Reply, now: number): Count {
  if (value?.[0]) throw value[0];
  if (ttl?.[0]) throw ttl[0];
  const count = Number(value?.[1] ?? 0);
  const remaining = Number(ttl?.[1] ?? -2);
  return count > 0 && remaining > 0 ? { count, resetAt: now + remaining } : { count: 0, resetAt: 0 };
}

/**
 * The sign-in counters in Redis (several instances count together). Each counter is a key created
 * with its window as its lifetime (SET NX PX, then INCR keeps it). An account's keys carry the
 * account's generation, so a password reset forgets them all with one INCR instead of a key scan:
 * the old keys are no longer read, and expire.
 */
export function createRedisCounterStore(redis: Redis, prefix: string): CounterStore {
  const generationKey = (account: string) => `${prefix}signin:gen:${encodeURIComponent(account)}`;

  /** The keys of these counters under their accounts' current generations. */
  async function keysOf(counters: readonly Counter[]): Promise<string[]> {
    const accounts = [...new Set(counters.flatMap((c) => (c.account === null ? [] : [c.account])))];
    const generations = accounts.length > 0 ? await redis.mget(accounts.map(generationKey)) : [];
    const generationOf = new Map(accounts.map((a, i) => [a, generations[i] ?? '0']));
    return counters.map((c) =>
      c.account === null
        ? `${prefix}signin:c:${c.name}`
        : `${prefix}signin:a:${encodeURIComponent(c.account)}:${generationOf.get(c.account)}:${c.name}`,
    );
  }

  return {
    async add(counters) {
      if (counters.length === 0) return [];
      const keys = await keysOf(counters);
      const batch = redis.multi();
      counters.forEach((c, i) => batch.set(keys[i]!, '0', 'PX', c.windowMs, 'NX').incr(keys[i]!).pttl(keys[i]!));
      // A generation lives as long as counters are added under it (PEXPIRE leaves a missing key missing).
      for (const account of new Set(counters.flatMap((c) => (c.account === null ? [] : [c.account])))) {
        batch.pexpire(generationKey(account), GENERATION_TTL_MS);
      }
      const results = (await batch.exec()) ?? [];
      const now = Date.now();
      return counters.map((_, i) => countOf(results[i * 3 + 1], results[i * 3 + 2], now));
    },

    async read(counters) {
      if (counters.length === 0) return [];
      const keys = await keysOf(counters);
      const batch = redis.multi();
      for (const key of keys) batch.get(key).pttl(key);
      const results = (await batch.exec()) ?? [];
      const now = Date.now();
      return counters.map((_, i) => countOf(results[i * 2], results[i * 2 + 1], now));
    },

    async remove(counters) {
      if (counters.length === 0) return;
      await redis.del(await keysOf(counters));
    },

    async clearAccount(account) {
      await redis.multi().incr(generationKey(account)).pexpire(generationKey(account), GENERATION_TTL_MS).exec();
    },

    async sweep() {
      return 0; // Redis expires the keys itself.
    },
  };
}
