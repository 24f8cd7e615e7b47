import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, PHONE, signInByApi, test } from './support/fixtures';

// "Veri Kalitesi" → "Olası Kopyalar" → "Kayıtları Karşılaştır" → "Birleştirmeler" (decisions 065 and
// 066), at 1280 and 390 px (the list is cards and the compare screen one column on a phone), in one
// journey: a seeded pair is proposed with its reasons and "Farklı kayıtlar" takes it out for good (a
// full scan does not bring it back; the GPPD and OSM records of Kayseri OSB at 1280, Mersin Gülnar
// entered twice at 390); two plants entered twice are proposed, "Karşılaştır" opens them side by side,
// a field is taken from the record that goes, the merge is confirmed, the merged-away id answers with
// the survivor, "Geri Al" brings both back and the merges' history says it was undone. Each width
// works on its own records (the two runs share the server's database).

const SEEDED = {
  desktop: { search: 'Kayseri OSB', a: 'Kayseri OSB2 GES', b: 'Kayseri OSB Güneş Enerjisi Santrali', reason: /260 m uzaklıkta, ad benzerliği %\d+/ },
  mobile: { search: 'Gülnar Güneş', a: 'Gülnar Güneş Enerji Santrali', b: 'Mersin Gülnar Güneş Enerji Santrali', reason: /ad benzerliği %\d+, güç farkı %\d+, aynı il/ },
} as const;

interface Named {
  id: string;
  name: string;
}

