import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '../shared/schemas/billing';
import { buildApp } from './app';
import { ConfigError, productionWarnings, testConfig } from './config';
import { sql } from 'drizzle-orm';
import { companies, projects } from './db/schema/catalog';
import { news } from './db/schema/news';
import { project_sources, station_sources } from './db/schema/provenance';
import { sources } from './db/schema/sources';
import { installed_power_stats, production_stats } from './db/schema/statistics';
import { transformer_station_capacities, transformer_station_definitions } from './db/schema/stations';
import { users } from './db/schema/users';
import { SESSION_COOKIE } from './plugins/sessions';
import { DEMO_USERS } from './seeds/demo-users';
import { hashPassword } from './services/auth/passwords';
import { createVerifiedUser } from './services/users/create-user';
import { TestClient } from './test/http';
import { describeOnEachDatabase } from './test/test-app';

// Unsafe defaults (decision 026; docs/reliability.md#second-attack-pass, findings 1–4): a production server
// as an operator starts it with only the settings production insists on (an https PUBLIC_URL, MAIL_LOG=true
// instead of a mail server, no iyzico keys, SEED_DEMO, SEED_CATALOG and SEED_SAMPLE_CAPACITIES unset), next
// to one started for development on the same database.

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://gunesveri.test', MAIL_LOG: 'true', SEED_DEMO: '', SEED_CATALOG: '', SEED_SAMPLE_CAPACITIES: '' };
const admin = DEMO_USERS[0];
const SLOW = { timeout: 180_000 };

let counter = 0;

