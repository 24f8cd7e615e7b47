import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('shares one load between concurrent callers and reloads after the TTL', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>(1000, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)])).toEqual([1, 1, 1]);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    clock = 1000;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('forgets a failed load', async () => {
    const cache = createTtlCache<string>(60_000);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('forgets one key at once, and does not keep a load that was under way', async () => {
    const cache = createTtlCache<number>(60_000);
    let loads = 0;
    let release = () => {};
    const slow = () => new Promise<number>((resolve) => (release = () => resolve(++loads)));
    const pending = cache.get('a', slow);
    expect(await cache.get('b', async () => 10)).toBe(10);
    cache.delete('a');
    release();
    expect(await pending).toBe(1);
    // The load that ended after the delete is not served; a new one runs.
    expect(await cache.get('a', async () => ++loads)).toBe(2);
    expect(await cache.get('b', async () => 20)).toBe(10);
  });

  it('with refreshBehind, serves a stale value while one reload runs, and keeps it when the reload fails', async () => {
    let clock = 0;
    const cache = createTtlCache<string>(1000, () => clock, { refreshBehind: true });
    expect(await cache.get('a', async () => 'first')).toBe('first');
    clock = 1500;
    let release = (_: string) => {};
    let reloads = 0;
    const slow = () => {
      reloads++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    // Stale: served at once, one reload behind it however many callers come.
    expect(await Promise.all([cache.get('a', slow), cache.get('a', slow)])).toEqual(['first', 'first']);
    expect(reloads).toBe(1);
    release('second');
    await Promise.resolve();
    expect(await cache.get('a', slow)).toBe('second');
    expect(reloads).toBe(1);

    // A failed reload keeps the value, and tries again only after another TTL.
    clock = 3000;
    expect(await cache.get('a', () => Promise.reject(new Error('db down')))).toBe('second');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await cache.get('a', slow)).toBe('second');
    expect(reloads).toBe(1);
    clock = 4000;
    expect(await cache.get('a', slow)).toBe('second');
    expect(reloads).toBe(2);
  });
});
