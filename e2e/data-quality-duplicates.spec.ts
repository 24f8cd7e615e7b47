import { DEMO, expect, PHONE, signInByApi, test } from './support/fixtures';

// "Veri Kalitesi" → "Olası Kopyalar" (docs/decisions/065-duplicate-candidates.md) at 1280 and 390 px: the
// seeded catalogue's known pairs are proposed (the GPPD and OSM records of Kayseri OSB, 260 m apart; Mersin
// Gülnar entered twice), each with its reasons and a "Karşılaştır" link to the side-by-side screen;
// "Farklı kayıtlar", confirmed, takes the pair out, and a full scan does not bring it back. Each width marks
// its own pair (the two runs share the server's database).

const PAIRS = {
  desktop: { search: 'Kayseri OSB', a: 'Kayseri OSB2 GES', b: 'Kayseri OSB Güneş Enerjisi Santrali', reason: /260 m uzaklıkta, ad benzerliği %\d+/ },
  mobile: { search: 'Gülnar Güneş', a: 'Gülnar Güneş Enerji Santrali', b: 'Mersin Gülnar Güneş Enerji Santrali', reason: /ad benzerliği %\d+, güç farkı %\d+, aynı il/ },
} as const;

test('the candidate list shows a seeded pair; "Farklı kayıtlar" takes it out for good', PHONE, async ({ page }, testInfo) => {
  const pair = PAIRS[testInfo.project.name as keyof typeof PAIRS];
  await signInByApi(page, DEMO.admin, '/admin');
  // The first start's rescan of the seeded catalogue runs in the background: wait for its pairs.
  let matching = 0;
  await expect
    .poll(
      async () =>
        (matching = ((await (await page.request.get(`/api/admin/quality/duplicates?kind=project&search=${encodeURIComponent(pair.search)}`)).json()) as { total: number }).total),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Olası Kopyalar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olası Kopyalar' })).toBeVisible();
  await page.getByLabel('Kayıt türü').selectOption({ label: 'Projeler' });
  await page.getByRole('searchbox', { name: 'Çift ara' }).fill(pair.search);

  const name = new RegExp(`${pair.a} / ${pair.b}|${pair.b} / ${pair.a}`);
  const compare = page.getByRole('link', { name: new RegExp(`^Karşılaştır ?: (${name.source})$`) });
  // The search has applied when the list shows exactly the pairs the API found for it (the whole list,
  // shown first, holds this pair too).
  await expect(page.getByRole('link', { name: /^Karşılaştır/ })).toHaveCount(matching);
  await expect(compare).toBeVisible();
  await expect(compare).toHaveAttribute('href', /^\/admin\/data-quality\/compare\/project\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await expect(page.getByText(pair.reason).first()).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`^Farklı kayıtlar ?: (${name.source})$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Bu iki kayıt farklı mı?' });
  await expect(dialog).toContainText('bu çift bir daha önerilmez');
  await dialog.getByRole('button', { name: 'Farklı kayıtlar' }).click();
  await expect(page.getByText('Kayıtlar farklı olarak işaretlendi; bu çift bir daha önerilmeyecek.')).toBeVisible();
  await expect(compare).toHaveCount(0);
  await expect(page.getByText('Bu aramaya uyan olası kopya yok.')).toBeVisible();

  // A full scan from the screen: the pair stays out.
  await page.getByRole('button', { name: 'Baştan Tara' }).click();
  await expect(page.getByText(/^Tarama bitti: [\d.]+ olası kopya çifti\.$/)).toBeVisible();
  await expect(compare).toHaveCount(0);
});
