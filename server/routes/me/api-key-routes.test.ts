import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, API_KEY_RATE_LIMIT, API_KEY_VISIBLE_LENGTH, API_KEYS_PER_MEMBER } from '../../../shared/constants';
import { API_KEY_MESSAGES as M } from '../../../shared/schemas/api-keys';
import { admin_audit_log } from '../../db/schema/audit';
import { api_key_usage, api_keys } from '../../db/schema/api-keys';
import { users } from '../../db/schema/users';
import { hashToken } from '../../services/auth/secure-token';
import type { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// The keyed API (docs/product-rules.md#api-keys; docs/decisions/043-keyed-api.md): created by premium
// members, shown once, read-only, the member's own entitlements, revoked at once, rate-limited per
// key under parallel requests, counted per day, stopped when premium lapses, revoked by admins.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A request made with a key only (no cookie), as a script would. */
function withKey(app: FastifyInstance, key: string, method: Method, url: string, payload?: object) {
  return app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, ...(method === 'GET' ? {} : { payload: payload ?? {} }) });
}

async function createKey(client: TestClient, name = 'Betik') {
  const res = await client.post('/api/me/api-keys', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: string; message: string; api_key: { id: string; prefix: string; name: string } };
}

function keyRules(ctx: TestContext) {
  let premium: Awaited<ReturnType<typeof signedInMember>>;
  beforeAll(async () => {
    premium = await signedInMember(ctx, 'anahtar-premium', { premium: true, balance: 100 });
  });

  it('creates a key shown once, stores only its hash and prefix, and never returns it again', async () => {
    const created = await createKey(premium.client, 'Excel betiği');
    expect(created.message).toBe(M.created);
    expect(created.key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(created.api_key).toMatchObject({ name: 'Excel betiği', prefix: created.key.slice(0, API_KEY_VISIBLE_LENGTH), last_used_at: null, revoked_at: null });
    const [row] = await ctx.db.select().from(api_keys).where(eq(api_keys.id, created.api_key.id));
    expect(row!.key_hash).toBe(hashToken(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await premium.client.get('/api/me/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(row!.key_hash);
    expect(list.json().items.find((k: { id: string }) => k.id === created.api_key.id)).toMatchObject({ name: 'Excel betiği', prefix: created.api_key.prefix });
    expect(Object.keys(list.json().items[0]).sort()).toEqual(['created_at', 'id', 'last_used_at', 'name', 'prefix', 'revoked_at', 'total_requests', 'usage']);
  });

  it('reads lists and details as the member: the same answer as the site session, counted in the day\'s usage', async () => {
    const { key, api_key } = await createKey(premium.client);
    for (const path of ['/api/projects', '/api/companies', '/api/stations', '/api/statistics/installed-power', '/api/reference', '/api/dashboard/projects']) {
      const byKey = await withKey(ctx.app, key, 'GET', path);
      expect(byKey.statusCode, `${path}: ${byKey.body}`).toBe(200);
      expect(byKey.json(), path).toEqual((await premium.client.get(path)).json());
    }
    // A missing record is the route's own 404, not a refusal of the key.
    expect((await withKey(ctx.app, key, 'GET', `/api/projects/${randomUUID()}`)).statusCode).toBe(404);
    const [usage] = await ctx.db.select().from(api_key_usage).where(eq(api_key_usage.api_key_id, api_key.id));
    expect(usage!.requests).toBe(7);
    const listed = (await premium.client.get('/api/me/api-keys')).json().items.find((k: { id: string }) => k.id === api_key.id);
    expect(listed.usage).toEqual([{ day: usage!.day, requests: 7 }]);
    expect(listed.total_requests).toBe(7);
    expect(listed.last_used_at).not.toBeNull();
    // Reading never spends Bakiye.
    const [after] = await ctx.db.select().from(users).where(eq(users.id, premium.user.id));
    expect(after!.token_balance).toBe(100);
  });

  it('refuses every write, /api/me and admin operation with a key (403, Turkish), even a super admin\'s', async () => {
    const admin = await signedInMember(ctx, 'anahtar-admin', { premium: true, superAdmin: true });
    const { key, api_key } = await createKey(admin.client);
    const refused: [Method, string, object?][] = [
      ['POST', '/api/projects/list', { total: 0 }],
      ['POST', `/api/projects/${randomUUID()}/open`],
      ['POST', '/api/me/api-keys', { name: 'Kendini çoğaltan' }],
      ['DELETE', `/api/me/api-keys/${api_key.id}`],
      ['GET', '/api/me/api-keys'],
      ['GET', '/api/me/balance'],
      ['GET', '/api/auth/session'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/api-keys'],
      ['POST', `/api/admin/api-keys/${api_key.id}/revoke`],
      ['PUT', `/api/admin/news/${randomUUID()}`, {}],
    ];
    for (const [method, url, body] of refused) {
      const res = await withKey(ctx.app, key, method, url, body);
      expect(res.json(), `${method} ${url}`).toEqual({ statusCode: 403, code: 'API_KEY_READ_ONLY', message: M.readOnly });
    }
    const [row] = await ctx.db.select().from(api_keys).where(eq(api_keys.id, api_key.id));
    expect(row!.revoked_at).toBeNull();
    // Refused requests are not counted as use.
    expect(await ctx.db.select().from(api_key_usage).where(eq(api_key_usage.api_key_id, api_key.id))).toEqual([]);
    // The key wins over a cookie riding along: a browser's session does not lift the refusal.
    const both = await ctx.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${key}` }, cookies: { gv_session: admin.client.session! } });
    expect(both.statusCode).toBe(403);
  });

  it('answers 401 at once after revocation, for an unknown key, and never lets another member revoke it', async () => {
    const { key, api_key } = await createKey(premium.client);
    expect((await withKey(ctx.app, key, 'GET', '/api/projects')).statusCode).toBe(200);
    const other = await signedInMember(ctx, 'anahtar-baska', { premium: true });
    expect((await other.client.request('DELETE', `/api/me/api-keys/${api_key.id}`)).statusCode).toBe(404);
    expect((await withKey(ctx.app, key, 'GET', '/api/projects')).statusCode).toBe(200);
    const revoked = await premium.client.request('DELETE', `/api/me/api-keys/${api_key.id}`);
    expect(revoked.json()).toEqual({ message: M.revoked });
    expect((await withKey(ctx.app, key, 'GET', '/api/projects')).json()).toEqual({ statusCode: 401, code: 'INVALID_API_KEY', message: M.invalidKey });
    expect((await premium.client.request('DELETE', `/api/me/api-keys/${api_key.id}`)).statusCode).toBe(409);
    expect((await withKey(ctx.app, `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`, 'GET', '/api/projects')).statusCode).toBe(401);
    expect((await withKey(ctx.app, 'tahmin', 'GET', '/api/stations')).statusCode).toBe(401);
    // The revoked key stays listed, marked, with its usage.
    const listed = (await premium.client.get('/api/me/api-keys')).json().items.find((k: { id: string }) => k.id === api_key.id);
    expect(listed.revoked_at).not.toBeNull();
    expect(listed.total_requests).toBe(2);
  });

  it('is for premium members: creation refused to a free member, keys stop when premium lapses and work again when it returns', async () => {
    const free = await signedInMember(ctx, 'anahtar-ucretsiz');
    const refused = await free.client.post('/api/me/api-keys', { name: 'Olmaz' });
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'PREMIUM_REQUIRED', message: M.premiumRequired });
    expect((await free.client.get('/api/me/api-keys')).json().items).toEqual([]);

    const trial = await signedInMember(ctx, 'anahtar-deneme', { trialDays: 3 });
    const { key } = await createKey(trial.client);
    expect((await withKey(ctx.app, key, 'GET', '/api/dashboard/companies')).statusCode).toBe(200);
    await ctx.db.update(users).set({ premium_trial_ends_at: new Date(Date.now() - 60_000) }).where(eq(users.id, trial.user.id));
    expect((await withKey(ctx.app, key, 'GET', '/api/projects')).json()).toEqual({ statusCode: 403, code: 'API_KEY_PREMIUM_REQUIRED', message: M.premiumLapsed });
    // The lapsed member still sees the key and may revoke it, but not create another.
    expect((await trial.client.get('/api/me/api-keys')).json().items).toHaveLength(1);
    expect((await trial.client.post('/api/me/api-keys', { name: 'Yeni' })).statusCode).toBe(403);
    await ctx.db.update(users).set({ premium_trial_ends_at: new Date(Date.now() + 86_400_000) }).where(eq(users.id, trial.user.id));
    expect((await withKey(ctx.app, key, 'GET', '/api/projects')).statusCode).toBe(200);
  });

  it(`holds ${API_KEYS_PER_MEMBER} keys per member, also under parallel creations`, async () => {
    const many = await signedInMember(ctx, 'anahtar-cok', { premium: true });
    const answers = await Promise.all(Array.from({ length: API_KEYS_PER_MEMBER + 3 }, (_, i) => many.client.post('/api/me/api-keys', { name: `Anahtar ${i}` })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(API_KEYS_PER_MEMBER);
    const over = answers.filter((r) => r.statusCode === 409);
    expect(over).toHaveLength(3);
    expect(over[0]!.json().message).toBe(M.tooMany);
    // A revoked key frees its place.
    const first = answers.find((r) => r.statusCode === 201)!.json().api_key.id as string;
    await many.client.request('DELETE', `/api/me/api-keys/${first}`);
    expect((await many.client.post('/api/me/api-keys', { name: 'Yerine' })).statusCode).toBe(201);
    expect((await many.client.post('/api/me/api-keys', { name: '' })).json()).toMatchObject({ statusCode: 400, message: expect.stringContaining(M.nameRequired) });
  });

  it(`answers 429 with Retry-After past ${API_KEY_RATE_LIMIT} requests a minute, exactly, under parallel requests`, async () => {
    const { key, api_key } = await createKey(premium.client, 'Hızlı');
    const answers = await Promise.all(Array.from({ length: API_KEY_RATE_LIMIT + 15 }, () => withKey(ctx.app, key, 'GET', '/api/stations/years')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(API_KEY_RATE_LIMIT);
    const limited = answers.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(15);
    const retryAfter = Number(limited[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited[0]!.json()).toMatchObject({ statusCode: 429, code: 'API_KEY_RATE_LIMITED', message: expect.stringContaining('saniye sonra yeniden deneyin') });
    // Only what was served is counted; the count is exact under parallel upserts.
    const [usage] = await ctx.db.select().from(api_key_usage).where(eq(api_key_usage.api_key_id, api_key.id));
    expect(usage!.requests).toBe(API_KEY_RATE_LIMIT);
    // Another key of the same member has a window of its own.
    const { key: second } = await createKey(premium.client, 'İkinci');
    expect((await withKey(ctx.app, second, 'GET', '/api/stations/years')).statusCode).toBe(200);
  });

  it('lets an admin see every key with its member and usage, and revoke any (audited, 401 at once)', async () => {
    const owner = await signedInMember(ctx, 'anahtar-sahip', { premium: true });
    const admin = await signedInMember(ctx, 'anahtar-yonetici', { superAdmin: true });
    const { key, api_key } = await createKey(owner.client, 'Sahibin anahtarı');
    await withKey(ctx.app, key, 'GET', '/api/stations');
    const page = await admin.client.get(`/api/admin/api-keys?search=${encodeURIComponent(owner.email)}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, items: [{ id: api_key.id, member_email: owner.email, name: 'Sahibin anahtarı', prefix: api_key.prefix, recent_requests: 1, total_requests: 1, revoked_at: null }] });
    expect(page.body).not.toContain(key);
    expect((await owner.client.get('/api/admin/api-keys')).statusCode).toBe(403);
    const revoked = await admin.client.post(`/api/admin/api-keys/${api_key.id}/revoke`);
    expect(revoked.json()).toEqual({ message: M.revoked });
    expect((await withKey(ctx.app, key, 'GET', '/api/stations')).statusCode).toBe(401);
    const [audit] = await ctx.db.select().from(admin_audit_log).where(and(eq(admin_audit_log.entity, 'api_keys'), eq(admin_audit_log.entity_id, api_key.id)));
    expect(audit).toMatchObject({ action: 'revoke', admin_email: admin.email });
    expect((await admin.client.post(`/api/admin/api-keys/${api_key.id}/revoke`)).statusCode).toBe(409);
    const [row] = await ctx.db.select().from(api_keys).where(eq(api_keys.id, api_key.id));
    expect(row!.revoked_by).toBe(admin.user.id);
  });
}

// With the session cache on (its default on one instance): a key is never cached, so revocation still holds at once.
describeOnEachDatabase('API keys', (ctx) => keyRules(ctx), { config: { SESSION_CACHE_MS: '2000' } });

// With REDIS_URL the per-key rate is held in Redis (several instances count together).
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(Boolean(redisUrl))('with Redis', () => {
  describeOnEachDatabase('API keys', (ctx) => keyRules(ctx), { config: { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `gv-test-${randomBytes(4).toString('hex')}:` } });
});
