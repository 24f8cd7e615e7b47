import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { NEWS_FORM_MESSAGES } from '../../../shared/schemas/news';
import { news, news_tags } from '../../db/schema/news';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase } from '../../test/test-app';
import { FIXTURE_HASH_COST } from '../../test/members';

// Admin news writes (docs/product-rules.md#news): super admins only, validation messages, and content
// sanitised before it is stored (decision 012).

const XSS = `<p>Güvenli paragraf</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bağlantı</a>
<svg onload="alert(4)"></svg><iframe srcdoc="<script>alert(5)</script>"></iframe><p style="background:url(javascript:alert(6))">stil</p>`;

describeOnEachDatabase(
  'admin news',
  (ctx) => {
    let admin: TestClient;
    let member: TestClient;

    beforeAll(async () => {
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `haber-admin-${ctx.target}@example.com`, password: 'gizli-sifre', superAdmin: true });
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `haber-uye-${ctx.target}@example.com`, password: 'gizli-sifre', premium: true });
      admin = new TestClient(ctx.app);
      member = new TestClient(ctx.app);
      await admin.signIn(`haber-admin-${ctx.target}@example.com`, 'gizli-sifre');
      await member.signIn(`haber-uye-${ctx.target}@example.com`, 'gizli-sifre');
    });

    const form = (extra: object = {}) => ({ title: 'Yeni akış', content: '<p>Metin</p>', published_at: '2026-11-01T09:00:00Z', ...extra });

    it('is for super admins only', async () => {
      expect((await new TestClient(ctx.app).post('/api/admin/news', form())).statusCode).toBe(401);
      expect((await member.post('/api/admin/news', form())).statusCode).toBe(403);
      expect(await ctx.db.select().from(news).where(eq(news.title, 'Yeni akış'))).toHaveLength(0);
    });

    it('sanitises content before storing it', async () => {
      const res = await admin.post('/api/admin/news', form({ title: 'Temizlenecek', content: XSS, short_url: 'temizlenecek' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Akış başarıyla kaydedildi. Yönlendiriliyorsunuz...');
      const [stored] = await ctx.db.select().from(news).where(eq(news.id, res.json().id));
      expect(stored!.content).toContain('<p>Güvenli paragraf</p>');
      expect(stored!.content).not.toMatch(/script|onerror|onload|javascript:|iframe|srcdoc|style=|<svg/i);

      const update = await admin.request('PUT', `/api/admin/news/${stored!.id}`, form({ title: 'Temizlenecek', content: '<p onclick="alert(1)">yeni</p>', short_url: 'temizlenecek' }));
      expect(update.statusCode).toBe(200);
      const [updated] = await ctx.db.select().from(news).where(eq(news.id, stored!.id));
      expect(updated!.content).toBe('<p>yeni</p>');
    });

    it('applies the form rules: title, content or link, empty strings as null, unique short URL', async () => {
      const noTitle = await admin.post('/api/admin/news', form({ title: '   ' }));
      expect(noTitle.statusCode).toBe(400);
      expect(noTitle.json().message).toContain('Başlık alanı zorunludur');

      const neither = await admin.post('/api/admin/news', form({ content: '', external_link: '' }));
      expect(neither.statusCode).toBe(400);
      expect(neither.json().message).toContain('İçerik veya harici link alanlarından en az biri doldurulmalıdır');
      // Markup that sanitises to nothing is no content either.
      const onlyScript = await admin.post('/api/admin/news', form({ content: '<script>alert(1)</script>' }));
      expect(onlyScript.statusCode).toBe(400);

      const linkOnly = await admin.post('/api/admin/news', form({ title: 'Sadece bağlantı', content: '', external_link: 'https://example.com/a', tag_id: '', short_url: ' ' }));
      expect(linkOnly.statusCode).toBe(201);
      const [row] = await ctx.db.select().from(news).where(eq(news.id, linkOnly.json().id));
      expect(row).toMatchObject({ content: null, tag_id: null, short_url: null, post_image_url: null, is_active: true });
      expect(row!.published_at.toISOString()).toBe('2026-11-01T09:00:00.000Z');

      expect((await admin.post('/api/admin/news', form({ external_link: 'javascript:alert(1)' }))).statusCode).toBe(400);
      expect((await admin.post('/api/admin/news', form({ short_url: 'bir/iki' }))).json().message).toContain('Kısa URL boşluk');

      await admin.post('/api/admin/news', form({ short_url: 'tekil-adres' }));
      const taken = await admin.post('/api/admin/news', form({ short_url: 'tekil-adres' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('Bu kısa URL başka bir akışta kullanılıyor');

      expect((await admin.request('PUT', '/api/admin/news/00000000-0000-4000-8000-000000000000', form())).statusCode).toBe(404);
      const malformed = await admin.request('DELETE', '/api/admin/news/not-a-uuid');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(NEWS_FORM_MESSAGES.notFound);
      const removed = await admin.request('DELETE', `/api/admin/news/${linkOnly.json().id}`);
      expect(removed.statusCode).toBe(200);
      expect(await ctx.db.select().from(news).where(eq(news.id, linkOnly.json().id))).toHaveLength(0);
    });

    it('answers every reachable validation message in Turkish (a missing title, date or tag)', async () => {
      const message = async (body: object) => (await admin.post('/api/admin/news', body)).json().message as string;
      expect(await message({ content: '<p>x</p>', published_at: '2026-11-01T09:00:00Z' })).toBe(NEWS_FORM_MESSAGES.titleRequired);
      expect(await message({ title: 'Tarihsiz', content: '<p>x</p>' })).toBe(NEWS_FORM_MESSAGES.publishedAtRequired);
      expect(await message(form({ published_at: null }))).toBe(NEWS_FORM_MESSAGES.publishedAtRequired);
      expect(await message(form({ published_at: '' }))).toBe(NEWS_FORM_MESSAGES.publishedAtRequired);
      expect(await message(form({ published_at: '1999-12-31T00:00:00Z' }))).toBe(NEWS_FORM_MESSAGES.publishedAtRange);
      expect(await message(form({ tag_id: 'etiket' }))).toBe(NEWS_FORM_MESSAGES.tagNotFound);
      expect(await message(form({ tag_id: '00000000-0000-4000-8000-000000000000' }))).toBe(NEWS_FORM_MESSAGES.tagNotFound);
    });

    it('lists news newest first with their tag, reads one for the form, and toggles the active flag (the public list follows)', async () => {
      const [tag] = await ctx.db.insert(news_tags).values({ name: `Liste Etiketi ${ctx.target}`, color: '#0f766e' }).returning();
      const older = await admin.post('/api/admin/news', form({ title: 'Eski liste akışı', short_url: 'eski-liste', published_at: '2026-01-01T09:00:00Z' }));
      const newer = await admin.post('/api/admin/news', form({ title: 'Yeni liste akışı', short_url: 'yeni-liste', tag_id: tag!.id, published_at: '2099-01-01T09:00:00Z' }));
      const page = (await admin.get('/api/admin/news?search=liste akışı')).json();
      expect(page.items.map((n: { title: string }) => n.title)).toEqual(['Yeni liste akışı', 'Eski liste akışı']);
      expect(page.items[0]).toMatchObject({ short_url: 'yeni-liste', is_active: true, tag: { name: tag!.name, color: '#0f766e' } });
      expect(page.items[1].tag).toBeNull();
      expect((await member.get('/api/admin/news')).statusCode).toBe(403);

      const record = (await admin.get(`/api/admin/news/${newer.json().id}`)).json();
      expect(record).toMatchObject({ title: 'Yeni liste akışı', tag_id: tag!.id, short_url: 'yeni-liste', content: '<p>Metin</p>', published_at: '2099-01-01T09:00:00.000Z', is_active: true });
      expect((await admin.get('/api/admin/news/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

      const visitor = new TestClient(ctx.app);
      expect((await visitor.get('/api/news/by-url/eski-liste')).statusCode).toBe(200);
      expect((await admin.post(`/api/admin/news/${older.json().id}/toggle`, {})).json().message).toBe('Akış durumu güncellendi');
      expect((await visitor.get('/api/news/by-url/eski-liste')).statusCode).toBe(404);
      await admin.post(`/api/admin/news/${older.json().id}/toggle`, {});
      expect((await visitor.get('/api/news/by-url/eski-liste')).statusCode).toBe(200);
    });
  },
  { config: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } },
);
