import { coverageSentence } from '../shared/data-quality';
import { DEMO, expect, signInByApi, test } from './support/fixtures';

// The catalogue's gaps and coverage (docs/decisions/067-data-quality-gaps-and-coverage.md), at 1280 and
// 390 px: the dashboard's "Koordinatı yok" card leads to its list, a record's edit form takes its
// coordinates, and the list no longer holds it; the statistics page says how much the catalogue covers.

test.use({ serverEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } });

/** A seeded plant without coordinates whose other required fields are known, one per viewport (they share a server). */
const PLANTS: Record<string, string> = { desktop: 'Akfen Van Edremit GES', mobile: 'Ege Sarıoğlan GES' };

test('a plant without coordinates leaves "Koordinatı yok" once its form gives them @phone', async ({ page }, testInfo) => {
  const plant = PLANTS[testInfo.project.name] ?? PLANTS.desktop!;
  await signInByApi(page, DEMO.admin, '/admin/platform-dashboard');
  const quality = page.getByRole('region', { name: 'Veri kalitesi' });
  const card = quality.getByRole('link', { name: /^Koordinatı yok/ });
  const before = Number((await card.locator('span').nth(1).innerText()).replace(/\D/g, ''));
  expect(before).toBeGreaterThan(0);
  await card.click();

  await expect(page).toHaveURL(/\/admin\/data-quality\/gaps\?tab=no_coordinates$/);
  await expect(page.getByLabel('Eksik listesi')).toHaveValue('no_coordinates');
  await expect(page.getByText(`Toplam ${before} kayıt`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Adıyla ara' }).fill(plant);
  // The list answers the search once typing pauses, and redraws its rows: a tap before that lands on a
  // row about to be replaced, and opens nothing (seen on a loaded machine). A user waits for the answer.
  await expect(page.getByText('Toplam 1 kayıt')).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^Düzenle\\s*: ${plant}$`) }).click();

  await expect(page.getByRole('heading', { name: 'Projeyi Düzenle' })).toBeVisible();
  await page.getByLabel('Enlem').fill('38,512345');
  await page.getByLabel('Boylam').fill('43,123456');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Veriler başarıyla kaydedildi')).toBeVisible();

  // Back to the list: the plant is gone, the count one less.
  await page.goto('/admin/data-quality/gaps?tab=no_coordinates');
  await expect(page.getByText(`Toplam ${before - 1} kayıt`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Adıyla ara' }).fill(plant);
  await expect(page.getByText('Bu filtrelere uyan kayıt yok.')).toBeVisible();

  // Another list, chosen from the select.
  await page.getByLabel('Eksik listesi').selectOption('station_no_real_capacity');
  await expect(page.getByRole('heading', { name: 'Gerçek kapasitesi yok' })).toBeVisible();
});

test('the statistics page says how much of the installed power the catalogue covers, with the date and source', async ({ page }) => {
  const coverage = (await (await page.request.get('/api/statistics/coverage')).json()) as { share: number; official: { year: number } };
  await page.goto('/?tab=installed-power');
  const aside = page.getByRole('complementary', { name: 'Kataloğun kapsaması' });
  await expect(aside).toContainText(coverageSentence(coverage.share));
  await expect(aside).toContainText(String(coverage.official.year));
  await expect(aside).toContainText('sıfır sayılmaz');
});
