import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, signInByApi, test } from './support/fixtures';

// Back office I (decision 011; docs/product-rules.md#admin), at 1280 px: an admin approves a suggestion,
// credits Bakiye, creates a project with a picked company and approves a member's company; each outcome is
// checked where a member sees it. A member's browser never receives back-office code.

// Every journey signs the admin and a member in from this machine: the sign-in limits (tested in
// auth-routes.test.ts and e2e/auth.spec.ts) are not what this file is about.
test.use({ serverEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } });

/** A second browser, signed in as `account`, for what the member sees. */
async function memberPage(browser: Browser, baseURL: string | undefined, account: { email: string; password: string }, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signInByApi(page, account, path);
  return page;
}

const projectList = (page: Page) => page.getByRole('tabpanel');

/** A row action's name: the visible verb and, for screen readers, what it acts on ("Detay: Ad"). */
const action = (verb: string, name: string) => new RegExp(`^${verb}\\s*: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

test('an admin approves a suggestion in "Öneri Detayları" and the project reads the new name in its public detail', async ({ page, browser, baseURL }) => {
  const member = await memberPage(browser, baseURL, DEMO.free, '/?tab=projects');
  const found = (await (await member.request.get('/api/projects?search=karapinar')).json()) as { items: { id: string; project_name: string }[] };
  const project = found.items[0]!;
  const renamed = `${project.project_name} Onaylı Ad`;
  const sent = await member.request.post(`/api/suggestions/projects/${project.id}`, { data: { suggested_data: { project_name: renamed } } });
  expect(sent.status()).toBe(201);

  await signInByApi(page, DEMO.admin, '/admin?tab=suggestions');
  await page.getByRole('button', { name: action('Detay', project.project_name) }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Öneri Detayları' });
  await expect(dialog.getByRole('row', { name: /Proje adı/ })).toContainText(renamed);
  await expect(dialog.getByText('1 alan değişiyor')).toBeVisible();
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Öneri onaylandı ve kayda işlendi')).toBeVisible();
  // The row now names the project by its new name, decided.
  await expect(page.getByRole('region', { name: 'Proje önerileri' }).getByRole('row', { name: /Onaylı Ad/ }).first()).toContainText('Onaylandı');

  // The member finds the project under its new name and opens its detail.
  await member.goto('/?tab=projects');
  await member.getByRole('searchbox', { name: 'Projelerde ara' }).fill('Onaylı Ad');
  await projectList(member).getByRole('button', { name: renamed }).first().click();
  await expect(member.getByRole('dialog', { name: renamed })).toBeVisible();
  await member.context().close();
});

test('an admin credits a member 100 Bakiye, and the member sees it in the tokens tab', async ({ page, browser, baseURL }) => {
  await signInByApi(page, DEMO.admin, '/admin');
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Kullanıcılar' }).click();
  await expect(page.getByRole('heading', { name: 'Kullanıcılar' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'E-posta ile ara' }).fill('uye@');
  await page.getByRole('button', { name: action('Bakiye', DEMO.free.email) }).click();
  const dialog = page.getByRole('dialog', { name: 'Bakiye Yönetimi' });
  const add = dialog.getByRole('button', { name: 'Bakiye Ekle', exact: true }).last();
  await dialog.getByLabel(/^Miktar/).fill('100');
  // The button waits for a description too (docs/product-rules.md#admin).
  await expect(add).toBeDisabled();
  await dialog.getByLabel(/^Açıklama/).fill('Kampanya hediyesi');
  await add.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Bakiye eklendi\. Yeni bakiye: \d+/)).toBeVisible();

  const member = await memberPage(browser, baseURL, DEMO.free, '/profile?tab=tokens');
  const newest = member.getByRole('region', { name: 'Mevcut Bakiye' }).getByRole('listitem').first();
  await expect(newest).toContainText('Kampanya hediyesi');
  await expect(newest).toContainText('+100');
  await member.context().close();
});

test('an admin creates a project with a picked company, and it is in the public list', async ({ page, browser, baseURL }) => {
  await signInByApi(page, DEMO.admin, '/admin');
  await page.getByRole('tabpanel').getByRole('link', { name: 'Yeni Proje' }).click();
  await expect(page.getByRole('heading', { name: 'Yeni Proje' })).toBeVisible();
  // The required fields' messages come from the shared schema.
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Proje adı zorunludur')).toBeVisible();
  await expect(page.getByLabel(/^İlçe/)).toBeDisabled();

  await page.getByLabel(/^Proje adı/).fill('Admin Deneme Güneş Santrali');
  await page.getByLabel(/^Proje durumu/).selectOption({ index: 1 });
  await page.getByLabel(/^Proje tipi/).selectOption({ index: 1 });
  await page.getByLabel(/^Uygulama yeri/).selectOption({ index: 1 });
  await page.getByLabel(/^Şehir/).selectOption({ label: 'Konya' });
  await expect(page.getByLabel(/^İlçe/)).toBeEnabled();
  await page.getByLabel(/^İlçe/).selectOption({ label: 'Karapınar' });
  await page.getByLabel('DC güç', { exact: true }).fill('12,5');
  await page.getByLabel('DC güç birimi').selectOption('MWp');

  const investor = page.getByRole('combobox', { name: 'Yatırımcı' });
  await investor.scrollIntoViewIfNeeded();
  await investor.click();
  await investor.fill('Kalyon');
  await page.getByRole('option', { name: /Kalyon Enerji/ }).click();
  await expect(investor).toHaveValue(/Kalyon Enerji/);
  await page.keyboard.press('Tab');

  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Veriler başarıyla kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?tab=projects$/, { timeout: 5_000 });
  await expect(page.getByRole('tabpanel').getByText('Admin Deneme Güneş Santrali', { exact: true })).toBeVisible();

  const member = await memberPage(browser, baseURL, DEMO.premium, '/?tab=projects');
  await member.getByRole('searchbox', { name: 'Projelerde ara' }).fill('Admin Deneme');
  await expect(projectList(member).getByRole('button', { name: 'Admin Deneme Güneş Santrali' }).first()).toBeVisible();
  await member.context().close();
});

test('an admin approves a member\'s company submission; the member sees it approved; a member never loads back-office code', async ({ page, browser, baseURL }) => {
  const member = await memberPage(browser, baseURL, DEMO.free, '/');
  // Everything the member's browser runs, checked for back-office code at the end.
  const scripts: Promise<string>[] = [];
  member.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const reference = (await (await member.request.get('/api/reference')).json()) as Record<string, { id: string; name: string }[]>;
  const sent = await member.request.post('/api/me/submissions/companies', {
    data: {
      company_name: 'Başvuru Güneş Teknolojileri A.Ş.',
      activity_type_id: reference.company_activity_types![0]!.id,
      product_type_id: reference.company_product_types![0]!.id,
      city_id: reference.cities![0]!.id,
    },
  });
  expect(sent.status()).toBe(201);

  await signInByApi(page, DEMO.admin, '/admin');
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Üye Başvuruları' }).click();
  await expect(page.getByRole('tab', { name: /Firma Başvuruları 1 bekleyen/ })).toBeVisible();
  await page.getByRole('button', { name: action('Detay', 'Başvuru Güneş Teknolojileri A.Ş.') }).click();
  const dialog = page.getByRole('dialog', { name: 'Firma Başvurusu' });
  await expect(dialog.getByRole('row', { name: /Firma adı/ })).toContainText('Başvuru Güneş Teknolojileri A.Ş.');
  // Rejecting needs a reason.
  await expect(dialog.getByRole('button', { name: 'Reddet' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Başvuru onaylandı')).toBeVisible();
  await expect(page.getByRole('row', { name: /Başvuru Güneş Teknolojileri/ })).toContainText('Onaylandı');

  await member.goto('/profile/submissions');
  const row = member.getByRole('row', { name: /Başvuru Güneş Teknolojileri/ });
  await expect(row).toContainText('Onaylandı');
  await expect(row).toContainText('Başvurunuz onaylandı.');
  // A member who opens /admin is sent home before any back-office code is requested.
  await member.goto('/admin');
  await expect(member).toHaveURL(/\/$/);
  await member.goto('/admin/users');
  await expect(member).toHaveURL(/\/$/);
  const code = await Promise.all(scripts);
  expect(code.length).toBeGreaterThan(3);
  expect(code.filter((text) => /\/api\/admin\/|Admin Panele Dön|getCoreRowModel/.test(text))).toEqual([]);
  await member.context().close();
});

test('an admin enters a month of installed power (percentages and the solar split follow), and the public table shows it', async ({ page, browser, baseURL }) => {
  await signInByApi(page, DEMO.admin, '/admin');
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Kurulu Güç Girişi' }).click();
  await expect(page.getByRole('heading', { name: 'Kurulu Güç Girişi' })).toBeVisible();
  await page.getByLabel(/^Yıl/).selectOption('2026');
  await page.getByLabel(/^Ay/).selectOption({ label: 'Şubat' });
  await expect(page.getByText('Bu ay için henüz veri yok; kaydetmek yeni bir kayıt oluşturur.')).toBeVisible();

  await page.getByLabel(/^Toplam elektrik kurulu gücü/).fill('124000');
  await page.getByLabel(/^Yenilenebilir enerji kurulu gücü/).fill('62000');
  await page.getByLabel(/^Güneş enerjisi kurulu gücü/).fill('25000');
  await expect(page.getByText('%50,00')).toBeVisible();
  await expect(page.getByText('%40,32')).toBeVisible();
  // A new solar total splits in half; editing one half sets the other.
  await expect(page.getByLabel(/^Lisanslı güneş/)).toHaveValue('12500');
  await page.getByLabel(/^Lisanssız güneş/).fill('20000');
  await expect(page.getByLabel(/^Lisanslı güneş/)).toHaveValue('5000');
  // More solar than renewable is refused with the spec's text, before anything is sent.
  await page.getByLabel(/^Yenilenebilir enerji kurulu gücü/).fill('24000');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Güneş enerjisi kurulu gücü, yenilenebilir enerji kurulu gücünden büyük olamaz')).toBeVisible();
  await page.getByLabel(/^Yenilenebilir enerji kurulu gücü/).fill('62000');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Veriler başarıyla kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 5_000 });

  const visitor = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
  await visitor.goto('/?tab=installed-power');
  const view = visitor.getByRole('tabpanel');
  // The view opens on the last 24 months (docs/decisions/042); the month is in its year too.
  await view.getByRole('combobox', { name: 'Yıl' }).selectOption('2026');
  await expect(view.getByRole('row', { name: /Şubat 2026/ })).toContainText('124.000,00');
  await visitor.context().close();
});

test('an admin changes a token cost, and an open confirmation on a member\'s page shows the new amount at once', async ({ page, browser, baseURL }) => {
  const member = await memberPage(browser, baseURL, DEMO.premium, '/?tab=companies');
  await member.getByLabel('Şehir').selectOption({ label: 'İstanbul' });
  const confirm = member.getByRole('dialog', { name: 'Bakiye Kullanımı' });
  await expect(confirm.getByRole('button', { name: 'Onayla (15 Bakiye)' })).toBeVisible();

  await signInByApi(page, DEMO.admin, '/admin/token-costs');
  const card = page.getByRole('form', { name: 'Filtreleme' });
  await card.getByLabel('Bakiye').fill('-5');
  await card.getByRole('button', { name: 'Güncelle' }).click();
  await expect(card.getByText('Bakiye maliyeti negatif olamaz')).toBeVisible();
  await card.getByLabel('Bakiye').fill('20');
  await card.getByRole('button', { name: 'Güncelle' }).click();
  await expect(card.getByText('Bakiye maliyeti başarıyla güncellendi')).toBeVisible();
  // The success text hides itself after 3 s.
  await expect(card.getByText('Bakiye maliyeti başarıyla güncellendi')).toBeHidden({ timeout: 5_000 });

  await expect(confirm.getByRole('button', { name: 'Onayla (20 Bakiye)' })).toBeVisible();
  await member.context().close();
});

test('an admin adds a news tag with a colour, edits it in place, and cannot delete a tag news use', async ({ page }) => {
  await signInByApi(page, DEMO.admin, '/admin/news-tags');
  const add = page.getByRole('form', { name: 'Yeni etiket' });
  await expect(add.getByRole('button', { name: 'Ekle' })).toBeDisabled();
  await add.getByLabel('Etiket adı').fill('Depolama');
  await expect(add.getByText('Depolama', { exact: true })).toBeVisible();
  await add.getByLabel('Renk').fill('#0e7490');
  await add.getByRole('button', { name: 'Ekle' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Depolama' });
  await expect(row).toContainText('#0e7490 · 0 akış');

  await row.getByRole('button', { name: /^Düzenle/ }).click();
  const edit = page.getByRole('form', { name: 'Depolama düzenleniyor' });
  await edit.getByLabel('Etiket adı').fill('Enerji Depolama');
  await edit.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Enerji Depolama' })).toContainText('0 akış');

  // A tag the seeded news use: the refusal names how many and which.
  const used = page.getByRole('listitem').filter({ hasText: /[1-9]\d* akış/ }).first();
  await used.getByRole('button', { name: /^Sil/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Etiket silinsin mi?' });
  await dialog.getByRole('button', { name: 'Sil' }).click();
  await expect(dialog.getByText(/^Bu etiket \d+ akışta kullanıldığı için silinemez\. İlişkili akışlar: /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dialog).toBeHidden();
});

test('an admin extends a member\'s trial by 7 days and then ends it', async ({ page, browser, baseURL }) => {
  const member = await memberPage(browser, baseURL, DEMO.free, '/packages');
  const packages = (await (await member.request.get('/api/packages')).json()) as { items: { id: string; trial_days: number }[] };
  expect((await member.request.post('/api/subscriptions/trial', { data: { package_id: packages.items[0]!.id } })).status()).toBe(200);
  await member.context().close();

  await signInByApi(page, DEMO.admin, '/admin/trial-memberships');
  const row = page.getByRole('row', { name: new RegExp(DEMO.free.email) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: action('7 Gün Uzat', DEMO.free.email) }).click();
  await expect(page.getByText('Deneme üyeliği 7 gün uzatıldı')).toBeVisible();
  // Seven more days on the trial's own end, never "7 days from now" (which would shorten it).
  await expect(row).toContainText(`${packages.items[0]!.trial_days + 7} gün kaldı`);

  await row.getByRole('button', { name: action('Sonlandır', DEMO.free.email) }).click();
  const dialog = page.getByRole('dialog', { name: 'Deneme üyeliği sonlandırılsın mı?' });
  await dialog.getByRole('button', { name: 'Sonlandır' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Deneme üyeliği sonlandırıldı')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(DEMO.free.email) })).toHaveCount(0);
});

test('an admin writes an announcement with a live preview, moves it to the top, and visitors read it in the ticker', async ({ page, browser, baseURL }) => {
  await signInByApi(page, DEMO.admin, '/admin/announcements');
  await page.getByRole('button', { name: 'Yeni Duyuru' }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni Duyuru' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Başlık zorunludur')).toBeVisible();
  await dialog.getByLabel(/^Başlık/).fill('Yeni özellik');
  await dialog.getByLabel(/^İçerik/).fill('Trafo kapasiteleri haritası yayında');
  await expect(dialog.getByTestId('announcement-preview')).toContainText('Yeni özellik: Trafo kapasiteleri haritası yayında');
  // The spec's default colours read poorly; the form says so.
  await expect(dialog.getByText(/kontrast 3,8:1/)).toBeVisible();
  await dialog.getByLabel('Arka plan').fill('#065f46');
  await expect(dialog.getByText(/kontrast/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  const last = page.getByRole('listitem').filter({ hasText: 'Yeni özellik' });
  await expect(last).toBeVisible();
  // New announcements go last; one step up at a time to the top.
  const rows = page.getByRole('main').getByRole('list').getByRole('listitem');
  const count = await rows.count();
  for (let position = count - 1; position > 0; position--) {
    await expect(rows.nth(position)).toContainText('Yeni özellik');
    await rows.nth(position).getByRole('button', { name: /^Yukarı taşı/ }).click();
    await expect(rows.nth(position - 1)).toContainText('Yeni özellik');
  }
  await expect(rows.first().getByRole('button', { name: /^Yukarı taşı/ })).toBeDisabled();

  const visitor = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })).newPage();
  await visitor.goto('/');
  await expect(visitor.getByTestId('announcement-ticker')).toContainText('Trafo kapasiteleri haritası yayında');
  await visitor.context().close();

  // Clicking the badge turns it off.
  await last.getByRole('button', { name: /^Aktif/ }).click();
  await expect(last.getByRole('button', { name: /^Pasif/ })).toBeVisible();
});
