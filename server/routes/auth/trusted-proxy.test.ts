import { expect, it } from 'vitest';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// TRUST_PROXY (docs/decisions/049): behind a proxy that appends the address it saw to the client's
// own X-Forwarded-For, every per-address limit keys on that address. A client that writes a
// different left-most address into each request used to be a new client each time.

const LIMITS = { AUTH_RATE_LIMIT_PER_MINUTE: '3', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '2', AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '100' };

let counter = 0;
const uniqueEmail = (ctx: TestContext, label: string) => `${label}-${ctx.target}-${++counter}@example.com`;

/** A request as the proxy on this machine forwards it: `spoofed` is what the client wrote itself. */
const viaProxy = (ctx: TestContext, client: string, spoofed: string) =>
  new TestClient(ctx.app, '127.0.0.1', { 'x-forwarded-for': `${spoofed}, ${client}` });

describeOnEachDatabase(
  'limits behind one proxy (TRUST_PROXY=1)',
  (ctx) => {
    it('counts reset mails per client the proxy saw, not per address the client wrote', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await viaProxy(ctx, '198.51.100.7', `10.9.0.${i}`).post('/api/auth/forgot-password', { email: `yok${i}@example.com` });
        expect(res.statusCode).toBe(404);
      }
      const limited = await viaProxy(ctx, '198.51.100.7', '10.9.0.99').post('/api/auth/forgot-password', { email: 'yok9@example.com' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
      // Another client that writes the same left-most address is not limited by the first one.
      expect((await viaProxy(ctx, '198.51.100.8', '10.9.0.0').post('/api/auth/forgot-password', { email: 'yok@example.com' })).statusCode).toBe(404);
    });

    it("throttles wrong passwords on one account per client the proxy saw, and leaves the owner's sign-in alone", async () => {
      const email = uniqueEmail(ctx, 'vekil-hedef');
      await createVerifiedUser(ctx.db, { email, password: 'dogru-sifre' });
      for (let i = 0; i < 2; i++) {
        expect((await viaProxy(ctx, '198.51.100.30', `10.8.0.${i}`).post('/api/auth/login', { email, password: 'yanlis' })).statusCode).toBe(401);
      }
      const limited = await viaProxy(ctx, '198.51.100.30', '10.8.0.77').post('/api/auth/login', { email, password: 'yanlis' });
      expect(limited.statusCode).toBe(429);
      // The owner, behind the same proxy from elsewhere, with the attacker's left-most address.
      expect((await viaProxy(ctx, '198.51.100.31', '10.8.0.77').post('/api/auth/login', { email, password: 'dogru-sifre' })).statusCode).toBe(200);
    });

    it('counts sign-in attempts on any account per client the proxy saw', async () => {
      for (let i = 0; i < 3; i++) {
        const res = await viaProxy(ctx, '198.51.100.40', `10.7.0.${i}`).post('/api/auth/login', { email: `kimse${i}@example.com`, password: 'x' });
        expect(res.statusCode).toBe(401);
      }
      expect((await viaProxy(ctx, '198.51.100.40', '10.7.0.50').post('/api/auth/login', { email: 'kimse9@example.com', password: 'x' })).statusCode).toBe(429);
    });
  },
  { config: { ...LIMITS, TRUST_PROXY: '1' } },
);

describeOnEachDatabase(
  "limits with the proxies' addresses (TRUST_PROXY=127.0.0.1)",
  (ctx) => {
    it('believes X-Forwarded-For only from the listed proxy; a client connecting directly is its own address', async () => {
      // Directly, writing an address of its own each time: still one client.
      for (let i = 0; i < 3; i++) {
        const direct = new TestClient(ctx.app, '203.0.113.5', { 'x-forwarded-for': `10.6.0.${i}` });
        expect((await direct.post('/api/auth/forgot-password', { email: `yok${i}@example.com` })).statusCode).toBe(404);
      }
      const direct = new TestClient(ctx.app, '203.0.113.5', { 'x-forwarded-for': '10.6.0.9' });
      expect((await direct.post('/api/auth/forgot-password', { email: 'yok9@example.com' })).statusCode).toBe(429);

      // Through the listed proxy: the address it appended, not the one the client wrote.
      for (let i = 0; i < 3; i++) {
        expect((await viaProxy(ctx, '198.51.100.50', `10.5.0.${i}`).post('/api/auth/forgot-password', { email: 'yok@example.com' })).statusCode).toBe(404);
      }
      expect((await viaProxy(ctx, '198.51.100.50', '10.5.0.9').post('/api/auth/forgot-password', { email: 'yok@example.com' })).statusCode).toBe(429);
    });
  },
  { config: { ...LIMITS, TRUST_PROXY: '127.0.0.1' }, only: 'pglite' },
);
