import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signInByApi, test, PHONE } from './support/fixtures';
import type { ProductionResponse } from '../shared/schemas/statistics';
import { inTrendWindow } from '../shared/statistics-display';

// Installed-power and production statistics on the home page (docs/product-rules.md#statistics), at 1280 px
// and 390 px, on the seeded national statistics (server/seeds/data/real/, imported with their sources:
// decision 040).

const panel = (page: Page) => page.getByRole('tabpanel');
/** The one visible element with this exact text (table cell at 1280 px, card value at 390 px). */
const visibleText = (scope: Locator, text: string) => scope.getByText(text, { exact: true }).locator('visible=true').first();

test('a visitor reads installed power in Turkish number format and switches to the charts', PHONE, async ({ page }) => {
  await page.goto('/?tab=installed-power');
  const view = panel(page);
  await expect(view.getByRole('heading', { name: 'Kurulu Güç' })).toBeVisible();

  // The trend is chosen first (decision 042): its newest month is January 2026, 123 284 MW in total.
  const year = view.getByRole('combobox', { name: 'Yıl' });
  await expect(year).toHaveValue('trend');
  await expect(year.locator('option:checked')).toHaveText(/^Son \d+ ay$/);
  await expect(visibleText(view, 'Ocak 2026')).toBeVisible();
  await expect(visibleText(view, '123.284,00')).toBeVisible();
  await expect(visibleText(view, '%62,6')).toBeVisible();
  // The sources of the months shown (decision 041), one line each.
  await expect(view.getByRole('list', { name: 'Gösterilen verilerin kaynakları' }).getByRole('link', { name: /^Kaynak: .+ · .+ · \d{4}/ }).first()).toBeVisible();

  // Another year, and the estimate mark on a month the sources disagree on.
  await year.selectOption('2025');
  await expect(visibleText(view, '122.519,00')).toBeVisible();
  await expect(view.getByText('tahmini', { exact: true }).first()).toBeVisible();
  await expect(view.getByText('tahmini', { exact: true }).first()).toHaveAttribute('title', /^Tahmini değer/);

  // The charts: two drawings of our own (decision 032), the shares on a 0–100 % axis.
  await view.getByRole('button', { name: 'Grafik' }).click();
  await expect(view.getByRole('button', { name: 'Grafik' })).toHaveAttribute('aria-pressed', 'true');
  await expect(view.getByRole('figure')).toHaveCount(2);
  const values = view.getByRole('group', { name: 'Kurulu Güç (MW)' });
  await expect(values.locator('svg rect').first()).toBeVisible();
  await expect(view.getByRole('group', { name: 'Paylar (%)' }).getByText('%100', { exact: true })).toBeVisible();
  // A month's figures by keyboard: the newest first, read aloud; then the month before.
  await values.focus();
  await expect(values.locator('[aria-live="polite"]')).toHaveText(/^Aralık 2025\. Toplam Kurulu Güç: [\d.]+,\d\d MW;/);
  await page.keyboard.press('ArrowLeft');
  await expect(values.getByText(/^Kasım 2025( \(tahmini\))?$/)).toBeVisible();
  // And under the pointer: the first month with data (February), just right of the y axis.
  await page.keyboard.press('Escape');
  await values.hover({ position: { x: 75, y: 120 } });
  await expect(values.getByText('Şubat 2025 (tahmini)', { exact: true })).toBeVisible();
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
  await expect(view.getByRole('group', { name: 'Elektrik Üretimi (GWh)' }).locator('svg path').first()).toBeVisible();
});

/** The real months (dots) the first line of the first chart draws (a line is a path with its dots). */
const firstChartPoints = (view: Locator) => view.getByRole('figure').first().locator('svg > g:has(> path)').first().locator('> circle');
/** The months the first chart draws a point in, on any of its lines (a month may have its solar figure without the totals). */
const chartMonths = async (view: Locator) =>
  new Set(await view.getByRole('figure').first().locator('svg circle[cx]').evaluateAll((dots) => dots.map((dot) => dot.getAttribute('cx')))).size;

test('the first chart a premium member sees, on the dashboard, is a trend of at least 12 months', async ({ page }) => {
  await signInByApi(page, DEMO.premium, '/dashboard');
  const view = panel(page);
  await expect(view.getByRole('heading', { name: 'Kurulu Güç' })).toBeVisible();
  await expect(view.getByRole('combobox', { name: 'Yıl' })).toHaveValue('trend');
  await view.getByRole('figure').first().scrollIntoViewIfNeeded();
  await expect(firstChartPoints(view).first()).toBeVisible();
  expect(await firstChartPoints(view).count()).toBeGreaterThanOrEqual(12);
  // The year picker stays: the newest year alone is the one dot the page used to open on.
  await view.getByRole('combobox', { name: 'Yıl' }).selectOption('2026');
  await expect(firstChartPoints(view)).toHaveCount(1);
});

test('a member turning the home page statistics to the chart sees a trend of at least 12 months', async ({ page }) => {
  await signInByApi(page, DEMO.free, '/?tab=installed-power');
  const view = panel(page);
  await view.getByRole('button', { name: 'Grafik' }).click();
  await view.getByRole('figure').first().scrollIntoViewIfNeeded();
  await expect(firstChartPoints(view).first()).toBeVisible();
  expect(await firstChartPoints(view).count()).toBeGreaterThanOrEqual(12);
  // Production too (24 monthly figures seeded).
  // The switch is a transition: until it ends the old panel is the one shown, and a click on its
  // button would wait on a hidden element (panels stay mounted). Wait for the new panel first.
  await page.getByRole('tab', { name: /Üretim/ }).click();
  await expect(panel(page).getByRole('heading', { name: 'Elektrik Üretimi' })).toBeVisible();
  await expect(panel(page).getByRole('combobox', { name: 'Yıl' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Grafik' }).click();
  await panel(page).getByRole('figure').first().scrollIntoViewIfNeeded();
  await expect(firstChartPoints(panel(page)).first()).toBeVisible();
  // The window holds at least 12 monthly figures, and the chart draws a point in each that is not an
  // estimate (the derived months are drawn apart; decision 055).
  const production = (await (await page.request.get('/api/statistics/production')).json()) as ProductionResponse;
  const shown = production.items.filter((p) => inTrendWindow(production.trend!, p));
  expect(shown.length).toBeGreaterThanOrEqual(12);
  expect(await chartMonths(panel(page))).toBe(shown.filter((p) => !p.is_estimate).length);
});