/** One plant entered twice through the back office's API: one province, two spellings, two powers. */
async function plantEnteredTwice(request: APIRequestContext, label: string): Promise<[string, string]> {
  const reference = (await (await request.get('/api/reference')).json()) as Record<string, Named[]>;
  const city = reference.cities!.find((c) => c.name === 'Konya')!;
  const district = ((await (await request.get(`/api/reference/districts?city_id=${city.id}`)).json()) as { items: Named[] }).items[0]!.id;
  const base = { status_type_id: reference.project_status_types![0]!.id, type_id: reference.project_types![0]!.id, location_id: reference.project_locations![0]!.id, city_id: city.id, district_id: district };
  const create = async (body: object) => {
    const response = await request.post('/api/admin/projects', { data: { ...base, ...body } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  return [
    await create({ project_name: `Çayırbağı Ova GES ${label}`, dc_power: 10, dc_power_unit: 'MWp', investor: 'A Enerji' }),
    await create({ project_name: `Cayirbagi Ova Güneş Santrali ${label}`, dc_power: 12.5, dc_power_unit: 'MWp' }),
  ];
}

/** Waits until the duplicates API proposes pairs for this search (the rescan after a commit runs in the background); their number. */
async function proposed(request: APIRequestContext, search: string): Promise<number> {
  let total = 0;
  await expect
    .poll(async () => (total = ((await (await request.get(`/api/admin/quality/duplicates?kind=project&search=${encodeURIComponent(search)}`)).json()) as { total: number }).total), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  return total;
}

test('duplicates: a pair marked distinct for good; another compared from the list, merged, read by its old id and undone', PHONE, async ({ page }, testInfo) => {
  test.slow();
  const label = testInfo.project.name;
  const seeded = SEEDED[label as keyof typeof SEEDED];
  await signInByApi(page, DEMO.admin, '/admin');
  const [a, b] = await plantEnteredTwice(page.request, label);
  const survivorName = `Çayırbağı Ova GES ${label}`;
  const mergedName = `Cayirbagi Ova Güneş Santrali ${label}`;
  // The first start's rescan of the seeded catalogue, and the one the two new plants queued.
  const seededCount = await proposed(page.request, seeded.search);
  await proposed(page.request, `Ova GES ${label}`);

  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Olası Kopyalar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olası Kopyalar' })).toBeVisible();
  await page.getByLabel('Kayıt türü').selectOption({ label: 'Projeler' });
  const search = page.getByRole('searchbox', { name: 'Çift ara' });

  // The seeded pair, with its reasons: "Farklı kayıtlar", confirmed, takes it out, and a full scan does not bring it back.
  await search.fill(seeded.search);
  const seededName = new RegExp(`${seeded.a} / ${seeded.b}|${seeded.b} / ${seeded.a}`);
  const seededCompare = page.getByRole('link', { name: new RegExp(`^Karşılaştır ?: (${seededName.source})$`) });
  // The search has applied when the list shows exactly the pairs the API found for it.
  await expect(page.getByRole('link', { name: /^Karşılaştır/ })).toHaveCount(seededCount);
  await expect(seededCompare).toBeVisible();
  await expect(page.getByText(seeded.reason).first()).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^Farklı kayıtlar ?: (${seededName.source})$`) }).click();
  const distinct = page.getByRole('dialog', { name: 'Bu iki kayıt farklı mı?' });
  await expect(distinct).toContainText('bu çift bir daha önerilmez');
  await distinct.getByRole('button', { name: 'Farklı kayıtlar' }).click();
  await expect(page.getByText('Kayıtlar farklı olarak işaretlendi; bu çift bir daha önerilmeyecek.')).toBeVisible();
  await expect(seededCompare).toHaveCount(0);
  await page.getByRole('button', { name: 'Baştan Tara' }).click();
  await expect(page.getByText(/^Tarama bitti: [\d.]+ olası kopya çifti\.$/)).toBeVisible();
  await expect(seededCompare).toHaveCount(0);

  // The plant entered twice: from the list into the side-by-side screen.
  await search.fill(`Ova GES ${label}`);
  const compare = page.getByRole('link', { name: new RegExp(`^Karşılaştır ?: (${survivorName} / ${mergedName}|${mergedName} / ${survivorName})$`) });
  await compare.click();
  await expect(page).toHaveURL(new RegExp(`/admin/data-quality/compare/project/(${a}/${b}|${b}/${a})$`));
  await expect(page.getByRole('heading', { name: 'Kayıtları Karşılaştır', level: 1 })).toBeVisible();
  // Whichever side the pair lists first, the plant entered first stays.
  await page.getByRole('group', { name: 'Kalacak kayıt' }).getByRole('radio', { name: new RegExp(`: ${survivorName}$`) }).check();
  const power = page.getByRole('group', { name: 'DC güç: kalacak değer' });
  await expect(page.getByRole('group', { name: 'Proje durumu: kalacak değer' })).toHaveCount(0);
  await power.getByRole('radio', { name: /12,5 MWp/ }).check();

  await page.getByRole('button', { name: 'Birleştir', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Kayıtlar birleştirilsin mi?' });
  await expect(dialog).toContainText(`${mergedName} kaydı ${survivorName} kaydıyla birleştirilecek`);
  await expect(dialog).toContainText('Kalan kayda taşınacaklar: 1 kaynak bağlantısı, 1 geçmiş kaydı.');
  await dialog.getByRole('button', { name: 'Birleştir' }).click();
  await expect(page.getByRole('status').filter({ hasText: `"${mergedName}" kaydı "${survivorName}" kaydıyla birleştirildi.` }).first()).toBeVisible();

  // The merged-away id answers with the survivor (its fetch follows the 308), which took the chosen power.
  const read = await page.request.get(`/api/projects/${b}`);
  expect(read.status()).toBe(200);
  expect(await read.json()).toMatchObject({ project: { id: a, project_name: survivorName, dc_power: 12.5 } });

  await page.getByRole('button', { name: 'Geri Al' }).click();
  await expect(page.getByRole('group', { name: 'Kalacak kayıt' }).getByRole('radio', { name: new RegExp(`: ${mergedName}$`) })).toBeVisible();
  await expect(page.getByRole('group', { name: 'DC güç: kalacak değer' }).getByRole('radio', { name: /10 MWp/ })).toBeVisible();
  expect(await (await page.request.get(`/api/projects/${b}`)).json()).toMatchObject({ project: { id: b, project_name: mergedName } });

  // The history of merges names it, undone, with the field taken.
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Birleştirmeler' }).click();
  await expect(page.getByRole('heading', { name: 'Birleştirmeler', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: mergedName }).or(page.getByRole('listitem').filter({ hasText: mergedName }));
  await expect(row.first()).toContainText('Geri alındı');
  await expect(row.first()).toContainText('DC güç');
});