describeOnEachDatabase(
  'production defaults',
  (ctx) => {
    const adminLogin = (app: FastifyInstance) =>
      new TestClient(app, '10.41.0.1').post('/api/auth/admin-login', { email: admin.email, password: admin.password });
    const total = async (table: typeof users | typeof companies | typeof news) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;

    async function member(app: FastifyInstance) {
      const email = `uretim-${ctx.target}-${++counter}@example.com`;
      await createVerifiedUser(ctx.db, { email, password: 'gizli-sifre' });
      const client = new TestClient(app, `10.41.1.${counter}`);
      await client.signIn(email, 'gizli-sifre');
      return { client, email };
    }

    it('seeds the real catalogue with its sources, but no generated capacity, no demo account and no demo content on a fresh database', async () => {
      expect(ctx.app.config.SEED_DEMO).toBe(false);
      expect(ctx.app.config.SEED_CATALOG).toBe(true);
      expect(ctx.app.config.SEED_SAMPLE_CAPACITIES).toBe(false);
      expect(ctx.app.bootstrap).toEqual({ catalogSeeded: true, demoSeeded: false, demoUsers: [] });
      expect(await total(users)).toBe(0);
      expect(await total(news)).toBe(0);
      const [catalogue] = await ctx.db
        .select({
          companies: sql<number>`(SELECT count(*)::int FROM ${companies})`,
          projects: sql<number>`(SELECT count(*)::int FROM ${projects})`,
          stations: sql<number>`(SELECT count(*)::int FROM ${transformer_station_definitions})`,
          capacities: sql<number>`(SELECT count(*)::int FROM ${transformer_station_capacities})`,
          installed: sql<number>`(SELECT count(*)::int FROM ${installed_power_stats})`,
          production: sql<number>`(SELECT count(*)::int FROM ${production_stats})`,
          unsourced_projects: sql<number>`(SELECT count(*)::int FROM ${projects} p WHERE NOT EXISTS (SELECT 1 FROM ${project_sources} ps WHERE ps.project_id = p.id))`,
          generated_sources_used: sql<number>`(SELECT count(*)::int FROM ${station_sources} ss JOIN ${sources} s ON s.id = ss.source_id WHERE s.is_generated)`,
        })
        .from(sql`(SELECT 1) AS one`);
      expect(catalogue).toMatchObject({ capacities: 0, unsourced_projects: 0, generated_sources_used: 0 });
      expect(catalogue!.companies).toBeGreaterThan(20);
      expect(catalogue!.projects).toBeGreaterThan(150);
      expect(catalogue!.stations).toBe(679);
      expect(catalogue!.installed).toBeGreaterThan(10);
      expect(catalogue!.production).toBeGreaterThan(20);
      // The README's published password opens nothing.
      expect((await adminLogin(ctx.app)).statusCode).toBe(401);
    });

    it('adds the demo content but never the demo accounts when production is told SEED_DEMO=true; the catalogue is not seeded twice', SLOW, async () => {
      const before = await total(companies);
      const seeded = await buildApp(testConfig({ ...PRODUCTION, SEED_DEMO: 'true', DATA_DIR: ctx.dataDir }), { database: ctx.database });
      try {
        expect(seeded.bootstrap.catalogSeeded).toBe(false);
        expect(seeded.bootstrap.demoSeeded).toBe(true);
        expect(seeded.bootstrap.demoUsers).toEqual([]);
        expect(await total(companies)).toBe(before);
        expect(await total(users)).toBe(0);
        expect((await adminLogin(seeded)).statusCode).toBe(401);
      } finally {
        await seeded.close();
      }
    });

    describe('beside a development server on the same database', () => {
      let development: FastifyInstance;
      beforeAll(async () => {
        development = await buildApp(testConfig({ DATA_DIR: ctx.dataDir }), { database: ctx.database });
        await development.ready();
      });
      afterAll(async () => development?.close());

      it('sends HSTS and a Secure session cookie when PUBLIC_URL is https, and neither over http', async () => {
        const page = await ctx.app.inject('/');
        expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
        const api = await ctx.app.inject('/api/health');
        expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
        const https = await member(ctx.app);
        const signedIn = await https.client.post('/api/auth/login', { email: https.email, password: 'gizli-sifre' });
        const cookie = signedIn.cookies.find((c) => c.name === SESSION_COOKIE)!;
        expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
        // Signing out drops it with the same attributes (a browser keeps a Secure cookie otherwise).
        const signedOut = await https.client.post('/api/auth/logout');
        expect(signedOut.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({ value: '', secure: true });

        expect((await development.inject('/')).headers['strict-transport-security']).toBeUndefined();
        const http = await member(development);
        const plain = await http.client.post('/api/auth/login', { email: http.email, password: 'gizli-sifre' });
        expect(plain.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeUndefined();
      });

      it('writes mails to the log with MAIL_LOG=true but masks the link token; development shows the whole link', async () => {
        const { email } = await member(ctx.app);
        const logged = async (app: FastifyInstance) => {
          const spy = vi.spyOn(app.log, 'info');
          try {
            const res = await new TestClient(app, '10.41.2.1').post('/api/auth/forgot-password', { email });
            expect(res.statusCode, res.body).toBe(200);
            return spy.mock.calls.map((call) => String(call[1])).filter((text) => text.includes('E-posta'));
          } finally {
            spy.mockRestore();
          }
        };
        const production = await logged(ctx.app);
        expect(production).toHaveLength(1);
        expect(production[0]).toContain('https://gunesveri.test/reset-password?token=[gizlendi]');
        expect(production[0]).not.toMatch(/token=(?!\[gizlendi\])/);

        const shown = await logged(development);
        expect(shown).toHaveLength(1);
        const token = /reset-password\?token=([A-Za-z0-9_-]{20,})/.exec(shown[0]!)?.[1];
        expect(token).toBeDefined();
        // It is the live link: the development outbox is how a developer resets a password.
        expect((await new TestClient(development).post('/api/auth/reset-password/check', { token })).statusCode).toBe(200);
      });

      it('says purchases are closed without payment keys, and refuses a checkout before reading the billing info', async () => {
        const closed = (await new TestClient(ctx.app).get('/api/packages')).json();
        expect(closed.purchases_open).toBe(false);
        expect((await new TestClient(development).get('/api/packages')).json().purchases_open).toBe(true);

        const { client } = await member(ctx.app);
        for (const body of [{}, { package_id: crypto.randomUUID(), billing_info_id: crypto.randomUUID() }]) {
          const res = await client.post('/api/subscriptions/checkout', body);
          expect(res.statusCode).toBe(503);
          expect(res.json()).toEqual({
            statusCode: 503,
            code: 'PURCHASES_CLOSED',
            message: `${BILLING_MESSAGES.purchasesClosed} ${BILLING_MESSAGES.purchasesClosedDetail}`,
          });
        }
        // A visitor is still asked to sign in first.
        expect((await new TestClient(ctx.app).post('/api/subscriptions/checkout', {})).statusCode).toBe(401);
        // With a payment provider the same empty body is a validation error, as before.
        const open = await member(development);
        expect((await open.client.post('/api/subscriptions/checkout', {})).statusCode).toBe(400);
      });
    });

    // Last in the file: it leaves the demo admin out of the other tests' way only at its end.
    it('refuses a database whose demo accounts keep their published passwords, naming ALLOW_DEMO_ACCOUNTS, until they are changed', SLOW, async () => {
      // A database first started for development: the demo admin with the README's password.
      const demo = await createVerifiedUser(ctx.db, { email: admin.email, password: admin.password, superAdmin: true });
      try {
        const refused = buildApp(testConfig({ ...PRODUCTION, DATA_DIR: ctx.dataDir }), { database: ctx.database });
        await expect(refused).rejects.toBeInstanceOf(ConfigError);
        await expect(refused).rejects.toThrow(/ALLOW_DEMO_ACCOUNTS: .*admin@gunesveri\.test/);

        // Told so on purpose: served, and said at every start.
        const allowed = await buildApp(testConfig({ ...PRODUCTION, ALLOW_DEMO_ACCOUNTS: 'true', DATA_DIR: ctx.dataDir }), { database: ctx.database });
        try {
          expect(productionWarnings(allowed.config).some((w) => w.startsWith('ALLOW_DEMO_ACCOUNTS=true'))).toBe(true);
          expect((await adminLogin(allowed)).statusCode).toBe(200);
        } finally {
          await allowed.close();
        }

        // Its password changed, the account is no longer open to anyone: production starts.
        await ctx.db.update(users).set({ password_hash: await hashPassword('yeni-gizli-sifre') }).where(eq(users.id, demo.id));
        const changed = await buildApp(testConfig({ ...PRODUCTION, DATA_DIR: ctx.dataDir }), { database: ctx.database });
        await changed.close();
      } finally {
        await ctx.db.delete(users).where(eq(users.id, demo.id));
      }
    });
  },
  { config: PRODUCTION },
);
