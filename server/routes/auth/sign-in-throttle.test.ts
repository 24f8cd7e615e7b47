import { randomBytes } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sign_in_counters } from '../../db/schema/users';
import { clientOf } from '../../services/auth/sign-in-throttle';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { MailSink } from '../../test/mail-sink';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';
import { FIXTURE_HASH_COST } from '../../test/members';

// Sign-in throttling (decision 027): strangers' wrong passwords never refuse the owner's
// right one from a client that has not failed, the counters cannot be pushed out by volume, and a
// password reset clears them. On the table (no REDIS_URL) and, with TEST_REDIS_URL, on Redis.

const mail = new MailSink();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await mail.start();
});
afterAll(async () => {
  await mail.stop();
});

let counter = 0;
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** 105 wrong passwords from 21 addresses, five each at once: the figure that locked the owner out. */
async function strangersFail(ctx: TestContext, email: string, net: number, path = (_ip: number) => '/api/auth/login') {
  const attempts = Array.from({ length: 21 }, (_, ip) =>
    Array.from({ length: 5 }, () => new TestClient(ctx.app, `10.${net}.0.${ip + 1}`).post(path(ip), { email, password: 'yanlis-sifre' })),
  ).flat();
  return statuses(await Promise.all(attempts));
}

function throttleTests(store: 'table' | 'redis', extra: () => Record<string, string>) {
  describeOnEachDatabase(
    `sign-in throttle on the ${store}`,
    (ctx) => {
      const account = async (label: string, superAdmin = false) => {
        const email = `${label}-${store}-${ctx.target}-${++counter}@example.com`;
        await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email, password: 'dogru-sifre', superAdmin });
        return email;
      };

      it('lets the owner in from a clean client after 105 wrong passwords from 21 addresses', async () => {
        const email = await account('hedef');
        expect(await strangersFail(ctx, email, 41)).toEqual(Array(105).fill(401));

        // Each stranger is refused on the account for its own failures (five a minute here)...
        const stranger = new TestClient(ctx.app, '10.41.0.1');
        const refused = await stranger.post('/api/auth/login', { email, password: 'dogru-sifre' });
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

        // ...and the account has had its 100 failures this hour: a client that fails on it now gets
        // its password checked once, then waits, whatever password it brings next.
        const late = new TestClient(ctx.app, '10.41.1.1');
        expect((await late.post('/api/auth/login', { email, password: 'yanlis-sifre' })).statusCode).toBe(401);
        const hot = await late.post('/api/auth/login', { email, password: 'dogru-sifre' });
        expect(hot.statusCode).toBe(429);
        expect(Number(hot.headers['retry-after'])).toBeGreaterThan(60);

        // The owner, from a client that has not failed, signs in.
        const owner = new TestClient(ctx.app, '10.41.2.1');
        expect((await owner.post('/api/auth/login', { email, password: 'dogru-sifre' })).statusCode).toBe(200);
        expect((await owner.currentUser())?.email).toBe(email);
      });

      it('lets the super admin in the same way, the member and admin screens counting together', async () => {
        const email = await account('yonetici', true);
        // Half the strangers on the admin screen, half on the member one.
        const attempts = await strangersFail(ctx, email, 42, (ip) => (ip % 2 ? '/api/auth/admin-login' : '/api/auth/login'));
        expect(attempts).toEqual(Array(105).fill(401));
        // A stranger that failed on the member screen is refused on the admin one, and the reverse.
        expect((await new TestClient(ctx.app, '10.42.0.1').post('/api/auth/admin-login', { email, password: 'dogru-sifre' })).statusCode).toBe(429);
        expect((await new TestClient(ctx.app, '10.42.0.2').post('/api/auth/login', { email, password: 'dogru-sifre' })).statusCode).toBe(429);

        const admin = new TestClient(ctx.app, '10.42.2.1');
        expect((await admin.post('/api/auth/admin-login', { email, password: 'dogru-sifre' })).statusCode).toBe(200);
        expect((await admin.get('/api/admin/audit')).statusCode).toBe(200);
      });

      it('refuses a burst of parallel guesses beyond the per-account-and-client limit', async () => {
        const email = await account('patlama');
        const burst = statuses(await Promise.all(Array.from({ length: 12 }, () => new TestClient(ctx.app, '10.43.0.1').post('/api/auth/login', { email, password: 'x' }))));
        expect(burst.filter((s) => s === 401)).toHaveLength(5);
        expect(burst.filter((s) => s === 429)).toHaveLength(7);
      });

      it('keeps a throttled client throttled after thousands of made-up accounts', async () => {
        const email = await account('tasma');
        await strangersFail(ctx, email, 44);
        const attacker = new TestClient(ctx.app, '10.44.0.1');
        expect((await attacker.post('/api/auth/login', { email, password: 'yanlis-sifre' })).statusCode).toBe(429);

        // Made-up accounts from 280 addresses, as the flood that emptied the in-memory counters (5 000
        // entries a limit) did: 280 through the API, then 6 000 more counters written straight to the
        // store in batches (through the API each costs an argon2 check: a minute a database).
        const viaApi = Array.from({ length: 280 }, (_, ip) =>
          new TestClient(ctx.app, `10.45.${ip >> 8}.${ip & 255}`).post('/api/auth/login', { email: `uydurma-${ip}-${store}@example.com`, password: 'x' }),
        );
        expect(new Set(statuses(await Promise.all(viaApi)))).toEqual(new Set([401]));
        for (let batch = 0; batch < 12; batch++) {
          await ctx.app.signInThrottle.store.add(
            Array.from({ length: 250 }, (_, i) => {
              const madeUp = `uydurma-${batch * 250 + i}-toplu-${store}@example.com`;
              return [
                { account: madeUp, name: `client:10.46.${batch}.${i}:hour`, windowMs: 3_600_000 },
                { account: madeUp, name: 'all:hour', windowMs: 3_600_000 },
              ];
            }).flat(),
          );
        }
        if (store === 'table') {
          const [row] = await ctx.db.select({ n: count() }).from(sign_in_counters).where(like(sign_in_counters.account, `uydurma-%-${store}@example.com`));
          expect(row!.n).toBeGreaterThanOrEqual(6_000);
        }

        // Nothing was pushed out: the attacker is still refused, and a stranger that failed too.
        expect((await attacker.post('/api/auth/login', { email, password: 'yanlis-sifre' })).statusCode).toBe(429);
        expect((await new TestClient(ctx.app, '10.44.0.21').post('/api/auth/login', { email, password: 'dogru-sifre' })).statusCode).toBe(429);
        expect((await new TestClient(ctx.app, '10.44.9.9').post('/api/auth/login', { email, password: 'dogru-sifre' })).statusCode).toBe(200);
      });

      it('clears the account\'s counters when its password is reset', async () => {
        const email = await account('sifirla');
        await strangersFail(ctx, email, 47);
        // The owner mistypes once at home while the account is under attack: now refused for the hour.
        const home = new TestClient(ctx.app, '10.47.5.1');
        expect((await home.post('/api/auth/login', { email, password: 'yanlis-sifre' })).statusCode).toBe(401);
        expect((await home.post('/api/auth/login', { email, password: 'dogru-sifre' })).statusCode).toBe(429);

        expect((await home.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
        const token = tokenOf(await mail.linkFor(email, '/reset-password?token='));
        const reset = await home.post('/api/auth/reset-password', { token, password: 'yeni-sifre-123', password_confirmation: 'yeni-sifre-123' });
        expect(reset.statusCode).toBe(200);

        // Home signs in at once; a stranger's own counters are gone too (its next guess is checked).
        expect((await home.post('/api/auth/login', { email, password: 'yeni-sifre-123' })).statusCode).toBe(200);
        expect((await new TestClient(ctx.app, '10.47.0.1').post('/api/auth/login', { email, password: 'yanlis-sifre' })).statusCode).toBe(401);
        if (store === 'table') {
          const left = await ctx.db.select({ name: sign_in_counters.name }).from(sign_in_counters).where(eq(sign_in_counters.account, email));
          // Only what came after the reset: the stranger's one attempt and failure.
          expect(left.map((r) => r.name).sort()).toEqual(['all:hour', 'client:10.47.0.1:hour', 'client:10.47.0.1:minute']);
        }
      });

      it('clears the account\'s counters when its password is changed in the profile, as a reset does', async () => {
        const email = await account('degistir');
        // Signed in on the laptop before the attack began.
        const laptop = new TestClient(ctx.app, '10.50.5.2');
        await laptop.signIn(email, 'dogru-sifre');
        await strangersFail(ctx, email, 50);
        const home = new TestClient(ctx.app, '10.50.5.1');
        expect((await home.post('/api/auth/login', { email, password: 'yanlis-sifre' })).statusCode).toBe(401);
        expect((await home.post('/api/auth/login', { email, password: 'dogru-sifre' })).statusCode).toBe(429);

        const changed = await laptop.post('/api/auth/change-password', { current_password: 'dogru-sifre', new_password: 'yeni-sifre-123', new_password_confirmation: 'yeni-sifre-123' });
        expect(changed.statusCode, changed.body).toBe(200);

        expect((await home.post('/api/auth/login', { email, password: 'yeni-sifre-123' })).statusCode).toBe(200);
        if (store === 'table') {
          expect(await ctx.db.select({ name: sign_in_counters.name }).from(sign_in_counters).where(eq(sign_in_counters.account, email))).toEqual([]);
        }
      });

      it('keeps the per-client limit across accounts and counts an IPv6 network as one client', async () => {
        const bot = new TestClient(ctx.app, '10.48.0.1');
        const guesses = statuses(await Promise.all(Array.from({ length: 22 }, (_, i) => bot.post('/api/auth/login', { email: `kisi-${i}@example.com`, password: 'x' }))));
        expect(guesses.filter((s) => s === 401)).toHaveLength(20);
        expect(guesses.filter((s) => s === 429)).toHaveLength(2);
        // Another client is not affected.
        expect((await new TestClient(ctx.app, '10.48.0.2').post('/api/auth/login', { email: 'kisi-0@example.com', password: 'x' })).statusCode).toBe(401);

        // Addresses of one /64 are one client: rotating within it gives no fresh attempts.
        const email = await account('ipv6');
        const v6 = statuses(
          await Promise.all(Array.from({ length: 7 }, (_, i) => new TestClient(ctx.app, `2001:db8:48:1::${i + 1}`).post('/api/auth/login', { email, password: 'x' }))),
        );
        expect(v6.filter((s) => s === 429)).toHaveLength(2);
        expect(clientOf('2001:db8:48:1:aaaa::9')).toBe(clientOf('2001:0db8:0048:0001::1'));
        expect(clientOf('::ffff:10.48.0.1')).toBe('10.48.0.1');
      });

      if (store === 'table') {
        it('sweeps counters whose window has ended', async () => {
          const email = await account('suresi');
          await new TestClient(ctx.app, '10.49.0.1').post('/api/auth/login', { email, password: 'x' });
          await ctx.db.update(sign_in_counters).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(sign_in_counters.account, email));
          const live = (await ctx.db.select({ n: count() }).from(sign_in_counters))[0]!.n;
          const swept = await ctx.app.signInThrottle.store.sweep();
          expect(swept).toBeGreaterThanOrEqual(3);
          expect(await ctx.db.select().from(sign_in_counters).where(eq(sign_in_counters.account, email))).toEqual([]);
          expect((await ctx.db.select({ n: count() }).from(sign_in_counters))[0]!.n).toBe(live - swept);
          // An ended window starts again: the next attempt counts from 1.
          await new TestClient(ctx.app, '10.49.0.1').post('/api/auth/login', { email, password: 'x' });
          const rows = await ctx.db.select().from(sign_in_counters).where(eq(sign_in_counters.account, email));
          expect(rows.every((r) => r.count === 1 && r.expires_at > new Date())).toBe(true);
        });
      }
    },
    {
      config: () => ({ SMTP_URL: smtpUrl, PUBLIC_URL: 'http://gunesveri.test', ...extra() }),
      // The Redis store keeps its counters off the database: one database is enough for it.
      only: store === 'redis' ? 'postgres' : undefined,
      // The counters are tested, not the hashing: the ~300 made-up addresses a database each cost an
      // unknown-address check against a hash at the product's cost, ~15 ms of CPU apiece.
      build: () => ({ passwordCost: FIXTURE_HASH_COST }),
    },
  );
}

throttleTests('table', () => ({}));

const redisUrl = process.env.TEST_REDIS_URL;
// Each database's block gets keys of its own on the shared server.
if (redisUrl) throttleTests('redis', () => ({ REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `gv-test-${randomBytes(4).toString('hex')}:` }));
