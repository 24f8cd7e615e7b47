import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { announcements, news, news_tags } from '../../db/schema/news';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { signedInMember, FIXTURE_HASH_COST } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// The public blog and the premium feed (docs/product-rules.md#news) over the seeded demo news.

describeOnEachDatabase(
  'news',
  (ctx) => {
    const visitor = () => new TestClient(ctx.app);

    it('pages the blog 20 at a time, newest first, only items with their own page', async () => {
      const [tag] = await ctx.db.insert(news_tags).values({ name: 'Sayfalama', color: '#112233' }).returning();
      await ctx.db.insert(news).values(
        Array.from({ length: 25 }, (_, i) => ({
          title: `Sayfa haberi ${i}`,
          content: `<p>Deneme metni ${i}</p>`,
          short_url: `sayfa-haberi-${i}`,
          tag_id: tag!.id,
          published_at: new Date(Date.UTC(2026, 0, 1 + i)),
        })),
      );
      await ctx.db.insert(news).values({ title: 'Sadece dış bağlantı', external_link: 'https://example.com/haber' });
      await ctx.db.insert(news).values({ title: 'Pasif haber', content: '<p>x</p>', short_url: 'pasif-haber', is_active: false });
      await ctx.db.insert(news).values({ title: 'İleri tarihli', content: '<p>x</p>', short_url: 'ileri-tarihli', published_at: new Date(Date.now() + 86_400_000) });

      const first = (await visitor().get('/api/news')).json();
      expect(first.page_size).toBe(20);
      expect(first.items).toHaveLength(20);
      const dates = first.items.map((i: { published_at: string }) => i.published_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      const titles = first.items.map((i: { title: string }) => i.title);
      expect(titles).not.toContain('Sadece dış bağlantı');
      expect(titles).not.toContain('Pasif haber');
      expect(titles).not.toContain('İleri tarihli');

      const byTag = (await visitor().get(`/api/news?tag_id=${tag!.id}&page=2`)).json();
      expect(byTag.total).toBe(25);
      expect(byTag.items).toHaveLength(5);
      expect(byTag.items.every((i: { tag: { name: string } }) => i.tag.name === 'Sayfalama')).toBe(true);
    });

    it('searches title and text the Turkish way', async () => {
      const res = (await visitor().get('/api/news?search=SAYFA HABERI 7')).json();
      expect(res.items.map((i: { title: string }) => i.title)).toContain('Sayfa haberi 7');
    });

    it('serves an article with sanitised HTML, reading time, meta description and related items', async () => {
      const [tag] = await ctx.db.insert(news_tags).values({ name: 'İlgili', color: '#445566' }).returning();
      const words = Array.from({ length: 450 }, (_, i) => `kelime${i}`).join(' ');
      await ctx.db.insert(news).values([
        { title: 'Ana yazı', content: `<p>${words}</p><script>alert(1)</script><img src=x onerror=alert(1)>`, short_url: 'ana-yazi', tag_id: tag!.id },
        ...[1, 2, 3, 4].map((i) => ({ title: `İlgili ${i}`, content: '<p>kısa</p>', short_url: `ilgili-${i}`, tag_id: tag!.id })),
      ]);
      const article = (await visitor().get('/api/news/by-url/ana-yazi')).json();
      expect(article.content).not.toMatch(/script|onerror/);
      expect(article.reading_minutes).toBe(3);
      expect(article.excerpt.length).toBeLessThanOrEqual(151);
      expect(article.meta_description.length).toBeLessThanOrEqual(161);
      expect(article.related).toHaveLength(3);
      expect(article.related.every((r: { title: string }) => r.title.startsWith('İlgili'))).toBe(true);

      const missing = await visitor().get('/api/news/by-url/yok-boyle-haber');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Haber bulunamadı');
    });

    it("relates a blog article only to blog items: no premium feed-only item reaches a visitor or a free member (docs/reliability.md#second-attack-pass, finding 13)", async () => {
      const [tag] = await ctx.db.insert(news_tags).values({ name: 'Akış sızıntısı', color: '#556677' }).returning();
      const day = (n: number) => new Date(Date.UTC(2026, 1, n));
      await ctx.db.insert(news).values([
        { title: 'Sızıntı ana yazı', content: '<p>metin</p>', short_url: 'sizinti-ana-yazi', tag_id: tag!.id, published_at: day(1) },
        { title: 'Sızıntı blog', content: '<p>metin</p>', short_url: 'sizinti-blog', tag_id: tag!.id, published_at: day(2) },
        // Newer than the blog item, so a related list ordered by date alone would put them first.
        { title: 'Sızıntı akış bağlantısı', external_link: 'https://example.com/premium-akis', tag_id: tag!.id, published_at: day(3) },
        { title: 'Sızıntı akış metni', content: '<p>yalnızca akışta</p>', tag_id: tag!.id, published_at: day(4) },
      ]);
      const free = await signedInMember(ctx, 'sizinti-uye');
      const premium = await signedInMember(ctx, 'sizinti-premium', { premium: true });
      for (const client of [visitor(), free.client, premium.client]) {
        const article = (await client.get('/api/news/by-url/sizinti-ana-yazi')).json();
        expect(article.related.map((r: { title: string }) => r.title)).toEqual(['Sızıntı blog']);
        expect(article.related.every((r: { short_url: string | null }) => r.short_url)).toBe(true);
      }
      // The seeded article of the report: its tag's other items are feed-only links.
      const seeded = (await visitor().get('/api/news/by-url/lisanssiz-ges-2026-kapasite-takvimi')).json();
      expect(seeded.title).toMatch(/^Lisanssız GES/);
      expect(seeded.related.filter((r: { short_url: string | null }) => !r.short_url)).toEqual([]);

      // The feed item's own page is premium only and relates from the whole feed.
      const [feedItem] = await ctx.db.select().from(news).where(eq(news.title, 'Sızıntı akış metni'));
      const inFeed = (await premium.client.get(`/api/news-feed/${feedItem!.id}`)).json();
      expect(inFeed.related.map((r: { title: string }) => r.title)).toEqual(['Sızıntı akış bağlantısı', 'Sızıntı blog', 'Sızıntı ana yazı']);
    });

    it('previews the latest 5 for everyone', async () => {
      const latest = (await visitor().get('/api/news/latest')).json();
      expect(latest.items).toHaveLength(5);
    });

    it('lists active announcements by display_order for the ticker', async () => {
      await ctx.db.delete(announcements);
      await ctx.db.insert(announcements).values([
        { title: 'Üçüncü', content: 'c', display_order: 3 },
        { title: 'Pasif', content: 'x', display_order: 0, is_active: false },
        { title: 'Birinci', content: 'a', display_order: 1, background_color: '#112233', text_color: '#fefefe', animation_speed: 80 },
        { title: 'İkinci', content: 'b', display_order: 2 },
      ]);
      const res = await visitor().get('/api/announcements');
      expect(res.statusCode).toBe(200);
      const items = res.json().items;
      expect(items.map((i: { title: string }) => i.title)).toEqual(['Birinci', 'İkinci', 'Üçüncü']);
      expect(items[0]).toMatchObject({ background_color: '#112233', text_color: '#fefefe', animation_speed: 80, content: 'a' });
    });

    it('keeps the feed for premium members', async () => {
      expect((await visitor().get('/api/news-feed')).json()).toMatchObject({ statusCode: 401, code: 'LOGIN_REQUIRED' });
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `akis-uye-${ctx.target}@example.com`, password: 'gizli-sifre' });
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `akis-premium-${ctx.target}@example.com`, password: 'gizli-sifre', premium: true });
      const member = new TestClient(ctx.app);
      await member.signIn(`akis-uye-${ctx.target}@example.com`, 'gizli-sifre');
      expect((await member.get('/api/news-feed')).json()).toMatchObject({ statusCode: 403, code: 'PREMIUM_REQUIRED' });
      const [item] = await ctx.db.select().from(news).where(eq(news.title, 'Sadece dış bağlantı'));
      expect((await member.get(`/api/news-feed/${item!.id}`)).statusCode).toBe(403);

      const premium = new TestClient(ctx.app);
      await premium.signIn(`akis-premium-${ctx.target}@example.com`, 'gizli-sifre');
      const feed = (await premium.get('/api/news-feed')).json();
      expect(feed.items.map((i: { title: string }) => i.title)).toContain('Sadece dış bağlantı');
      expect((await premium.get(`/api/news-feed/${item!.id}`)).json()).toMatchObject({ external_link: 'https://example.com/haber' });
      expect((await premium.get('/api/news-feed/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ statusCode: 404, message: 'Akış bulunamadı' });
    });
  },
  { config: { SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } },
);

