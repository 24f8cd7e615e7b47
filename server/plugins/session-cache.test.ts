import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { SessionCache } from '../services/auth/session-cache';
import { TestClient } from '../test/http';
import { signedInMember } from '../test/members';
import { describeOnEachDatabase } from '../test/test-app';

// Decision 013: reads take a session's user from a moment-old per-instance cache (one SQL statement
// fewer per request); anything but a read drops what it may have changed before its answer leaves.

describe('SessionCache', () => {
  const entry = (id: string, expiresAt = new Date(Date.now() + 60_000)) => ({ user: { id } as never, sessionId: `s-${id}`, expiresAt });

  it('keeps an entry for its time to live and never past the session itself', () => {
    const cache = new SessionCache(2_000);
    cache.set('a', entry('u1'), cache.mark(), 1_000);
    expect(cache.get('a', 2_900)?.sessionId).toBe('s-u1');
    expect(cache.get('a', 3_100)).toBeUndefined();
    cache.set('b', entry('u2', new Date(5_000)), cache.mark(), 4_000);
    expect(cache.get('b', 5_001)).toBeUndefined();
  });

  it('forgets every session of a user, drops the oldest past its size, and does nothing when off', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set('a', entry('u1'), cache.mark());
    cache.set('b', entry('u1'), cache.mark());
    cache.forgetUser('u1');
    expect(cache.size).toBe(0);
    cache.set('a', entry('u1'), cache.mark());
    cache.set('b', entry('u2'), cache.mark());
    cache.set('c', entry('u3'), cache.mark());
    expect([cache.get('a'), cache.get('b')?.sessionId, cache.get('c')?.sessionId]).toEqual([undefined, 's-u2', 's-u3']);
    const off = new SessionCache(0);
    off.set('a', entry('u1'), off.mark());
    expect(off.get('a')).toBeUndefined();
  });

  it('does not keep a read that began before a drop', () => {
    const cache = new SessionCache(60_000);
    const mark = cache.mark();
    cache.forgetUser('u1'); // a sign-out heard while the read was on its way
    cache.set('a', entry('u1'), mark);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', entry('u1'), cache.mark());
    expect(cache.get('a')?.sessionId).toBe('s-u1');
  });
});

describeOnEachDatabase(
  'session cache on the request path',
  (ctx) => {
    const statementsOf = async (client: TestClient, url: string) => {
      const before = ctx.database.statements();
      await client.get(url);
      return ctx.database.statements() - before;
    };

    it('answers a repeated read without the session lookup', async () => {
      const { client } = await signedInMember(ctx, 'onbellek-okuma');
      const first = await statementsOf(client, '/api/auth/session');
      const second = await statementsOf(client, '/api/auth/session');
      expect(second).toBe(first - 1);
    });

    it("drops the caller's cached user on their own write, and everyone's on an admin's write", async () => {
      const member = await signedInMember(ctx, 'onbellek-uye', { balance: 10 });
      const admin = (await signedInMember(ctx, 'onbellek-admin', { superAdmin: true })).client;
      expect((await member.client.currentUser())!.token_balance).toBe(10);

      // A change the cache cannot know of stays unseen for its few seconds...
      await ctx.db.update(users).set({ token_balance: 11 }).where(eq(users.id, member.user.id));
      expect((await member.client.currentUser())!.token_balance).toBe(10);
      // ...until the member writes anything (here: a request the server refuses).
      await member.client.post('/api/me/contracts/accept', {});
      expect((await member.client.currentUser())!.token_balance).toBe(11);

      // An admin's credit is seen at once by the member's next read.
      const credit = await admin.post(`/api/admin/users/${member.user.id}/balance`, { direction: 'credit', amount: 5, description: 'Önbellek testi' });
      expect(credit.statusCode).toBe(200);
      expect((await member.client.currentUser())!.token_balance).toBe(16);
    });

    it('ends a session on sign-out at once', async () => {
      const { client } = await signedInMember(ctx, 'onbellek-cikis');
      const cookie = client.session;
      expect(await client.currentUser()).not.toBeNull();
      await client.post('/api/auth/logout');
      const again = new TestClient(ctx.app);
      again.session = cookie;
      expect(await again.currentUser()).toBeNull();
    });
  },
  { config: { SESSION_CACHE_MS: '60000' } },
);
