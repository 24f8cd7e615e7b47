import { expect, test } from './support/fixtures';

// Issue 17 P7: the first load of `/` is compressed, and the heavy code of other screens (charts, map,
// editor, back office, and the dialog code until a dialog opens) stays out of it.

test('the home page loads compressed scripts and none of the other screens\' heavy chunks', async ({ page }) => {
  const scripts: { url: string; encoding: string | undefined; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const sizes = await response.request().sizes();
    scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'], bytes: sizes.responseBodySize });
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: /Projeler/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect([script.url, script.encoding]).toEqual([script.url, expect.stringMatching(/^(br|gzip)$/)]);
  const names = scripts.map((s) => new URL(s.url).pathname.split('/').at(-1)!);
  expect(names.filter((n) => /^(charts|map|editor|admin|aria|table)[-.]/.test(n))).toEqual([]);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  test.info().annotations.push({ type: 'initial JS (compressed bytes)', description: String(total) });
});

// Issue 17 P8: the page does not jump while its code and data arrive (cumulative layout shift ≤ 0.1),
// at each width.
test('each landing page settles without shifting its layout', async ({ browser, baseURL, viewport, isMobile }) => {
  const shifts: Record<string, number> = {};
  for (const path of ['/', '/news', '/stations', '/about', '/packages/public']) {
    // A fresh context per page: each is a first visit, as from a search result.
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch: isMobile });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    // Settled: the page's code and data are in (no loading placeholder left), and two frames drawn.
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [aria-label="Yükleniyor"]'));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    shifts[path] = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    await context.close();
  }
  expect(Object.entries(shifts).filter(([, shift]) => shift > 0.1)).toEqual([]);
});
