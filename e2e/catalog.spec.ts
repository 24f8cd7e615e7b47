import type { Page } from '@playwright/test';
import { DEMO, expect, shownBalance, signInByApi, test, PHONE } from './support/fixtures';

// Catalog and Bakiye (docs/product-rules.md#catalogue, #balance) on the seeded demo catalogue, at 1280 px and
// 390 px.

const projectList = (page: Page) => page.getByRole('tabpanel');

test('a visitor sees page 1 and is sent to the public packages for page 2', async ({ page }) => {
  await page.goto('/?tab=projects');
  await expect(projectList(page).getByRole('button', { name: /GES/ }).first()).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Projelerde ara' })).toBeDisabled();
  await page.getByRole('button', { name: 'Sayfa 2' }).click();
  await expect(page).toHaveURL(/\/packages\/public$/);
});

test('a free member searches and meets the Premium Özellik modal on a filter', async ({ page }) => {
  await signInByApi(page, DEMO.free, '/?tab=projects');
  const search = page.getByRole('searchbox', { name: 'Projelerde ara' });
  await search.fill('kar');
  await expect(page.getByText('En az 4 harf')).toBeVisible();
  await search.fill('karapinar');
  await expect(projectList(page).getByRole('button', { name: /Karapınar/ }).first()).toBeVisible();
  await page.getByRole('button', { name: /Filtreler premium üyelere özeldir/ }).click();
  const modal = page.getByRole('dialog', { name: 'Premium Özellik' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: /Premium|Paket/ }).first()).toHaveAttribute('href', '/packages');
});

test('a premium member pays for a filter and a company once, then reopens it free and sees references', PHONE, async ({ page }) => {
  await signInByApi(page, DEMO.premium, '/?tab=companies');
  const start = await shownBalance(page);

  // A filter costs the filter price after confirmation.
  await page.getByLabel('Şehir').selectOption({ label: 'İstanbul' });
  const confirm = page.getByRole('dialog', { name: 'Bakiye Kullanımı' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('15');
  await confirm.getByRole('button', { name: 'Onayla (15 Bakiye)' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => shownBalance(page)).toBe(start - 15);

  // Opening a verified company costs company_detail once.
  await page.getByLabel('Şehir').selectOption({ label: 'Tüm şehirler' });
  // The rows are read once the list shows every city's (it stays busy until its rows are the answer's).
  await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
  const verifiedRow = page.getByRole('tabpanel').locator('tr:visible, article:visible').filter({ hasText: 'Doğrulanmış' }).first();
  const companyName = (await verifiedRow.getByRole('button').first().innerText()).trim();
  await verifiedRow.getByRole('button', { name: companyName }).click();
  const detail = page.getByRole('dialog', { name: companyName });
  await detail.getByRole('button', { name: 'Detayları Aç' }).click();
  const openConfirm = page.getByRole('dialog', { name: 'Bakiye Kullanımı' });
  await openConfirm.getByRole('button', { name: 'Onayla (25 Bakiye)' }).click();
  await expect(detail.getByText('Referans Projeler')).toBeVisible();
  await expect.poll(() => shownBalance(page)).toBe(start - 40);
  // The confirmation's opener ("Detayları Aç") is gone: the keyboard stays in the detail, and
  // Escape closes it.
  await expect(openConfirm).toBeHidden();
  await expect.poll(() => detail.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Reopening is free: no confirmation, no charge.
  await verifiedRow.getByRole('button', { name: companyName }).click();
  await expect(page.getByRole('dialog', { name: companyName }).getByText('Referans Projeler')).toBeVisible();
  await expect(page.getByRole('dialog', { name: companyName }).getByRole('button', { name: 'Detayları Aç' })).toHaveCount(0);
  expect(await shownBalance(page)).toBe(start - 40);
});

test('a suggestion is sent, and a draft is offered again on reopen', async ({ page }) => {
  await signInByApi(page, DEMO.free, '/?tab=projects');
  const first = projectList(page).getByRole('button', { name: /GES/ }).first();
  const name = (await first.innerText()).trim();
  await first.click();
  const detail = page.getByRole('dialog', { name });
  await detail.getByRole('button', { name: 'Güncelleme Öner' }).click();
  const form = page.getByRole('dialog', { name: 'Güncelleme Öner' });
  await form.getByLabel('Proje adı').fill(`${name} (düzeltme)`);
  await page.waitForTimeout(800); // the draft is saved 500 ms after the last keystroke
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await detail.getByRole('button', { name: 'Güncelleme Öner' }).click();
  await expect(form.getByText('Kaydedilmiş bir taslağınız var')).toBeVisible();
  await form.getByRole('button', { name: 'Taslağı Yükle' }).click();
  await expect(form.getByLabel('Proje adı')).toHaveValue(`${name} (düzeltme)`);
  await form.getByRole('button', { name: 'Öneriyi Gönder' }).click();
  await expect(form.getByText('Öneriniz başarıyla gönderildi!')).toBeVisible();
  await expect(form).toBeHidden({ timeout: 5000 });
});
