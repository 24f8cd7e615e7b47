import { API_KEY_MESSAGES as M } from '../shared/schemas/api-keys';
import { DEMO, expect, signInByApi, test } from './support/fixtures';
import { sidewaysOverflow } from './support/layout';

// The keyed API (docs/product-rules.md#api-keys): a premium member creates a key in the profile,
// copies it, reads the project list with it, revokes it, and the next request with it gets 401. The
// request is made from the browser context, cookie and all: the key alone decides. At 1280 and 390 px.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a premium member creates a key, copies it, reads /api/projects with it, revokes it, and the key gets 401', async ({ page }, info) => {
  await signInByApi(page, DEMO.premium, '/profile');
  await page.getByRole('tab', { name: 'API Anahtarları' }).click();
  await expect(page).toHaveURL(/tab=api-keys/);

  const name = `Rapor betiği ${info.project.name}`;
  await page.getByLabel('Anahtar adı').fill(name);
  await page.getByRole('button', { name: 'Anahtar Oluştur' }).click();
  const shown = page.getByLabel('Yeni API anahtarı');
  await expect(shown).toHaveValue(/^gv_live_[A-Za-z0-9_-]{43}$/);
  const key = await shown.inputValue();
  await page.getByRole('button', { name: 'Kopyala' }).click();
  await expect(page.getByRole('button', { name: 'Kopyalandı' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  expect(await sidewaysOverflow(page)).toBe('');

  // The key reads the project list as its member.
  const read = await page.request.get('/api/projects', { headers: { Authorization: `Bearer ${key}` } });
  expect(read.status(), await read.text()).toBe(200);
  expect(((await read.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);

  // Once put away, the key is never shown again: the list has only its beginning.
  await page.getByRole('button', { name: 'Anahtarı kaydettim' }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  const card = page.getByRole('list', { name: 'API anahtarlarınız' }).getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText(`${key.slice(0, 14)}…`);
  await expect(card).toContainText('Son 30 günde 1 istek');
  expect(await page.content()).not.toContain(key);

  // Revoke, after the confirmation.
  await card.getByRole('button', { name: `İptal Et: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'API anahtarı iptal edilsin mi?' });
  await expect(dialog).toContainText(M.revokeConfirm);
  await dialog.getByRole('button', { name: 'Anahtarı İptal Et' }).click();
  await expect(page.getByText(M.revoked)).toBeVisible();
  await expect(card).toContainText('İptal edildi');

  const refused = await page.request.get('/api/projects', { headers: { Authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ code: 'INVALID_API_KEY', message: M.invalidKey });
});
