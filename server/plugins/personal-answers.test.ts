import { expect, it } from 'vitest';
import { TestClient } from '../test/http';
import { signedInMember } from '../test/members';
import { describeOnEachDatabase } from '../test/test-app';

// A personal answer (one that depends on who asks) is kept by no cache, the browser's included, so
// Back after a sign-out on a shared computer shows nothing of the last member (docs/decisions/047).

describeOnEachDatabase('personal answers', (ctx) => {
  it('answers the session, the member area and what a member is shown with Cache-Control: no-store', async () => {
    const visitor = new TestClient(ctx.app);
    expect((await visitor.get('/api/auth/session')).headers['cache-control']).toBe('no-store');
    const member = await signedInMember(ctx, 'onbellek', { premium: true });
    for (const url of [
      '/api/auth/session',
      '/api/me/balance',
      '/api/me/api-keys',
      '/api/me/watches',
      '/api/me/notifications',
      '/api/me/billing-infos',
      '/api/subscriptions/requests',
      '/api/projects',
      '/api/site',
    ]) {
      const res = await member.client.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // A member-only operation refused to a visitor is no-store as well.
    expect((await visitor.get('/api/me/balance')).headers['cache-control']).toBe('no-store');
    expect((await visitor.post('/api/auth/login', { email: 'yok@example.com', password: 'x' })).headers['cache-control']).toBe('no-store');
  });

  it("leaves a visitor's public answers to the cache rules they have", async () => {
    const visitor = new TestClient(ctx.app);
    for (const url of ['/api/site', '/api/projects', '/api/reference']) {
      const res = await visitor.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).not.toBe('no-store');
    }
  });
});
