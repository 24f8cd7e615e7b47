import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { fromColumns, type Columns } from '../shared/schemas/columns';
import type { StationDetail, StationMarker } from '../shared/schemas/stations';
import { DEMO, expect, signInByApi, test, PHONE } from './support/fixtures';

// Transformer stations (docs/product-rules.md#transformer-stations): the public capacity list, the detail
// modal by tier, and the premium map with its station cards and KML download, at 1280 px and 390 px. The map
// draws its own province outlines and asks no tile server unless MAP_TILE_URL is set (decision 037): nothing
// here reaches another host. The map's other layers and its offline journey: sector-map.spec.ts.

// The seeded stations (OpenStreetMap substations) come without yard files: three get one here. Their
// capacities are seeded with their (generated) source, so the source lines have something to show.
test.use({ serverData: ['station-files'] });

/** The first row's "Detaylar" (a table row from 768 px, a card below). */
const firstDetails = (page: Page) => page.getByRole('button', { name: /^Detaylar – / }).first();

/** A coordinate as the detail modal writes it (6 decimals). */
const COORDINATE = /\b\d{2}\.\d{6}\b/;

test('a visitor filters the list and meets the premium prompt on the map', PHONE, async ({ page }) => {
  await page.goto('/stations');
  await expect(page.getByRole('heading', { name: 'Trafo Merkezi Kapasiteleri', level: 1 })).toBeVisible();
  await expect(firstDetails(page)).toBeVisible();
  await expect(page.getByText(/kayıt bulundu/)).toBeVisible();
  // The page credits the sources of its rows (decision 041): the seeded capacities are generated, so
  // the sample-data source is among them, marked as such.
  const credits = page.getByRole('list', { name: 'Listelenen verilerin kaynakları' });
  const sample = credits.getByRole('listitem').filter({ hasText: /^Kaynak: GüneşVeri örnek verisi · / });
  await expect(sample).toBeVisible();
  await expect(sample.getByTitle(/resmî bir değer değildir/)).toHaveText(/^Örnek veri/);

  // Filters are open to everyone; the month returns the list to page 1 and lives in the URL.
  await page.getByRole('button', { name: 'Sayfa 2' }).click();
  await expect(page).toHaveURL(/st_page=2/);
  await page.getByLabel('Ay', { exact: true }).selectOption({ label: 'Mart' });
  await expect(page).toHaveURL(/st_month=3/);
  await expect(page).not.toHaveURL(/st_page=/);
  await expect(firstDetails(page)).toBeVisible();
  const months = page.locator('table:visible tbody tr td:nth-child(7), article:visible').filter({ hasText: /Mart/ });
  await expect(months.first()).toBeVisible();

  // On a phone the order picker has a row of its own, as İl has: in half of one its first choice was cut.
  const viewport = page.viewportSize()!;
  if (viewport.width < 768) {
    const [city, order] = await Promise.all([page.getByLabel('İl', { exact: true }).boundingBox(), page.getByLabel('Sıralama').boundingBox()]);
    expect(order!.width).toBe(city!.width);
    expect(order!.width).toBeGreaterThan(viewport.width * 0.75);
    await expect(page.getByLabel('Sıralama')).toHaveValue('');
  }

  // The map is premium: a prompt instead, and Leaflet is never loaded.
  await page.getByRole('button', { name: 'Harita' }).click();
  await expect(page.getByRole('button', { name: 'Harita' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Harita görünümü premium üyelere özeldir' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Paketleri İncele' })).toHaveAttribute('href', '/packages/public');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await expect(page.getByLabel('Yıl', { exact: true })).toBeVisible();
});

test('a free member sees the location locked: placeholders, "Premium İçerik", no coordinates', async ({ page }) => {
  await signInByApi(page, DEMO.free, '/stations');
  await firstDetails(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Konum' })).toBeVisible();
  await expect(dialog.getByText('Premium İçerik').first()).toBeVisible();
  await expect(dialog.getByTestId('premium-placeholder')).toHaveCount(3);
  // The capacity is not premium: its figure, and its monthly history under it (decision 042).
  await expect(dialog.getByText(/MWe$/).first()).toBeVisible();
  await expect(dialog.getByText(/^Aylık değerler \(\d+ ay\)$/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Premium Üye Ol' })).toHaveAttribute('href', '/packages');
  await expect(dialog.getByRole('link', { name: /KM[LZ] İndir/ })).toHaveCount(0);
  expect(await page.content()).not.toMatch(COORDINATE);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Harita' }).click();
  await expect(page.getByRole('link', { name: 'Premium Üye Ol' })).toHaveAttribute('href', '/packages');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
});

test('a premium member opens the map, a station card from the keyboard, its details, and downloads the KML', PHONE, async ({ page }) => {
  await signInByApi(page, DEMO.premium);

  // A station with a .kml file (not a .kmz), found through the API the map itself uses.
  const markers = fromColumns((await (await page.request.get('/api/stations/map')).json()) as Columns<StationMarker>);
  expect(markers.length).toBeGreaterThan(0);
  let station: StationMarker | undefined;
  for (const marker of markers.filter((m) => m.has_kml)) {
    const detail = (await (await page.request.get(`/api/stations/${marker.id}`)).json()) as StationDetail;
    if (detail.location?.kml_format === 'kml') {
      station = marker;
      break;
    }
  }
  if (!station) throw new Error('the station-files fixture gave no station a KML file');

  await page.goto('/stations');
  await page.getByRole('button', { name: 'Harita' }).click();
  const map = page.getByRole('region', { name: /^Sektör haritası/ });
  await expect(map).toBeVisible();
  await expect(map.locator('.station-marker, .marker-cluster').first()).toBeVisible();
  await expect(page.getByText(new RegExp(`${markers.length}\\s*trafo merkezi haritada`))).toBeVisible();

  // One city's stations, so the chosen one is (or, after zooming into a cluster, becomes) a marker.
  await page.getByLabel('İl', { exact: true }).selectOption({ label: station.city_name });
  await expect(page).toHaveURL(/st_city=/);
  const marker = map.getByRole('button', { name: station.station_name, exact: true });
  // Clusters are re-drawn while the map zooms (after the filter's fit and after each cluster click):
  // wait for the animation to end, and let a click that meets a re-drawn cluster try again.
  const settled = () => expect(page.locator('.leaflet-container.leaflet-zoom-anim')).toHaveCount(0);
  for (let i = 0; i < 8 && !(await marker.isVisible()); i++) {
    await settled();
    await map.locator('.marker-cluster').first().click({ timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(600);
  }
  await settled();
  // From the keyboard: Enter on the marker opens its card and puts the focus on "Detaylar".
  await marker.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('region', { name: station.station_name });
  await expect(card).toContainText(station.city_name);
  await expect(card).toContainText(/\d+,\d{2} MWe/);
  await expect(card.getByRole('button', { name: 'Detaylar' })).toBeFocused();
  // The station's KML is drawn on the map (the provinces are in a pane of their own).
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  // Escape closes the card, takes the drawing away and returns to the marker.
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(marker).toBeFocused();
  await expect(map.locator('.leaflet-overlay-pane path')).toHaveCount(0);

  await marker.click();
  await expect(card).toBeVisible();
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  await card.getByRole('button', { name: 'Detaylar' }).click();
  const dialog = page.getByRole('dialog', { name: station.station_name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(COORDINATE).first()).toBeVisible();
  await expect(dialog.getByText('Premium İçerik')).toHaveCount(0);

  const downloadPromise = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'KML İndir' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.kml$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('<?xml')).toBe(true);
  expect(text).toContain('<kml');

  await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();
  await expect(dialog).toBeHidden();
});
