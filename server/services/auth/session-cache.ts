import type { users } from '../../db/schema/users';

type SessionUser = { user: typeof users.$inferSelect; sessionId: string; expiresAt: Date };

/**
 * The signed-in user of a session, kept for a moment per instance (decision 013): a page load makes
 * several API calls, and the session lookup is the one SQL statement every request adds before its
 * own. Entries live `ttlMs` (a few seconds) and are dropped on this instance the moment anything may
 * have changed them (see plugins/sessions.ts); another instance sees a change within `ttlMs`.
 */
export class SessionCache {
  private entries = new Map<string, SessionUser & { cachedAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(tokenHash: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.cachedAt > this.ttlMs || entry.expiresAt.getTime() <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry;
  }

  set(tokenHash: string, value: SessionUser, now = Date.now()) {
    if (!this.enabled) return;
    // Oldest first out: a Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { ...value, cachedAt: now });
  }

  forgetUser(userId: string) {
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
