import type { Locator } from '@playwright/test';
import { expect, test, PHONE } from './support/fixtures';

// The floating pieces (docs/product-rules.md#shell): while the cookie banner is up, the news bubble sits in the
// corner the banner keeps free, at every width, so it covers neither the page (on a phone it lay over
// the home page's first tab, "Projeler") nor the banner's text; the bubble's hint waits for a visit
// without the banner.

type Box = { x: number; y: number; width: number; height: number };
const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
const box = async (locator: Locator) => (await locator.boundingBox())!;
/** The part of a box above the banner (null where the banner covers all of it). */
const above = (b: Box, bannerTop: number): Box | null => (bannerTop > b.y ? { ...b, height: Math.min(b.height, bannerTop - b.y) } : null);

test('the news bubble sits in the cookie banner\'s free corner at every width, clear of the home page\'s tabs and the banner\'s text', PHONE, async ({ page, isMobile }) => {
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Çerez bildirimi' });
  const bubble = page.getByRole('button', { name: 'Son haberler' });
  const tabs = page.getByRole('tablist', { name: 'Veri bölümleri' }).getByRole('tab');
  await expect(banner).toBeVisible();
  await expect(tabs).toHaveCount(4);
  // The banner fades up: measure where it comes to rest. Past the hint's 1.5 s delay, too: with the
  // banner on screen the hint stays away.
  await page.clock.runFor(3_000);
  await expect(page.getByText('Sektörden son haberler burada.')).toHaveCount(0);

  // A phone, and from the narrowest width with the wide banner (640 px) up to a desktop.
  for (const width of isMobile ? [390] : [640, 768, 1024, 1280]) {
    if (!isMobile) await page.setViewportSize({ width, height: 800 });
    const bannerBox = await box(banner);
    const bubbleBox = await box(bubble);
    // The tabs as far as the banner leaves them in sight: on a 390 x 844 phone and at 1280 x 800 the
    // first screen ends with them; at 768 x 800 they lie under the banner.
    for (const [i, tab] of (await tabs.all()).entries()) {
      const seen = above(await box(tab), bannerBox.y);
      if (width === 390 || width === 1280) expect(seen, `${width} px: tab ${i + 1} is in sight`).not.toBeNull();
      if (seen) expect(apart(bubbleBox, seen), `${width} px: the bubble is clear of tab ${i + 1}`).toBe(true);
    }
    expect(bubbleBox.y, `${width} px: the bubble is within the banner, not above it`).toBeGreaterThanOrEqual(bannerBox.y);
    expect(bubbleBox.y + bubbleBox.height).toBeLessThanOrEqual(bannerBox.y + bannerBox.height);
    // Nothing of the banner lies under the bubble: its first piece starts right of it.
    const firstPiece = await box(banner.locator('div > *').filter({ visible: true }).first());
    expect(bubbleBox.x + bubbleBox.width, `${width} px: the bubble is left of the banner's text`).toBeLessThan(firstPiece.x);
    const viewport = page.viewportSize()!;
    const covered = (bannerBox.width * bannerBox.height) / (viewport.width * viewport.height);
    expect(covered, `${width} px: share of the screen under the banner and the bubble in it`).toBeLessThan(0.15);
  }

  // At the foot of the page the footer's last line stays above the banner: the footer pads its bottom
  // by the height the banner publishes.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastLine = page.getByText(/Tüm hakları saklıdır/);
  await expect.poll(async () => { const line = await box(lastLine); return line.y + line.height <= (await box(banner)).y; }).toBe(true);

  // The bubble takes the pointer over the banner (hover and tap wait for it to be the element hit
  // there): a mouse opens its preview, a finger its dialog.
  if (isMobile) {
    await bubble.tap();
    const feed = page.getByRole('dialog', { name: 'Akış' });
    await expect(feed).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(feed).toHaveCount(0);
  } else {
    await bubble.hover();
    await expect(page.getByRole('region', { name: 'Son haberler önizlemesi' })).toBeVisible();
  }

  // Once the banner is answered, the next visit shows the hint.
  await banner.getByRole('button', { name: 'Kabul Et' }).click();
  await page.reload();
  await page.clock.runFor(3_000);
  await expect(page.getByText('Sektörden son haberler burada.')).toBeVisible();
});
