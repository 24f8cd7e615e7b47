import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { SOLAR_PROJECT_MESSAGES as M } from '../../../shared/schemas/admin/solar-projects';
import { admin_audit_log } from '../../db/schema/audit';
import { solar_projects } from '../../db/schema/solar-projects';
import type { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Solar project records (docs/product-rules.md#solar-projects): search over name, owner, province and
// district, the decision-type filter with its values from the data, the total, edit and delete.

describeOnEachDatabase('admin solar projects', (ctx) => {
  let admin: TestClient;

  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'solar-admin', { superAdmin: true })).client;
    await ctx.db.insert(solar_projects).values([
      { proje_adi: 'Karapınar GES', proje_sahibi: 'Ova Enerji', il: 'Konya', ilce: 'Karapınar', toplanti_karar_tipi: 'ÇED Olumlu' },
      { proje_adi: 'Ereğli GES', proje_sahibi: 'Işık Güneş A.Ş.', il: 'Konya', ilce: 'Ereğli', toplanti_karar_tipi: 'ÇED Gerekli Değildir' },
      { proje_adi: 'Polatlı GES', proje_sahibi: 'Sakarya Vadisi', il: 'Ankara', ilce: 'Polatlı', toplanti_karar_tipi: 'ÇED Olumlu' },
      { proje_adi: 'Kırşehir Çatı GES', il: 'Kırşehir' },
    ]);
  });

  const names = (body: { items: { proje_adi: string }[] }) => body.items.map((i) => i.proje_adi).sort();

  it('searches name, owner, province and district (Turkish case-insensitive) and filters by decision type', async () => {
    expect(names((await admin.get('/api/admin/solar-projects?search=konya')).json())).toEqual(['Ereğli GES', 'Karapınar GES']);
    expect(names((await admin.get(`/api/admin/solar-projects?search=${encodeURIComponent('IŞIK')}`)).json())).toEqual(['Ereğli GES']);
    expect(names((await admin.get('/api/admin/solar-projects?search=polatli')).json())).toEqual(['Polatlı GES']);
    const filtered = (await admin.get(`/api/admin/solar-projects?decision_type=${encodeURIComponent('ÇED Olumlu')}`)).json();
    expect(names(filtered)).toEqual(['Karapınar GES', 'Polatlı GES']);
    expect(filtered.total).toBe(2);
    const both = (await admin.get(`/api/admin/solar-projects?search=konya&decision_type=${encodeURIComponent('ÇED Olumlu')}`)).json();
    expect(names(both)).toEqual(['Karapınar GES']);
    const all = (await admin.get('/api/admin/solar-projects')).json();
    expect(all.total).toBe(4);
    expect(all.decision_types).toEqual(['ÇED Gerekli Değildir', 'ÇED Olumlu']);
  });

  it('adds, edits in place and deletes a record, with the name required and each write audited', async () => {
    const blank = await admin.post('/api/admin/solar-projects', { proje_adi: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(M.name);
    expect((await admin.post('/api/admin/solar-projects', { proje_adi: 'Tarihli', tarih: '2026-13-40' })).json().message).toBe(M.date);

    const created = await admin.post('/api/admin/solar-projects', { proje_adi: 'Yeni GES', il: 'Van', tarih: '2026-05-01', proje_sahibi: '' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    const [row] = await ctx.db.select().from(solar_projects).where(eq(solar_projects.id, id));
    expect(row).toMatchObject({ proje_adi: 'Yeni GES', il: 'Van', tarih: '2026-05-01', proje_sahibi: null });

    expect((await admin.request('PUT', `/api/admin/solar-projects/${id}`, { proje_adi: 'Yeni GES (revize)', ilce: 'Erciş', tarih: null })).statusCode).toBe(200);
    // An edit writes what it sends (decision 031): the date sent empty is cleared, the province not sent is kept.
    expect((await ctx.db.select().from(solar_projects).where(eq(solar_projects.id, id)))[0]).toMatchObject({ proje_adi: 'Yeni GES (revize)', il: 'Van', ilce: 'Erciş', tarih: null });
    expect((await admin.request('DELETE', `/api/admin/solar-projects/${id}`)).statusCode).toBe(200);
    expect((await admin.request('DELETE', `/api/admin/solar-projects/${id}`)).json().message).toBe(M.notFound);
    const trail = await ctx.db.select().from(admin_audit_log).where(eq(admin_audit_log.entity_id, id));
    expect(trail.map((t) => t.action).sort()).toEqual(['create', 'delete', 'update']);
  });
});
