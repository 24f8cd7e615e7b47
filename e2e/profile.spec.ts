import { PROJECT_STATUSES } from '../shared/constants';
import { DEMO, expect, shownBalance, signInByApi, test, PHONE } from './support/fixtures';
import { sidewaysOverflow } from './support/layout';

// The member's own space (docs/product-rules.md#profile): what a member paid for shows in the tokens tab, and
// what they opened is in the inventory tab, where it opens again at no charge. At 1280 px and 390 px.

test('a premium member opens a verified project, finds it in the inventory, reopens it free and sees the debit', PHONE, async ({ page }) => {
  await signInByApi(page, DEMO.premium, '/?tab=projects');
  const start = await shownBalance(page);

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
  await expect.poll(() => shownBalance(page)).toBe(start - cost);
  // The keyboard stays in the detail once the confirmation closes.
  await expect.poll(() => detail.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

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
  expect(await shownBalance(page)).toBe(start - cost);

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

test('a member submits a company and a project with a picked related company, and sees both as "Beklemede"', async ({ page }) => {
  await signInByApi(page, DEMO.free, '/profile/submissions');
  await page.getByRole('link', { name: 'Yeni Firma Başvurusu' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni Firma Başvurusu' })).toBeVisible();

  // The shared schema's messages, before anything is sent.
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await expect(page.getByText('Firma adı zorunludur')).toBeVisible();
  await expect(page.getByText('Faaliyet alanı zorunludur')).toBeVisible();
  await expect(page.getByText('Şehir zorunludur')).toBeVisible();

  // A draft survives a reload and is offered back.
  const company = 'Anadolu Işık Enerji Çözümleri';
  await page.getByLabel('Firma adı').fill(company);
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('submission:companies:')))).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Taslağı Yükle' }).click();
  await expect(page.getByLabel('Firma adı')).toHaveValue(company);

  await page.getByLabel('Faaliyet alanı').selectOption({ index: 1 });
  await page.getByLabel('Ürün / hizmet tipi').selectOption({ index: 1 });
  await page.getByLabel('Şehir').selectOption({ label: 'Konya' });
  await page.getByLabel('Kuruluş yılı').fill('2012');
  await page.getByLabel('Web sitesi').fill('www.anadolu-isik.com.tr');
  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await expect(page.getByText(/Başvurunuz gönderildi/)).toBeVisible();
  // After 2 s the member is on the applications page, the company pending.
  await expect(page).toHaveURL(/\/profile\/submissions\?tab=companies/);
  await expect(page.getByRole('row', { name: new RegExp(company) })).toContainText('Beklemede');

  await page.getByRole('tab', { name: 'Proje Başvuruları' }).click();
  await page.getByRole('link', { name: 'Yeni Proje Başvurusu' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni Proje Başvurusu' })).toBeVisible();
  const project = 'Karapınar Işık GES';
  await page.getByLabel('Proje adı').fill(project);
  await page.getByLabel('Proje durumu').selectOption({ index: 1 });
  await page.getByLabel('Proje tipi').selectOption({ index: 1 });
  await page.getByLabel('Uygulama yeri').selectOption({ index: 1 });

  // The district list follows the city; another city clears the chosen district.
  const district = page.getByLabel('İlçe');
  await expect(district).toBeDisabled();
  await page.getByLabel('Şehir').selectOption({ label: 'Ankara' });
  await expect(district).toBeEnabled();
  await district.selectOption({ index: 1 });
  await page.getByLabel('Şehir').selectOption({ label: 'Konya' });
  await expect(district).toHaveValue('');
  await expect(district.getByRole('option', { name: 'Karapınar' })).toHaveCount(1);
  await district.selectOption({ label: 'Karapınar' });

  await page.getByLabel('DC güç', { exact: true }).fill('12,5');
  await page.getByLabel('DC güç birimi').selectOption('MWp');
  await page.getByLabel('Para birimi').selectOption('USD');

  // The related-company picker lists catalogue companies from 3 letters on.
  const contractor = page.getByRole('combobox', { name: 'Yüklenici (EPC)' });
  await contractor.scrollIntoViewIfNeeded();
  await contractor.click();
  await contractor.fill('ka');
  await expect(page.getByText('En az 3 harf yazın')).toBeVisible();
  await contractor.fill('kaly');
  const option = page.getByRole('option', { name: /Kalyon/ }).first();
  const picked = (await option.innerText()).trim();
  // On a touch screen the list stays transparent and unclickable until the on-screen keyboard has
  // had its chance to open (React Aria waits up to 600 ms for it): wait until the user can see it.
  await expect(page.locator('[data-trigger="ComboBox"]')).toHaveCSS('opacity', '1');
  await option.click();
  await expect(contractor).toHaveValue(picked);
  await expect(page.getByText('Platformdaki firma seçildi.')).toBeVisible();
  // Owners engineering may be a firm that is not in the catalogue.
  const owners = page.getByRole('combobox', { name: 'Müşavir Mühendislik' });
  // As a user does: scroll to the field, then type (a scroll closes an open list).
  await owners.scrollIntoViewIfNeeded();
  await owners.click();
  await owners.fill('Bağımsız Müşavir Ltd.');
  await expect(page.getByText('Firma bulunamadı; yazdığınız ad kaydedilir.')).toBeVisible();
  await owners.press('Tab');
  await expect(owners).toHaveValue('Bağımsız Müşavir Ltd.');

  await page.getByRole('button', { name: 'Başvuruyu Gönder' }).click();
  await expect(page.getByText(/Başvurunuz gönderildi/)).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/submissions\?tab=projects/);
  await expect(page.getByRole('row', { name: new RegExp(project) })).toContainText('Beklemede');
  await page.getByRole('tab', { name: 'Firma Başvuruları' }).click();
  await expect(page.getByRole('row', { name: new RegExp(company) })).toContainText('Beklemede');
});

test("a member's companies tab: the company's detail on a computer, its projects with status chips on a phone", PHONE, async ({ page, isMobile }) => {
  await signInByApi(page, DEMO.free, '/profile?tab=companies');
  const company = 'Kalyon Enerji (Kalyon Holding)';
  await page.getByRole('button', { name: company }).click();
  const dialog = page.getByRole('dialog', { name: company });
  await expect(dialog).toBeVisible();
  if (!isMobile) {
    // The company's own detail dialog.
    await expect(dialog.getByRole('button', { name: 'Kapat', exact: true })).toBeVisible();
    return;
  }
  // On a phone: the company's projects, each with its status chip, each opening the project's detail.
  const first = dialog.getByRole('listitem').first().getByRole('button');
  await expect(first).toBeVisible();
  const [name] = (await first.innerText()).split('\n');
  await expect(first).toContainText(new RegExp(PROJECT_STATUSES.map((status) => status.name).join('|')));
  await first.click();
  await expect(page.getByRole('dialog', { name: name!.trim() })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe('');
});
