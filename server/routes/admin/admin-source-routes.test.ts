import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { SOURCE_MESSAGES as M, type SourceRow } from '../../../shared/schemas/admin/sources';
import { admin_audit_log } from '../../db/schema/audit';
import { companies, projects } from '../../db/schema/catalog';
import { imports } from '../../db/schema/imports';
import { company_sources, project_sources } from '../../db/schema/provenance';
import { sources } from '../../db/schema/sources';
import { transformer_station_capacities, transformer_station_definitions } from '../../db/schema/stations';
import { installed_power_stats } from '../../db/schema/statistics';
import { seedReferenceFixture } from '../../test/catalog-fixtures';
import type { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Data sources in the back office (decision 038): the form's rules, a key that stays, a
// Turkish-folded search, and no delete while a record, a figure or an import names the source.

describeOnEachDatabase('admin data sources', (ctx) => {
  let admin: TestClient;
  let member: TestClient;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'kaynak-admin', { superAdmin: true })).client;
    member = (await signedInMember(ctx, 'kaynak-uye')).client;
  });

  const gppd = {
    key: 'wri-gppd-test',
    name: 'WRI Küresel Santral Veritabanı',
    publisher: 'Dünya Kaynakları Enstitüsü',
    url: 'github.com/wri/global-power-plant-database',
    licence: 'CC BY 4.0',
    licence_url: 'https://creativecommons.org/licenses/by/4.0/',
    attribution: 'World Resources Institute et al. (CC BY 4.0)',
    retrieved_on: '2026-11-26',
    data_date: '2019-12-31',
    notes: 'Yaklaşık 2016–2019',
  };

  it('adds a source by the form rules, refuses a taken key, lists it by a folded search with its use, and reads it back', async () => {
    const refused = async (body: object) => (await admin.post('/api/admin/sources', body)).json().message;
    expect(await refused({ ...gppd, key: 'WRI GPPD' })).toBe(M.key);
    expect(await refused({ ...gppd, key: '  ' })).toBe(M.keyRequired);
    expect(await refused({ ...gppd, name: ' ' })).toBe(M.name);
    expect(await refused({ ...gppd, licence: '' })).toBe(M.licence);
    expect(await refused({ ...gppd, url: 'javascript:alert(1)' })).toBe(M.url);
    expect(await refused({ ...gppd, retrieved_on: '2026-13-01' })).toBe(M.date);
    expect(await refused({ ...gppd, data_date: '2019-13-01' })).toBe(M.date);
    expect((await admin.post('/api/admin/sources', { ...gppd, owner: 'x' })).statusCode).toBe(400);

    const created = await admin.post('/api/admin/sources', gppd);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const [row] = await ctx.db.select().from(sources).where(eq(sources.id, id));
    // Both dates: the data's own (what readers see) and the day it was read.
    expect(row).toMatchObject({ key: 'wri-gppd-test', url: 'https://github.com/wri/global-power-plant-database', retrieved_on: '2026-11-26', data_date: '2019-12-31', is_generated: false });
    const taken = await admin.post('/api/admin/sources', { ...gppd, name: 'Başka ad' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: M.duplicate, details: { path: 'key' } });

    await admin.post('/api/admin/sources', { key: 'osm-test', name: 'OpenStreetMap güç şebekesi', licence: 'ODbL 1.0', is_generated: false });
    const [project] = await ctx.db.insert(projects).values({ project_name: 'Kaynaklı Santral' }).returning();
    await ctx.db.insert(project_sources).values({ project_id: project!.id, source_id: id, external_key: 'TUR0001', verified_on: '2026-11-26' });

    // Turkish folding: "kuresel" finds "Küresel", "DUNYA KAYNAKLARI" the publisher.
    const found = (await admin.get('/api/admin/sources?search=kuresel')).json();
    expect(found.items.map((s: SourceRow) => [s.name, s.use_count])).toEqual([['WRI Küresel Santral Veritabanı', 1]]);
    expect((await admin.get('/api/admin/sources?search=DUNYA%20KAYNAKLARI')).json().items).toHaveLength(1);
    expect((await admin.get('/api/admin/sources?search=yok-boyle-kaynak')).json()).toMatchObject({ items: [], total: 0 });

    const record = (await admin.get(`/api/admin/sources/${id}`)).json();
    expect(record).toMatchObject({ id, values: { key: 'wri-gppd-test', licence: 'CC BY 4.0', notes: 'Yaklaşık 2016–2019' }, labels: {} });
    expect((await admin.get('/api/admin/sources/3f9a1c52-5a43-4f4e-9d7c-2b8f6f0a1e11')).json().message).toBe(M.notFound);

    // Back office only.
    expect((await member.get('/api/admin/sources')).statusCode).toBe(403);
    expect((await member.post('/api/admin/sources', { ...gppd, key: 'uye-kaynagi' })).statusCode).toBe(403);
  });

  it('writes only what an edit sends and changed, and keeps the key', async () => {
    const { id } = (await admin.post('/api/admin/sources', { ...gppd, key: 'duzenlenen' })).json();
    const audits = async () => (await ctx.db.select().from(admin_audit_log).where(eq(admin_audit_log.entity_id, id))).length;
    expect(await audits()).toBe(1);

    const res = await admin.request('PUT', `/api/admin/sources/${id}`, { key: 'duzenlenen', name: 'Yeni ad', licence: 'CC BY 4.0', notes: null });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db.select().from(sources).where(eq(sources.id, id));
    // Publisher and attribution were not sent and stay; notes was sent empty and is cleared.
    expect(row).toMatchObject({ name: 'Yeni ad', publisher: 'Dünya Kaynakları Enstitüsü', attribution: gppd.attribution, notes: null });
    expect(await audits()).toBe(2);

    const moved = await admin.request('PUT', `/api/admin/sources/${id}`, { key: 'baska-anahtar', name: 'Yeni ad', licence: 'CC BY 4.0' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ message: M.keyFixed, details: { path: 'key' } });
    expect((await ctx.db.select().from(sources).where(eq(sources.id, id)))[0]!.key).toBe('duzenlenen');
    expect(await audits()).toBe(2);
  });

  it('refuses to delete a source in use, saying how many records and where; deletes it once unused, audited', async () => {
    const { id } = (await admin.post('/api/admin/sources', { key: 'kullanilan', name: 'Kullanılan kaynak', licence: 'Kamu malı' })).json();
    const ref = await seedReferenceFixture(ctx.db, 'kaynak');
    const [p1, p2] = await ctx.db.insert(projects).values([{ project_name: 'Bir' }, { project_name: 'İki' }]).returning();
    const [company] = await ctx.db.insert(companies).values({ company_name: 'Kaynaklı Firma' }).returning();
    const [station] = await ctx.db.insert(transformer_station_definitions).values({ city_id: ref.city, station_name: 'Kaynak TM' }).returning();
    await ctx.db.insert(project_sources).values([p1!, p2!].map((p) => ({ project_id: p.id, source_id: id, verified_on: '2026-11-26' })));
    await ctx.db.insert(company_sources).values({ company_id: company!.id, source_id: id, verified_on: '2026-11-26' });
    await ctx.db.insert(transformer_station_capacities).values({ station_id: station!.id, year: 2025, month: 7, available_capacity: 5, source_id: id });
    const [stat] = await ctx.db
      .insert(installed_power_stats)
      .values({ year: 2025, month: 7, total_electric_power: 1, total_renewable_power: 1, total_solar_power: 1, source_id: id })
      .returning();
    const [history] = await ctx.db.insert(imports).values({ kind: 'projects', source_id: id, file_name: 'liste.csv', file_size: 10, import_date: '2026-11-26' }).returning();

    const refused = await admin.request('DELETE', `/api/admin/sources/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bu kaynak 6 kayıtta kullanıldığı için silinemez: 2 proje, 1 firma, 1 aylık kapasite, 1 kurulu güç istatistiği, 1 içe aktarma');
    const listed = (await admin.get('/api/admin/sources?search=kullanilan')).json().items[0];
    expect(listed.use_count).toBe(6);

    await ctx.db.delete(projects).where(eq(projects.id, p1!.id));
    await ctx.db.delete(projects).where(eq(projects.id, p2!.id));
    await ctx.db.delete(companies).where(eq(companies.id, company!.id));
    await ctx.db.delete(transformer_station_definitions).where(eq(transformer_station_definitions.id, station!.id));
    await ctx.db.delete(installed_power_stats).where(eq(installed_power_stats.id, stat!.id));
    await ctx.db.delete(imports).where(eq(imports.id, history!.id));

    const deleted = await admin.request('DELETE', `/api/admin/sources/${id}`);
    expect(deleted.json().message).toBe(M.deleted);
    expect(await ctx.db.select().from(sources).where(eq(sources.id, id))).toHaveLength(0);
    const trail = await ctx.db.select().from(admin_audit_log).where(eq(admin_audit_log.entity_id, id));
    expect(trail.map((t) => t.action).sort()).toEqual(['create', 'delete']);
    expect((await admin.request('DELETE', `/api/admin/sources/${id}`)).statusCode).toBe(404);
  });
});
