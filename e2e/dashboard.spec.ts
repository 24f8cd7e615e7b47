import { DEMO, expect, signInByApi, test } from './support/fixtures';

// The premium dashboard (issue 5) at 1280 px and 390 px: who may enter, and each tab's content.

test('a visitor is sent to the public packages with the premium notice', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/packages\/public$/);
  await expect(page.getByText('Bu sayfa premium üyelere özeldir')).toBeVisible();
});

test('a free member is sent to /packages with the premium notice', async ({ page }) => {
  await signInByApi(page, DEMO.free, '/dashboard');
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByText('Bu sayfa premium üyelere özeldir')).toBeVisible();
});

test('a premium member sees the charts of every tab', async ({ page }) => {
  await signInByApi(page, DEMO.premium, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Analitik Panosu' })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  const tab = (name: string) => page.getByRole('tab', { name });

  // Kurulu Güç and Üretim open as charts.
  await expect(tab('Kurulu Güç')).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('button', { name: 'Grafik' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(panel.getByRole('figure')).toHaveCount(2);

  await tab('Üretim').click();
  await expect(page).toHaveURL(/tab=production/);
  await expect(panel.getByRole('heading', { name: 'Elektrik Üretimi' })).toBeVisible();
  await expect(panel.locator('svg.recharts-surface').first()).toBeVisible();

  // Projeler: figures, two donuts and the city bars; then the full list and back.
  await tab('Projeler').click();
  await expect(page).toHaveURL(/tab=projects/);
  await expect(panel.getByText('Toplam Proje')).toBeVisible();
  await expect(panel.getByText('Ortalama Proje Büyüklüğü')).toBeVisible();
  await expect(panel.locator('.recharts-pie-sector').first()).toBeVisible();
  // A chart is drawn once its place is in view (decision 032): the city bars are below the fold.
  await panel.getByRole('heading', { name: 'Kurulu Güce Göre İlk 10 Şehir (MWp)' }).scrollIntoViewIfNeeded();
  await expect(panel.locator('svg.recharts-surface')).toHaveCount(3);
  await expect(panel.getByRole('heading', { name: 'Duruma Göre Projeler' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Kurulu Güce Göre İlk 10 Şehir (MWp)' })).toBeVisible();
  await expect(panel.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Tüm Projeler' }).click();
  await expect(panel.getByRole('button', { name: /GES/ }).locator('visible=true').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Özet' }).click();
  await expect(panel.getByText('Toplam Proje')).toBeVisible();

  // Firmalar: totals with the verified count, two donuts and the city bars; the full list.
  await tab('Firmalar').click();
  await expect(panel.getByText('Toplam Firma')).toBeVisible();
  await expect(panel.getByText('Doğrulanmış Firma')).toBeVisible();
  await expect(panel.getByText(/^Doğrulanma oranı %/)).toBeVisible();
  await panel.locator('section').last().scrollIntoViewIfNeeded();
  await expect(panel.locator('svg.recharts-surface')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Tüm Firmalar' }).click();
  await expect(panel.getByRole('searchbox', { name: 'Firmalarda ara' })).toBeVisible();

  // Trafo Merkezleri: the stations summary.
  await tab('Trafo Merkezleri').click();
  await expect(page).toHaveURL(/tab=stations/);
  await expect(panel.getByRole('heading', { name: 'Trafo Merkezi Kapasiteleri' })).toBeVisible();
  await expect(panel.getByText('Trafo Merkezi Sayısı')).toBeVisible();

  // The tab survives a reload.
  await page.reload();
  await expect(tab('Trafo Merkezleri')).toHaveAttribute('aria-selected', 'true');
});
