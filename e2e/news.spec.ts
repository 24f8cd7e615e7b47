import type { Page } from '@playwright/test';
import { DEMO, expect, signInByApi, test, PHONE } from './support/fixtures';

// News (docs/product-rules.md#news): the public blog, the premium feed, the news bubble and the home page's
// announcement ticker, on the seeded demo news (server/seeds/demo-news.ts), at 1280 px and 390 px.

/** Opens the bubble's "Akış" dialog (a tap on touch screens, a click elsewhere). */
async function openBubble(page: Page, isMobile: boolean) {
  const bubble = page.getByRole('button', { name: 'Son haberler' });
  if (isMobile) await bubble.tap();
  else await bubble.click();
  const dialog = page.getByRole('dialog', { name: 'Akış' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link')).toHaveCount(5);
  return dialog;
}

test.describe('public blog', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a visitor reads the blog, filters by tag, opens an article and copies its link', async ({ page }) => {
    // The fallback of docs/product-rules.md#news is under test: no system share sheet.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto('/news');
    await expect(page).toHaveTitle('Haberler | GüneşVeri');
    const cards = page.getByRole('list', { name: 'Haberler' }).getByRole('article');
    await expect(page.getByTestId('result-count')).toHaveText(/^\d+ haber bulundu · Sayfa 1 \/ 1$/);
    const all = await cards.count();
    expect(all).toBeGreaterThan(3);
    // Blog cards carry their tag and a plain-text excerpt of at most 150 characters (+ "…").
    const excerpt = (await cards.first().locator('p').first().innerText()).trim();
    expect(excerpt.length).toBeGreaterThan(40);
    expect(excerpt.length).toBeLessThanOrEqual(151);
    expect(excerpt).not.toContain('<');

    await page.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: 'Mevzuat' });
    await expect(page).toHaveURL(/[?&]tag=/);
    await expect(page.getByTestId('result-count')).toHaveText('1 haber bulundu · Sayfa 1 / 1');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByTestId('tag-chip')).toHaveText('Mevzuat');

    const title = 'Lisanssız GES başvurularında 2026 takvimi: kapasiteler, sınırlar ve öncelik sırası';
    await cards.first().getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/news\/lisanssiz-ges-2026-kapasite-takvimi$/);
    const article = page.getByRole('article', { name: title });
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(article.getByText(/^\d+ dk okuma$/)).toBeVisible();
    await expect(article.getByText('18 Mart 2026')).toBeVisible();
    await expect(page).toHaveTitle(`${title} | GüneşVeri`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Rüzgâr ve güneşe dayalı lisanssız üretim/);
    // Its tag's other items are feed-only (premium): a public article relates blog items only
    // (docs/reliability.md#second-attack-pass, finding 13).
    await expect(page.getByRole('region', { name: 'İlgili Haberler' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Paylaş' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link kopyalandı!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    // An article whose tag has other blog items lists them, each a blog page of its own.
    await page.goto('/news/yerli-uretimde-topcon-donemi');
    const related = page.getByRole('region', { name: 'İlgili Haberler' }).getByRole('article');
    await expect(related).toHaveCount(2);
    for (const link of await related.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/news\/[^/]+$/);
  });

  test('an unknown article says "Haber Bulunamadı"', async ({ page }) => {
    await page.goto('/news/boyle-bir-haber-yok');
    await expect(page.getByRole('heading', { level: 1, name: 'Haber Bulunamadı' })).toBeVisible();
    await expect(page).toHaveTitle('Haber bulunamadı | GüneşVeri');
  });
});

test('the bubble previews 5 items and sends a visitor to the login-needed dialog', PHONE, async ({ page, isMobile }) => {
  await page.goto('/about');
  // The hint waits for a visit without the cookie banner.
  await page.getByRole('region', { name: 'Çerez bildirimi' }).getByRole('button', { name: 'Kabul Et' }).click();
  await page.reload();
  // The hint balloon appears once, 1.5 s after the first page, and stays away once closed.
  const hint = page.getByText('Sektörden son haberler burada.');
  await expect(hint).toBeVisible();
  await page.getByRole('button', { name: 'İpucunu kapat' }).click();
  await expect(hint).toBeHidden();

  if (!isMobile) {
    await page.getByRole('button', { name: 'Son haberler' }).hover();
    const preview = page.getByRole('region', { name: 'Son haberler önizlemesi' });
    await expect(preview.getByRole('link')).toHaveCount(5);
    await page.mouse.move(640, 300);
    await expect(preview).toBeHidden();
  }

  const dialog = await openBubble(page, isMobile);
  // Every item follows the rule: blog page, else external link in a new tab, else the feed page.
  for (const link of await dialog.getByRole('link').all()) {
    const href = (await link.getAttribute('href')) ?? '';
    if (href.startsWith('http')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    } else {
      expect(href).toMatch(/^\/news(-feed)?\/[^/]+$/);
    }
  }
  await dialog.getByRole('button', { name: 'Tüm Akışı Gör' }).click();
  const login = page.getByRole('dialog', { name: 'Giriş Yapmanız Gerekiyor' });
  await expect(login).toBeVisible();
  await login.getByRole('link', { name: 'Paketleri İncele' }).click();
  await expect(page).toHaveURL(/\/packages\/public$/);

  await page.reload();
  await page.waitForTimeout(2_000);
  await expect(hint).toBeHidden();
});

