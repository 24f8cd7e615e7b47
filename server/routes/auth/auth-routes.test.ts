import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { token_transactions } from '../../db/schema/balance';
import { contract_acceptances, contracts } from '../../db/schema/legal';
import { auth_tokens, sessions, users } from '../../db/schema/users';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { MailSink } from '../../test/mail-sink';
import { TelegramSink } from '../../test/telegram-sink';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// Accounts (docs/product-rules.md#accounts): registration with contracts, verification through real SMTP,
// sign-in and sessions, reset and change of password, admin sign-in and the admin guard — on both databases.

const mail = new MailSink();
const telegram = new TelegramSink();
let smtpUrl = '';
let telegramUrl = '';
beforeAll(async () => {
  smtpUrl = await mail.start();
  telegramUrl = await telegram.start();
});
afterAll(async () => {
  await mail.stop();
  await telegram.stop();
});

let counter = 0;
const uniqueEmail = (ctx: TestContext, label: string) => `${label}-${ctx.target}-${++counter}@example.com`;
const mandatoryContractIds = async (ctx: TestContext) =>
  (await ctx.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.must, true))).map((c) => c.id);
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
/** argon2id at @node-rs/argon2's defaults: 19 MiB, two passes, one lane. */
const PRODUCT_HASH = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;
const balanceOf = async (ctx: TestContext, email: string) =>
  (await ctx.db.select({ b: users.token_balance }).from(users).where(eq(users.email, email)))[0]!.b;

