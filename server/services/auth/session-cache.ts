import type { users } from '../../db/schema/users';

type SessionUser = { user: typeof users.$inferSelect; sessionId: string; expiresAt: Date };

/**
 * The signed-in user of a session, kept for a moment per instance (decision 013): a page load makes
 * several API calls, and the session lookup is the one SQL statement every request adds before its
 * own. Entries live `ttlMs` (a few seconds) and are dropped the moment anything may have changed them
 * (see plugins/sessions.ts), on every instance (the cache bus, decision 068).
 */
export class SessionCache {
  private entries = new Map<string, SessionUser & { cachedAt: number }>();
  /** Moves on at every drop: a read from the database that began before a drop is not kept. */
  private epoch = 0;

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

  /** Taken before a session is read from the database, and handed to `set`. */
  mark(): number {
    return this.epoch;
  }

  /**
   * Keeps a session read from the database, unless something was dropped since `mark` (the read may
   * hold what the drop was for: a sign-out on another instance, say).
   */
  set(tokenHash: string, value: SessionUser, mark: number, now = Date.now()) {
    if (!this.enabled || mark !== this.epoch) return;
    // Oldest first out: a Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { ...value, cachedAt: now });
  }

  forgetUser(userId: string) {
    this.epoch += 1;
    for (const [key, entry] of this.entries) if (entry.user.id === userId) this.entries.delete(key);
  }

  clear() {
    this.epoch += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
