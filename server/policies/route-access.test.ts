import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema/users';
import { createVerifiedUser } from '../services/users/create-user';
import { TestClient } from '../test/http';
import { startTestSimulator } from '../test/iyzico-sim';
import { describeOnEachDatabase } from '../test/test-app';
import { API_KEY_READS, ROUTE_ACCESS, type RouteAccess } from './route-access';

// The authorisation matrix (docs/reliability.md#authorisation-matrix), generated from the app's own route
// table. Every API operation is called as each role and its answer checked against ROUTE_ACCESS; a route
// missing from the table fails here (and the app refuses to start with it).

// Admin routes that ask the payment provider (its plans) reach the local iyzico twin.
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(async () => sim?.close());

type Role = 'visitor' | 'member' | 'trial' | 'premium' | 'admin';
const ROLES: Role[] = ['visitor', 'member', 'trial', 'premium', 'admin'];

/** What a role must get: refused with 401, refused with 403, or let through (anything else). */
function expected(rule: RouteAccess, role: Role): 401 | 403 | 'through' {
  switch (rule.access) {
    case 'public':
    case 'provider':
      return 'through';
    case 'member':
      return role === 'visitor' ? 401 : 'through';
    case 'premium':
      // Premium includes a running trial; the super-admin flag alone is not premium.
      return role === 'visitor' ? 401 : role === 'member' || role === 'admin' ? 403 : 'through';
    case 'admin':
      return role === 'visitor' ? 401 : role === 'admin' ? 'through' : 403;
  }
}

const FORBIDDEN_FIELDS = {
  is_premium: true,
  is_super_admin: true,
  token_balance: 999_999,
  email_verified_at: '2020-01-01T00:00:00Z',
  user_id: randomUUID(),
  status: 'approved',
};

describeOnEachDatabase(
  'authorisation matrix',
  (ctx) => {
    const clients = {} as Record<Exclude<Role, 'visitor'>, TestClient>;
    const ids = {} as Record<Exclude<Role, 'visitor'>, string>;

    beforeAll(async () => {
      const make = async (role: Exclude<Role, 'visitor'>, options: Parameters<typeof createVerifiedUser>[1]) => {
        const user = await createVerifiedUser(ctx.db, options);
        ids[role] = user.id;
        clients[role] = new TestClient(ctx.app, `10.50.0.${Object.keys(ids).length}`);
        await clients[role].signIn(options.email, options.password);
      };
      const email = (role: string) => `matris-${role}-${ctx.target}@example.com`;
      await make('member', { email: email('member'), password: 'gizli-sifre', balance: 50 });
      await make('trial', { email: email('trial'), password: 'gizli-sifre', trialDays: 7, balance: 50 });
      await make('premium', { email: email('premium'), password: 'gizli-sifre', premium: true, balance: 50 });
      await make('admin', { email: email('admin'), password: 'gizli-sifre', superAdmin: true, balance: 50 });
    });

    const pathOf = (key: string) =>
      key
        .split(' ')[1]!
        .replace(/:(id|station_id)\b/g, () => randomUUID())
        .replace(':short_url', 'boyle-bir-haber-yok');

    async function call(role: Role, key: string, payload?: object) {
      const [method] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE'];
      if (role === 'visitor') return new TestClient(ctx.app, '10.50.1.1').request(method, pathOf(key), method === 'GET' ? undefined : (payload ?? {}));
      return clients[role].request(method, pathOf(key), method === 'GET' ? undefined : (payload ?? {}));
    }

    it('classifies every API route the app serves, and nothing it does not serve', () => {
      const served = [...ctx.app.apiRoutes].sort();
      expect(served.length).toBeGreaterThan(60);
      expect(served.filter((key) => !ROUTE_ACCESS[key])).toEqual([]);
      expect(Object.keys(ROUTE_ACCESS).filter((key) => !served.includes(key))).toEqual([]);
    });

    it('opens to API keys only reads the app serves, none of them a member, admin or key-management route', () => {
      for (const key of API_KEY_READS) {
        expect(ctx.app.apiRoutes.has(key), key).toBe(true);
        expect(key.startsWith('GET '), key).toBe(true);
        expect(['public', 'premium'], key).toContain(ROUTE_ACCESS[key]!.access);
        expect(key.startsWith('GET /api/me') || key.startsWith('GET /api/admin') || key.startsWith('GET /api/auth'), key).toBe(false);
      }
    });

    it('answers every operation for every role as the table says', async () => {
      const mismatches: string[] = [];
      // Cancelling ends the premium member's subscription: called last.
      const last = 'POST /api/subscriptions/cancel';
      const operations = Object.entries(ROUTE_ACCESS).sort(([a], [b]) => Number(a === last) - Number(b === last));
      for (const [key, rule] of operations) {
        // Signing out ends the caller's session: checked with a session of its own below.
        if (key === 'POST /api/auth/logout' || key === 'GET /api/realtime') continue;
        for (const role of ROLES) {
          const res = await call(role, key);
          const want = expected(rule, role);
          const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'through';
          if (got !== want || res.statusCode >= 500) mismatches.push(`${key} as ${role}: ${res.statusCode} (expected ${want})`);
          if (got !== 'through') expect(res.json()).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
        }
      }
      expect(mismatches).toEqual([]);
      const logout = new TestClient(ctx.app);
      expect((await logout.post('/api/auth/logout')).statusCode).toBe(200);
    });

    it('never lets a request body set roles, balance, verification, owner or status', async () => {
      const before = await ctx.db.select().from(users);
      for (const key of Object.keys(ROUTE_ACCESS)) {
        if (key.startsWith('GET ') || key === 'POST /api/auth/logout') continue;
        for (const role of ['member', 'admin'] as const) {
          const res = await call(role, key, FORBIDDEN_FIELDS);
          expect(res.statusCode, `${key} as ${role}`).toBeLessThan(500);
        }
      }
      const after = await ctx.db.select().from(users);
      const view = (rows: typeof before) =>
        rows
          .map((u) => ({ id: u.id, is_premium: u.is_premium, is_super_admin: u.is_super_admin, token_balance: u.token_balance, verified: u.email_verified_at?.toISOString() }))
          .sort((a, b) => a.id.localeCompare(b.id));
      expect(view(after)).toEqual(view(before));
      const [member] = await ctx.db.select().from(users).where(eq(users.id, ids.member));
      expect(member).toMatchObject({ is_premium: false, is_super_admin: false, token_balance: 50 });
    });
  },
  {
    // Many calls from few addresses: the sign-in limits are not what this test is about.
    config: () => ({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000', ...sim.config }),
  },
);
