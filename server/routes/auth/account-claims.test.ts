import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api_keys } from '../../db/schema/api-keys';
import { contracts } from '../../db/schema/legal';
import { auth_tokens, sessions, users } from '../../db/schema/users';
import { createSession } from '../../services/auth/sessions';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { MailSink } from '../../test/mail-sink';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// Accounts no stranger can pre-claim (docs/decisions/047): a registration of an unconfirmed address
// takes it over, sign-in on an unconfirmed address tells nothing of the password, a verification link
// signs in only the browser that registered or whoever types the password, reset mails are capped per
// requesting client, and a new password revokes the member's API keys.

const mail = new MailSink();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await mail.start();
});
afterAll(async () => {
  await mail.stop();
});

let counter = 0;
const uniqueEmail = (ctx: TestContext, label: string) => `${label}-${ctx.target}-${++counter}@example.com`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const VERIFY_PATH = '/auth/callback?token=';

describeOnEachDatabase(
  'accounts nobody can pre-claim',
  (ctx) => {
    const contractIds = async () => (await ctx.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.must, true))).map((c) => c.id);
    const register = async (browser: TestClient, email: string, password: string) =>
      browser.post('/api/auth/register', { email, password, accepted_contract_ids: await contractIds() });
    const userOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;

    it("takes over an unconfirmed address: the owner's sign-up drops the stranger's password, sessions and links", async () => {
      const email = uniqueEmail(ctx, 'onceden');
      const attacker = new TestClient(ctx.app, '10.70.0.1');
      const owner = new TestClient(ctx.app, '10.70.0.2');
      const first = await register(attacker, email, 'saldirgan-sifre-1');
      const attackerLink = tokenOf(await mail.linkFor(email, VERIFY_PATH));
      // A session left on the unconfirmed account (e.g. made while verification was off) ends too.
      await createSession(ctx.db, (await userOf(email)).id, 1);

      // The owner's sign-up is answered exactly as a fresh address's, and mails a new link.
      const fresh = await register(new TestClient(ctx.app, '10.70.0.3'), uniqueEmail(ctx, 'taze'), 'taze-sifre-123');
      const second = await register(owner, email, 'sahibin-sifresi-1');
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(fresh.json());
      expect(second.json()).toEqual(first.json());
      expect(second.cookies.map((c) => c.name)).toEqual(fresh.cookies.map((c) => c.name));
      const ownerLink = tokenOf(await mail.linkFor(email, VERIFY_PATH, 2));
      expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, (await userOf(email)).id))).toHaveLength(0);

      // The stranger's link is dead; the owner's, in the owner's browser, signs the owner in.
      expect((await attacker.post('/api/auth/verify-email', { token: attackerLink })).statusCode).toBe(400);
      const verified = await owner.post('/api/auth/verify-email', { token: ownerLink });
      expect(verified.statusCode).toBe(200);
      expect((await owner.currentUser())?.email).toBe(email);

      const stranger = await new TestClient(ctx.app, '10.70.0.4').post('/api/auth/login', { email, password: 'saldirgan-sifre-1' });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json().code).toBe('INVALID_CREDENTIALS');
      expect((await new TestClient(ctx.app, '10.70.0.5').post('/api/auth/login', { email, password: 'sahibin-sifresi-1' })).statusCode).toBe(200);
    });

    it('answers sign-in on an unconfirmed address the same whether the password is right or not', async () => {
      const email = uniqueEmail(ctx, 'dogrulanmamis');
      await register(new TestClient(ctx.app, '10.71.0.1'), email, 'dogru-sifre-123');
      const right = await new TestClient(ctx.app, '10.71.0.2').post('/api/auth/login', { email, password: 'dogru-sifre-123' });
      const wrong = await new TestClient(ctx.app, '10.71.0.3').post('/api/auth/login', { email, password: 'yanlis-sifre-123' });
      expect(right.statusCode).toBe(403);
      expect(wrong.statusCode).toBe(right.statusCode);
      expect(wrong.json()).toEqual(right.json());
      expect(right.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
      const wrongAdmin = await new TestClient(ctx.app, '10.71.0.4').post('/api/auth/admin-login', { email, password: 'yanlis-sifre-123' });
      expect(wrongAdmin.json()).toEqual(right.json());
    });

    it('signs in from a verification link only after a click, in the browser that registered or with the password', async () => {
      const email = uniqueEmail(ctx, 'baglanti');
      const registrant = new TestClient(ctx.app, '10.72.0.1');
      await register(registrant, email, 'kendi-sifrem-123');
      expect(registrant.cookies.gv_signup).toBeDefined();
      const token = tokenOf(await mail.linkFor(email, VERIFY_PATH));

      // Opening the page (a GET) and checking the link change nothing.
      const page = await new TestClient(ctx.app, '10.72.0.2').get(`/auth/callback?token=${token}&type=signup`);
      expect(page.cookies.map((c) => c.name)).not.toContain('gv_session');
      const elsewhere = new TestClient(ctx.app, '10.72.0.3');
      expect((await elsewhere.post('/api/auth/verify-email/check', { token })).json()).toEqual({ registered_here: false });
      expect((await registrant.post('/api/auth/verify-email/check', { token })).json()).toEqual({ registered_here: true });
      expect((await userOf(email)).email_verified_at).toBeNull();

      // Another browser (a login-CSRF victim, or the owner on another device) must type the password.
      const bare = await elsewhere.post('/api/auth/verify-email', { token });
      expect(bare.statusCode).toBe(401);
      expect(bare.json()).toMatchObject({ code: 'VERIFY_PASSWORD_REQUIRED' });
      const wrong = await elsewhere.post('/api/auth/verify-email', { token, password: 'baskasinin-sifresi' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'VERIFY_PASSWORD_WRONG' });
      expect(elsewhere.session).toBeUndefined();
      expect((await userOf(email)).email_verified_at).toBeNull();
      expect((await userOf(email)).token_balance).toBe(0);

      const proved = await elsewhere.post('/api/auth/verify-email', { token, password: 'kendi-sifrem-123' });
      expect(proved.statusCode).toBe(200);
      expect((await elsewhere.currentUser())?.email).toBe(email);
      expect((await userOf(email)).token_balance).toBe(50);
    });

    it("does not let a later stranger's password survive the owner's confirmation", async () => {
      const email = uniqueEmail(ctx, 'sonradan');
      const owner = new TestClient(ctx.app, '10.73.0.1');
      await register(owner, email, 'sahibin-sifresi-2');
      await ctx.db.update(users).set({ created_at: new Date(Date.now() - 60_000) }).where(eq(users.email, email));
      await register(new TestClient(ctx.app, '10.73.0.2'), email, 'saldirgan-sifre-2');
      // The owner's first link ended with the stranger's sign-up; the second is bound to the stranger's browser.
      expect((await owner.post('/api/auth/verify-email', { token: tokenOf(await mail.linkFor(email, VERIFY_PATH)) })).statusCode).toBe(400);
      const second = tokenOf(await mail.linkFor(email, VERIFY_PATH, 2));
      const refused = await owner.post('/api/auth/verify-email', { token: second, password: 'sahibin-sifresi-2' });
      expect(refused.json()).toMatchObject({ code: 'VERIFY_PASSWORD_WRONG' });
      expect((await userOf(email)).email_verified_at).toBeNull();
      // The reset link sets the owner's password and confirms the address; the stranger's is gone.
      expect((await owner.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      const reset = tokenOf(await mail.linkFor(email, '/reset-password?token=', 3));
      expect((await owner.post('/api/auth/reset-password', { token: reset, password: 'sahibin-yeni-sifresi', password_confirmation: 'sahibin-yeni-sifresi' })).statusCode).toBe(200);
      expect((await new TestClient(ctx.app, '10.73.0.3').post('/api/auth/login', { email, password: 'saldirgan-sifre-2' })).statusCode).toBe(401);
      expect((await new TestClient(ctx.app, '10.73.0.4').post('/api/auth/login', { email, password: 'sahibin-yeni-sifresi' })).statusCode).toBe(200);
    });

    it("caps reset mails per requesting client: strangers use up their own share, not the owner's", async () => {
      const email = uniqueEmail(ctx, 'kota');
      await createVerifiedUser(ctx.db, { email, password: 'eski-sifre-123' });
      const stranger = new TestClient(ctx.app, '10.74.0.1');
      const tries = await Promise.all(Array.from({ length: 8 }, () => stranger.post('/api/auth/forgot-password', { email })));
      expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(tries.filter((r) => r.statusCode === 429).map((r) => r.json().code)).toEqual(Array(5).fill('TOO_MANY_MAILS'));
      // The same client from another address of its IPv6 /64 is the same client.
      const v6 = await Promise.all(
        [1, 2, 3, 4].map((n) => new TestClient(ctx.app, `2001:db8:7:4::${n}`).post('/api/auth/forgot-password', { email })),
      );
      expect(v6.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 429]);

      const owner = await new TestClient(ctx.app, '10.74.0.2').post('/api/auth/forgot-password', { email });
      expect(owner.statusCode).toBe(200);
      await mail.linkFor(email, '/reset-password?token=', 7);
      const rows = await ctx.db
        .select({ by: auth_tokens.requested_by })
        .from(auth_tokens)
        .innerJoin(users, eq(users.id, auth_tokens.user_id))
        .where(and(eq(users.email, email), eq(auth_tokens.purpose, 'password_reset')));
      expect(rows.map((r) => r.by).sort()).toEqual(['10.74.0.1', '10.74.0.1', '10.74.0.1', '10.74.0.2', '2001:db8:7:4::/64', '2001:db8:7:4::/64', '2001:db8:7:4::/64']);
    });

    it("revokes the member's API keys on a password reset and on a password change, and the reset mail says so", async () => {
      const withKey = (key: string) => ctx.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: `Bearer ${key}` } });
      const makeKey = async (client: TestClient) => {
        const res = await client.post('/api/me/api-keys', { name: 'Betik' });
        expect(res.statusCode, res.body).toBe(201);
        return (res.json() as { key: string }).key;
      };

      const reset = await signedInMember(ctx, 'anahtar-sifirla', { premium: true });
      const resetKey = await makeKey(reset.client);
      expect((await withKey(resetKey)).statusCode).toBe(200);
      expect((await new TestClient(ctx.app, '10.75.0.1').post('/api/auth/forgot-password', { email: reset.email })).statusCode).toBe(200);
      const token = tokenOf(await mail.linkFor(reset.email, '/reset-password?token='));
      expect(mail.to(reset.email)[0]!.text).toContain('API anahtarlarınız iptal edilir');
      expect((await new TestClient(ctx.app, '10.75.0.1').post('/api/auth/reset-password', { token, password: 'yepyeni-sifre-1', password_confirmation: 'yepyeni-sifre-1' })).statusCode).toBe(200);
      expect((await withKey(resetKey)).statusCode).toBe(401);

      const change = await signedInMember(ctx, 'anahtar-degistir', { premium: true });
      const changeKey = await makeKey(change.client);
      expect((await withKey(changeKey)).statusCode).toBe(200);
      const changed = await change.client.post('/api/auth/change-password', {
        current_password: 'gizli-sifre',
        new_password: 'yepyeni-sifre-2',
        new_password_confirmation: 'yepyeni-sifre-2',
      });
      expect(changed.statusCode).toBe(200);
      expect((await withKey(changeKey)).statusCode).toBe(401);
      // The profile still lists the key, as revoked.
      const listed = await ctx.db.select().from(api_keys).where(eq(api_keys.user_id, change.user.id));
      expect(listed.map((k) => k.revoked_at !== null)).toEqual([true]);
    });

    it('refuses a new password shorter than 12 characters on reset and change, and still signs in with an older short one', async () => {
      const member = await signedInMember(ctx, 'kisa-sifre');
      // 'gizli-sifre' (11 characters) was set before the rule: it still signs in.
      expect((await new TestClient(ctx.app, '10.76.0.1').post('/api/auth/login', { email: member.email, password: 'gizli-sifre' })).statusCode).toBe(200);
      const change = await member.client.post('/api/auth/change-password', { current_password: 'gizli-sifre', new_password: 'onbir-karak', new_password_confirmation: 'onbir-karak' });
      expect(change.statusCode).toBe(400);
      expect(change.json().message).toBe('Şifre en az 12 karakter olmalıdır');
      expect((await new TestClient(ctx.app, '10.76.0.2').post('/api/auth/forgot-password', { email: member.email })).statusCode).toBe(200);
      const token = tokenOf(await mail.linkFor(member.email, '/reset-password?token='));
      const reset = await new TestClient(ctx.app, '10.76.0.2').post('/api/auth/reset-password', { token, password: 'onbir-karak', password_confirmation: 'onbir-karak' });
      expect(reset.statusCode).toBe(400);
      expect(reset.json().message).toBe('Şifre en az 12 karakter olmalıdır');
    });
  },
  { config: () => ({ SMTP_URL: smtpUrl, PUBLIC_URL: 'http://gunesveri.test', AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' }) },
);
