import { expect, test } from './support/fixtures';

// The journey guard's own journeys, at 1280 px only: the guard (e2e/support/fixtures.ts) is the same
// at every width, and the accessibility pass runs at one. Each provokes what the guard refuses on
// purpose, so it is expected to fail — and would pass without the guard.

test('the journey guard fails a journey on a colour contrast that only dark mode breaks', async ({ page, context }) => {
  test.fail();
  // Dark grey text in dark mode only (a constructed sheet: the CSP blocks inline styles). The light
  // pass sees dark grey on white and passes; only the dark pass, which checks colours alone, fails.
  await context.addInitScript(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('html.dark body * { color: #262626 !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  // A page address of its own, so no other journey has scanned it first.
  await page.goto('/?koyu-kontrast=1');
  await expect(page.getByRole('banner')).toBeVisible();
});

test.describe('the journey guard', () => {
  test('fails a journey on a console error', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await page.evaluate(() => console.error('beklenmeyen hata'));
  });

  test('fails a journey on an uncaught page error', async ({ page }) => {
    test.fail();
    await page.goto('/');
    await page.evaluate(() => setTimeout(() => {
      throw new Error('yakalanmamış hata');
    }));
    await page.waitForTimeout(100);
  });

  test.describe('with a declared error', () => {
    test.use({ expectedConsoleErrors: [/^beklenen hata$/] });

    test('lets a journey declare the console errors it expects', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => console.error('beklenen hata'));
    });
  });
});
