import { DEMO, expect, signInByApi, test } from './support/fixtures';

// The premium dashboard (docs/product-rules.md#dashboard) at 1280 px and 390 px: who may enter, and each
// tab's content.

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
  await expect(panel.getByRole('group', { name: 'Kurulu Güç (MW)' }).locator('svg')).toBeVisible();
  await expect(panel.getByRole('figure')).toHaveCount(2);

  await tab('Üretim').click();
  await expect(page).toHaveURL(/tab=production/);
  await expect(panel.getByRole('heading', { name: 'Elektrik Üretimi' })).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Elektrik Üretimi (GWh)' }).locator('svg')).toBeVisible();

  // Projeler: figures, two donuts and the city bars; then the full list and back.
  await tab('Projeler').click();
  await expect(page).toHaveURL(/tab=projects/);
  await expect(panel.getByText('Toplam Proje')).toBeVisible();
  await expect(panel.getByText('Ortalama Proje Büyüklüğü')).toBeVisible();
  const byStatus = panel.getByRole('group', { name: 'Duruma Göre Projeler' });
  await expect(byStatus.locator('path').first()).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Tipe Göre Projeler' }).locator('path').first()).toBeVisible();
  // A slice's figures by keyboard, as hovering shows them.
  await byStatus.focus();
  await expect(byStatus.locator('[aria-live="polite"]')).toHaveText(/^[^.]+\. \d+ proje: %[\d,]+; Kurulu güç: [\d.,]+ MWp$/);
  const cities = panel.getByRole('group', { name: 'Kurulu Güce Göre İlk 10 Şehir (MWp)' });
  await cities.scrollIntoViewIfNeeded();
  await expect(cities.getByRole('listitem').first()).toHaveText(/^\S.* MWp, proje sayısı \d+$/);
  await cities.getByRole('listitem').nth(1).hover();
  await expect(cities.getByText('Kurulu DC güç', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Tüm Projeler' }).click();
  await expect(panel.getByRole('button', { name: /GES/ }).locator('visible=true').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Özet' }).click();
  await expect(panel.getByText('Toplam Proje')).toBeVisible();

  // Firmalar: totals with the verified count, two donuts and the city bars; the full list.
  await tab('Firmalar').click();
  await expect(panel.getByText('Toplam Firma')).toBeVisible();
  await expect(panel.getByText('Editörce Doğrulanan Firma')).toBeVisible();
  await expect(panel.getByText(/^Doğrulanma oranı %/)).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Faaliyet Alanına Göre Firmalar' }).locator('path').first()).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Ürün / Hizmet Tipine Göre Firmalar' }).locator('path').first()).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Firma Sayısına Göre İlk 10 Şehir' }).getByRole('listitem').first()).toHaveText(/ firma$/);
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
