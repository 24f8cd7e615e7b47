import type { Browser, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { withPossessive } from '../shared/turkish-suffix';
import { DEMO, expect, signInByApi, test } from './support/fixtures';

// Back office II (decision 012), at 1280 px: what an operator publishes, checked where members see it.

test.use({ serverEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n');

async function memberPage(browser: Browser, baseURL: string | undefined, account: { email: string; password: string }, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInByApi(page, account, path);
  return page;
}

const action = (verb: string, name: string) => new RegExp(`^${verb}\\s*: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('an admin uploads a required contract: the footer lists it and a member is asked to accept it at their next visit', async ({ page, browser, baseURL }) => {
  await signInByApi(page, DEMO.admin, '/admin');
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Sözleşmeler' }).click();
  await expect(page.getByRole('heading', { name: 'Sözleşmeler', level: 1 })).toBeVisible();

  const form = page.getByRole('form', { name: 'Sözleşme Ekle' });
  // A file that is not a PDF is named at once, before anything is sent.
  await form.getByLabel('PDF dosyası').setInputFiles({ name: 'sozlesme.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK') });
  await expect(form.getByRole('alert')).toHaveText('Sadece PDF dosyaları yüklenebilir');
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(form.getByText('Başlık zorunludur')).toBeVisible();

  await form.getByLabel(/^Başlık/).fill('Veri İşleme Sözleşmesi');
  await form.getByLabel('PDF dosyası').setInputFiles({ name: 'veri-isleme.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel('Zorunlu').check();
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText('Sözleşme eklendi')).toBeVisible();

  const row = page.getByRole('row', { name: /Veri İşleme Sözleşmesi/ });
  await expect(row).toContainText('Zorunlu');
  await expect(row.getByRole('button', { name: action('Aktif', 'Veri İşleme Sözleşmesi') })).toBeVisible();
  // The footer follows at once.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Veri İşleme Sözleşmesi/ })).toBeVisible();
  const pdf = await page.request.get((await row.getByRole('link', { name: action('Görüntüle', 'Veri İşleme Sözleşmesi') }).getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  // A member who joined before it is asked at their next visit, and not again once accepted.
  const member = await memberPage(browser, baseURL, DEMO.free, '/profile');
  const ask = member.getByRole('dialog', { name: 'Güncellenen sözleşmeler' });
  await expect(ask).toBeVisible();
  const accept = ask.getByRole('button', { name: 'Kabul Et ve Devam Et' });
  await expect(accept).toBeDisabled();
  await ask.getByLabel(/Veri İşleme Sözleşmesi/).check();
  await accept.click();
  await expect(ask).toBeHidden();
  await member.reload();
  await expect(member.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(member.getByRole('dialog')).toHaveCount(0);
  await member.context().close();

  // Clicking the badge makes it Pasif: the footer drops it.
  await row.getByRole('button', { name: action('Aktif', 'Veri İşleme Sözleşmesi') }).click();
  await expect(row.getByRole('button', { name: action('Pasif', 'Veri İşleme Sözleşmesi') })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /Veri İşleme Sözleşmesi/ })).toHaveCount(0);
});

test('an admin writes a news item with a heading and a link in the editor, and readers find it at /news/{short_url}', async ({ page }) => {
  await signInByApi(page, DEMO.admin, '/admin/news');
  await expect(page.getByRole('heading', { name: 'Akışlar', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Yeni Akış' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni Akış Ekle' })).toBeVisible();

  // Neither content nor a link: refused with the spec's text.
  await page.getByRole('textbox', { name: /^Başlık/ }).fill('Editörden Yeni Güneş Haberi');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('İçerik veya harici link alanlarından en az biri doldurulmalıdır')).toBeVisible();

  await page.getByLabel('Kısa URL').fill('editorden-yeni-haber');
  const editor = page.getByRole('textbox', { name: 'İçerik' });
  await editor.click();
  await page.getByRole('button', { name: 'Başlık 2' }).click();
  await page.keyboard.type('Kapasite artıyor');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ayrıntılar kaynakta');
  // Select the last word and make it a link.
  await page.keyboard.down('Shift');
  for (let i = 0; i < 'kaynakta'.length; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  await page.getByRole('button', { name: 'Bağlantı' }).click();
  await page.getByRole('textbox', { name: 'Bağlantı adresi' }).fill('https://www.epdk.gov.tr/');
  await page.getByRole('button', { name: 'Uygula' }).click();
  await expect(editor.getByRole('link', { name: 'kaynakta' })).toBeVisible();

  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Akış başarıyla kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole('link', { name: /^Editörden Yeni Güneş Haberi/ })).toBeVisible();

  await page.goto('/news/editorden-yeni-haber');
  await expect(page.getByRole('heading', { name: 'Editörden Yeni Güneş Haberi', level: 1 })).toBeVisible();
  const body = page.getByTestId('article-body');
  await expect(body.getByRole('heading', { name: 'Kapasite artıyor', level: 2 })).toBeVisible();
  await expect(body.getByRole('link', { name: 'kaynakta' })).toHaveAttribute('href', 'https://www.epdk.gov.tr/');

  // The list's switch takes it off the site; its edit dialog saves and closes.
  await page.goto('/admin/news');
  await page.getByRole('button', { name: action('Aktif', 'Editörden Yeni Güneş Haberi') }).click();
  await expect(page.getByRole('button', { name: action('Pasif', 'Editörden Yeni Güneş Haberi') })).toBeVisible();
  await page.getByRole('button', { name: action('Hızlı Düzenle', 'Editörden Yeni Güneş Haberi') }).click();
  const dialog = page.getByRole('dialog', { name: 'Akış Düzenle' });
  await dialog.getByRole('textbox', { name: /^Başlık/ }).fill('Editörden Güncel Güneş Haberi');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Akış başarıyla güncellendi.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: action('Pasif', 'Editörden Güncel Güneş Haberi') })).toBeVisible();
  const gone = await page.request.get('/api/news/by-url/editorden-yeni-haber');
  expect(gone.status()).toBe(404);
});

test('an admin adds a station with a KMZ in the combined form, and a premium member sees its outline on the map', async ({ page, browser, baseURL }) => {
  const lat = 39.7;
  const lon = 32.5;
  const ring = [
    [lon - 0.002, lat - 0.001],
    [lon + 0.002, lat - 0.001],
    [lon + 0.002, lat + 0.001],
    [lon - 0.002, lat + 0.001],
    [lon - 0.002, lat - 0.001],
  ]
    .map(([x, y]) => `${x},${y},0`)
    .join(' ');
  const kml = `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>Saha</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></Document></kml>`;
  const kmz = Buffer.from(zipSync({ 'doc.kml': strToU8(kml) }));

  await signInByApi(page, DEMO.admin, '/admin');
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Trafo Merkezleri' }).click();
  await expect(page.getByRole('tab', { name: 'Tanımlar', selected: true })).toBeVisible();
  // The demo stations read as samples until an admin confirms them.
  await expect(page.getByText('Örnek veri').first()).toBeVisible();
  await page.getByRole('link', { name: 'Birleşik Kayıt Ekle' }).click();

  const form = page.getByRole('form', { name: 'Birleşik trafo merkezi kaydı' });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Lütfen bir şehir seçin')).toBeVisible();
  await expect(form.getByText('Trafo merkezi adı gereklidir')).toBeVisible();

  await form.getByLabel(/^Şehir/).selectOption({ label: 'Ankara' });
  await form.getByLabel(/^Trafo merkezi adı/).fill('GüneşVeri Deneme TM');
  await form.getByLabel(/^Bara/).fill('34,5 kV Bara B');
  await form.getByLabel(/^İşletmeci/).fill('BAŞKENT EDAŞ');
  await form.getByLabel(/^Bağlantı seviyesi/).fill('OG (34,5 kV)');
  await form.getByLabel('Enlem').fill('39,7');
  await form.getByLabel('Boylam').fill('32,5');
  await form.getByLabel(/^Kullanılabilir kapasite/).fill('25,5');
  await form.getByLabel(/^Ay/).selectOption({ label: 'Kasım' });
  await form.getByLabel(/^Yıl/).fill('2026');
  // A file that is not KML/KMZ is named at once.
  await form.getByLabel(/KML veya KMZ/).setInputFiles({ name: 'saha.zip', mimeType: 'application/zip', buffer: kmz });
  await expect(form.getByText('Sadece KML veya KMZ dosyaları yüklenebilir')).toBeVisible();
  await form.getByLabel(/KML veya KMZ/).setInputFiles({ name: 'saha.kmz', mimeType: 'application/vnd.google-earth.kmz', buffer: kmz });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Veriler başarıyla kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/transformer-stations\?tab=definitions/);
  await page.getByRole('searchbox', { name: /Ad, işletmeci veya bara/ }).fill('Deneme TM');
  const row = page.getByRole('row', { name: /GüneşVeri Deneme TM/ });
  await expect(row).toContainText('Var');
  await expect(row).not.toContainText('Örnek veri');

  // A premium member's map for that month shows it, and its outline once opened.
  const member = await memberPage(browser, baseURL, DEMO.premium, '/stations');
  await member.getByRole('button', { name: 'Harita' }).click();
  await member.getByLabel('Yıl', { exact: true }).selectOption('2026');
  await member.getByLabel('Ay', { exact: true }).selectOption({ label: 'Kasım' });
  // The sector map (docs/decisions/037): the station alone in its province, its card on a click.
  await member.getByLabel('İl', { exact: true }).selectOption({ label: 'Ankara' });
  await member.getByRole('checkbox', { name: /^Projeler/ }).uncheck();
  const map = member.getByRole('region', { name: /^Sektör haritası/ });
  await expect(member.getByText(/1\s*trafo merkezi haritada/)).toBeVisible();
  await expect(member.locator('.leaflet-container.leaflet-zoom-anim')).toHaveCount(0);
  await map.getByRole('button', { name: 'GüneşVeri Deneme TM', exact: true }).click();
  await expect(member.getByRole('region', { name: 'GüneşVeri Deneme TM' })).toContainText('25,50 MWe');
  await expect(map.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  await member.context().close();
});

test('an admin edits a package with a feature added by Enter and switches it off; the public packages page follows', async ({ page, browser, baseURL }) => {
  await signInByApi(page, DEMO.admin, '/admin');
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Abonelik Paketleri' }).click();
  await page.getByRole('button', { name: "İyzico'dan Planları Getir" }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'demo-pro-yearly' })).toBeVisible();

  // A new package on a plan another package uses: refused on that field.
  await page.getByRole('link', { name: 'Yeni Paket' }).click();
  await page.getByRole('radio', { name: /Pro Yıllık/ }).click();
  await expect(page.getByLabel(/^iyzico plan referans kodu/)).toHaveValue('demo-pro-yearly');
  await expect(page.getByLabel('Dönem')).toHaveValue('YEARLY');
  await page.getByLabel(/^Paket adı/).fill('Kopya Paket');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Bu iyzico planı başka bir pakette kullanılıyor')).toBeVisible();

  await page.getByRole('link', { name: 'Paketlere Dön' }).click();
  // The list's own editor: the order changes in place.
  await page.getByRole('button', { name: action('Hızlı Düzenle', 'Basic') }).click();
  const quick = page.getByRole('form', { name: 'Basic hızlı düzenleme' });
  await quick.getByLabel('Sıra').fill('9');
  await quick.getByRole('button', { name: 'Kaydet' }).click();
  await expect(quick).toBeHidden();
  await expect(page.getByRole('row').last()).toContainText('Basic');

  await page.getByRole('link', { name: action('Düzenle', 'Enterprise') }).click();
  await page.getByLabel(/^Paket adı/).fill('Enterprise Plus');
  await page.getByLabel('Özellikler').fill('Özel hesap yöneticisi');
  await page.getByLabel('Özellikler').press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: 'Özel hesap yöneticisi' })).toBeVisible();
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Paket kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/subscription-packages$/);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/packages/public');
  await expect(visitor.getByText('Enterprise Plus').first()).toBeVisible();
  await expect(visitor.getByText('Özel hesap yöneticisi')).toBeVisible();

  await page.getByRole('button', { name: action('Aktif', 'Enterprise Plus') }).click();
  await expect(page.getByRole('button', { name: action('Pasif', 'Enterprise Plus') })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText('Basic').first()).toBeVisible();
  await expect(visitor.getByText('Enterprise Plus')).toHaveCount(0);
  await visitor.close();
});

test('an admin assigns a subscription in subscription management, and the platform dashboard counts members with its revenue hidden on demand', async ({ page }) => {
  await signInByApi(page, DEMO.admin, '/admin');
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Abonelik Yönetimi' }).click();
  await expect(page.getByRole('heading', { name: 'Abonelik Yönetimi', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Abonelik Ata' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abonelik Ata' });
  const assign = dialog.getByRole('button', { name: 'Abonelik Ata' });
  await expect(assign).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Kullanıcı' }).fill('uye@');
  await page.getByRole('option', { name: new RegExp(DEMO.free.email) }).click();
  await dialog.getByLabel(/^Paket/).selectOption({ index: 1 });
  await assign.click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'E-posta veya paket ile ara' }).fill(DEMO.free.email);
  const row = page.getByRole('row', { name: new RegExp(DEMO.free.email) }).first();
  await expect(row).toContainText('Başarılı');
  await expect(row).toContainText('elle');
  await expect(row).toContainText(/manual-/);

  await page.getByRole('link', { name: 'Admin Panele Dön' }).click();
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Platform Paneli' }).click();
  const premium = page.getByRole('definition').filter({ hasText: /Üyelerin %/ });
  await expect(premium).toBeVisible();
  // The share takes the suffix of the number as it is read ("%50'si", "%66,7'si").
  const share = (await premium.innerText()).match(/Üyelerin (%[\d.,]+)'(\S+)/);
  expect(`${share?.[1]}'${share?.[2]}`).toBe(withPossessive(share?.[1] ?? ''));
  await expect(page.getByRole('figure', { name: /Yeni üyeler/ }).locator('svg.recharts-surface')).toBeVisible();
  await page.getByRole('tab', { name: 'Haftalık' }).click();
  await expect(page.getByRole('tab', { name: 'Haftalık', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Geliri Gizle' }).click();
  await expect(page.getByText('₺ •••').first()).toBeVisible();
  await expect(page.getByRole('figure', { name: /^Abonelikler Bu dönemde/ })).not.toContainText('₺');
});

test('an admin uploads a cookie policy and the cookie banner links to it', async ({ page }) => {
  await signInByApi(page, DEMO.admin, '/admin/cookie-policies');
  await expect(page.getByRole('heading', { name: 'Çerez Politikaları', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Politika Ekle' });
  await expect(form.getByLabel('Zorunlu')).toHaveCount(0);
  await form.getByLabel(/^Başlık/).fill('Çerez Politikası 2027');
  await form.getByLabel('PDF dosyası').setInputFiles({ name: 'cerez-2027.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Ekle' }).click();
  await expect(page.getByText('Çerez politikası eklendi')).toBeVisible();
  const href = await page.getByRole('row', { name: /Çerez Politikası 2027/ }).getByRole('link', { name: action('Görüntüle', 'Çerez Politikası 2027') }).getAttribute('href');
  // The newest active policy is the one the banner and the footer open.
  await expect(page.getByRole('region', { name: 'Çerez bildirimi' }).getByRole('link', { name: /Çerez Politikası/ })).toHaveAttribute('href', href!);
});

test('an admin adds a month of capacity with the station search, and a second row for that month is refused', async ({ page }) => {
  await signInByApi(page, DEMO.admin, '/admin/transformer-stations?tab=capacities');
  await page.getByRole('link', { name: 'Yeni Kapasite' }).click();
  const form = page.getByRole('form', { name: 'Kapasite kaydı' });
  const save = form.getByRole('button', { name: 'Kaydet' });
  await expect(save).toBeDisabled();
  const station = form.getByRole('combobox', { name: 'Trafo merkezi' });
  // A seeded OpenStreetMap substation (Kastamonu) whose name no other station shares.
  await station.fill('Tosya');
  await page.getByRole('option', { name: /Tosya TM/ }).click();
  await form.getByLabel(/^Kullanılabilir kapasite/).fill('7,25');
  await form.getByLabel(/^Ay/).selectOption({ label: 'Ocak' });
  await form.getByLabel(/^Yıl/).fill('2027');
  await save.click();
  await expect(page.getByText('Veriler başarıyla kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
  await expect(page).toHaveURL(/tab=capacities/);
  await page.getByRole('searchbox', { name: 'Trafo merkezi adıyla ara' }).fill('Tosya');
  await expect(page.getByRole('row', { name: /Tosya TM.*2027.*Ocak/ })).toContainText('7,25');

  await page.getByRole('link', { name: 'Yeni Kapasite' }).click();
  await form.getByRole('combobox', { name: 'Trafo merkezi' }).fill('Tosya');
  await page.getByRole('option', { name: /Tosya TM/ }).click();
  await form.getByLabel(/^Kullanılabilir kapasite/).fill('1');
  await form.getByLabel(/^Ay/).selectOption({ label: 'Ocak' });
  await form.getByLabel(/^Yıl/).fill('2027');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Bu trafo merkezi için seçilen ay ve yılda zaten bir kayıt mevcut')).toBeVisible();
});
