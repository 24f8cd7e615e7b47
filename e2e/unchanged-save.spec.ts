import { DEMO, expect, PHONE, signInByApi, test } from './support/fixtures';

// Nothing lost (docs/product-rules.md, decision 052): a record whose figures are unknown, opened in the
// back office and saved untouched, stays as it was, and a reader still sees "–" for each unknown
// figure, at 1280 px and on a phone, where the back office's form and the member's list differ.

test('an admin opens a project with unknown figures and saves it untouched: nothing changes, and readers still see "–"', PHONE, async ({ page, browser, baseURL }, testInfo) => {
  await signInByApi(page, DEMO.admin, '/admin');
  // A placed and typed project whose figures are unknown, as a sparse record from a dataset has them.
  type Named = { id: string; name: string };
  const lists = (await (await page.request.get('/api/reference')).json()) as Record<string, Named[]>;
  const konya = lists.cities!.find((c) => c.name === 'Konya')!;
  const district = ((await (await page.request.get(`/api/reference/districts?city_id=${konya.id}`)).json()) as { items: Named[] }).items[0]!;
  const project = { project_name: 'Bilinmeyen Güçlü Santral' };
  const created = await page.request.post('/api/admin/projects', {
    data: { ...project, status_type_id: lists.project_status_types![0]!.id, type_id: lists.project_types![0]!.id, location_id: lists.project_locations![0]!.id, city_id: konya.id, district_id: district.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const path = `/api/admin/projects/${((await created.json()) as { id: string }).id}`;
  const before = (await (await page.request.get(path)).json()) as { id: string; values: Record<string, unknown> };
  expect(before.values).toMatchObject({ dc_power: null, ac_power: null, storage_capacity: null, total_investment_cost: null });

  await page.goto(`/admin/projects/${before.id}`);
  await expect(page.getByRole('heading', { name: 'Projeyi Düzenle' })).toBeVisible();
  await expect(page.getByLabel('DC güç', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Veriler başarıyla kaydedildi. Yönlendiriliyorsunuz...')).toBeVisible();
  const after = (await (await page.request.get(path)).json()) as { values: Record<string, unknown> };
  expect(after.values).toEqual(before.values);

  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const member = await (await browser.newContext({ baseURL, viewport, isMobile, hasTouch, deviceScaleFactor })).newPage();
  await signInByApi(member, DEMO.free, '/?tab=projects');
  await member.getByRole('searchbox', { name: 'Projelerde ara' }).fill(project.project_name);
  await member.getByRole('tabpanel').getByRole('button', { name: project.project_name }).first().click();
  const detail = member.getByRole('dialog', { name: project.project_name });
  await expect(detail.getByText('DC güç', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText('–');
  await member.context().close();
});
