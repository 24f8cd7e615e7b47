import { expect, test } from './support/fixtures';

// The accessibility pass's own guard, at 1280 px only (the pass runs at one width: fixtures.ts). It
// provokes a violation on purpose, so it is expected to fail — and would pass without the pass.
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
