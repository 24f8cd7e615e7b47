import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { REFERENCE_MESSAGES as M } from '../../../shared/schemas/admin/reference';
import { admin_audit_log } from '../../db/schema/audit';
import { companies, projects } from '../../db/schema/catalog';
import { cities, districts, project_types } from '../../db/schema/reference';
import type { TestClient } from '../../test/http';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// The seven reference lists (docs/product-rules.md#reference-lists): trimmed names, no blanks, no duplicates (districts:
// per city, on edit too, the record itself excepted), a delete refused while used, naming the users.

describeOnEachDatabase('admin reference lists', (ctx) => {
  let admin: TestClient;
  let ref: ReferenceFixture;

  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'referans-admin', { superAdmin: true })).client;
    ref = await seedReferenceFixture(ctx.db, 'referans');
  });

  it('adds, renames and deletes a value of each simple list, trimmed, with an audit row each', async () => {
    for (const list of ['activity_types', 'product_types', 'project_locations', 'project_status_types', 'project_types', 'cities']) {
      const created = await admin.post(`/api/admin/reference/${list}`, { name: `  Yeni ${list}  ` });
      expect(created.statusCode, list).toBe(201);
      const id = created.json().id;
      const page = (await admin.get(`/api/admin/reference/${list}?search=${encodeURIComponent(`yeni ${list}`)}`)).json();
      expect(page.items).toEqual([expect.objectContaining({ id, name: `Yeni ${list}` })]);
      expect((await admin.request('PUT', `/api/admin/reference/${list}/${id}`, { name: `Adı Değişti ${list}` })).statusCode).toBe(200);
      expect((await admin.request('DELETE', `/api/admin/reference/${list}/${id}`)).statusCode).toBe(200);
      const trail = await ctx.db.select().from(admin_audit_log).where(and(eq(admin_audit_log.entity, `reference:${list}`), eq(admin_audit_log.entity_id, id)));
      expect(trail.map((t) => t.action).sort(), list).toEqual(['create', 'delete', 'update']);
      expect(trail.find((t) => t.action === 'update')!.after).toMatchObject({ name: `Adı Değişti ${list}` });
    }
  });

  it('never saves a blank name, and refuses a name already in the list', async () => {
    const blank = await admin.post('/api/admin/reference/project_types', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(M.name);
    const taken = await admin.post('/api/admin/reference/project_types', { name: 'Tip referans' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.duplicate);
    const [other] = await ctx.db.insert(project_types).values({ name: 'Başka Tip' }).returning();
    const renamed = await admin.request('PUT', `/api/admin/reference/project_types/${other!.id}`, { name: 'Tip referans' });
    expect(renamed.json().message).toBe(M.duplicate);
    // Saving a value under its own name is no duplicate.
    expect((await admin.request('PUT', `/api/admin/reference/project_types/${other!.id}`, { name: 'Başka Tip' })).statusCode).toBe(200);
    expect((await admin.get('/api/admin/reference/nope')).statusCode).toBe(400);
  });

  it('requires a city for a district and refuses the same name in the same city, on add and on edit', async () => {
    const noCity = await admin.post('/api/admin/reference/districts', { name: 'Şehirsiz' });
    expect(noCity.statusCode).toBe(400);
    expect(noCity.json().message).toBe(M.city);

    const same = await admin.post('/api/admin/reference/districts', { name: 'Merkez referans', city_id: ref.city });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Bu şehirde aynı isimde bir ilçe zaten var');
    // The same name in another city is a different district.
    const elsewhere = await admin.post('/api/admin/reference/districts', { name: 'Merkez referans', city_id: ref.otherCity });
    expect(elsewhere.statusCode).toBe(201);

    const renamed = await admin.request('PUT', `/api/admin/reference/districts/${ref.otherDistrict}`, { name: 'Merkez referans', city_id: ref.otherCity });
    expect(renamed.json().message).toBe(M.duplicateDistrict);
    const itself = await admin.request('PUT', `/api/admin/reference/districts/${ref.district}`, { name: 'Merkez referans', city_id: ref.city });
    expect(itself.statusCode).toBe(200);

    const listed = (await admin.get(`/api/admin/reference/districts?city_id=${ref.otherCity}`)).json();
    expect(listed.items.map((d: { name: string; city: string }) => `${d.name}/${d.city}`)).toEqual(['Merkez referans/Başka İl referans', 'Uzak referans/Başka İl referans']);
  });

  it('refuses to delete a value in use, with the count and the names of its users', async () => {
    const [city] = await ctx.db.insert(cities).values({ name: 'Kullanılan İl' }).returning();
    const [district] = await ctx.db.insert(districts).values({ name: 'Kullanılan İlçe', city_id: city!.id }).returning();
    await ctx.db.insert(projects).values([
      { project_name: 'Birinci Santral', city_id: city!.id, district_id: district!.id },
      { project_name: 'İkinci Santral', city_id: city!.id, district_id: district!.id },
    ]);
    await ctx.db.insert(companies).values({ company_name: 'Çatı Enerji', city_id: city!.id });

    const refused = await admin.request('DELETE', `/api/admin/reference/cities/${city!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.inUse(3, ['Birinci Santral', 'Çatı Enerji', 'İkinci Santral']));
    expect(refused.json().message).toContain('3 proje/firmada');
    const districtRefused = await admin.request('DELETE', `/api/admin/reference/districts/${district!.id}`);
    expect(districtRefused.json().message).toBe(M.inUse(2, ['Birinci Santral', 'İkinci Santral']));
    expect(await ctx.db.select().from(cities).where(eq(cities.id, city!.id))).toHaveLength(1);
    expect(await ctx.db.select().from(admin_audit_log).where(eq(admin_audit_log.entity_id, city!.id))).toHaveLength(0);

    // Eleven users: ten named, the rest counted.
    const [type] = await ctx.db.insert(project_types).values({ name: 'Çok Kullanılan Tip' }).returning();
    await ctx.db.insert(projects).values(Array.from({ length: 11 }, (_, i) => ({ project_name: `Tip Santrali ${String(i).padStart(2, '0')}`, type_id: type!.id })));
    const many = (await admin.request('DELETE', `/api/admin/reference/project_types/${type!.id}`)).json().message;
    expect(many).toContain('11 proje/firmada');
    expect(many).toContain('Tip Santrali 09 ve 1 diğer');
    expect(many).not.toContain('Tip Santrali 10');
  });
});
