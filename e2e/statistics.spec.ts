import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Installed-power and production statistics on the home page (issue 5), at 1280 px and 390 px, on
// the seeded national statistics (server/seeds/demo-statistics.ts).

const panel = (page: Page) => page.getByRole('tabpanel');
/** The one visible element with this exact text (table cell at 1280 px, card value at 390 px). */
const visibleText = (scope: Locator, text: string) => scope.getByText(text, { exact: true }).locator('visible=true').first();

test('a visitor reads installed power in Turkish number format and switches to the charts', async ({ page }) => {
  await page.goto('/?tab=installed-power');
  const view = panel(page);
  await expect(view.getByRole('heading', { name: 'Kurulu Güç' })).toBeVisible();

  // The newest year is chosen first: January 2026, 123 284 MW in total.
  const year = view.getByRole('combobox', { name: 'Yıl' });
  await expect(year).toHaveValue('2026');
  await expect(visibleText(view, 'Ocak 2026')).toBeVisible();
  await expect(visibleText(view, '123.284,00')).toBeVisible();
  await expect(visibleText(view, '%62,6')).toBeVisible();
  await expect(view.getByText(/^Kaynak: TEİAŞ/)).toBeVisible();

  // Another year, and the estimate mark on a month the sources disagree on.
  await year.selectOption('2025');
  await expect(visibleText(view, '122.519,00')).toBeVisible();
  await expect(view.getByText('tahmini', { exact: true }).first()).toBeVisible();
  await expect(view.getByText('tahmini', { exact: true }).first()).toHaveAttribute('title', /^Tahmini değer/);

  // The charts: two Recharts drawings, the shares on a 0–100 % axis.
  await view.getByRole('button', { name: 'Grafik' }).click();
  await expect(view.getByRole('button', { name: 'Grafik' })).toHaveAttribute('aria-pressed', 'true');
  await expect(view.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(view.getByRole('figure')).toHaveCount(2);
  await expect(view.locator('.recharts-bar-rectangle').first()).toBeVisible();
  // The shares' chart is drawn once its place is in view (decision 032): below the fold on a phone.
  await view.getByRole('figure').last().scrollIntoViewIfNeeded();
  await expect(view.locator('.recharts-cartesian-axis-tick-value', { hasText: '%100' })).toBeVisible();
  await expect(view.getByRole('table')).toHaveCount(0);

  await view.getByRole('button', { name: 'Tablo' }).click();
  await expect(visibleText(view, '122.519,00')).toBeVisible();
});

test('the production tab shows GWh (MWh / 1000) and every year on request', async ({ page }) => {
  await page.goto('/?tab=production');
  const view = panel(page);
  await expect(view.getByRole('heading', { name: 'Elektrik Üretimi' })).toBeVisible();
  await expect(view.getByText(/\(GWh\)/).locator('visible=true').first()).toBeVisible();

  // January 2023: 25 933 255 MWh in the database, 25.933,26 GWh on screen.
  await view.getByRole('combobox', { name: 'Yıl' }).selectOption('2023');
  await expect(visibleText(view, 'Ocak 2023')).toBeVisible();
  await expect(visibleText(view, '25.933,26')).toBeVisible();
  await expect(visibleText(view, '892,87')).toBeVisible();

  await view.getByRole('combobox', { name: 'Yıl' }).selectOption('all');
  await expect(visibleText(view, 'Aralık 2023')).toBeVisible();
  await expect(visibleText(view, 'Ocak 2022')).toBeVisible();
  await view.getByRole('button', { name: 'Grafik' }).click();
  await expect(view.locator('svg.recharts-surface').first()).toBeVisible();
});
