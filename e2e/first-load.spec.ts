import { expect, test } from './support/fixtures';

// Issue 17 P7: the first load of `/` is compressed, and the heavy code of other screens (charts, map,
// editor, back office) stays out of it.

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
  expect(names.filter((n) => /^(charts|map|editor|admin)[-.]/.test(n))).toEqual([]);
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  test.info().annotations.push({ type: 'initial JS (compressed bytes)', description: String(total) });
});
