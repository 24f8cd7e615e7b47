import type { Page } from '@playwright/test';
import { DEMO, expect, signInByApi, test } from './support/fixtures';

// Watchlists (decision 044) at 1280 px and 390 px: a free member follows a transformer
// station from its dialog; an admin enters a month of capacity for it in the back office; the member
// sees one notification under the header's bell, opens it, and gets one mail about it.

test.use({ serverEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } });

/** Each width has its own server; its own station keeps the two runs' mails apart in a shared mailbox. */
const STATION = { desktop: 'Tosya TM', mobile: 'Taşköprü TM' } as const;

async function adminEntersCapacity(admin: Page, station: string) {
  await signInByApi(admin, DEMO.admin, '/admin/transformer-stations?tab=capacities');
  await admin.getByRole('link', { name: 'Yeni Kapasite' }).click();
  const form = admin.getByRole('form', { name: 'Kapasite kaydı' });
  await form.getByRole('combobox', { name: 'Trafo merkezi' }).fill(station.replace(' TM', ''));
  await admin.getByRole('option', { name: new RegExp(station) }).click();
  await form.getByLabel(/^Kullanılabilir kapasite/).fill('42,5');
  await form.getByLabel(/^Ay/).selectOption({ label: 'Şubat' });
  await form.getByLabel(/^Yıl/).fill('2030');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(admin.getByText('Veriler başarıyla kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
}

test('a member follows a station, an admin enters its capacity, and the member gets one notification and one mail', async ({ page, browser, baseURL, mailbox }, testInfo) => {
  const station = STATION[testInfo.project.name as keyof typeof STATION];

  await signInByApi(page, DEMO.free, '/stations');
  const bell = page.getByRole('link', { name: /^Bildirimler/ });
  await expect(bell).toHaveAccessibleName('Bildirimler');
  await page.getByLabel('İl', { exact: true }).selectOption({ label: 'Kastamonu' });
  await page.getByRole('button', { name: `Detaylar – ${station}` }).first().click();
  const dialog = page.getByRole('dialog', { name: station });
  const follow = dialog.getByRole('button', { name: `Takip Et: ${station}` });
  await follow.click();
  await expect(dialog.getByRole('button', { name: `Takibi Bırak: ${station}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Takip listenize eklendi')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The admin works in the back office (1280 px) in a browser of their own.
  const adminContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  try {
    await adminEntersCapacity(await adminContext.newPage(), station);
  } finally {
    await adminContext.close();
  }

  // The member's tab is told over its realtime connection: the bell changes without a reload.
  await page.bringToFront();
  await expect(bell).toHaveAccessibleName('Bildirimler (1 okunmamış)');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await bell.click();
  await expect(page.getByRole('heading', { name: 'Bildirimler', level: 1 })).toBeVisible();
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Kapasite girildi');
  await expect(items.first()).toContainText(station);
  await expect(items.first()).toContainText('Takip ettiğiniz trafo merkezi');
  await expect(items.first()).toContainText('Okunmadı');
  // What changed, not the value.
  await expect(items.first()).not.toContainText('42,5');

  await items.first().getByRole('button', { name: `Kaydı aç: ${station}` }).click();
  const opened = page.getByRole('dialog', { name: station });
  await expect(opened.getByRole('button', { name: `Takibi Bırak: ${station}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(items.first()).not.toContainText('Okunmadı');
  await expect(bell).toHaveAccessibleName('Bildirimler');

  // One mail, with the one-click unsubscribe link.
  const mails = () => mailbox.to(DEMO.free.email).filter((m) => m.subject === `GüneşVeri — Kapasite girildi: ${station}`);
  await expect.poll(() => mails().length, { timeout: 15_000 }).toBe(1);
  expect(mails()[0]!.text).toContain('/e-posta-aboneligi?token=');
  expect(mails()[0]!.text).not.toContain('42,5');
  await expect(page.getByTestId('notification')).toHaveCount(1);
});
