import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { DEMO, expect, shownBalance, signInByApi, test } from './support/fixtures';
import { sidewaysOverflow } from './support/layout';

// Paid exports (docs/product-rules.md#exports; decision 045): a premium member filters the project
// list, exports it as XLSX at the price the dialog shows, the file downloads and holds the list's
// rows with its filter named, the balance drops once; the same export again within 24 hours is free.
// At 1280 and 390 px.

async function workbookOf(download: Download) {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

const shownNumber = async (page: Page, testId: string) => Number((await page.getByTestId(testId).locator('dd').innerText()).replace(/\D/g, ''));

test('a premium member exports the filtered project list as XLSX once, and again within 24 hours for nothing', async ({ page }) => {
  await signInByApi(page, DEMO.premium, '/?tab=projects');
  await page.getByLabel('Şehir').selectOption({ label: 'Konya' });
  const filterConfirm = page.getByRole('dialog', { name: 'Bakiye Kullanımı' });
  await filterConfirm.getByRole('button', { name: /^Onayla/ }).click();
  await expect(filterConfirm).toBeHidden();
  await expect(page.getByText(/proje bulundu/)).toBeVisible();
  const start = await shownBalance(page);

  await page.getByRole('button', { name: 'Dışa Aktar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Listeyi Dışa Aktar' });
  await expect(dialog.getByRole('button', { name: 'Excel (XLSX)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByTestId('export-total')).toContainText('Bakiye');
  const rows = await shownNumber(page, 'export-rows');
  const price = await shownNumber(page, 'export-total');
  expect(rows).toBeGreaterThan(0);
  expect(price).toBe(Math.ceil(rows / 100));
  expect(await sidewaysOverflow(page)).toBe('');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: `Onayla ve İndir (${price} Bakiye)` }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^gunesveri-projeler-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = await workbookOf(file);
  expect(workbook.getWorksheet('Projeler')!.actualRowCount).toBe(rows + 1);
  const about = workbook.getWorksheet('Kaynaklar ve lisans')!.getColumn(1).values;
  expect(about).toContain('Filtreler: Şehir: Konya');
  await expect(dialog.getByTestId('export-done')).toContainText(`${price} Bakiye düşüldü`);
  await expect.poll(() => shownBalance(page)).toBe(start - price);
  await dialog.getByRole('button', { name: 'Kapat', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The same list again: the dialog says it is free, and nothing more is charged.
  await page.getByRole('button', { name: 'Dışa Aktar' }).click();
  await expect(dialog.getByText('son 24 saat içinde dışa aktarıldı')).toBeVisible();
  await dialog.getByRole('button', { name: 'CSV' }).click();
  const again = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'İndir', exact: true }).click();
  expect((await again).suggestedFilename()).toMatch(/\.csv$/);
  await expect(dialog.getByTestId('export-done')).toContainText('Ücret alınmadı');
  // Keyboard: Escape closes the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await shownBalance(page)).toBe(start - price);
});
