import type { Page } from '@playwright/test';
import { fromColumns } from '../shared/schemas/columns';
import type { ProjectMap, ProjectMarker, ProvinceFigures } from '../shared/schemas/sector-map';
import { DEMO, expect, shownBalance, signInByApi, test, PHONE } from './support/fixtures';

// The sector map (docs/decisions/037) with every request to another host refused, as on a
// machine without internet: the province outlines are the map's own, so it is whole; both layers
// show, hide and come back; a province click filters the page; a project marker opens the project's
// detail, paid as from the list. At 1280 and 390 px.

/** Refuses every request that leaves this machine, and counts them. */
async function offline(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      outside.push(route.request().url());
      return route.abort('internetdisconnected');
    },
  );
  return outside;
}

const mapRegion = (page: Page) => page.getByRole('region', { name: /^Sektör haritası/ });
/** The markers are placed in chunks; the map says how many of each layer are in. */
const placed = (page: Page, layer: 'projects' | 'stations') => mapRegion(page).getAttribute(`data-${layer}-placed`).then(Number);

async function projectLayer(page: Page, query = ''): Promise<{ body: ProjectMap; markers: ProjectMarker[] }> {
  const body = (await (await page.request.get(`/api/map/projects${query}`)).json()) as ProjectMap;
  return { body, markers: fromColumns(body.markers) };
}

