import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect, PHONE, signInByApi, test } from './support/fixtures';

// Merging two duplicate projects and undoing it (decision 066), at 1280 and 390 px: the side-by-side
// screen marks the differing fields, a field's value is taken from the record that goes, the merge is
// confirmed, the merged-away id answers with the survivor, "Geri Al" brings both back, and the merges'
// history says it was undone.

interface Named {
  id: string;
  name: string;
}

/** Two projects that are one plant under two names, added through the back office's API. */
async function twoDuplicates(request: APIRequestContext, label: string): Promise<[string, string]> {
  const reference = (await (await request.get('/api/reference')).json()) as Record<string, Named[]>;
  const [city, otherCity] = reference.cities!;
  const district = async (cityId: string) => ((await (await request.get(`/api/reference/districts?city_id=${cityId}`)).json()) as { items: Named[] }).items[0]!.id;
  const base = { status_type_id: reference.project_status_types![0]!.id, type_id: reference.project_types![0]!.id, location_id: reference.project_locations![0]!.id };
  const create = async (body: object) => {
    const response = await request.post('/api/admin/projects', { data: { ...base, ...body } });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  return [
    await create({ project_name: `Karapınar GES ${label}`, city_id: city!.id, district_id: await district(city!.id), dc_power: 10, dc_power_unit: 'MWp', investor: 'A Enerji' }),
    await create({ project_name: `Karapinar Güneş Santrali ${label}`, city_id: otherCity!.id, district_id: await district(otherCity!.id), dc_power: 12.5, dc_power_unit: 'MWp' }),
  ];
}

test('two duplicate projects side by side: a field chosen, merged, the merged-away id lands on the survivor, undone, both back', PHONE, async ({ page }, testInfo) => {
  await signInByApi(page, DEMO.admin, '/admin');
  const label = testInfo.project.name;
  const [a, b] = await twoDuplicates(page.request, label);
  const survivorName = `Karapınar GES ${label}`;
  const mergedName = `Karapinar Güneş Santrali ${label}`;

  await page.goto(`/admin/data-quality/compare/project/${a}/${b}`);
  await expect(page.getByRole('heading', { name: 'Kayıtları Karşılaştır', level: 1 })).toBeVisible();
  const survivorChoice = page.getByRole('group', { name: 'Kalacak kayıt' });
  await expect(survivorChoice.getByRole('radio', { name: `Kayıt A: ${survivorName}` })).toBeChecked();
  // The differing fields are choices; the power of the record that goes is taken.
  const power = page.getByRole('group', { name: 'DC güç: kalacak değer' });
  await expect(power.getByRole('radio', { name: /10 MWp/ })).toBeChecked();
  await power.getByRole('radio', { name: /12,5 MWp/ }).check();
  await expect(page.getByRole('group', { name: 'Proje durumu: kalacak değer' })).toHaveCount(0);

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
  await expect(survivorChoice.getByRole('radio', { name: `Kayıt B: ${mergedName}` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'DC güç: kalacak değer' }).getByRole('radio', { name: /10 MWp/ })).toBeVisible();
  expect(await (await page.request.get(`/api/projects/${b}`)).json()).toMatchObject({ project: { id: b, project_name: mergedName } });

  // The history of merges names it, undone.
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Yönetim alanları' }).getByRole('link', { name: 'Birleştirmeler' }).click();
  await expect(page.getByRole('heading', { name: 'Birleştirmeler', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: mergedName }).or(page.getByRole('listitem').filter({ hasText: mergedName }));
  await expect(row.first()).toContainText('Geri alındı');
  await expect(row.first()).toContainText('DC güç');
});