describeOnEachDatabase(
  'accounts',
  (ctx) => {
    const client = () => new TestClient(ctx.app);

    async function registerAndGetLink(email: string, browser = client()) {
      const res = await browser.post('/api/auth/register', {
        email,
        password: 'gizli-sifre-123',
        accepted_contract_ids: await mandatoryContractIds(ctx),
      });
      expect(res.json()).toMatchObject({ outcome: 'verification_sent' });
      return mail.linkFor(email.toLowerCase(), '/auth/callback?token=');
    }

    it('has no user for a visitor', async () => {
      expect((await client().get('/api/auth/session')).json()).toEqual({ user: null });
    });

    it('refuses a registration that lacks a mandatory contract', async () => {
      const [first] = await mandatoryContractIds(ctx);
      for (const accepted of [[], [first]]) {
        const res = await client().post('/api/auth/register', { email: uniqueEmail(ctx, 'nocontract'), password: 'gizli-sifre-123', accepted_contract_ids: accepted });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'CONTRACTS_REQUIRED', message: 'Tüm sözleşmeleri kabul etmelisiniz' });
      }
      expect(await ctx.db.select().from(users).where(sql`email LIKE 'nocontract-%'`)).toHaveLength(0);
    });

    it('refuses a short password and a bad e-mail with the spec texts', async () => {
      const ids = await mandatoryContractIds(ctx);
      // New passwords have at least 12 characters (ASVS level 2; docs/decisions/047).
      const short = await client().post('/api/auth/register', { email: uniqueEmail(ctx, 'short'), password: '12345678901', accepted_contract_ids: ids });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Şifre en az 12 karakter olmalıdır');
      const bad = await client().post('/api/auth/register', { email: 'not-an-email', password: 'gizli-sifre-123', accepted_contract_ids: ids });
      expect(bad.json().message).toBe('Geçerli bir e-posta adresi girin');
    });

    it('registers, records the accepted contract versions, mails a link and notifies operators', async () => {
      const email = uniqueEmail(ctx, 'Yeni').toUpperCase();
      const link = await registerAndGetLink(email);
      const lower = email.toLowerCase();
      expect(link.startsWith(`${ctx.app.config.PUBLIC_URL}/auth/callback?token=`)).toBe(true);
      expect(link).toContain('type=signup');
      const message = mail.to(lower)[0]!;
      expect(message.subject).toBe('GüneşVeri — e-posta adresinizi doğrulayın');
      expect(message.html).toContain('E-postamı doğrula');

      const [user] = await ctx.db.select().from(users).where(eq(users.email, lower));
      expect(user!.email_verified_at).toBeNull();
      expect(user!.token_balance).toBe(0);
      // Stored at the product's cost (argon2id at the library's defaults), whatever a test fixture uses.
      expect(user!.password_hash).toMatch(PRODUCT_HASH);
      const accepted = await ctx.db.select().from(contract_acceptances).where(eq(contract_acceptances.user_id, user!.id));
      const mandatory = await ctx.db.select().from(contracts).where(eq(contracts.must, true));
      expect(accepted.map((a) => [a.contract_id, a.contract_version.getTime(), a.contract_title]).sort()).toEqual(
        mandatory.map((c) => [c.id, c.version_at.getTime(), c.title]).sort(),
      );
      await expect.poll(() => telegram.messages.some((m) => m.body.text.includes(lower))).toBe(true);
      const note = telegram.messages.find((m) => m.body.text.includes(lower))!;
      expect(note.path).toBe('/bottest-bot-token/sendMessage');
      expect(note.body).toMatchObject({ chat_id: '-100123', parse_mode: 'HTML' });
      expect(note.body.text).toContain('<b>Yeni üye kaydı</b>');

      // Not verified yet: sign-in refused.
      const login = await client().post('/api/auth/login', { email: lower, password: 'gizli-sifre-123' });
      expect(login.statusCode).toBe(403);
      expect(login.json().code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('maps repeated registrations to the spec outcomes', async () => {
      const email = uniqueEmail(ctx, 'tekrar');
      const browser = client();
      await registerAndGetLink(email, browser);
      const again = (password: string) =>
        mandatoryContractIds(ctx).then((ids) => browser.post('/api/auth/register', { email, password, accepted_contract_ids: ids }));
      // Within 30 s with the same password it is the same sign-up (a double submit): no second mail.
      expect((await again('gizli-sifre-123')).json().outcome).toBe('verification_sent');
      expect(mail.to(email)).toHaveLength(1);

      // An unconfirmed address is signed up afresh, answered as a new one (decision 047).
      await ctx.db.update(users).set({ created_at: new Date(Date.now() - 60_000) }).where(eq(users.email, email));
      expect((await again('baska-sifre-123')).json()).toEqual({
        outcome: 'verification_sent',
        message: 'Kaydınız alındı. E-posta adresinize gönderilen bağlantıya tıklayarak hesabınızı doğrulayın.',
      });
      expect(mail.to(email)).toHaveLength(2);
      await ctx.db.update(users).set({ email_verified_at: new Date() }).where(eq(users.email, email));
      expect((await again('baska-sifre-123')).json()).toEqual({ outcome: 'already_registered', message: 'Bu e-posta adresiyle daha önce kayıt olunmuş.' });
    });

    it('verifies from the mailed link, signs in and credits 50 Bakiye once', async () => {
      const email = uniqueEmail(ctx, 'dogrula');
      const browser = client();
      const link = await registerAndGetLink(email, browser);
      expect((await browser.post('/api/auth/verify-email/check', { token: tokenOf(link) })).json()).toEqual({ registered_here: true });
      const res = await browser.post('/api/auth/verify-email', { token: tokenOf(link) });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ email, token_balance: 50, is_premium: false });
      expect(browser.session).toBeDefined();
      expect(browser.cookies.gv_signup).toBeUndefined();
      expect((await browser.currentUser())?.token_balance).toBe(50);

      const reused = await client().post('/api/auth/verify-email', { token: tokenOf(link) });
      expect(reused.statusCode).toBe(409);
      expect(reused.json().code).toBe('ALREADY_VERIFIED');
      expect(await balanceOf(ctx, email)).toBe(50);
      const ledger = await ctx.db
        .select()
        .from(token_transactions)
        .innerJoin(users, eq(users.id, token_transactions.user_id))
        .where(eq(users.email, email));
      expect(ledger.map((r) => [r.token_transactions.amount, r.token_transactions.description])).toEqual([[50, 'Hoş geldin bakiyesi']]);
    });

    it('credits once when the link is opened twice at the same moment', async () => {
      const email = uniqueEmail(ctx, 'ayni-an');
      const browser = client();
      const token = tokenOf(await registerAndGetLink(email, browser));
      const results = await Promise.all(Array.from({ length: 6 }, () => browser.post('/api/auth/verify-email', { token })));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
      expect(await balanceOf(ctx, email)).toBe(50);
    });

    it('refuses expired and unknown verification links with the spec texts', async () => {
      const email = uniqueEmail(ctx, 'eski');
      const token = tokenOf(await registerAndGetLink(email));
      await ctx.db.update(auth_tokens).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(auth_tokens.purpose, 'email_verification'));
      const expired = await client().post('/api/auth/verify-email', { token });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ code: 'LINK_EXPIRED', message: 'E-posta doğrulama linki süresi dolmuş. Lütfen tekrar kayıt olmayı deneyin.' });
      const unknown = await client().post('/api/auth/verify-email', { token: 'x'.repeat(43) });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'LINK_INVALID', message: 'E-posta doğrulama başarısız oldu.' });
      expect(await balanceOf(ctx, email)).toBe(0);

      // A new link can be asked for; at most 3 mails an hour per address.
      expect((await client().post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
      expect((await client().post('/api/auth/resend-verification', { email })).statusCode).toBe(200);
      const capped = await client().post('/api/auth/resend-verification', { email });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().code).toBe('TOO_MANY_MAILS');
      expect(mail.to(email)).toHaveLength(3);
    });

    it('signs in with a fresh session each time and signs out on the server', async () => {
      const email = uniqueEmail(ctx, 'giris');
      await createVerifiedUser(ctx.db, { email, password: 'dogru-sifre' });
      const wrong = await client().post('/api/auth/login', { email, password: 'yanlis-sifre' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Geçersiz e-posta veya şifre' });
      const unknown = await client().post('/api/auth/login', { email: 'kimse@example.com', password: 'dogru-sifre' });
      expect(unknown.json().message).toBe('Geçersiz e-posta veya şifre');

      const browser = client();
      const login = await browser.signIn(email.toUpperCase(), 'dogru-sifre');
      const cookie = login.cookies.find((c) => c.name === 'gv_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const first = browser.session!;
      await browser.signIn(email, 'dogru-sifre');
      expect(browser.session).not.toBe(first);
      // The session the browser had before signing in again is gone.
      const stale = new TestClient(ctx.app);
      stale.session = first;
      expect(await stale.currentUser()).toBeNull();

      const current = browser.session!;
      expect((await browser.post('/api/auth/logout')).statusCode).toBe(200);
      expect(browser.session).toBeUndefined();
      const replay = new TestClient(ctx.app);
      replay.session = current;
      expect(await replay.currentUser()).toBeNull();
    });

    it('resets a forgotten password with a single-use link that ends every session', async () => {
      const email = uniqueEmail(ctx, 'unuttum');
      await createVerifiedUser(ctx.db, { email, password: 'eski-sifre' });
      const unknown = await client().post('/api/auth/forgot-password', { email: 'yok@example.com' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'EMAIL_NOT_FOUND', message: 'Bu e-posta adresi sistemimizde kayıtlı değil.' });

      const laptop = client();
      await laptop.signIn(email, 'eski-sifre');
      expect((await client().post('/api/auth/forgot-password', { email: `  ${email.toUpperCase()} ` })).statusCode).toBe(200);
      const link = await mail.linkFor(email, '/reset-password?token=');
      expect(link.startsWith(`${ctx.app.config.PUBLIC_URL}/reset-password?token=`)).toBe(true);
      const token = tokenOf(link);
      expect((await client().post('/api/auth/reset-password/check', { token })).json()).toEqual({ valid: true });

      const mismatch = await client().post('/api/auth/reset-password', { token, password: 'yeni-sifre-123', password_confirmation: 'baska' });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().message).toBe('Şifreler eşleşmiyor');
      const reset = await client().post('/api/auth/reset-password', { token, password: 'yeni-sifre-123', password_confirmation: 'yeni-sifre-123' });
      expect(reset.json()).toEqual({ message: 'Şifreniz başarıyla güncellendi' });

      expect(await laptop.currentUser()).toBeNull();
      expect((await client().post('/api/auth/login', { email, password: 'eski-sifre' })).statusCode).toBe(401);
      expect((await client().post('/api/auth/login', { email, password: 'yeni-sifre-123' })).statusCode).toBe(200);
      expect((await ctx.db.select({ hash: users.password_hash }).from(users).where(eq(users.email, email)))[0]!.hash).toMatch(PRODUCT_HASH);
      const reused = await client().post('/api/auth/reset-password', { token, password: 'ucuncu-sifre', password_confirmation: 'ucuncu-sifre' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({
        code: 'RESET_LINK_INVALID',
        message: 'Geçersiz veya süresi dolmuş şifre sıfırlama linki. Lütfen yeni bir link talep edin.',
      });
      expect((await client().post('/api/auth/reset-password/check', { token })).statusCode).toBe(400);
    });

    it('ends every outstanding reset link once one is used, and on a password change', async () => {
      const email = uniqueEmail(ctx, 'coklink');
      await createVerifiedUser(ctx.db, { email, password: 'eski-sifre' });
      for (let i = 0; i < 3; i++) expect((await client().post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      const links = await Promise.all([1, 2, 3].map(async (n) => tokenOf(await mail.linkFor(email, '/reset-password?token=', n))));
      expect((await client().post('/api/auth/reset-password', { token: links[0], password: 'yeni-sifre-123', password_confirmation: 'yeni-sifre-123' })).statusCode).toBe(200);
      for (const token of links.slice(1)) {
        expect((await client().post('/api/auth/reset-password/check', { token })).statusCode).toBe(400);
        expect((await client().post('/api/auth/reset-password', { token, password: 'ele-gecirildi', password_confirmation: 'ele-gecirildi' })).statusCode).toBe(400);
      }
      expect((await client().post('/api/auth/login', { email, password: 'yeni-sifre-123' })).statusCode).toBe(200);

      // A link mailed before a password change from the profile is dead too.
      const other = uniqueEmail(ctx, 'degistir');
      await createVerifiedUser(ctx.db, { email: other, password: 'eski-sifre' });
      expect((await client().post('/api/auth/forgot-password', { email: other })).statusCode).toBe(200);
      const pending = tokenOf(await mail.linkFor(other, '/reset-password?token='));
      const owner = client();
      await owner.signIn(other, 'eski-sifre');
      const changed = await owner.post('/api/auth/change-password', { current_password: 'eski-sifre', new_password: 'yeni-sifre-2', new_password_confirmation: 'yeni-sifre-2' });
      expect(changed.statusCode).toBe(200);
      expect((await client().post('/api/auth/reset-password', { token: pending, password: 'ele-gecirildi', password_confirmation: 'ele-gecirildi' })).statusCode).toBe(400);
    });

    it('expires reset links after an hour and caps reset mails at 3 an hour', async () => {
      const email = uniqueEmail(ctx, 'sinir');
      await createVerifiedUser(ctx.db, { email, password: 'eski-sifre' });
      for (let i = 0; i < 3; i++) expect((await client().post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
      const capped = await client().post('/api/auth/forgot-password', { email });
      expect(capped.statusCode).toBe(429);
      expect(capped.json().message).toBe('Bu e-posta adresine son bir saat içinde çok fazla e-posta gönderildi. Lütfen daha sonra tekrar deneyin.');
      expect(capped.headers['retry-after']).toBe('3600');

      const [row] = await ctx.db.select().from(auth_tokens).innerJoin(users, eq(users.id, auth_tokens.user_id)).where(eq(users.email, email)).limit(1);
      const lifetime = row!.auth_tokens.expires_at.getTime() - row!.auth_tokens.created_at.getTime();
      expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);
      await ctx.db.update(auth_tokens).set({ expires_at: new Date(Date.now() - 1) }).where(eq(auth_tokens.user_id, row!.users.id));
      const token = tokenOf(await mail.linkFor(email, '/reset-password?token='));
      expect((await client().post('/api/auth/reset-password', { token, password: 'yeni-sifre-123', password_confirmation: 'yeni-sifre-123' })).statusCode).toBe(400);
    });

    it('sends no more than 3 reset or verification mails an hour to an address from one client, even to parallel requests', async () => {
      // The count and the new link were two steps, and parallel requests all saw the same count
      // (docs/reliability.md#second-attack-pass, finding 7; decision 027).
      const settle = async (email: string, path: string) => {
        await mail.linkFor(email, path, 3);
        await new Promise((r) => setTimeout(r, 200));
        return mail.to(email).length;
      };
      const email = uniqueEmail(ctx, 'paralel');
      await createVerifiedUser(ctx.db, { email, password: 'eski-sifre' });
      const one = await Promise.all(Array.from({ length: 20 }, () => client().post('/api/auth/forgot-password', { email })));
      expect(one.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(one.filter((r) => r.statusCode === 429).map((r) => r.json().code)).toEqual(Array(17).fill('TOO_MANY_MAILS'));
      expect(await settle(email, '/reset-password?token=')).toBe(3);

      const many = uniqueEmail(ctx, 'paralel-kirk');
      await createVerifiedUser(ctx.db, { email: many, password: 'eski-sifre' });
      // From 40 clients: each has its own share, the address a ceiling of 10 an hour (decision 047).
      const fromForty = await Promise.all(Array.from({ length: 40 }, (_, i) => new TestClient(ctx.app, `10.60.0.${i + 1}`).post('/api/auth/forgot-password', { email: many })));
      expect(fromForty.filter((r) => r.statusCode === 200)).toHaveLength(10);
      await mail.linkFor(many, '/reset-password?token=', 10);
      await new Promise((r) => setTimeout(r, 200));
      expect(mail.to(many)).toHaveLength(10);

      const unverified = uniqueEmail(ctx, 'paralel-dogrula');
      await createVerifiedUser(ctx.db, { email: unverified, password: 'eski-sifre' });
      await ctx.db.update(users).set({ email_verified_at: null }).where(eq(users.email, unverified));
      const resends = await Promise.all(Array.from({ length: 30 }, () => client().post('/api/auth/resend-verification', { email: unverified })));
      expect(resends.filter((r) => r.statusCode === 200)).toHaveLength(3);
      expect(await settle(unverified, '/auth/callback?token=')).toBe(3);
      expect(await ctx.db.select().from(auth_tokens).innerJoin(users, eq(users.id, auth_tokens.user_id)).where(eq(users.email, unverified))).toHaveLength(3);
    });

    it('changes the password, ending the other sessions; a wrong current password signs out', async () => {
      const email = uniqueEmail(ctx, 'degistir');
      await createVerifiedUser(ctx.db, { email, password: 'eski-sifre' });
      expect((await client().post('/api/auth/change-password', { current_password: 'x', new_password: 'yeni-sifre-123', new_password_confirmation: 'yeni-sifre-123' })).statusCode).toBe(401);

      const phone = client();
      const laptop = client();
      await phone.signIn(email, 'eski-sifre');
      await laptop.signIn(email, 'eski-sifre');
      const mismatch = await laptop.post('/api/auth/change-password', { current_password: 'eski-sifre', new_password: 'yeni-sifre-123', new_password_confirmation: 'baska-sifre-1' });
      expect(mismatch.json().message).toBe('Yeni şifreler eşleşmiyor');
      const changed = await laptop.post('/api/auth/change-password', { current_password: 'eski-sifre', new_password: 'yeni-sifre-123', new_password_confirmation: 'yeni-sifre-123' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ message: 'Şifreniz başarıyla güncellendi', user: { email } });
      expect((await laptop.currentUser())?.email).toBe(email);
      expect(await phone.currentUser()).toBeNull();

      const wrong = await laptop.post('/api/auth/change-password', { current_password: 'eski-sifre', new_password: 'ucuncu-sifre', new_password_confirmation: 'ucuncu-sifre' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', message: 'Mevcut şifre yanlış' });
      expect(await laptop.currentUser()).toBeNull();
      const left = await ctx.db.select().from(sessions).innerJoin(users, eq(users.id, sessions.user_id)).where(eq(users.email, email));
      expect(left).toHaveLength(0);
    });

    it('lets only super admins through the admin sign-in and every /api/admin route', async () => {
      const adminEmail = uniqueEmail(ctx, 'admin');
      const memberEmail = uniqueEmail(ctx, 'uye');
      await createVerifiedUser(ctx.db, { email: adminEmail, password: 'admin-sifre', superAdmin: true });
      await createVerifiedUser(ctx.db, { email: memberEmail, password: 'uye-sifre', premium: true });

      const member = client();
      const refused = await member.post('/api/auth/admin-login', { email: memberEmail, password: 'uye-sifre' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'ADMIN_FORBIDDEN', message: 'Bu sayfaya erişim yetkiniz yok' });
      expect(member.session).toBeUndefined();
      const before = await ctx.db.select().from(sessions).innerJoin(users, eq(users.id, sessions.user_id)).where(eq(users.email, memberEmail));
      expect(before).toHaveLength(0);

      expect((await client().get('/api/admin/token-costs')).statusCode).toBe(401);
      await member.signIn(memberEmail, 'uye-sifre');
      const forbidden = await member.get('/api/admin/token-costs');
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().code).toBe('FORBIDDEN');

      const admin = client();
      expect((await admin.post('/api/auth/admin-login', { email: adminEmail, password: 'admin-sifre' })).statusCode).toBe(200);
      const costs = await admin.get('/api/admin/token-costs');
      expect(costs.statusCode).toBe(200);
      expect(costs.json().items.map((c: { cost_key: string }) => c.cost_key).sort()).toEqual(['company_detail', 'export_rows', 'filter', 'pagination', 'project_detail', 'search']);
    });
  },
  {
    config: () => ({
      SMTP_URL: smtpUrl,
      TELEGRAM_API_URL: telegramUrl,
      TELEGRAM_BOT_TOKEN: 'test-bot-token',
      TELEGRAM_CHAT_ID: '-100123',
      PUBLIC_URL: 'http://gunesveri.test',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000',
    }),
  },
);

describeOnEachDatabase(
  'accounts without e-mail verification',
  (ctx) => {
    it('signs a new member in at once with 50 Bakiye, even when Telegram is down', async () => {
      const browser = new TestClient(ctx.app);
      const ids = (await ctx.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.must, true))).map((c) => c.id);
      const res = await browser.post('/api/auth/register', { email: 'hemen@example.com', password: 'gizli-sifre-123', accepted_contract_ids: ids });
      expect(res.json()).toEqual({ outcome: 'signed_in', message: 'Hesabınız oluşturuldu.' });
      expect(await browser.currentUser()).toMatchObject({ email: 'hemen@example.com', token_balance: 50 });
    });
  },
  { config: { EMAIL_VERIFICATION: 'off', TELEGRAM_API_URL: 'http://127.0.0.1:9', TELEGRAM_BOT_TOKEN: 't', TELEGRAM_CHAT_ID: 'c' } },
);

describeOnEachDatabase(
  'abuse limits',
  (ctx) => {
    it('limits sign-in attempts per IP with a Turkish 429 and Retry-After', async () => {
      const attacker = new TestClient(ctx.app, '10.1.1.1');
      for (let i = 0; i < 3; i++) {
        expect((await attacker.post('/api/auth/login', { email: `a${i}@example.com`, password: 'x' })).statusCode).toBe(401);
      }
      const limited = await attacker.post('/api/auth/login', { email: 'a9@example.com', password: 'x' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Çok fazla istek gönderdiniz. Lütfen biraz sonra tekrar deneyin.' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another IP is not affected.
      expect((await new TestClient(ctx.app, '10.1.1.2').post('/api/auth/login', { email: 'a@example.com', password: 'x' })).statusCode).toBe(401);
    });

    it('limits sign-in per account and client, so a stranger cannot lock the owner out', async () => {
      const target = uniqueEmail(ctx, 'hedef');
      await createVerifiedUser(ctx.db, { email: target, password: 'dogru-sifre' });
      const stranger = new TestClient(ctx.app, '10.2.0.1');
      for (let i = 0; i < 2; i++) expect((await stranger.post('/api/auth/login', { email: target, password: 'x' })).statusCode).toBe(401);
      const limited = await stranger.post('/api/auth/login', { email: target, password: 'x' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Admin sign-in shares the counters.
      expect((await stranger.post('/api/auth/admin-login', { email: target, password: 'x' })).statusCode).toBe(429);

      // The owner, elsewhere, signs in with the right password.
      expect((await new TestClient(ctx.app, '10.2.0.2').post('/api/auth/login', { email: target, password: 'dogru-sifre' })).statusCode).toBe(200);

      // Failures on the account from anywhere (4 an hour here) slow only clients that have failed on
      // it themselves: a client with no failure of its own still gets its password checked (decision 027).
      expect((await new TestClient(ctx.app, '10.2.0.3').post('/api/auth/login', { email: target, password: 'x' })).statusCode).toBe(401);
      expect((await new TestClient(ctx.app, '10.2.0.4').post('/api/auth/login', { email: target, password: 'x' })).statusCode).toBe(401);
      expect((await new TestClient(ctx.app, '10.2.0.3').post('/api/auth/login', { email: target, password: 'dogru-sifre' })).statusCode).toBe(429);
      expect((await new TestClient(ctx.app, '10.2.0.5').post('/api/auth/login', { email: target, password: 'dogru-sifre' })).statusCode).toBe(200);
    });

    it('limits registrations and mail requests per IP', async () => {
      const bot = new TestClient(ctx.app, '10.3.0.1');
      for (let i = 0; i < 3; i++) expect((await bot.post('/api/auth/forgot-password', { email: `x${i}@example.com` })).statusCode).toBe(404);
      expect((await bot.post('/api/auth/forgot-password', { email: 'x9@example.com' })).statusCode).toBe(429);
      for (let i = 0; i < 3; i++) expect((await bot.post('/api/auth/register', { email: 'bad' })).statusCode).toBe(400);
      expect((await bot.post('/api/auth/register', { email: 'bad' })).statusCode).toBe(429);
    });
  },
  { config: { AUTH_RATE_LIMIT_PER_MINUTE: '3', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '2', AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '4' } },
);