test('the bubble sends a free member to the premium-needed dialog, and the feed stays closed', PHONE, async ({ page, isMobile }) => {
  await signInByApi(page, DEMO.free);
  const dialog = await openBubble(page, isMobile);
  await dialog.getByRole('button', { name: 'Tüm Akışı Gör' }).click();
  const premium = page.getByRole('dialog', { name: 'Premium Üyelik Gerekli' });
  await expect(premium).toBeVisible();
  await expect(premium.getByRole('link', { name: 'Paketleri İncele' })).toHaveAttribute('href', '/packages');
  await premium.getByRole('button', { name: 'Kapat', exact: true }).click();

  await page.goto('/news-feed');
  const gate = page.getByRole('dialog', { name: 'Premium Üyelik Gerekli' });
  await expect(gate).toBeVisible();
  await gate.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a premium user reaches the feed from the bubble, searches it and opens an item', PHONE, async ({ page, isMobile }) => {
  await signInByApi(page, DEMO.premium);
  const dialog = await openBubble(page, isMobile);
  await dialog.getByRole('button', { name: 'Tüm Akışı Gör' }).click();
  await expect(page).toHaveURL(/\/news-feed$/);

  const timeline = page.getByRole('list', { name: 'Haber akışı' });
  await expect(timeline.getByRole('listitem').first()).toBeVisible();
  // Source-only items link out in a new tab; the others read on inside the feed.
  const source = timeline.getByRole('link', { name: /Haberin kaynağına git/ }).first();
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('href', /^https:\/\//);

  const search = page.getByRole('searchbox', { name: 'Akışta ara' });
  await search.fill('hib');
  await expect(page.getByText('En az 4 harf girin.')).toBeVisible();
  await search.fill('hibrit');
  await expect(page).toHaveURL(/\?q=hibrit$/);
  const item = timeline.getByRole('listitem').filter({ hasText: 'Rüzgâr santrallerine hibrit GES' });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await item.getByRole('link', { name: /Devamını Oku/ }).click();

  await expect(page).toHaveURL(/\/news-feed\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rüzgâr santrallerine hibrit GES: yardımcı kaynakla daha yüksek kapasite kullanımı');
  await expect(page.getByTestId('article-body')).toContainText('Üçpınar');
  await page.getByRole('link', { name: /Akışa dön/ }).click();
  await expect(page).toHaveURL(/\/news-feed$/);
});

test('the announcement ticker rotates every 10 s, can be picked by its dots and dismissed', async ({ page }) => {
  // Journeys run with reduced motion (playwright.config.ts); this one checks the moving ticker.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.clock.install();
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Duyurular' });
  await expect(ticker).toContainText('Türkiye’nin güneş enerjisi projeleri');
  await expect(ticker.getByRole('button', { name: 'Duyuru 1' })).toHaveAttribute('aria-current', 'true');
  // The welcome text scrolls for max(10, 100 − 30) = 70 s.
  await expect(ticker.getByTestId('announcement-marquee')).toHaveCSS('animation-duration', '70s');

  await page.clock.runFor(10_000);
  await expect(ticker).toContainText('Yeni üyelere 50 Bakiye');
  await expect(ticker.getByRole('button', { name: 'Duyuru 2' })).toHaveAttribute('aria-current', 'true');
  await expect(ticker).toHaveCSS('background-color', 'rgb(29, 78, 216)');

  await ticker.getByRole('button', { name: 'Duyuru 3' }).click();
  await expect(ticker).toContainText('Güncel kurulu güç');

  await ticker.getByRole('button', { name: 'Duyuruyu kapat' }).click();
  await expect(ticker).toBeHidden();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Projeler' })).toBeVisible();
  await expect(ticker).toBeHidden();
});

test('with reduced motion the ticker neither scrolls nor advances', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Duyurular' });
  await expect(ticker).toContainText('Türkiye’nin güneş enerjisi projeleri');
  await expect(ticker.getByTestId('announcement-marquee')).toHaveCount(0);
  await page.clock.runFor(25_000);
  await expect(ticker).toContainText('Türkiye’nin güneş enerjisi projeleri');

  // The still text is one line (the bar keeps its 44 px); scrolled to its end (a swipe, or the
  // arrow keys once it has focus), its last words come out from under the fade at the right edge.
  await expect.poll(async () => (await ticker.boundingBox())?.height).toBe(44);
  const line = ticker.getByTestId('announcement-text').locator('p');
  await expect(line).toHaveAttribute('tabindex', '0');
  await line.evaluate((p) => p.scrollTo({ left: p.scrollWidth, behavior: 'instant' }));
  const { endOfText, fadeStarts } = await line.evaluate((p) => {
    const range = document.createRange();
    range.selectNodeContents(p.firstElementChild!);
    const box = p.getBoundingClientRect();
    return { endOfText: range.getBoundingClientRect().right, fadeStarts: box.right - parseFloat(getComputedStyle(document.documentElement).fontSize) * 1.5 };
  });
  expect(endOfText).toBeLessThanOrEqual(fadeStarts);
});
