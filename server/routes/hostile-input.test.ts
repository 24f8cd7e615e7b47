import { beforeAll, expect, it } from 'vitest';
import { NEWS_FORM_MESSAGES } from '../../shared/schemas/news';
import { SUGGESTIONS_PER_HOUR } from '../../shared/constants';
import { SUGGESTION_MESSAGES } from '../../shared/schemas/suggestions';
import { companies, projects } from '../db/schema/catalog';
import { MESSAGES } from '../lib/errors';
import { createVerifiedUser } from '../services/users/create-user';
import { TestClient } from '../test/http';
import { describeOnEachDatabase } from '../test/test-app';
import { FIXTURE_HASH_COST } from '../test/members';

// docs/reliability.md#attack-pass, finding 2: input the database cannot take (NUL bytes, a tag that does not
// exist, a date past PostgreSQL's range) is refused as 400 with a Turkish message, never a 500.

describeOnEachDatabase('hostile input', (ctx) => {
  let premium: TestClient;
  let admin: TestClient;
  let projectId: string;
  beforeAll(async () => {
    await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `nul-premium-${ctx.target}@example.com`, password: 'gizli-sifre', premium: true, balance: 100 });
    await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `nul-admin-${ctx.target}@example.com`, password: 'gizli-sifre', superAdmin: true });
    premium = new TestClient(ctx.app);
    admin = new TestClient(ctx.app);
    await premium.signIn(`nul-premium-${ctx.target}@example.com`, 'gizli-sifre');
    await admin.signIn(`nul-admin-${ctx.target}@example.com`, 'gizli-sifre');
    const [project] = await ctx.db.insert(projects).values({ project_name: 'NUL Testi GES' }).returning();
    projectId = project!.id;
  });

  const refusedAs400 = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.any(String) });
    return (res.json() as { message: string }).message;
  };

  it('refuses NUL bytes in any query, path or body as 400', async () => {
    const visitor = new TestClient(ctx.app);
    for (const url of ['/api/news?search=abc%00', '/api/news/by-url/%00', '/news/a%00b', '/api/projects?search=abcd%00', '/api/companies?search=abcd%00']) {
      expect(refusedAs400(await visitor.get(url))).toBe(MESSAGES.invalidCharacters);
    }
    expect(refusedAs400(await premium.get('/api/news-feed?search=%00%00%00%00'))).toBe(MESSAGES.invalidCharacters);
    expect(refusedAs400(await premium.get('/api/projects?search=abcd%00'))).toBe(MESSAGES.invalidCharacters);
    const suggestion = await premium.post(`/api/suggestions/projects/${projectId}`, { suggested_data: { company_name: 'a\u0000b', investor: 'x\u0000' } });
    expect(refusedAs400(suggestion)).toBe(MESSAGES.invalidCharacters);
    const news = await admin.post('/api/admin/news', { title: 'Başlık\u0000', content: '<p>Metin</p>', published_at: '2026-11-01T09:00:00Z' });
    expect(refusedAs400(news)).toBe(MESSAGES.invalidCharacters);
  });

  it('accepts only http(s) links in company suggestions and limits suggestions per member', async () => {
    const [company] = await ctx.db.insert(companies).values({ company_name: 'Öneri Sınırı Enerji' }).returning();
    const suggest = (data: object) => premium.post(`/api/suggestions/companies/${company!.id}`, { suggested_data: data });
    for (const website of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'file:///etc/passwd']) {
      expect(refusedAs400(await suggest({ website }))).toBe('Geçerli bir web adresi girin');
    }
    expect(refusedAs400(await suggest({ linkedin: 'javascript:alert(1)' }))).toBe('Geçerli bir LinkedIn adresi girin');
    expect((await suggest({ website: 'https://ornek.com.tr' })).statusCode).toBe(201);

    // 30 at once: the member's hourly allowance (one already used above) is never passed.
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => suggest({ phone: `0312 000 00 ${String(i).padStart(2, '0')}` })));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(SUGGESTIONS_PER_HOUR - 1);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(31 - SUGGESTIONS_PER_HOUR);
    expect(refused[0]!.json()).toMatchObject({ code: 'TOO_MANY_SUGGESTIONS', message: SUGGESTION_MESSAGES.tooMany });
    expect(refused[0]!.headers['retry-after']).toBe('3600');
  });

  it('refuses a news tag that does not exist and a date past the database range', async () => {
    const form = { title: 'Tarih testi', content: '<p>Metin</p>', published_at: '2026-11-01T09:00:00Z' };
    expect(refusedAs400(await admin.post('/api/admin/news', { ...form, tag_id: '8f14e45f-ceea-467f-a8f4-123456789abc' }))).toBe(NEWS_FORM_MESSAGES.tagNotFound);
    expect(refusedAs400(await admin.post('/api/admin/news', { ...form, published_at: '+275760-09-13' }))).toBe(NEWS_FORM_MESSAGES.publishedAtRange);
    expect(refusedAs400(await admin.post('/api/admin/news', { ...form, published_at: 'dün' }))).toBe(NEWS_FORM_MESSAGES.publishedAtRequired);
    expect(refusedAs400(await admin.post('/api/admin/news', { title: 'Tarihsiz', content: '<p>Metin</p>' }))).toBe(NEWS_FORM_MESSAGES.publishedAtRequired);
  });

  it('answers an address the router refuses in the error shape, in Turkish, and still reaches the longest short URL', async () => {
    const visitor = new TestClient(ctx.app);
    const tooLong = await visitor.get(`/api/projects/${'x'.repeat(2000)}`);
    expect([tooLong.statusCode, tooLong.json()]).toEqual([414, { statusCode: 414, code: 'URI_TOO_LONG', message: MESSAGES.uriTooLong }]);
    const broken = await visitor.get('/api/news/by-url/%E0%A4%A');
    expect([broken.statusCode, broken.json()]).toEqual([400, { statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.validation }]);

    // A short URL may be 200 characters; Turkish letters make its address over 1 000.
    const shortUrl = 'güneş-'.repeat(33) + 'ab';
    const created = await admin.post('/api/admin/news', { title: 'Uzun adresli haber', content: '<p>Metin</p>', published_at: '2026-01-01T09:00:00Z', short_url: shortUrl });
    expect(created.statusCode).toBe(201);
    const article = await visitor.get(`/api/news/by-url/${encodeURIComponent(shortUrl)}`);
    expect([article.statusCode, article.json().title]).toEqual([200, 'Uzun adresli haber']);
    expect((await visitor.get(`/news/${encodeURIComponent(shortUrl)}`)).statusCode).toBe(200);
  });
});
