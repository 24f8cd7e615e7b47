import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signInByApi, test } from './support/fixtures';

// The importer's screens (decisions 039, 053), at 1280 and 390 px: a CSV and an XLSX file go through the
// wizard (kind and source, file, columns, preview, save), the records appear in the back office's
// lists, the same file again changes nothing, and a revert — refused while a later import changed the
// same records — takes them away again. Fixtures: test-fixtures/imports/.

const FIXTURES = path.resolve(import.meta.dirname, '../test-fixtures/imports');
const SOURCE = 'GüneşVeri kamuya açık kaynak derlemesi';

const action = (verb: string, name: string | RegExp) => new RegExp(`^${verb}\\s*: ${typeof name === 'string' ? name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : name.source}`);

/** A row of a back-office table (1280 px) or its card (390 px), by a text it holds. */
function rowOf(page: Page, caption: string, text: string | RegExp): Locator {
  return page
    .getByRole('region', { name: caption })
    .getByRole('row')
    .filter({ hasText: text })
    .or(page.getByRole('list', { name: caption }).locator(':scope > li').filter({ hasText: text }));
}

/** The row number a preview row shows (a cell at 1280 px, the value under "Satır" on a card). */
async function expectRowNumber(row: Locator, n: number) {
  await expect(row.getByRole('cell', { name: String(n), exact: true }).or(row.getByRole('definition').filter({ hasText: new RegExp(`^${n}$`) }))).toBeVisible();
}

async function startImport(page: Page, kind: string) {
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'İçe Aktar' }).click();
  await expect(page.getByRole('heading', { name: 'İçe Aktar', level: 1 })).toBeVisible();
  await page.getByLabel(/^Veri türü/).selectOption({ label: kind });
  await page.getByLabel(/^Kaynak/).selectOption({ label: SOURCE });
  await page.getByRole('button', { name: 'Devam' }).click();
  await expect(page.getByRole('heading', { name: '2. Dosya' })).toBeFocused();
}

/**
 * The upload answers at once and the server prepares the preview as a job; the screen shows its
 * progress and moves on to the columns when it is ready. A user waits for that: so does the journey.
 */
const PREVIEW_READY = { timeout: 30_000 };

/** Uploads the chosen file and waits, as a user does, until the preview job has read it (the columns step). */
async function uploadAndWait(page: Page) {
  await page.getByRole('button', { name: 'Yükle ve Sütunları Eşleştir' }).click();
  await expect(page.getByRole('heading', { name: '3. Sütunlar' })).toBeVisible(PREVIEW_READY);
}

async function uploadCsv(page: Page, file: string) {
  await page.getByLabel('Dosya Seç').setInputFiles(path.join(FIXTURES, file));
  await expect(page.getByText(`Seçilen dosya: ${file}`)).toBeVisible();
  await uploadAndWait(page);
}

/** The preview's chip of an action, with its count ("Hata 1"). */
const chip = (page: Page, label: string) => page.getByRole('group', { name: 'Satırları süz' }).getByRole('button', { name: label, exact: true });

