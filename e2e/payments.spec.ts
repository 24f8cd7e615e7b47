import type { Page } from '@playwright/test';
import { DEMO, expect, signInByApi, test } from './support/fixtures';

// Premium you can buy (docs/product-rules.md#payments): packages, billing info, paying in the local iyzico
// simulator, the callback page, trials — at 1280 px and 390 px, each file on its own fresh database.

test.use({ serverEnv: { EMAIL_VERIFICATION: 'off' } });

async function balance(page: Page): Promise<number> {
  const badge = page.getByTestId('balance-badge');
  const text = (await badge.getAttribute('aria-label')) ?? (await badge.innerText());
  return Number(text.replace(/\D/g, ''));
}

/** Opens the billing dialog of a package and fills a new billing info. */
async function chooseWithNewBillingInfo(page: Page, packageName: string, buttonName: RegExp) {
  await page.goto('/packages');
  await page.getByRole('article', { name: packageName }).getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog', { name: 'Fatura Bilgileri' });
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form');
  // A member without a saved billing info gets the form, one with saved infos the list.
  await expect(form.or(dialog.getByRole('radio').first())).toBeVisible();
  if (await form.isVisible()) {
    // The spec's messages arrive before anything is sent.
    await form.getByRole('button', { name: 'Fatura Bilgisini Kaydet' }).click();
    await expect(form.getByText('Bireysel müşteri için TC kimlik numarası zorunludur.')).toBeVisible();
    await form.getByLabel('Fatura bilgisi adı (ör. Ev, İş)').fill('Ev');
    await form.getByLabel('Ad', { exact: true }).fill('Ayşe');
    await form.getByLabel('Soyad').fill('Yılmaz');
    await form.getByLabel('E-posta').fill('ayse@example.com');
    await form.getByLabel('Telefon').fill('0532 123 45 67');
    await form.getByLabel('TC Kimlik No').fill('10000000146');
    await form.getByLabel('Fatura yetkilisi').fill('Ayşe Yılmaz');
    await form.getByLabel('Şehir').fill('Ankara');
    await form.getByLabel('Posta kodu').fill('06420');
    await form.getByLabel('Adres').fill('Kızılay Mah. Atatürk Blv. No:1');
    await form.getByRole('button', { name: 'Fatura Bilgisini Kaydet' }).click();
  }
  await expect(dialog.getByRole('radio', { name: /Ev/ })).toBeChecked();
  return dialog;
}

/** Pays on the simulator's form, as a buyer does. */
async function payWithCard(page: Page, card: string) {
  await expect(page.getByRole('heading', { name: 'Güvenli Ödeme' })).toBeVisible();
  await page.getByLabel('Kart Üzerindeki İsim').fill('AYSE YILMAZ');
  await page.getByLabel('Kart Numarası').fill(card);
  await page.getByRole('button', { name: 'Öde' }).click();
  await page.waitForURL(/\/subscription-callback\?/);
}

test('a visitor on the public packages is led to registration', async ({ page }) => {
  await page.goto('/packages/public');
  await expect(page.getByText('Yeni üyelere 50 Bakiye hediye')).toBeVisible();
  const pro = page.getByRole('article', { name: 'Pro Aylık' });
  await expect(pro.getByText('1.500 bakiye / Aylık')).toBeVisible();
  await pro.getByRole('link', { name: 'Satın Al' }).click();
  await expect(page).toHaveURL(/\/login\?mode=register/);
  await expect(page.getByRole('button', { name: 'Kayıt Ol' })).toBeVisible();
});

test('a declined card shows "Ödeme Başarısız" and offers another package', async ({ page }) => {
  await signInByApi(page, DEMO.free);
  const dialog = await chooseWithNewBillingInfo(page, 'Basic', /Hemen Başla/);
  await dialog.getByRole('button', { name: 'Ödemeye Geç' }).click();
  await payWithCard(page, '4111111111111129');
  await expect(page.getByRole('heading', { name: 'Ödeme Başarısız' })).toBeVisible();
  await expect(page.getByText('Kart limiti yetersiz, yetersiz bakiye')).toBeVisible();
  await page.getByRole('link', { name: 'Farklı Paket Seç' }).click();
  await expect(page).toHaveURL(/\/packages$/);
  await expect(page.getByRole('heading', { name: 'Premium Paketler' })).toBeVisible();
});

test('a free member buys a package, is premium and has its Bakiye', async ({ page }) => {
  await signInByApi(page, DEMO.free);
  const before = await balance(page);
  const dialog = await chooseWithNewBillingInfo(page, 'Pro Aylık', /Hemen Başla/);
  await dialog.getByRole('button', { name: 'Ödemeye Geç' }).click();
  await payWithCard(page, '5528790000000008');
  await expect(page.getByRole('heading', { name: 'Ödeme Başarılı!' })).toBeVisible();
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
  // After the countdown the member is sent home, premium, with the package's Bakiye.
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await expect.poll(() => balance(page)).toBe(before + 1500);
  await page.goto('/packages');
  await expect(page.getByRole('heading', { name: 'Premium Üyeliğiniz Aktif' })).toBeVisible();

  // The profile's billing tab shows the payment in the history, and cancelling asks first.
  await page.goto('/profile?tab=billing');
  const history = page.getByRole('region', { name: 'Abonelik Geçmişi' });
  await expect(history.getByText('Başarılı').first()).toBeVisible();
  await page.getByRole('button', { name: 'Aboneliği İptal Et' }).click();
  const confirm = page.getByRole('dialog', { name: 'Aboneliği İptal Et' });
  await expect(confirm).toContainText('Aboneliğinizi iptal etmek istediğinizden emin misiniz? Bu işlem geri alınamaz.');
  await confirm.getByRole('button', { name: 'Evet, İptal Et' }).click();
  await expect(page.getByText('Aboneliğiniz başarıyla iptal edildi')).toBeVisible();
  await expect(page.getByText('Ücretsiz üyelik')).toBeVisible();
});

test('a new member starts the free trial, sees the trial wording and upgrades', async ({ page }) => {
  const { items: contracts } = (await (await page.request.get('/api/legal/contracts')).json()) as { items: { id: string }[] };
  const email = `deneme-${test.info().project.name}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: 'Deneme-Sifre-2026', accepted_contract_ids: contracts.map((c) => c.id) },
  });
  expect(registered.ok()).toBe(true);
  await page.goto('/packages');
  await page.getByRole('article', { name: 'Basic' }).getByRole('button', { name: 'Ücretsiz Dene (7 gün)' }).click();
  await expect(page.getByText('Kalıcı Premium Üyeliğe Geçin')).toBeVisible();
  await expect(page.getByText('7 gün kaldı', { exact: false })).toBeVisible();
  const dialog = await chooseWithNewBillingInfo(page, 'Basic', /Kalıcı Premium'a Geç/);
  await dialog.getByRole('button', { name: 'Ödemeye Geç' }).click();
  await payWithCard(page, '5528790000000008');
  await expect(page.getByRole('heading', { name: 'Ödeme Başarılı!' })).toBeVisible();
  await page.getByRole('link', { name: 'Ana Sayfaya Git' }).click();
  await page.goto('/packages');
  await expect(page.getByRole('heading', { name: 'Premium Üyeliğiniz Aktif' })).toBeVisible();
});
