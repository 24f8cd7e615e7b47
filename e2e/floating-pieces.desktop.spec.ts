import { expect, test } from './support/fixtures';

// The floating pieces at 1280 px (issue 17): the news bubble keeps out of the page's way while the
// cookie banner is open. A phone lifts the bubble above its one-row banner instead
// (phone-width.phone.spec.ts).

test('on a wider screen the news bubble sits in the cookie banner\'s free corner, not over the page, and its hint waits', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Çerez bildirimi' });
  const bubble = page.getByRole('button', { name: 'Son haberler' });
  await expect(banner).toBeVisible();
  // The banner fades up: measure where it comes to rest.
  await page.clock.runFor(3_000);
  await expect(page.getByText('Sektörden son haberler burada.')).toHaveCount(0);
  const bannerBox = (await banner.boundingBox())!;
  const bubbleBox = (await bubble.boundingBox())!;
  expect(bubbleBox.y, 'the bubble is within the banner, not above it').toBeGreaterThanOrEqual(bannerBox.y);
  // Nothing of the banner lies under the bubble: its first piece starts right of it.
  const firstPiece = (await banner.locator('div > *').first().boundingBox())!;
  expect(bubbleBox.x + bubbleBox.width).toBeLessThan(firstPiece.x);
  // The bubble takes the pointer over the banner (hover waits for it to be the element hit there) and opens its preview.
  await bubble.hover();
  await expect(page.getByRole('region', { name: 'Son haberler önizlemesi' })).toBeVisible();
});
