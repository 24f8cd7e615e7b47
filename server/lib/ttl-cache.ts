/**
 * Remembers each key's value for `ttlMs`; callers arriving while a value loads share that load, and a
 * failed load is forgotten at once. In-process: each instance may lag by up to `ttlMs`.
 * With `refreshBehind`, a value older than `ttlMs` is still served while one reload runs behind it,
 * so no caller waits for a reload; a reload that fails keeps the old value for another `ttlMs`.
 */
export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now, { refreshBehind = false } = {}) {
  const entries = new Map<string, { at: number; value: Promise<T>; reloading?: boolean }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      if (hit && refreshBehind) {
        if (!hit.reloading) {
          hit.reloading = true;
          load().then(
            (value) => {
              if (entries.get(key) === hit) entries.set(key, { at: now(), value: Promise.resolve(value) });
            },
            () => {
              hit.reloading = false;
              hit.at = now();
            },
          );
        }
        return hit.value;
      }
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** Forgets one key; a load already under way is not kept when it ends. */
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
