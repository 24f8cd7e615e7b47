import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, expect, shownBalance, signInByApi, test } from './support/fixtures';

// Provenance shown to readers (decision 041) at 1280 and 390 px: the footer leads to
// "Veri kaynakları ve lisanslar" with OpenStreetMap's ODbL notice, a project's detail names its
// source for a visitor and links to the sources page, and a premium member filters the projects by
// source. Beside the seeded plants the WRI source already has (decision 040), the journey links two
// the way an operator does: an import of a CSV naming the WRI source (the back office's importer, by its API).

const WRI = 'WRI Global Power Plant Database v1.3.0';
const PLANTS = ['Kaynak Yolculuğu GES 1', 'Kaynak Yolculuğu GES 2'];
/** The seed's GPPD plants, each linked to the WRI source (server/seeds/data/real/projects-gppd.csv, decision 040). */
const SEEDED_WRI = readFileSync(path.join(import.meta.dirname, '../server/seeds/data/real/projects-gppd.csv'), 'utf8').trim().split('\n').length - 1;
const CSV = ['Tesis Adı;İl;İlçe;Durum;Proje Tipi;Kurulu Güç (MWe)', `${PLANTS[0]};Konya;Karapınar;Devreye Alınan;Arazi GES;18,5`, `${PLANTS[1]};Ankara;Polatlı;Yeni Proje;Arazi GES;6`].join('\r\n');

/** The two plants imported from the WRI source and committed; a second run matches them and changes nothing. */
async function importLinkedProjects(request: APIRequestContext) {
  expect((await request.post('/api/auth/login', { data: DEMO.admin })).status()).toBe(200);
  const sources = (await (await request.get('/api/sources')).json()) as { items: { id: string; key: string }[] };
  const wri = sources.items.find((s) => s.key === 'wri-gppd-1.3.0')!;
  const upload = await request.post('/api/admin/imports', {
    multipart: { kind: 'projects', source_id: wri.id, file: { name: 'wri-santraller.csv', mimeType: 'text/csv', buffer: Buffer.from(`${CSV}\r\n`, 'utf8') } },
  });
  // The upload answers at once (202); the preview is a job whose status URL is asked until it is ready.
  expect(upload.status(), await upload.text()).toBe(202);
  const { status_url: statusUrl } = (await upload.json()) as { status_url: string };
  type Status = { state: string; error: string | null; preview: { id: string; counts: { error: number } } | null };
  let status: Status = { state: 'queued', error: null, preview: null };
  await expect
    .poll(
      async () => {
        status = (await (await request.get(statusUrl)).json()) as Status;
        return status.state;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^(ready|failed)$/);
  expect(status.state, status.error ?? undefined).toBe('ready');
  const preview = status.preview!;
  expect(preview.counts.error).toBe(0);
  const commit = await request.post(`/api/admin/imports/${preview.id}/commit`, { data: {} });
  expect(commit.status(), await commit.text()).toBe(200);
  await request.post('/api/auth/logout', { data: {} });
}

const projectList = (page: Page) => page.getByRole('tabpanel');

test.beforeEach(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  try {
    await importLinkedProjects(request);
  } finally {
    await request.dispose();
  }
});

test('the footer leads to the sources page, with every source’s licence and OpenStreetMap’s ODbL notice', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Veri Kaynakları' }).click();
  await expect(page).toHaveURL(/\/veri-kaynaklari$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Veri kaynakları ve lisanslar' })).toBeVisible();
  await expect(page).toHaveTitle(/^Veri kaynakları ve lisanslar/);

  const notices = page.getByRole('region', { name: 'Lisansların gerektirdiği atıflar' });
  await expect(notices.getByText('© OpenStreetMap katkıda bulunanlar')).toBeVisible();
  await expect(notices.getByRole('link', { name: /^Open Database License \(ODbL\) 1\.0/ })).toHaveAttribute('href', 'https://opendatacommons.org/licenses/odbl/1-0/');
  await expect(notices).toContainText('bu verilerden türetilen veritabanı da ODbL 1.0 ile paylaşılır');

  const sources = page.getByRole('list', { name: 'Yayımlanan kaynaklar' });
  const wri = sources.getByRole('listitem').filter({ has: page.getByRole('heading', { name: WRI }) });
  await expect(wri.getByRole('link', { name: /^CC BY 4\.0/ })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  await expect(wri).toContainText('World Resources Institute et al., Global Power Plant Database v1.3.0 (CC BY 4.0)');
  // The generated sample data is listed as what it is.
  const sample = sources.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'GüneşVeri örnek verisi' }) });
  await expect(sample.getByText('Örnek veri', { exact: true })).toBeVisible();
});

test('a visitor reads a project’s source in its detail and follows it to the sources page', async ({ page }) => {
  await page.goto('/?tab=projects');
  // Imported last, so on the first page (newest first), which every visitor may read.
  await projectList(page).getByRole('button', { name: PLANTS[1] }).first().click();
  const dialog = page.getByRole('dialog', { name: PLANTS[1] });
  const lines = dialog.getByRole('list', { name: 'Kaynaklar' });
  const line = lines.getByRole('link', { name: new RegExp(`^Kaynak: ${WRI.replace(/[.]/g, '\\.')} · CC BY 4\\.0 · \\d{4}`) });
  await line.scrollIntoViewIfNeeded();
  await expect(line).toBeVisible();
  await expect(line).toHaveAttribute('href', 'https://github.com/wri/global-power-plant-database');
  await expect(lines.getByText('Örnek veri', { exact: true })).toHaveCount(0);
  // Premium fields stay hidden beside it.
  await expect(dialog.getByTestId('premium-placeholder').first()).toBeVisible();

  await dialog.getByRole('link', { name: 'Tüm kaynaklar ve lisanslar' }).click();
  await expect(page).toHaveURL(/\/veri-kaynaklari$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Veri kaynakları ve lisanslar' })).toBeVisible();
});

test('a premium member filters the projects by source, at the filter’s cost, and sees only that source’s projects', async ({ page }) => {
  await signInByApi(page, DEMO.premium, '/?tab=projects');
  const start = await shownBalance(page);
  const source = page.getByLabel('Kaynak', { exact: true });
  await expect(source.getByRole('option', { name: WRI })).toHaveCount(1);
  await source.selectOption({ label: WRI });
  const confirm = page.getByRole('dialog', { name: 'Bakiye Kullanımı' });
  await confirm.getByRole('button', { name: 'Onayla (15 Bakiye)' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => shownBalance(page)).toBe(start - 15);
  await expect(page.getByText(new RegExp(`^${SEEDED_WRI + 2} proje bulundu`))).toBeVisible();
  for (const name of PLANTS) await expect(projectList(page).getByRole('button', { name }).first()).toBeVisible();
  await expect(projectList(page).getByRole('button', { name: 'Kalyon Karapınar YEKA-1 GES' })).toHaveCount(0);
});