test('a CSV of projects: preview with a row error, save, the same file again changes nothing, a later change blocks the revert until that import is reverted first', async ({ page }) => {
  // Four imports, three reverts and the lists between them: long alone, twice that on a loaded 2-core
  // machine (docs/benchmarks.md#code-figures).
  test.setTimeout(240_000);
  await signInByApi(page, DEMO.admin, '/admin');
  // The seed's own imports (the real catalogue, decision 040) are in the history before this journey's.
  const seeded = ((await (await page.request.get('/api/admin/imports')).json()) as { total: number }).total;
  expect(seeded).toBeGreaterThan(0);

  // A file that is not CSV or XLSX is named before anything is sent.
  await startImport(page, 'Projeler');
  await page.getByLabel('Dosya Seç').setInputFiles({ name: 'projeler.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert')).toHaveText('Sadece CSV veya XLSX dosyaları yüklenebilir');
  await expect(page.getByRole('button', { name: 'Yükle ve Sütunları Eşleştir' })).toBeDisabled();

  await uploadCsv(page, 'projeler.csv');
  // The Turkish headers were recognised; the required fields are marked.
  const name = page.getByRole('combobox', { name: 'Proje adı' });
  await expect(name).toHaveValue('Tesis Adı');
  await expect(name).toHaveAttribute('aria-required', 'true');
  await expect(page.getByRole('combobox', { name: 'AC güç (MWe)' })).toHaveValue('Kurulu Güç (MWe)');
  await page.getByRole('button', { name: 'Önizle' }).click();

  await expect(page.getByRole('heading', { name: '4. Önizleme' })).toBeVisible();
  await expect(chip(page, 'Yeni 3')).toBeVisible();
  await expect(chip(page, 'Hata 1')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('1 satırda hata var; hatalı satırlar kaydedilmez.');
  await chip(page, 'Hata 1').click();
  await expect(chip(page, 'Hata 1')).toHaveAttribute('aria-pressed', 'true');
  const bad = rowOf(page, 'Önizleme: Hata satırları', 'Bozuk Satır GES');
  await expectRowNumber(bad, 5);
  await expect(bad).toContainText('“İl” sütunu: "Atlantis" adında bir il bulunamadı');
  await expect(bad).toContainText('“Kurulu Güç (MWe)” sütunu: Sayı girilmelidir');

  await page.getByRole('button', { name: 'Kaydet (3 yeni, 0 güncelleme)' }).click();
  await expect(page.getByRole('heading', { name: 'Tamamlandı' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'İçe aktarma kaydedildi: 3 yeni kayıt, 0 güncelleme; 1 hatalı satır kaydedilmedi.' })).toBeVisible();

  // The records are in the back office's project list.
  await page.getByRole('link', { name: 'Projeleri gör' }).click();
  await page.getByRole('searchbox', { name: 'Proje adıyla ara' }).fill('aktarim deneme');
  await expect(page.getByText('Toplam 3 kayıt')).toBeVisible();
  await expect(rowOf(page, 'Projeler', 'Aktarım Deneme GES 2')).toBeVisible();

  // The same file again: the remembered mapping, and nothing to write.
  await startImport(page, 'Projeler');
  await uploadCsv(page, 'projeler.csv');
  await expect(page.getByRole('combobox', { name: 'Proje adı' })).toHaveValue('Tesis Adı');
  await page.getByRole('button', { name: 'Önizle' }).click();
  await expect(chip(page, 'Değişiklik yok 3')).toBeVisible();
  await expect(chip(page, 'Yeni 0')).toBeVisible();
  await expect(page.getByText('Değişecek bir şey yok: hatasız satırların tümü kayıtlarla aynı.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Kaydet/ })).toBeDisabled();

  // A later file changes one plant's power: an update, field by field.
  await startImport(page, 'Projeler');
  await uploadCsv(page, 'projeler-guncel.csv');
  await page.getByRole('button', { name: 'Önizle' }).click();
  await chip(page, 'Güncelleme 1').click();
  const update = rowOf(page, 'Önizleme: Güncelleme satırları', 'Aktarım Deneme GES 1');
  await expect(update).toContainText('AC güç (MWe): önce 12,5 → , sonra 15');
  await page.getByRole('button', { name: 'Kaydet (0 yeni, 1 güncelleme)' }).click();
  await expect(page.getByRole('heading', { name: 'Tamamlandı' })).toBeVisible();

  // History: the first import cannot be reverted while a record it wrote has changed since (the 409 stays in the dialog).
  await page.getByRole('link', { name: 'Aktarım Geçmişi' }).click();
  await expect(page.getByRole('heading', { name: 'Aktarım Geçmişi', level: 1 })).toBeVisible();
  await expect(page.getByText(`Toplam ${seeded + 3} içe aktarma`)).toBeVisible();
  const first = rowOf(page, 'Aktarım geçmişi', /projeler\.csv.*3 yeni/s);
  await expect(first).toContainText('Kaydedildi');
  await expect(first).toContainText(SOURCE);
  await expect(first).toContainText(DEMO.admin.email);
  await first.getByRole('button', { name: action('Geri Al', 'projeler.csv') }).click();
  const dialog = page.getByRole('dialog', { name: 'İçe aktarma geri alınsın mı?' });
  await expect(dialog.getByRole('listitem')).toHaveText(['3 eklenen kayıt silinecek.']);
  await dialog.getByRole('button', { name: 'Geri Al' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Geri alınamaz: bu içe aktarmanın yazdığı kayıtlar sonradan değişti: "Aktarım Deneme GES 1"');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();

  // The later one first, then the first one.
  await rowOf(page, 'Aktarım geçmişi', 'projeler-guncel.csv').getByRole('button', { name: action('Geri Al', 'projeler-guncel.csv') }).click();
  await expect(dialog.getByRole('listitem')).toHaveText(['1 güncellenen kayıt önceki değerlerine dönecek.']);
  await dialog.getByRole('button', { name: 'Geri Al' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('İçe aktarma geri alındı').first()).toBeVisible();
  await expect(rowOf(page, 'Aktarım geçmişi', 'projeler-guncel.csv')).toContainText('Geri alındı');
  await first.getByRole('button', { name: action('Geri Al', 'projeler.csv') }).click();
  await dialog.getByRole('button', { name: 'Geri Al' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toContainText('Geri alındı');
  await expect(first.getByRole('button', { name: action('Geri Al', 'projeler.csv') })).toHaveCount(0);

  // The records are gone.
  await page.goto('/admin?tab=projects');
  await page.getByRole('searchbox', { name: 'Proje adıyla ara' }).fill('aktarim deneme');
  await expect(page.getByText('Aramanıza uygun kayıt bulunamadı.')).toBeVisible();
});

test('an XLSX of companies dropped on the box: preview, save, the same file again unchanged, revert', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, DEMO.admin, '/admin');
  await startImport(page, 'Firmalar');

  // Dropped, as a file dragged from the desktop arrives.
  const bytes = [...readFileSync(path.join(FIXTURES, 'firmalar.xlsx'))];
  const dropped = await page.evaluateHandle((data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], 'firmalar.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    return transfer;
  }, bytes);
  await page.getByTestId('import-drop-zone').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByText('Seçilen dosya: firmalar.xlsx')).toBeVisible();
  await uploadAndWait(page);
  await expect(page.getByRole('combobox', { name: 'Firma adı' })).toHaveValue('Firma Adı');
  await page.getByRole('button', { name: 'Önizle' }).click();

  await expect(chip(page, 'Yeni 3')).toBeVisible();
  await chip(page, 'Hata 1').click();
  const bad = rowOf(page, 'Önizleme: Hata satırları', 'Aktarım Hatalı Firma');
  await expectRowNumber(bad, 5);
  await expect(bad).toContainText('“Faaliyet Alanı” sütunu: "Uzay Madenciliği" geçerli bir faaliyet alanı değil');
  await expect(bad).toContainText('“Kuruluş Yılı” sütunu:');
  await page.getByRole('button', { name: 'Kaydet (3 yeni, 0 güncelleme)' }).click();
  await expect(page.getByRole('heading', { name: 'Tamamlandı' })).toBeVisible();

  await page.getByRole('link', { name: 'Firmaları gör' }).click();
  await page.getByRole('searchbox', { name: 'Firma adıyla ara' }).fill('aktarım deneme');
  await expect(page.getByText('Toplam 3 kayıt')).toBeVisible();
  await expect(rowOf(page, 'Firmalar', 'Aktarım Deneme Mühendislik Ltd.')).toBeVisible();

  await startImport(page, 'Firmalar');
  await page.getByLabel('Dosya Seç').setInputFiles(path.join(FIXTURES, 'firmalar.xlsx'));
  await uploadAndWait(page);
  await page.getByRole('button', { name: 'Önizle' }).click();
  await expect(chip(page, 'Değişiklik yok 3')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Kaydet/ })).toBeDisabled();

  await page.goto('/admin/imports');
  const saved = rowOf(page, 'Aktarım geçmişi', /firmalar\.xlsx.*Kaydedildi/s);
  await saved.getByRole('button', { name: action('Geri Al', 'firmalar.xlsx') }).click();
  const dialog = page.getByRole('dialog', { name: 'İçe aktarma geri alınsın mı?' });
  await expect(dialog.getByRole('listitem')).toHaveText(['3 eklenen kayıt silinecek.']);
  await dialog.getByRole('button', { name: 'Geri Al' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/admin?tab=companies');
  await page.getByRole('searchbox', { name: 'Firma adıyla ara' }).fill('aktarım deneme');
  await expect(page.getByText('Aramanıza uygun kayıt bulunamadı.')).toBeVisible();
});

test('a column nothing reads is decided before saving; a year column is read as the commissioning date; a repeated row is skipped, not an error', async ({ page }) => {
  test.setTimeout(120_000);
  await signInByApi(page, DEMO.admin, '/admin');
  await startImport(page, 'Projeler');
  const csv = 'Tesis Adı;İl;Devreye Alma Yılı;Notlar\nSütun Kararı GES;Konya;2019;saha notu\nSütun Kararı GES;Konya;2019;saha notu\n';
  await page.getByLabel('Dosya Seç').setInputFiles({ name: 'sutunlu.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await uploadAndWait(page);
  await expect(page.getByRole('combobox', { name: 'Devreye alma tarihi' })).toHaveValue('Devreye Alma Yılı');

  // "Notlar" holds data no field reads: the preview waits for a decision.
  const notes = page.getByRole('combobox', { name: '“Notlar” sütunu' });
  await expect(notes).toHaveValue('');
  await page.getByRole('button', { name: 'Önizle' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Dosyadaki şu sütunlar için karar verin' })).toContainText('Notlar');
  await expect(page.getByRole('heading', { name: '3. Sütunlar' })).toBeVisible();
  await notes.selectOption({ label: 'İçe aktarma' });
  await page.getByRole('button', { name: 'Önizle' }).click();

  await expect(page.getByRole('heading', { name: '4. Önizleme' })).toBeVisible();
  await expect(page.getByText('İçe aktarılmayacak sütunlar:').locator('..')).toContainText('Notlar');
  await expect(chip(page, 'Tekrar 1')).toBeVisible();
  await expect(chip(page, 'Hata 0')).toBeVisible();
  await chip(page, 'Tekrar 1').click();
  // The chip's rows replace the whole file's once their answer arrives: one row is left.
  await expect(rowOf(page, 'Önizleme: Tekrar satırları', 'Sütun Kararı GES')).toHaveCount(1);
  await expect(rowOf(page, 'Önizleme: Tekrar satırları', 'Sütun Kararı GES')).toContainText('2. satırın tekrarı, atlandı');
  await page.getByRole('button', { name: 'Kaydet (1 yeni, 0 güncelleme)' }).click();
  await expect(page.getByRole('heading', { name: 'Tamamlandı' })).toBeVisible();
});