describeOnEachDatabase(
  'news pages for search engines',
  (ctx) => {
    it('puts the article title, description and Open Graph tags in the served HTML, escaped', async () => {
      await ctx.db.insert(news).values({
        title: 'Güneşte rekor <script>alert(1)</script> "yıl"',
        content: '<p>Türkiye kurulu güneş gücünde yeni bir eşiği geçti.</p>',
        short_url: 'gunes-rekor',
        post_image_url: '/files/news/gunes-rekor.svg',
      });
      const page = await ctx.app.inject({ url: '/news/gunes-rekor', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Güneşte rekor &lt;script&gt;alert(1)&lt;/script&gt; &quot;yıl&quot; | GüneşVeri</title>');
      expect(page.body).toContain('<meta name="description" content="Türkiye kurulu güneş gücünde yeni bir eşiği geçti." />');
      expect(page.body).toContain('<meta property="og:url" content="http://gunesveri.test/news/gunes-rekor" />');
      expect(page.body).toContain('<meta property="og:image" content="http://gunesveri.test/files/news/gunes-rekor.svg" />');
      expect(page.body).not.toContain('<script>alert(1)');

      const missing = await ctx.app.inject({ url: '/news/olmayan-haber', headers: { accept: 'text/html' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
    });

    it("announces the news list's first cover (its largest paint) in the list's HTML, and only for the first view", async () => {
      await ctx.db.insert(news).values([
        { title: 'Eski kapaklı', content: '<p>x</p>', short_url: 'eski-kapakli', post_image_url: '/files/news/eski.svg', published_at: new Date(Date.now() - 2 * 86_400_000) },
        { title: 'Yeni kapaklı', content: '<p>x</p>', short_url: 'yeni-kapakli', post_image_url: '/files/news/yeni.svg', published_at: new Date() },
        // Newer, but not on the blog (no page of its own) or not yet published: the list does not show it first.
        { title: 'Dış bağlantı', external_link: 'https://example.com/x', post_image_url: '/files/news/dis.svg' },
        { title: 'Gelecek', content: '<p>x</p>', short_url: 'gelecek', post_image_url: '/files/news/gelecek.svg', published_at: new Date(Date.now() + 86_400_000) },
      ]);
      const firstCard = (await ctx.app.inject({ url: '/api/news' })).json().items[0];
      expect(firstCard.post_image_url).toBe('/files/news/yeni.svg');

      const page = await ctx.app.inject({ url: '/news', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const preloads = page.body.match(/<link rel="preload" as="image"[^>]*>/g);
      expect(preloads).toEqual(['<link rel="preload" as="image" fetchpriority="high" href="/files/news/yeni.svg" />']);
      expect(page.body.indexOf('as="image"')).toBeLessThan(page.body.indexOf('</head>'));

      const searched = await ctx.app.inject({ url: '/news?search=eski', headers: { accept: 'text/html' } });
      expect(searched.statusCode).toBe(200);
      expect(searched.body).not.toContain('as="image"');
    });

    it('tells crawlers where the sitemap is and keeps them out of the API and the account screens', async () => {
      const robots = await ctx.app.inject('/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toContain('text/plain');
      expect(robots.body.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /profile', 'Sitemap: http://gunesveri.test/sitemap.xml']));
    });

    it('publishes a sitemap and an RSS feed of the active news', async () => {
      await ctx.db.insert(news).values({ title: 'Pasif & gizli', content: '<p>x</p>', short_url: 'pasif-gizli', is_active: false });
      const sitemap = await ctx.app.inject('/sitemap.xml');
      expect(sitemap.headers['content-type']).toContain('application/xml');
      expect(sitemap.body).toContain('<loc>http://gunesveri.test/news/gunes-rekor</loc>');
      expect(sitemap.body).toContain('<loc>http://gunesveri.test/about</loc>');
      expect(sitemap.body).toContain('<loc>http://gunesveri.test/stations</loc>');
      expect(sitemap.body).not.toContain('pasif-gizli');

      const rss = await ctx.app.inject('/news/rss.xml');
      expect(rss.headers['content-type']).toContain('application/rss+xml');
      expect(rss.body).toContain('<title>Güneşte rekor &lt;script&gt;alert(1)&lt;/script&gt; &quot;yıl&quot;</title>');
      expect(rss.body).toContain('<link>http://gunesveri.test/news/gunes-rekor</link>');
      expect(rss.body).not.toContain('Pasif');
      const { JSDOM } = await import('jsdom');
      const parsed = new JSDOM(rss.body, { contentType: 'text/xml' }).window.document;
      expect(parsed.querySelector('parsererror')).toBeNull();
      expect(parsed.querySelectorAll('item').length).toBeGreaterThan(0);
    });
  },
  { config: { SEED_DEMO: 'true', PUBLIC_URL: 'http://gunesveri.test' } },
);
