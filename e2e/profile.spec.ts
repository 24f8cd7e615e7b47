import type { Page } from '@playwright/test';
import { DEMO, expect, signInByApi, test } from './support/fixtures';
import { sidewaysOverflow } from './support/layout';

// The member's own space (issue 14): what a member paid for shows in the tokens tab, and what they
// opened is in the inventory tab, where it opens again at no charge. At 1280 px and 390 px.

async function balance(page: Page): Promise<number> {
  const name = (await page.getByTestId('balance-badge').getAttribute('aria-label')) ?? (await page.getByTestId('balance-badge').innerText());
  return Number(name.replace(/\D/g, ''));
}

test('a premium member opens a verified project, finds it in the inventory, reopens it free and sees the debit', async ({ page }) => {
  await signInByApi(page, DEMO.premium, '/?tab=projects');
  const start = await balance(page);

  // Open a verified project from the catalogue: one confirmation, one charge.
  const row = page.getByRole('tabpanel').locator('tr:visible, article:visible').filter({ hasText: 'Doğrulanmış' }).first();
  const projectName = (await row.getByRole('button').first().innerText()).trim();
  await row.getByRole('button', { name: projectName }).click();
  const detail = page.getByRole('dialog', { name: projectName });
  await detail.getByRole('button', { name: 'Detayları Aç' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bakiye Kullanımı' });
  const label = await confirm.getByRole('button', { name: /^Onayla \(\d+ Bakiye\)$/ }).innerText();
  const cost = Number(label.replace(/\D/g, ''));
  await confirm.getByRole('button', { name: label }).click();
  await expect(detail.getByRole('button', { name: 'Detayları Aç' })).toHaveCount(0);
  await expect.poll(() => balance(page)).toBe(start - cost);

  // The inventory tab lists it first; opening it again shows everything with no confirmation.
  await page.goto('/profile?tab=inventory');
  const projects = page.getByRole('region', { name: /Açtığım Projeler/ });
  const item = projects.getByRole('button', { name: new RegExp(projectName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await expect(item).toBeVisible();
  // A long name must not widen the page on a phone (it once pushed the dialog's buttons under its content).
  expect(await sidewaysOverflow(page)).toBe('');
  await item.click();
  const reopened = page.getByRole('dialog', { name: projectName });
  await expect(reopened).toBeVisible();
  await expect(reopened.getByRole('button', { name: 'Detayları Aç' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Bakiye Kullanımı' })).toHaveCount(0);
  await reopened.getByRole('button', { name: 'Kapat', exact: true }).click();
  await expect(reopened).toBeHidden();
  expect(await balance(page)).toBe(start - cost);

  // The tokens tab shows the debit, newest first.
  await page.getByRole('tab', { name: 'Bakiye' }).click();
  await expect(page).toHaveURL(/tab=tokens/);
  const newest = page.getByRole('region', { name: 'Mevcut Bakiye' }).getByRole('listitem').first();
  await expect(newest).toContainText(projectName);
  await expect(newest).toContainText(`−${cost}`);

  // The applications page: both tabs, nothing sent yet.
  await page.goto('/profile');
  await page.getByRole('link', { name: /Başvurularım/ }).click();
  await expect(page.getByRole('heading', { name: 'Başvurularım' })).toBeVisible();
  await expect(page.getByText('Henüz firma başvurunuz yok')).toBeVisible();
  await page.getByRole('tab', { name: 'Proje Başvuruları' }).click();
  await expect(page.getByText('Henüz proje başvurunuz yok')).toBeVisible();
});
