import type { Browser, Page, TestInfo } from '@playwright/test';
import { COLOUR_RULES, seriousViolations, showTheme } from './support/a11y';
import { DEMO, expect, PHONE, signInByApi, test } from './support/fixtures';
import { shoot } from './support/screens';

// A company representative's corrections (decision 070) at 1280 px and 390 px: the free demo member,
// a verified representative of the project's EPC company, corrects its DC power with a web page as
// source and its AC power as the company's word; an admin approves the first and rejects the second
// with a reason; the project's public change log shows the change with its date, "Firma temsilcisi"
// and the source; the representative reads the decision and gets one mail.

test.use({ serverEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' }, serverData: ['company-representative'] });

const SOURCE_URL = 'https://firma.example.com.tr/basin/kapasite-artisi';
/** Each width has its own server but one mailbox: the reason names the run, so each finds its own mail. */
const reasonOf = (testInfo: TestInfo) => `AC gücü lisans belgesiyle uyuşmuyor (${testInfo.project.name})`;

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

async function adminPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  // The back office is worked at 1280 px.
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const page = await context.newPage();
  await signInByApi(page, DEMO.admin, '/admin?tab=suggestions');
  return page;
}

async function openProject(page: Page, name: string) {
  await page.goto('/?tab=projects');
  await page.getByRole('searchbox', { name: 'Projelerde ara' }).fill(name.split(' ').slice(0, 2).join(' '));
  await page.getByRole('tabpanel').getByRole('button', { name }).locator('visible=true').first().click();
  return page.getByRole('dialog', { name });
}

test('a representative corrects capacity with a source; the admin approves one field and rejects another; the public log shows it', PHONE, async ({ page, browser, baseURL, mailbox }, testInfo) => {
  // Two browsers, a back-office chunk and accessibility passes in two themes: past a minute on a loaded machine.
  test.slow();
  const REASON = reasonOf(testInfo);
  await signInByApi(page, DEMO.free, '/?tab=projects');
  // The project the representative's company is linked to: the one whose correction form answers.
  type Listed = { id: string; project_name: string };
  const listed = ((await (await page.request.get('/api/projects')).json()) as { items: Listed[] }).items;
  let project: Listed | undefined;
  for (const item of listed) {
    if ((await page.request.get(`/api/corrections/projects/${item.id}`)).status() === 200) {
      project = item;
      break;
    }
  }
  expect(project).toBeDefined();
  const form = (await (await page.request.get(`/api/corrections/projects/${project!.id}`)).json()) as { values: { dc_power: number; ac_power: number } };
  const newDc = Math.round(form.values.dc_power * 1000 + 1234) / 1000;

  const dialog = await openProject(page, project!.project_name);
  await dialog.getByRole('button', { name: 'Firma Olarak Düzelt' }).click();
  const correction = page.getByRole('dialog', { name: 'Firma Olarak Düzelt' });
  await expect(correction.getByLabel(/^DC güç$/)).toHaveValue(String(form.values.dc_power));
  await correction.getByLabel(/^DC güç$/).fill(String(newDc).replace('.', ','));
  await correction.getByLabel(/^AC güç$/).fill(String(form.values.ac_power + 1));
  const sources = correction.getByRole('combobox', { name: 'Kaynak' });
  await expect(sources).toHaveCount(2);
  await sources.nth(0).selectOption({ label: 'Web adresi' });
  await correction.getByLabel('Kaynağın web adresi').fill(SOURCE_URL);
  await sources.nth(1).selectOption({ label: 'Firma beyanı' });
  await shoot(page, testInfo, 'correction-form');
  await dialogIsAccessible(page, testInfo);
  await correction.getByRole('button', { name: 'Düzeltmeyi Gönder' }).click();
  await expect(correction.getByText('Düzeltmeniz incelemeye gönderildi.', { exact: false })).toBeVisible();
  await expect(correction).toBeHidden({ timeout: 5_000 });
  await page.keyboard.press('Escape');

  // The admin decides field by field.
  const admin = await adminPage(browser, baseURL);
  try {
    const row = admin.getByRole('region', { name: 'Proje önerileri' }).getByRole('row').filter({ hasText: project!.project_name }).filter({ hasText: 'Firma temsilcisi' }).first();
    await row.getByRole('button', { name: /^Detay/ }).click();
    const review = admin.getByRole('dialog', { name: 'Öneri Detayları' });
    await expect(review.getByRole('link', { name: SOURCE_URL })).toHaveAttribute('href', SOURCE_URL);
    await review.getByRole('group', { name: 'AC güç kararı' }).getByRole('button', { name: 'Reddet' }).click();
    await expect(review.getByRole('button', { name: 'Kararı Kaydet' })).toBeDisabled();
    await review.getByLabel('Red sebebi (AC güç)').fill(REASON);
    if (testInfo.project.name === 'desktop') await shoot(admin, testInfo, 'admin-field-review');
    await dialogIsAccessible(admin, testInfo);
    await review.getByRole('button', { name: 'Kararı Kaydet' }).click();
    await expect(review).toBeHidden();
    await expect(admin.getByText('Düzeltme kararı kaydedildi')).toBeVisible();
  } finally {
    await admin.context().close();
  }

  // The public change log: the approved field, its date, who made it (a role) and its source.
  await page.bringToFront();
  const reopened = await openProject(page, project!.project_name);
  const log = reopened.getByRole('list', { name: 'Değişiklik geçmişi' });
  await log.scrollIntoViewIfNeeded();
  const entry = log.getByRole('listitem').filter({ hasText: 'Firma temsilcisi' }).first();
  await expect(entry).toContainText('Kapasite değişti');
  await expect(entry).toContainText('DC güç');
  await expect(entry).toContainText(newDc.toLocaleString('tr-TR', { maximumFractionDigits: 3 }));
  await expect(entry).not.toContainText('AC güç');
  // Dated the day it was approved (the API's date is the one the line shows).
  const api = (await (await page.request.get(`/api/projects/${project!.id}/change-log`)).json()) as { entries: { origin: string; occurred_on: string }[] };
  expect(api.entries[0]).toMatchObject({ origin: 'company', occurred_on: new Date().toISOString().slice(0, 10) });
  await expect(entry.locator('time')).toHaveAttribute('datetime', api.entries[0]!.occurred_on);
  await expect(entry.locator('time')).toHaveText(/^\d{1,2} \p{L}+ \d{4}$/u);
  await expect(entry.getByRole('link', { name: 'Web sayfası: firma.example.com.tr' })).toHaveAttribute('href', SOURCE_URL);
  await expect(entry).not.toContainText(DEMO.free.email);
  await shoot(page, testInfo, 'change-log');
  await dialogIsAccessible(page, testInfo);
  await page.keyboard.press('Escape');

  // The representative reads each field's decision, and gets one mail.
  await page.goto('/duzeltmelerim');
  const card = page.getByRole('listitem').filter({ hasText: project!.project_name }).first();
  await expect(card).toContainText('Onaylandı');
  await expect(card).toContainText(`Red sebebi: ${REASON}`);
  await shoot(page, testInfo, 'my-corrections');
  const mails = () => mailbox.to(DEMO.free.email).filter((m) => m.subject === `GüneşVeri — Düzeltmeniz sonuçlandı: ${project!.project_name}` && String(m.text).includes(REASON));
  await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(1);
  expect(mails()[0]!.text).toContain('/duzeltmelerim');
});
