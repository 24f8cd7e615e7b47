import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type Redis from 'ioredis';
import type { RedisFallback } from './redis-clients';

// @fastify/rate-limit's two stores, with no types of their own.
interface Hits {
  current: number;
  ttl: number;
}
type Done = (err: Error | null, result: Hits | null) => void;
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
type StoreClass<A extends unknown[]> = new (...args: A) => Store;
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as StoreClass<[boolean, boolean, Redis, string]>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as StoreClass<[boolean, boolean]>;

const settle = (call: (done: Done) => void) =>
  new Promise<Hits>((resolve, reject) => call((err, result) => (err || !result ? reject(err ?? new Error('no result')) : resolve(result))));

/** Counts in Redis, and in this process while Redis cannot be reached (each instance then limits on its own). */
class FallbackStore implements Store {
  constructor(
    private shared: Store,
    private local: Store,
    private fallback: RedisFallback,
  ) {}
  incr(key: string, done: Done, timeWindow: number, max: number) {
    this.fallback
      .run(
        () => settle((d) => this.shared.incr(key, d, timeWindow, max)),
        () => settle((d) => this.local.incr(key, d, timeWindow, max)),
      )
      .then((hits) => done(null, hits), (err: Error) => done(err, null));
  }
  read(key: string, done: Done, timeWindow: number, max: number) {
    this.fallback
      .run(
        () => settle((d) => this.shared.read(key, d, timeWindow, max)),
        () => settle((d) => this.local.read(key, d, timeWindow, max)),
      )
      .then((hits) => done(null, hits), (err: Error) => done(err, null));
  }
  child(routeOptions: unknown): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions), this.fallback);
  }
}

/** The `store` option of @fastify/rate-limit (a class it constructs with its global settings). */
export function fallbackRateLimitStore(redis: Redis, nameSpace: string, fallback: RedisFallback) {
  return class {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      return new FallbackStore(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new LocalStore(continueExceeding, exponentialBackoff), fallback);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
