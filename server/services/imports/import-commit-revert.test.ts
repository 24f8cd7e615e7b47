import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M } from '../../../shared/schemas/imports';
import { record_events } from '../../db/schema/history';
import { companies, projects } from '../../db/schema/catalog';
import { user_projects } from '../../db/schema/inventory';
import { project_sources } from '../../db/schema/provenance';
import { cities, districts, project_locations, project_status_types, project_types } from '../../db/schema/reference';
import { transformer_station_capacities, transformer_station_definitions } from '../../db/schema/stations';
import { installed_power_stats } from '../../db/schema/statistics';
import type { TestClient } from '../../test/http';
import { csvFile, snapshot, sourceId, previewOf, uploadImport, type SheetCell } from '../../test/import-fixtures';
import { importName } from './revert-import';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Commit and revert (decision 039): a commit writes exactly what was previewed, in one transaction, or
// nothing; a revert restores the database exactly (compared row by row with row_to_json), and is
// refused, naming the records, when that would undo someone else's work.

const CATALOGUE = ['projects', 'project_sources', 'companies', 'company_sources', 'transformer_station_definitions', 'station_sources', 'transformer_station_capacities', 'installed_power_stats', 'record_events'];

describeOnEachDatabase('admin imports: commit and revert', (ctx) => {
  let admin: TestClient;
  let member: { id: string };
  let gppd: string;
  let osm: string;
  let sample: string;
  let konya: string;
  let karapinar: string;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'geri-admin', { superAdmin: true })).client;
    member = (await signedInMember(ctx, 'geri-uye', { premium: true })).user;
    gppd = await sourceId(ctx.db, 'wri-gppd-1.3.0');
    osm = await sourceId(ctx.db, 'osm-power-grids-2017');
    sample = await sourceId(ctx.db, 'gunesveri-ornek-veri');
    konya = (await ctx.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Konya')))[0]!.id;
    karapinar = (await ctx.db.select({ id: districts.id }).from(districts).where(and(eq(districts.city_id, konya), eq(districts.name, 'Karapınar'))))[0]!.id;
  });
  const run = async (kind: string, rows: SheetCell[][], source?: string, name = `${kind}.csv`) => {
    const res = await uploadImport(admin, { kind, ...(source ? { source_id: source } : {}) }, { name, data: csvFile(rows) });
    return previewOf(res);
  };
  const commit = (id: string) => admin.post(`/api/admin/imports/${id}/commit`);
  const revert = (id: string) => admin.post(`/api/admin/imports/${id}/revert`);
  const status = async (id: string) => (await admin.get(`/api/admin/imports/${id}`)).json().status as string;
  const project = (name: string, extra: Partial<typeof projects.$inferInsert> = {}) =>
    ctx.db
      .insert(projects)
      .values({ project_name: name, city_id: konya, district_id: karapinar, ...extra })
      .returning()
      .then((rows) => rows[0]!);

  it('commits creates, updates, links and history, skips error rows, and a revert restores every table exactly', async () => {
    const updated = await project('Geri Alınacak GES', { investor: 'Eski', dc_power: 900, dc_power_unit: 'kWp' });
    // Linked to the source without a key yet: the file gives it one. Already linked: nothing to change.
    const relinked = await project('Bağlı GES', { investor: 'Aynı' });
    const unchanged = await project('Değişmeyen GES', { investor: 'Sabit' });
    await ctx.db.insert(project_sources).values([
      { project_id: relinked.id, source_id: gppd, external_key: null, verified_on: '2025-01-01' },
      { project_id: unchanged.id, source_id: gppd, external_key: null, verified_on: '2025-01-01' },
    ]);
    const before = await snapshot(ctx.db, CATALOGUE);

    const body = await run(
      'projects',
      [
        ['GPPD ID', 'Tesis Adı', 'İl', 'İlçe', 'Durum', 'Kurulu Güç (MWp)', 'Yatırımcı', 'Doğrulama Tarihi'],
        ['G-NEW', 'Yepyeni GES', 'Konya', 'Karapınar', 'Devreye Alınan', '12,5', 'Yeni A.Ş.', '01.06.2026'],
        ['', 'Geri Alınacak GES', 'Konya', 'Karapınar', 'Kurulum Aşamasında', '1,2', 'Yeni Yatırımcı', ''],
        ['G-BAGLI', 'Bağlı GES', 'Konya', 'Karapınar', '', '', 'Aynı', ''],
        ['', 'Değişmeyen GES', 'Konya', 'Karapınar', '', '', 'Sabit', ''],
        ['G-HATA', 'Hatalı GES', 'Konya', 'Karapınar', '', '-1', '', ''],
      ],
      gppd,
    );
    expect(body.counts).toEqual({ create: 1, update: 2, unchanged: 1, duplicate: 0, error: 1 });
    expect(body.rows[2]).toMatchObject({ action: 'update', diff: [{ field: 'external_key', before: null, after: 'G-BAGLI' }, { field: 'verified_on', before: '2025-01-01' }] });
    const committed = await commit(body.id);
    expect(committed.statusCode, committed.body).toBe(200);
    expect(committed.json()).toMatchObject({ status: 'committed', committed_by: expect.stringContaining('geri-admin') });

    const [created] = await ctx.db.select().from(projects).where(eq(projects.project_name, 'Yepyeni GES'));
    expect(created).toMatchObject({ dc_power: 12.5, dc_power_unit: 'MWp', investor: 'Yeni A.Ş.', is_generated: false });
    expect(await ctx.db.select().from(projects).where(eq(projects.project_name, 'Hatalı GES'))).toEqual([]);
    expect(await ctx.db.select({ key: project_sources.external_key, on: project_sources.verified_on }).from(project_sources).where(eq(project_sources.project_id, created!.id))).toEqual([
      { key: 'G-NEW', on: '2026-06-01' },
    ]);
    expect((await ctx.db.select({ key: project_sources.external_key }).from(project_sources).where(eq(project_sources.project_id, relinked.id)))[0]!.key).toBe('G-BAGLI');
    const [after] = await ctx.db.select().from(projects).where(eq(projects.id, updated.id));
    expect(after).toMatchObject({ investor: 'Yeni Yatırımcı', dc_power: 1.2, dc_power_unit: 'MWp' });
    // History: the new plant's creation, the updated plant's status, capacity and parties, each naming this import.
    const events = await ctx.db.select().from(record_events).where(eq(record_events.import_id, body.id));
    expect(events.map((e) => [e.entity_id === created!.id ? 'yeni' : 'güncel', e.kind, e.origin, e.source_id]).sort()).toEqual([
      ['güncel', 'capacity', 'import', gppd],
      ['güncel', 'parties', 'import', gppd],
      ['güncel', 'status', 'import', gppd],
      ['yeni', 'created', 'import', gppd],
    ]);
    expect(events.find((e) => e.kind === 'capacity')!.changes).toEqual({ dc_power: { before: 900, after: 1.2 }, dc_power_unit: { before: 'kWp', after: 'MWp' } });
    expect(events.find((e) => e.kind === 'created')!.occurred_on).toBe('2026-06-01');

    // A member paid to open the new plant: the revert deletes the plant, the inventory keeps what was paid.
    await ctx.db.insert(user_projects).values({ user_id: member.id, project_id: created!.id, item_name: 'Yepyeni GES', paid: 7 });

    const reverted = await revert(body.id);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ status: 'reverted', reverted_by: expect.stringContaining('geri-admin') });
    expect(await snapshot(ctx.db, CATALOGUE)).toEqual(before);
    expect(await ctx.db.select({ project_id: user_projects.project_id, item_name: user_projects.item_name, paid: user_projects.paid }).from(user_projects).where(eq(user_projects.user_id, member.id))).toEqual([
      { project_id: null, item_name: 'Yepyeni GES', paid: 7 },
    ]);

    // Twice is safe: nothing more happens, and each refusal says why.
    expect((await revert(body.id)).json()).toMatchObject({ statusCode: 409, message: M.alreadyReverted });
    expect((await commit(body.id)).json()).toMatchObject({ statusCode: 409, message: M.alreadyReverted });
    expect(await snapshot(ctx.db, CATALOGUE)).toEqual(before);
  });

  it('commits once: a second commit, even at the same moment, is refused and writes nothing', async () => {
    const body = await run('projects', [['Tesis Adı', 'İl'], ['Bir Kez GES', 'Ankara']]);
    expect((await revert(body.id)).json()).toMatchObject({ statusCode: 409, message: M.notCommitted });
    const [a, b] = await Promise.all([commit(body.id), commit(body.id)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().message).toBe(M.alreadyCommitted);
    expect(await ctx.db.select().from(projects).where(eq(projects.project_name, 'Bir Kez GES'))).toHaveLength(1);
  });

  it('is all or nothing: a record changed after the preview refuses the whole commit, naming it, after a thousand rows were written', async () => {
    const late = await project('Geç Değişen GES', { investor: 'İlk' });
    const rows: SheetCell[][] = [['Tesis Adı', 'İl', 'İlçe', 'Yatırımcı']];
    for (let i = 0; i < 1200; i++) rows.push([`Toplu GES ${i}`, 'Konya', 'Karapınar', 'Toplu A.Ş.']);
    rows.push(['Geç Değişen GES', 'Konya', 'Karapınar', 'İkinci']);
    const body = await run('projects', rows);
    expect(body.counts).toMatchObject({ create: 1200, update: 1 });
    // Someone edits the plant in the back office between the preview and the commit.
    await ctx.db.update(projects).set({ investor: 'Araya Giren', updated_at: new Date() }).where(eq(projects.id, late.id));
    const before = await snapshot(ctx.db, CATALOGUE);
    const res = await commit(body.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.stale('"Geç Değişen GES"'));
    expect(await snapshot(ctx.db, CATALOGUE)).toEqual(before);
    expect(await status(body.id)).toBe('previewed');
  });

  it('is all or nothing when another writer added the same month since the preview', async () => {
    const [station] = await ctx.db.insert(transformer_station_definitions).values({ station_name: 'Yarış TM', city_id: konya }).returning();
    const body = await run('station_capacities', [['TM Adı', 'İl', 'Yıl', 'Ay', 'Kapasite'], ['Yarış TM', 'Konya', '2025', '3', '4'], ['Yarış TM', 'Konya', '2025', '4', '5']]);
    expect(body.counts.create).toBe(2);
    await ctx.db.insert(transformer_station_capacities).values({ station_id: station!.id, year: 2025, month: 4, available_capacity: 9 });
    const before = await snapshot(ctx.db, CATALOGUE);
    const res = await commit(body.id);
    expect(res.json()).toMatchObject({ statusCode: 409, message: M.staleUnique });
    expect(await snapshot(ctx.db, CATALOGUE)).toEqual(before);
  });

  it('refuses to revert over later work, naming it: a later import of the same records, an edit', async () => {
    const first = await run('projects', [['GPPD ID', 'Tesis Adı', 'İl', 'Yatırımcı'], ['R-1', 'Düzenlenen GES', 'Konya', 'A'], ['R-2', 'Sonra Gelen GES', 'Konya', 'A']], gppd, 'ilk.csv');
    expect((await commit(first.id)).statusCode).toBe(200);

    // A later import adds another source's link to one of its plants (no column of the plant changes).
    const second = await run('projects', [['OSM ID', 'Tesis Adı', 'İl'], ['way/5', 'Sonra Gelen GES', 'Konya']], osm, 'sonraki.csv');
    expect(second.rows[0]).toMatchObject({ action: 'update', diff: [{ field: 'source' }, { field: 'external_key' }] });
    const later = (await commit(second.id)).json() as { committed_at: string };
    let before = await snapshot(ctx.db, CATALOGUE);
    let res = await revert(first.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.revertLater(importName('sonraki.csv', new Date(later.committed_at))));
    expect(await snapshot(ctx.db, CATALOGUE)).toEqual(before);
    expect((await revert(second.id)).statusCode).toBe(200);

    // An admin edits the other plant through the back office.
    const [edited] = await ctx.db.select().from(projects).where(eq(projects.project_name, 'Düzenlenen GES'));
    const firstId = async (table: typeof project_status_types) => (await ctx.db.select({ id: table.id }).from(table).limit(1))[0]!.id;
    const edit = await admin.request('PUT', `/api/admin/projects/${edited!.id}`, {
      project_name: 'Düzenlenen GES',
      status_type_id: await firstId(project_status_types),
      type_id: await firstId(project_types),
      location_id: await firstId(project_locations),
      city_id: konya,
      district_id: karapinar,
      investor: 'Elle Düzeltilen',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    before = await snapshot(ctx.db, CATALOGUE);
    res = await revert(first.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.revertChanged('"Düzenlenen GES"'));
    expect(await snapshot(ctx.db, CATALOGUE)).toEqual(before);
    expect(await status(first.id)).toBe('committed');
  });

  it('refuses to revert records another record now uses: a company a project names, a station with capacities', async () => {
    const firms = await run('companies', [['Firma Adı'], ['Kullanılan Firma A.Ş.'], ['Boşta Firma A.Ş.']]);
    expect((await commit(firms.id)).statusCode).toBe(200);
    const [used] = await ctx.db.select().from(companies).where(eq(companies.company_name, 'Kullanılan Firma A.Ş.'));
    await project('Firmalı GES', { investor_company_id: used!.id });
    expect((await revert(firms.id)).json()).toMatchObject({ statusCode: 409, message: M.revertUsed('"Kullanılan Firma A.Ş."') });

    const stations = await run('stations', [['TM Adı', 'İl'], ['Dolu TM', 'Konya']]);
    expect((await commit(stations.id)).statusCode).toBe(200);
    const capacities = await run('station_capacities', [['TM Adı', 'İl', 'Yıl', 'Ay', 'Kapasite'], ['Dolu TM', 'Konya', '2025', '5', '3']], sample);
    expect((await commit(capacities.id)).statusCode).toBe(200);
    expect((await revert(stations.id)).json()).toMatchObject({ statusCode: 409, message: M.revertUsed('"Dolu TM"') });
    // Its capacities reverted first, the stations go too.
    expect((await revert(capacities.id)).statusCode).toBe(200);
    expect((await revert(stations.id)).statusCode).toBe(200);
    expect(await ctx.db.select().from(transformer_station_definitions).where(eq(transformer_station_definitions.station_name, 'Dolu TM'))).toEqual([]);
  });

  it('reverts capacities and statistics exactly, sources and generated marks included', async () => {
    const [station] = await ctx.db.insert(transformer_station_definitions).values({ station_name: 'Geri TM', city_id: konya }).returning();
    await ctx.db.insert(transformer_station_capacities).values({ station_id: station!.id, year: 2024, month: 12, available_capacity: 3, is_generated: true, source_id: sample });
    await ctx.db.insert(installed_power_stats).values({ year: 2023, month: 12, total_electric_power: 100, total_renewable_power: 50, total_solar_power: 10, total_licensed_solar: 4, total_unlicensed_solar: 6, source: 'eski' });
    const before = await snapshot(ctx.db, CATALOGUE);
    const capacities = await run('station_capacities', [['TM Adı', 'İl', 'Yıl', 'Ay', 'Kapasite'], ['Geri TM', 'Konya', '2024', '12', '7,25'], ['Geri TM', 'Konya', '2025', '1', '2']], osm);
    const stats = await run('installed_power', [['Yıl', 'Ay', 'Toplam (MW)', 'Yenilenebilir (MW)', 'Güneş (MW)'], ['2023', '12', '100', '60', '20'], ['2024', '1', '101', '61', '21']], osm);
    expect((await commit(capacities.id)).statusCode).toBe(200);
    expect((await commit(stats.id)).statusCode).toBe(200);
    const [month] = await ctx.db.select().from(installed_power_stats).where(eq(installed_power_stats.year, 2023));
    // The stored split follows the new solar total, as the form rescales it.
    expect(month).toMatchObject({ total_solar_power: 20, total_licensed_solar: 8, total_unlicensed_solar: 12, renewable_percentage: 60, source_id: osm });
    const capacityEvents = await ctx.db.select({ changes: record_events.changes }).from(record_events).where(eq(record_events.import_id, capacities.id));
    expect(capacityEvents.map((e) => e.changes).sort((a, b) => Object.keys(a)[0]!.localeCompare(Object.keys(b)[0]!))).toEqual([{ '2024-12': { before: 3, after: 7.25 } }, { '2025-01': { before: null, after: 2 } }]);
    expect((await revert(stats.id)).statusCode).toBe(200);
    expect((await revert(capacities.id)).statusCode).toBe(200);
    expect(await snapshot(ctx.db, CATALOGUE)).toEqual(before);
  });

  it('a revert touches only what its import wrote', async () => {
    const mine = await run('projects', [['Tesis Adı', 'İl'], ['Benim GES', 'Sivas']]);
    const theirs = await run('projects', [['Tesis Adı', 'İl'], ['Onların GES', 'Sivas']]);
    await commit(mine.id);
    await commit(theirs.id);
    expect((await revert(mine.id)).statusCode).toBe(200);
    const left = await ctx.db.execute(sql`SELECT project_name FROM projects WHERE project_name IN ('Benim GES', 'Onların GES')`);
    expect((left as unknown as { rows: { project_name: string }[] }).rows).toEqual([{ project_name: 'Onların GES' }]);
  });
});
