import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, signInByApi, test } from './support/fixtures';
import { shoot } from './support/screens';

// Claiming a company (docs/decisions/069-company-claims-and-representatives.md) at 1280 px and 390 px:
// a member claims a company by an address at its domain, opens the link from the mail, and sees the
// "Doğrulanmış firma" mark on its row of the list and on its detail, the company's dashboard and the way
// to their corrections; a premium member sends a document, which an admin approves in the back office.
// The dialog and the tab differ on a phone (@phone).

test.use({
  serverEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' },
  serverData: ['company-websites'],
});

const PHONE = { tag: '@phone' };

/** The companies tab's rows (a table at 1280 px, cards on a phone), loaded. */
async function companyRows(page: Page): Promise<Locator> {
  const panel = page.getByRole('tabpanel');
  await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0);
  const rows = panel.locator('tbody tr:visible, article:visible').filter({ has: page.getByRole('button') });
  await expect(rows.first()).toBeVisible();
  return rows;
}

async function openCompany(page: Page, index: number): Promise<{ name: string; dialog: Locator }> {
  const row = (await companyRows(page)).nth(index);
  const name = (await row.getByRole('button').first().innerText()).trim();
  await row.getByRole('button', { name }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return { name, dialog };
}

test('a member claims a company by a link to its domain, opens it from the mail and sees the mark and the dashboard; an admin approves a document claim', PHONE, async ({ page, browser, mailbox }, testInfo) => {
  // A member: the first company of the list, by an address at its domain.
  await signInByApi(page, DEMO.free, '/?tab=companies');
  const { name, dialog } = await openCompany(page, 0);
  await dialog.getByRole('button', { name: 'Bu firmayı temsil ediyorum' }).click();
  const claim = page.getByRole('dialog', { name: 'Bu firmayı temsil ediyorum' });
  await expect(claim).toBeVisible();
  const input = claim.getByLabel('Firmanın alan adındaki e-posta adresiniz');
  const domain = (await input.getAttribute('placeholder'))!.replace(/^adiniz@/, '');
  await shoot(page, testInfo, 'claim-dialog');

  // A free-mail address is refused before anything is sent.
  await input.fill('temsilci@gmail.com');
  await claim.getByRole('button', { name: 'Doğrulama bağlantısı gönder' }).click();
  await expect(claim.getByRole('alert')).toContainText('Ücretsiz e-posta servislerinin adresleri');

  const address = `temsilci-${testInfo.project.name}@${domain}`;
  await input.fill(address);
  await claim.getByRole('button', { name: 'Doğrulama bağlantısı gönder' }).click();
  await expect(claim.getByText(`Doğrulama bağlantısı ${address} adresine gönderildi`)).toBeVisible();
  await claim.getByRole('button', { name: 'Tamam' }).click();
  await expect(dialog.getByText('E-posta doğrulaması bekleniyor')).toBeVisible();

  // The link arrives over SMTP; opened while signed in as the claimant, one click verifies.
  const link = await mailbox.linkFor(address, '/firma-dogrula?token=', 1, 15_000);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { name: 'Firma temsilciliğini doğrula' })).toBeVisible();
  await expect(page.getByRole('main').getByText(DEMO.free.email)).toBeVisible();
  await shoot(page, testInfo, 'verify-page');
  await page.getByRole('button', { name: 'Temsilciliğimi doğrula' }).click();
  await expect(page.getByText('Firma temsilciliğiniz doğrulandı.')).toBeVisible();
  await page.getByRole('link', { name: 'Firma panosuna git' }).click();

  // The dashboard: counts of openings, the projects' gaps, the pending suggestions.
  await expect(page.getByRole('tab', { name: 'Firma Temsilciliği' })).toHaveAttribute('aria-selected', 'true');
  const board = page.getByRole('article', { name });
  await expect(board.getByText('Detayını açan üyeler')).toBeVisible();
  await expect(board.getByText('Firma · 30 gün')).toBeVisible();
  await expect(board.getByText(/Projelerinizdeki eksikler/)).toBeVisible();
  await expect(page.getByText('Doğrulandı', { exact: true })).toBeVisible();
  await shoot(page, testInfo, 'representation-tab');
  // The tab leads to the representative's corrections.
  await page.getByRole('link', { name: 'Düzeltmelerim' }).click();
  await expect(page).toHaveURL(/\/duzeltmelerim$/);
  await expect(page.getByRole('heading', { name: 'Düzeltmelerim', level: 1 })).toBeVisible();

  // The mark, on the company's row of the list (a table row, a card on a phone) and on its detail, for everyone.
  await page.goto('/?tab=companies');
  const listed = (await companyRows(page)).nth(0);
  await expect(listed.getByRole('button').first()).toHaveText(name);
  await expect(listed.getByTestId('represented-mark')).toHaveText('Doğrulanmış firma');
  if (process.env.GV_SHOTS) await listed.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'company-list-mark');
  const again = await openCompany(page, 0);
  await expect(again.dialog.getByTestId('represented-mark')).toHaveText('Doğrulanmış firma');
  await expect(again.dialog.getByText('Bu firmanın doğrulanmış temsilcisisiniz.')).toBeVisible();
  await shoot(page, testInfo, 'company-mark');
  await page.keyboard.press('Escape');

  // A premium member sends a document for the second company.
  const premiumContext = await browser.newContext({ viewport: page.viewportSize()!, isMobile: testInfo.project.name === 'mobile', hasTouch: testInfo.project.name === 'mobile' });
  const premium = await premiumContext.newPage();
  await signInByApi(premium, DEMO.premium, '/?tab=companies');
  const second = await openCompany(premium, 1);
  await second.dialog.getByRole('button', { name: 'Bu firmayı temsil ediyorum' }).click();
  const documentClaim = premium.getByRole('dialog', { name: 'Bu firmayı temsil ediyorum' });
  await documentClaim.getByRole('button', { name: 'Belge yükle' }).click();
  await documentClaim.getByLabel('Yetki belgesi (PDF, en fazla 10 MB)').setInputFiles({
    name: 'yetki.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await documentClaim.getByRole('button', { name: 'Belgeyi gönder' }).click();
  await expect(documentClaim.getByText('Belgeniz alındı.')).toBeVisible();
  await premiumContext.close();

  // An admin approves it in the back office, with a reason.
  if (testInfo.project.name === 'desktop') {
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const admin = await adminContext.newPage();
    await signInByApi(admin, DEMO.admin, '/admin/company-claims');
    await expect(admin.getByRole('heading', { name: 'Firma Temsilcileri' })).toBeVisible();
    const row = admin.locator('tr').filter({ hasText: second.name }).filter({ hasText: DEMO.premium.email });
    await expect(row).toContainText('Beklemede');
    await expect(row.getByRole('link', { name: 'Belgeyi Aç' })).toHaveAttribute('href', /\/api\/admin\/company-claims\/.+\/document$/);
    await shoot(admin, testInfo, 'admin-claims');
    await row.getByRole('button', { name: 'Onayla' }).click();
    const decide = admin.getByRole('dialog', { name: 'Başvuruyu onayla' });
    await decide.getByLabel(/^Gerekçe/).fill('İmza sirküleri uygun');
    await decide.getByRole('button', { name: 'Onayla' }).click();
    await expect(admin.getByText('Başvuru onaylandı; üye artık firmanın temsilcisi.')).toBeVisible();
    // The list opens on the pending ones; the approved claim is under "Doğrulandı", with its reason.
    await admin.getByLabel('Durum').selectOption({ label: 'Doğrulandı' });
    await expect(admin.locator('tr').filter({ hasText: second.name })).toContainText('Gerekçe: İmza sirküleri uygun');
    // The company's admin page names its representative.
    const claims = await admin.request.get(`/api/admin/company-claims?status=verified&search=${encodeURIComponent(DEMO.premium.email)}`);
    const companyId = ((await claims.json()) as { items: { company_id: string; company_name: string }[] }).items.find((c) => c.company_name === second.name)!.company_id;
    await admin.goto(`/admin/companies/${companyId}`);
    await expect(admin.getByTestId('company-representatives')).toContainText(DEMO.premium.email);
    // The editor's own check is named apart from the representative's mark (decision 074).
    await expect(admin.getByRole('checkbox', { name: /^Editör tarafından doğrulandı/ })).toBeVisible();
    await admin.getByTestId('company-representatives').scrollIntoViewIfNeeded();
    await shoot(admin, testInfo, 'admin-company-form');
    await expect.poll(() => mailbox.to(DEMO.premium.email).some((m) => m.subject === 'GüneşVeri — firma temsilciliğiniz onaylandı'), { timeout: 15_000 }).toBe(true);
    await adminContext.close();
  }
});
