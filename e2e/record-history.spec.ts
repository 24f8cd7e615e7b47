import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { COLOUR_RULES, seriousViolations, showTheme } from './support/a11y';
import { DEMO, expect, signInByApi, test, PHONE } from './support/fixtures';

// Kept history (decision 042) at 1280 px and 390 px: an admin moves a project to
// "ÇED Olumlu" with a date and a source, and a premium member who opens (pays for) the project
// reads the step in its timeline; a company's track record and a station's capacity history.

test.use({ serverEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } });

const WRI = 'WRI Global Power Plant Database v1.3.0';

/** A second browser at this project's width, signed in as `account`. */
async function secondBrowser(browser: Browser, baseURL: string | undefined, testInfo: TestInfo, account: { email: string; password: string }, path: string): Promise<Page> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const page = await context.newPage();
  await signInByApi(page, account, path);
  return page;
}

/** The accessibility pass on the open dialog, light and dark (the page-level pass sees no dialog). */
async function dialogIsAccessible(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name !== 'desktop') return;
  const report: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await showTheme(page, theme);
    for (const v of await seriousViolations(page, theme === 'dark' ? COLOUR_RULES : undefined, '[role="dialog"]')) report.push(`[${theme}] ${v.id}: ${v.help} ${v.targets.join(' | ')}`);
  }
  await showTheme(page, 'light');
  expect(report).toEqual([]);
}

async function openPaidDetail(page: Page, dialog: Locator, cost: number) {
  await dialog.getByRole('button', { name: 'Detayları Aç' }).click();
  await page.getByRole('dialog', { name: 'Bakiye Kullanımı' }).getByRole('button', { name: `Onayla (${cost} Bakiye)` }).click();
}

test('an admin’s status change, dated and sourced, reaches the paid timeline a premium member opens', async ({ page, browser, baseURL }, testInfo) => {
  // Two browsers (the admin's and the member's), the back office's chunk and a paid opening, then the
  // dialog's accessibility pass in two themes: past a minute on a loaded machine
  // (docs/benchmarks.md#code-figures).
  test.slow();
  await signInByApi(page, DEMO.premium, '/?tab=projects');
  // A verified project not yet "ÇED Olumlu" (the member has to open it to see its history), with
  // every field the admin form requires (a district among them); not a commissioned one, whose
  // company's track record the next journey reads.
  type Listed = { id: string; project_name: string; is_verified: boolean; status: { name: string } | null; district: { name: string } | null; type: { name: string } | null };
  const listed = (await (await page.request.get('/api/projects')).json()) as { items: Listed[] };
  const project = listed.items.find((p) => p.is_verified && p.district && p.type && p.status && !['ÇED Olumlu', 'Devreye Alınan'].includes(p.status.name))!;

  const admin = await secondBrowser(browser, baseURL, testInfo, DEMO.admin, `/admin/projects/${project.id}`);
  await expect(admin.getByRole('textbox', { name: /^Proje adı/ })).toHaveValue(project.project_name);
  await admin.getByRole('combobox', { name: /^Proje durumu/ }).selectOption({ label: 'ÇED Olumlu' });
  await admin.getByLabel('Değişiklik tarihi').fill('2024-03-15');
  const source = admin.getByRole('combobox', { name: 'Kaynak' });
  await expect(source).toBeEnabled();
  await source.selectOption({ label: `${WRI} (CC BY 4.0)` });
  await admin.getByRole('button', { name: 'Kaydet' }).click();
  await expect(admin.getByText('Veriler başarıyla kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
  await admin.context().close();

  await page.getByRole('searchbox', { name: 'Projelerde ara' }).fill(project.project_name.split(' ').slice(0, 2).join(' '));
  await page.getByRole('tabpanel').getByRole('button', { name: project.project_name }).locator('visible=true').first().click();
  const dialog = page.getByRole('dialog', { name: project.project_name });
  // Before paying, the history is not there (the API sent none).
  await expect(dialog.getByRole('button', { name: 'Detayları Aç' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Proje Geçmişi' })).toHaveCount(0);
  await openPaidDetail(page, dialog, 40);

  const timeline = dialog.getByRole('list', { name: 'Proje geçmişi' });
  await timeline.scrollIntoViewIfNeeded();
  const step = timeline.getByRole('listitem').filter({ hasText: 'ÇED Olumlu — 2024-03' }).first();
  await expect(step).toContainText(`ÇED Olumlu — 2024-03, kaynak: ${WRI}`);
  await expect(step).toContainText('Editör düzenlemesi · CC BY 4.0');
  await expect(step.getByRole('link', { name: new RegExp(WRI.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toHaveAttribute('href', /global-power-plant-database/);
  // The seeded start of the project's history is under it.
  await expect(timeline.getByRole('listitem').filter({ hasText: /^Kayıt eklendi/ }).first()).toBeVisible();
  await dialogIsAccessible(page, testInfo);
});

test('a premium member reads a company’s track record and a station’s capacity history', PHONE, async ({ page }, testInfo) => {
  await signInByApi(page, DEMO.premium, '/?tab=companies');
  await page.getByRole('searchbox', { name: 'Firmalarda ara' }).fill('Kalyon Enerji');
  const row = page.getByRole('tabpanel').getByRole('button', { name: /^Kalyon Enerji/ }).locator('visible=true').first();
  const name = (await row.innerText()).trim();
  await row.click();
  const company = page.getByRole('dialog', { name });
  await openPaidDetail(page, company, 25);
  const record = company.getByRole('heading', { name: 'Proje Sicili' });
  await record.scrollIntoViewIfNeeded();
  await expect(company.getByText('Toplam proje')).toBeVisible();
  await expect(company.getByRole('list', { name: 'Durumlarına göre projeler' }).getByText('Devreye Alınan')).toBeVisible();
  // Karapınar: seeded start 2020-08, commissioned 2023-03: the median is measured from the history.
  await expect(company.getByText(/^\d+(,\d)? ay$/)).toBeVisible();
  await dialogIsAccessible(page, testInfo);
  await page.keyboard.press('Escape');
  await expect(company).toBeHidden();

  await page.goto('/stations');
  await page.getByRole('button', { name: /^Detaylar – / }).first().click();
  const station = page.getByRole('dialog');
  await expect(station.getByRole('heading', { name: 'Kapasite Geçmişi' })).toBeVisible();
  await expect(station.getByText(/^(Önceki aya göre|.+ ayına göre)/)).toBeVisible();
  await station.getByRole('heading', { name: 'Kapasite Geçmişi' }).scrollIntoViewIfNeeded();
  // The seeded capacities are generated: each month keeps its "Örnek veri" mark, in the chart (hollow dots) and the table.
  await expect(station.getByRole('group', { name: 'Kapasite geçmişi (MWe)' }).locator('circle[data-hollow="true"]').first()).toBeVisible();
  await station.getByText(/^Aylık değerler/).click();
  await expect(station.getByRole('region', { name: 'Aylık değerler' }).getByText('Örnek veri').first()).toBeVisible();
  await dialogIsAccessible(page, testInfo);
});
