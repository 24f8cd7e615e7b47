import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The online count's pulse is motion: this file runs without the journeys' reduced motion.
test.use({ reducedMotion: 'no-preference' });

/**
 * The animations on the online count's dot: how many pulses each runs, and when it started (a finished
 * pulse that holds its end is still listed). A pulse just added has no start time until its first
 * frame (`startTime` null, read as 0), so each is read once it is ready.
 */
const halo = (count: Locator) =>
  count.evaluate(async (el) => {
    const animations = el.getAnimations({ subtree: true });
    await Promise.all(animations.map((a) => a.ready));
    return animations.map((a) => ({ iterations: a.effect!.getComputedTiming().iterations, start: Number(a.startTime) }));
  });

/** What keeps moving for ever on the page, apart from the announcement ticker (spec'd; it pauses on hover and focus). */
const perpetual = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations === Infinity)
      .map((a) => (a.effect as KeyframeEffect).target)
      .filter((target) => !target?.closest('[data-testid="announcement-marquee"]'))
      .map((target) => target?.outerHTML.slice(0, 160)),
  );

// Online users (docs/product-rules.md#shell; decision 005): two browsers on the home page see "2"; closing
// one leaves "1".
test('the header counts the people online, live', async ({ page, browser, baseURL }) => {
  await page.goto('/');
  const count = page.getByTestId('online-count');
  await expect(count).toHaveText('Çevrimiçi kullanıcı: 1');
  // The dot's halo pulses three times when the count changes, then rests: nothing in the shell
  // redraws the page 60 times a second for as long as it is open (a phone's battery;
  // docs/product-rules.md#shell).
  const [first, ...others] = await halo(count);
  expect([first?.iterations, others]).toEqual([3, []]);
  expect(await perpetual(page)).toEqual([]);

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await otherPage.goto('/');
  await expect(count).toHaveText('Çevrimiçi kullanıcı: 2');
  await expect(otherPage.getByTestId('online-count')).toHaveText('Çevrimiçi kullanıcı: 2');
  // A new count pulses again: a fresh halo whose pulse started after the first one.
  const [second] = await halo(count);
  expect(second?.iterations).toBe(3);
  expect(second!.start).toBeGreaterThan(first!.start);

  await other.close();
  await expect(count).toHaveText('Çevrimiçi kullanıcı: 1');
});