test('offline, a premium member sees the provinces and both layers, toggles them and filters the page by a province', PHONE, async ({ page }) => {
  const outside = await offline(page);
  await signInByApi(page, DEMO.premium, '/stations');
  await page.getByRole('button', { name: 'Harita' }).click();
  const map = mapRegion(page);

  // The base layer: 81 province outlines, shaded, with a legend that says what the shade is.
  await expect(map.locator('path.province')).toHaveCount(81);
  await expect(map.locator('path.province--c5').first()).toBeAttached();
  await expect(page.getByLabel('İllerin rengi')).toHaveValue('catalogue_commissioned');
  await expect(page.getByText(/Resmî kurulu güç değildir/)).toBeVisible();
  await expect(map.getByText(/İl sınırları: Natural Earth/)).toBeVisible();

  // Both layers, every marker placed.
  const { markers } = await projectLayer(page);
  const stationCount = ((await (await page.request.get('/api/stations/map')).json()) as { id: string[] }).id.length;
  await expect.poll(() => placed(page, 'projects')).toBe(markers.length);
  await expect.poll(() => placed(page, 'stations')).toBe(stationCount);
  await expect(map.locator('.project-marker, .project-cluster').first()).toBeVisible();
  await expect(map.locator('.station-marker, .marker-cluster').first()).toBeVisible();
  await expect(page.getByText(new RegExp(`${markers.length}\\s*proje haritada`))).toBeVisible();
  // Projects placed inside their province are marked as approximate.
  if (markers.some((m) => m.approximate)) await expect(map.locator('.project-marker--approximate').first()).toBeAttached();

  // The seeded stations are OpenStreetMap's: its notice and licence link are on the map (ODbL),
  // with no tile server configured.
  const osmNotice = map.locator('.leaflet-control-attribution').getByRole('link', { name: 'OpenStreetMap katkıda bulunanlar' });
  await expect(osmNotice).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');

  // Each layer hides and comes back (the choice is in the address).
  const stationsToggle = page.getByRole('checkbox', { name: /Trafo merkezleri/ });
  const projectsToggle = page.getByRole('checkbox', { name: /Projeler/ });
  await stationsToggle.uncheck();
  await expect(page).toHaveURL(/map_st=0/);
  await expect(map.locator('.station-marker, .marker-cluster')).toHaveCount(0);
  await expect(map.locator('.project-marker, .project-cluster').first()).toBeVisible();
  await projectsToggle.uncheck();
  await expect(map.locator('.project-marker, .project-cluster')).toHaveCount(0);
  // Nothing drawn from OpenStreetMap: no notice of it.
  await expect(osmNotice).toHaveCount(0);
  await expect(map.locator('path.province')).toHaveCount(81);

  // With the markers out of the way, the pointer over a province names it and its figure (one
  // tooltip serves the layer, its text written for the province under the pointer) ...
  const figures = (await (await page.request.get('/api/map/provinces')).json()) as ProvinceFigures;
  const konya = figures.provinces.find((p) => p.name === 'Konya')!;
  const ankara = figures.provinces.find((p) => p.name === 'Ankara')!;
  const tooltip = map.locator('.province-tooltip');
  await map.locator(`path.province--plate-${konya.plate_code}`).hover();
  await expect(tooltip).toHaveText(/^Konya: [\d.,]+ MWe$/);
  await map.locator(`path.province--plate-${ankara.plate_code}`).hover();
  await expect(tooltip).toHaveText(/^Ankara: [\d.,]+ MWe$/);
  // ... and a click on Konya filters the page by it.
  await map.locator(`path.province--plate-${konya.plate_code}`).click();
  await expect(page).toHaveURL(new RegExp(`st_city=${konya.city_id}`));
  await expect(page.getByLabel('İl', { exact: true })).toHaveValue(konya.city_id);
  const card = page.getByRole('region', { name: 'Konya' });
  await expect(card.getByText('Resmî kurulu güç', { exact: true })).toBeVisible();
  await expect(card.getByText(/1\.722,2 MW \(ETKB, Mart 2023\)/)).toBeVisible();
  await expect(map.locator(`path.province--plate-${konya.plate_code}.province--selected`)).toBeAttached();

  // Back on, the layers hold Konya's projects only.
  // Tapped as a member taps them: on a phone the province's card is in the page under the map, so
  // nothing lies over the switches.
  await stationsToggle.check();
  await projectsToggle.check();
  const inKonya = await projectLayer(page, `?city_id=${konya.city_id}`);
  expect(inKonya.markers.length).toBeGreaterThan(0);
  expect(inKonya.markers.length).toBeLessThan(markers.length);
  await expect.poll(() => placed(page, 'projects')).toBe(inKonya.markers.length);

  // The station layer holds Konya's stations too before the card's button is used (the seeded
  // 679 substations take a moment to be re-placed, and the card re-renders with the layer).
  const konyaStations = ((await (await page.request.get(`/api/stations/map?city_id=${konya.city_id}`)).json()) as { id: string[] }).id.length;
  expect(konyaStations).toBeLessThan(stationCount);
  await expect.poll(() => placed(page, 'stations')).toBe(konyaStations);

  // The card's "Trafo merkezlerini listele": the list, filtered by Konya.
  await page.getByRole('region', { name: 'Konya' }).getByRole('button', { name: 'Trafo merkezlerini listele' }).click();
  await expect(page.getByRole('button', { name: 'Liste', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.locator('table:visible tbody tr, article:visible');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Konya');

  // Nothing was asked of another host: no tile server, no font, nothing.
  expect(outside).toEqual([]);
});

test('offline, a project marker opens its detail, paid as from the list; a province lists its projects', async ({ page }) => {
  const outside = await offline(page);
  await signInByApi(page, DEMO.premium, '/stations?st_view=map&map_st=0');
  const start = await shownBalance(page);
  const map = mapRegion(page);
  const { markers } = await projectLayer(page);
  await expect.poll(() => placed(page, 'projects')).toBe(markers.length);

  // A verified project not yet opened: found by its name (one marker), opened from the map, paid as from the list.
  let chosen: ProjectMarker | undefined;
  for (const marker of markers) {
    const detail = (await (await page.request.get(`/api/projects/${marker.id}`)).json()) as { access: string };
    if (detail.access === 'payment_required') {
      chosen = marker;
      break;
    }
  }
  if (!chosen) throw new Error('the demo data has no verified project on the map');
  await page.getByLabel('Proje adı').fill(chosen.project_name);
  await expect(page).toHaveURL(/pj_q=/);
  await expect.poll(() => placed(page, 'projects')).toBe(1);
  const marker = map.getByRole('button', { name: new RegExp(`^${chosen.project_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await expect(marker).toBeVisible();
  await expect(map.locator('.leaflet-container.leaflet-zoom-anim')).toHaveCount(0);
  await marker.click();
  const detail = page.getByRole('dialog', { name: chosen.project_name });
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Detayları Aç' }).click();
  await page.getByRole('dialog', { name: 'Bakiye Kullanımı' }).getByRole('button', { name: 'Onayla (40 Bakiye)' }).click();
  await expect.poll(() => shownBalance(page)).toBe(start - 40);
  await expect(detail.getByRole('button', { name: 'Detayları Aç' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // From the keyboard: the marker is focusable and Enter opens the detail again, now free.
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Detayları Aç' })).toHaveCount(0);
  expect(await shownBalance(page)).toBe(start - 40);
  await page.keyboard.press('Escape');

  // The province card's "Projeleri listele": the project list by Konya, its filter quoted and paid as in the list.
  const figures = (await (await page.request.get('/api/map/provinces')).json()) as ProvinceFigures;
  const konya = figures.provinces.find((p) => p.name === 'Konya')!;
  await page.goto('/stations?st_view=map&map_st=0&map_pj=0');
  // What the user waits for before a tap: the province shaded by its figure (the outlines draw first)
  // and the map at rest after fitting Turkey.
  const province = map.locator(`path.province--plate-${konya.plate_code}`);
  await expect(province).toHaveClass(/province--c\d/);
  await expect(map.locator('.leaflet-container.leaflet-zoom-anim')).toHaveCount(0);
  await province.click();
  await page.getByRole('region', { name: 'Konya' }).getByRole('link', { name: 'Projeleri listele' }).click();
  await page.getByRole('dialog', { name: 'Bakiye Kullanımı' }).getByRole('button', { name: 'Onayla (15 Bakiye)' }).click();
  await expect(page.getByLabel('Şehir')).toHaveValue(konya.city_id);
  await expect.poll(() => shownBalance(page)).toBe(start - 55);
  const projectRows = page.getByRole('tabpanel').locator('tbody tr:visible, article:visible');
  await expect(projectRows.first()).toBeVisible();
  for (const text of await projectRows.allInnerTexts()) expect(text).toContain('Konya');

  // Nothing was asked of another host: no tile server, no font, nothing.
  expect(outside).toEqual([]);
});
