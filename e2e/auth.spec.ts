import type { Page } from '@playwright/test';
import { DEMO, expect, test, PHONE } from './support/fixtures';

// Accounts (docs/product-rules.md#accounts) as a person uses them: mails go to the worker's local SMTP server.

async function signOut(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('register, verify from the mail, sign out, reset the password and sign in again', PHONE, async ({ page, mailbox, isMobile }, testInfo) => {
  const email = `yeni-${testInfo.project.name}-${Date.now()}@example.com`;

  await page.goto('/login?mode=register');
  const form = page.getByRole('form', { name: 'Kayıt formu' });
  await form.getByLabel('E-posta').fill(email);
  await form.getByLabel('Şifre', { exact: true }).fill('ilk-sifre-2026');
  const submit = form.getByRole('button', { name: 'Kayıt Ol' });
  await expect(submit).toBeDisabled();
  await expect(form.getByText('Devam etmek için tüm sözleşmeleri kabul etmelisiniz')).toBeVisible();
  await form.getByRole('checkbox', { name: 'Üyelik Sözleşmesi' }).check();
  await expect(submit).toBeDisabled();
  await form.getByRole('checkbox', { name: 'KVKK Aydınlatma Metni' }).check();
  await expect(form.getByText('Tüm sözleşmeler kabul edildi')).toBeVisible();
  await submit.click();
  await expect(page.getByRole('dialog', { name: 'Kayıt başarılı!' })).toBeVisible();

  // The verification mail arrives over SMTP; its link, opened in the browser that registered, signs
  // the member in with 50 Bakiye after one click (opening it alone changes nothing; decision 047).
  const verifyLink = await mailbox.linkFor(email, '/auth/callback?token=', 1, 15_000);
  await page.goto(verifyLink);
  await page.getByRole('button', { name: 'E-postamı doğrula' }).click();
  await expect(page.getByTestId('balance-badge')).toHaveAccessibleName('Bakiye: 50');
  await expect(page).toHaveURL(/\/$/);

  await signOut(page, isMobile);
  await expect(page.getByTestId('balance-badge')).toHaveCount(0);

  await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The router keeps the sign-in page (with its own "E-posta" field) on screen until the lazily loaded
  // page is ready: type into the reset form itself, as a user does (the 390 px flake seen in CI).
  const forgot = page.getByRole('form', { name: 'Şifre sıfırlama formu' });
  await forgot.getByLabel('E-posta').fill(email);
  await forgot.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
  await expect(page.getByText('Şifre sıfırlama bağlantısı e-posta adresinize gönderildi.')).toBeVisible();

  const resetLink = await mailbox.linkFor(email, '/reset-password?token=', 2, 15_000);
  await page.goto(resetLink);
  await page.getByLabel('Yeni şifre', { exact: true }).fill('Yeni-sifre-2');
  await page.getByLabel('Yeni şifre (tekrar)').fill('Yeni-sifre-2');
  await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Şifreniz başarıyla güncellendi').first()).toBeVisible();

  const login = page.getByRole('form', { name: 'Giriş formu' });
  await login.getByLabel('E-posta').fill(email);
  await login.getByLabel('Şifre', { exact: true }).fill('ilk-sifre-2026');
  await login.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Geçersiz e-posta veya şifre' })).toBeVisible();
  await login.getByLabel('Şifre', { exact: true }).fill('Yeni-sifre-2');
  await login.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByTestId('balance-badge')).toHaveAccessibleName('Bakiye: 50');
});

test('the admin sign-in refuses a member and admits a super admin', PHONE, async ({ page, isMobile }) => {
  await page.goto('/admin-login');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel('E-posta').fill(DEMO.free.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO.free.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bu sayfaya erişim yetkiniz yok' })).toBeVisible();
  expect(await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json()))).toEqual({ user: null });

  // The admin panel itself sends non-admins home.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin/login');
  await page.getByLabel('E-posta').fill(DEMO.admin.email);
  await page.getByLabel('Şifre', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Menüyü aç' }).click();
  await expect(page.getByRole('link', { name: 'Admin Panel' }).first()).toBeVisible();
});
