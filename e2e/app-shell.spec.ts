import { expect, test, PHONE } from './support/fixtures';

// The app shell (docs/product-rules.md#shell) at 1280 px and 390 px,
// on this file's own fresh database (e2e/support/fixtures.ts).

test('dark mode is switched from the header and kept after a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Karanlık modu aç' }).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Aydınlık modu aç' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Aydınlık modu aç' }).click();
  await expect(html).not.toHaveClass(/dark/);
});

test('a contract opens as a PDF in a new tab from the footer', async ({ page, context }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', { name: /Üyelik Sözleşmesi/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: /KVKK Aydınlatma Metni/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: /Çerez Politikası/ })).toBeVisible();

  const href = (await link.getAttribute('href'))!;
  const file = await page.request.get(href);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The new tab navigates to the file itself. A browser with a PDF viewer then shows it (it is sent
  // inline), one without (Chromium's headless shell) saves it: the tab's own navigation is what holds
  // in both (decision 021).
  const navigation = context.waitForEvent('request', (request) => request.isNavigationRequest() && /\/files\/contracts\/.+\.pdf$/.test(request.url()));
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  expect((await navigation).frame().page()).toBe(tab);
  await tab.close();
});

test('the cookie banner is gone for good once accepted', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Çerez bildirimi' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Kabul Et' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Üyelik Sözleşmesi/ })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('true');
});

test('closing the cookie banner hides it for this visit only', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Çerez bildirimi' });
  await banner.getByRole('button', { name: 'Kapat' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(banner).toBeVisible();
});

test('unknown paths go home and /premium goes to /packages (sign-in first for a visitor)', async ({ page, baseURL }) => {
  await page.goto('/bilinmeyen/sayfa');
  await expect(page).toHaveURL(`${baseURL}/`);
  // /packages is for signed-in members (docs/product-rules.md#payments): a visitor is asked to sign in and comes back.
  await page.goto('/premium');
  await expect(page).toHaveURL(`${baseURL}/login?redirect=/packages`);
});

test('the header links reach the about pages', PHONE, async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) {
    const menuButton = page.getByRole('button', { name: 'Menüyü aç' });
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Mobil menü' });
    await expect(menu).toBeVisible();
    // An outside click closes the menu.
    await page.mouse.click(200, 700);
    await expect(menu).toBeHidden();
    await menuButton.click();
    await menu.getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(menu).toBeHidden();
  } else {
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Hakkımızda' }).click();
  }
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/GüneşVeri/);
  await expect(page.getByRole('link', { name: /iletisim@gunesveri\.com\.tr/ }).first()).toBeVisible();
});

test('visitors see Giriş Yap and Ücretsiz Deneme', PHONE, async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await expect(page.getByRole('link', { name: 'Giriş Yap' }).first()).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Ücretsiz Deneme' }).first()).toHaveAttribute('href', '/packages/public');
});

test.describe('with a dark system colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test('the site follows the system until the visitor picks a theme', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Aydınlık modu aç' }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await expect(html).not.toHaveClass(/dark/);
  });
});
