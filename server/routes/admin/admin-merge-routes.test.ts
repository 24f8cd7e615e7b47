import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../../shared/schemas/imports';
import { MERGE_MESSAGES as M } from '../../../shared/schemas/merges';
import { queryRows } from '../../db/query-rows';
import { companies, projects } from '../../db/schema/catalog';
import { user_company_submissions, user_project_submissions } from '../../db/schema/contributions';
import { company_sources, project_sources } from '../../db/schema/provenance';
import { record_merges } from '../../db/schema/quality';
import { sources } from '../../db/schema/sources';
import { transformer_station_capacities, transformer_station_definitions, transformer_station_geometries } from '../../db/schema/stations';
import { station_sources } from '../../db/schema/provenance';
import { createdEvent, stationCapacityEvent, writeEvents } from '../../services/history/record-events';
import { ident } from '../../services/imports/batch-sql';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import { previewOf, uploadImport } from '../../test/import-fixtures';
import type { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// Merging duplicate records and undoing it (docs/decisions/066-merging-duplicate-records.md): every
// reference moves and comes back row for row.

/** Every table a merge or its undo writes, whole: an undo must leave each exactly as before the merge. */
const TABLES = [
  'projects',
  'companies',
  'project_sources',
  'company_sources',
  'project_suggestions',
  'company_suggestions',
  'user_project_submissions',
  'user_company_submissions',
  'user_projects',
  'user_companies',
  'token_transactions',
  'users',
  'watches',
  'record_events',
  'record_event_outbox',
  'notifications',
  'transformer_station_definitions',
  'station_sources',
  'transformer_station_capacities',
  'transformer_station_geometries',
];

async function dump(ctx: TestContext): Promise<Record<string, string[]>> {
  await ctx.app.jobs.drain();
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await queryRows<{ r: string }>(ctx.db, sql`SELECT to_jsonb(t)::text AS r FROM ${ident(table)} AS t ORDER BY 1`);
    out[table] = rows.map((row) => row.r);
  }
  return out;
}

const SHOWN = { expected_cost: 40 };

describeOnEachDatabase('admin merges', (ctx) => {
  let admin: TestClient;
  let ref: ReferenceFixture;
  let n = 0;

  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'birlestiren', { superAdmin: true })).client;
    ref = await seedReferenceFixture(ctx.db, 'birlestirme');
  });

  const source = async () => (await ctx.db.insert(sources).values({ key: `kaynak-${++n}`, name: `Kaynak ${n}`, licence: 'CC-BY 4.0' }).returning())[0]!.id;

  it('merges two projects keeping every source, event, paid opening, watch, notification, suggestion and submission, and undoes it row for row', async () => {
    const [survivor] = await ctx.db
      .insert(projects)
      .values({ project_name: 'Karapınar GES', is_verified: true, city_id: ref.city, district_id: ref.district, dc_power: 10, dc_power_unit: 'MWp', investor: 'A Yatırım' })
      .returning();
    const [merged] = await ctx.db
      .insert(projects)
      .values({ project_name: 'Karapinar Güneş Santrali', is_verified: true, city_id: ref.otherCity, district_id: ref.otherDistrict, dc_power: 12.5, dc_power_unit: 'MWp', investor: null, commissioning_date: '2025-06-01' })
      .returning();
    const [shared, own] = [await source(), await source()];
    await ctx.db.insert(project_sources).values([
      { project_id: survivor!.id, source_id: shared, external_key: 'S-1', verified_on: '2026-01-01' },
      { project_id: merged!.id, source_id: shared, external_key: 'M-1', verified_on: '2026-02-01' },
      { project_id: merged!.id, source_id: own, external_key: 'M-2', verified_on: '2026-03-01' },
    ]);

    // One member opened both (two ledger lines, two inventory rows) and follows both; another opened and follows the merged one only.
    const both = await signedInMember(ctx, 'ikisi', { premium: true, balance: 200 });
    const one = await signedInMember(ctx, 'biri', { premium: true, balance: 200 });
    for (const [client, id] of [
      [both.client, survivor!.id],
      [both.client, merged!.id],
      [one.client, merged!.id],
    ] as const) {
      expect((await client.post(`/api/projects/${id}/open`, SHOWN)).statusCode).toBe(200);
      expect((await client.post('/api/me/watches', { target: 'project', target_id: id })).statusCode).toBe(201);
    }
    expect((await one.client.post(`/api/suggestions/projects/${merged!.id}`, { suggested_data: { investor: 'B Yatırım' } })).statusCode).toBe(201);
    await ctx.db.insert(user_project_submissions).values({ user_id: one.user.id, project_data: { project_name: 'Karapinar' }, project_id: merged!.id, status: 'approved' });
    await ctx.db.transaction((tx) => writeEvents(tx, [createdEvent('project', merged!.id, { origin: 'admin' })]));
    const before = await dump(ctx);
    expect(before.notifications!.some((r) => r.includes(merged!.id))).toBe(true);

    const compare = await admin.get(`/api/admin/merges/compare/project/${survivor!.id}/${merged!.id}`);
    expect(compare.statusCode).toBe(200);
    const field = (name: string) => compare.json().fields.find((f: { field: string }) => f.field === name);
    expect(field('place')).toEqual({ field: 'place', label: 'Şehir ve ilçe', a: 'Test İli birlestirme / Merkez birlestirme', b: 'Başka İl birlestirme / Uzak birlestirme', differs: true });
    expect(field('dc_power')).toMatchObject({ a: '10 MWp', b: '12,5 MWp', differs: true });
    expect(field('is_verified')).toMatchObject({ differs: false });
    expect(compare.json().b.counts).toEqual({ events: 1, openings: 2, watches: 2, suggestions: 1, submissions: 1, projects: 0, capacities: 0 });
    expect(compare.json().b.sources.map((s: { external_key: string }) => s.external_key).sort()).toEqual(['M-1', 'M-2']);

    const merging = await admin.post('/api/admin/merges', { kind: 'project', survivor_id: survivor!.id, merged_id: merged!.id, choices: { dc_power: 'merged', place: 'merged', investor: 'merged', commissioning_date: 'merged' } });
    expect(merging.statusCode).toBe(201);
    expect(merging.json().message).toBe(M.merged('Karapinar Güneş Santrali', 'Karapınar GES'));
    const mergeId = merging.json().id as string;

    const [kept] = await ctx.db.select().from(projects).where(eq(projects.id, survivor!.id));
    // The chosen values won; a field whose merged value was empty (investor) is chosen as empty.
    expect(kept).toMatchObject({ dc_power: 12.5, city_id: ref.otherCity, district_id: ref.otherDistrict, investor: null, commissioning_date: '2025-06-01', project_name: 'Karapınar GES' });
    expect(await ctx.db.select().from(projects).where(eq(projects.id, merged!.id))).toEqual([]);
    const at = async (table: string, column: string, id: string) => (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${ident(table)} WHERE ${ident(column)} = ${id}`))[0]!.n;
    expect(await at('project_sources', 'project_id', survivor!.id)).toBe(2);
    expect(await at('user_projects', 'project_id', survivor!.id)).toBe(2);
    expect(await at('watches', 'target_id', survivor!.id)).toBe(2);
    expect(await at('project_suggestions', 'project_id', survivor!.id)).toBe(1);
    expect(await at('user_project_submissions', 'project_id', survivor!.id)).toBe(1);
    for (const table of ['project_sources', 'user_projects', 'project_suggestions', 'user_project_submissions']) expect(await at(table, 'project_id', merged!.id)).toBe(0);
    expect(await at('watches', 'target_id', merged!.id)).toBe(0);
    // Paid lines are never touched: three debits stay.
    const after = await dump(ctx);
    expect(after.token_transactions).toEqual(before.token_transactions);
    // The merged record's history moved to the survivor; the merge is an event on both ids.
    const events = await queryRows<{ entity_id: string; kind: string }>(ctx.db, sql`SELECT entity_id, kind FROM record_events WHERE entity_id IN (${survivor!.id}, ${merged!.id}) ORDER BY kind, entity_id`);
    expect(events.filter((e) => e.kind === 'merged').map((e) => e.entity_id).sort()).toEqual([survivor!.id, merged!.id].sort());
    expect(events.filter((e) => e.kind === 'created').map((e) => e.entity_id)).toEqual([survivor!.id]);
    expect(events.some((e) => e.kind === 'capacity' && e.entity_id === survivor!.id)).toBe(true);
    // Followers of either heard of it, once each.
    const told = await queryRows<{ user_id: string }>(ctx.db, sql`SELECT user_id FROM notifications WHERE kind = 'merged' AND entity_id = ${survivor!.id}`);
    expect(told.map((t) => t.user_id).sort()).toEqual([both.user.id, one.user.id].sort());

    // The merged-away id still answers: 308 to the survivor, and what it says.
    const read = await one.client.get(`/api/projects/${merged!.id}`);
    expect(read.statusCode).toBe(308);
    expect(read.headers.location).toBe(`/api/projects/${survivor!.id}`);
    expect(read.json()).toEqual({ statusCode: 308, code: 'MERGED', message: M.mergedAway('project'), merged_into: survivor!.id });
    const list = await admin.get('/api/admin/merges');
    expect(list.json().items[0]).toMatchObject({ id: mergeId, kind: 'project', merged_name: 'Karapinar Güneş Santrali', survivor_name: 'Karapınar GES', undone_at: null });
    expect(list.json().items[0].taken).toEqual(['Şehir ve ilçe', 'DC güç', 'Yatırımcı', 'Devreye alma tarihi']);

    const undo = await admin.post(`/api/admin/merges/${mergeId}/undo`);
    expect(undo.statusCode).toBe(200);
    expect(undo.json().message).toBe(M.undone('Karapinar Güneş Santrali', 'Karapınar GES'));
    expect(await dump(ctx)).toEqual(before);
    expect((await one.client.get(`/api/projects/${merged!.id}`)).statusCode).toBe(200);

    const again = await admin.post(`/api/admin/merges/${mergeId}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyUndone);
    expect((await admin.get('/api/admin/merges')).json().items[0].undone_at).not.toBeNull();
  });

  it('merges two companies: the projects naming the merged one name the survivor, and undo gives each its company back', async () => {
    const [survivor] = await ctx.db.insert(companies).values({ company_name: 'Güneş Enerji A.Ş.', website: 'https://gunes.example.com' }).returning();
    const [merged] = await ctx.db.insert(companies).values({ company_name: 'Gunes Enerji AS', phone: '+90 312 000 00 00' }).returning();
    const [p1] = await ctx.db.insert(projects).values({ project_name: 'Proje Bir', investor_company_id: merged!.id, contractor_company_id: survivor!.id }).returning();
    const [p2] = await ctx.db.insert(projects).values({ project_name: 'Proje İki', inverter_company_id: merged!.id, maintenance_company_id: merged!.id }).returning();
    await ctx.db.insert(company_sources).values({ company_id: merged!.id, source_id: await source(), verified_on: '2026-01-01' });
    const member = await signedInMember(ctx, 'firma-takip', { premium: true, balance: 100 });
    expect((await member.client.post('/api/me/watches', { target: 'company', target_id: merged!.id })).statusCode).toBe(201);
    await ctx.db.insert(user_company_submissions).values({ user_id: member.user.id, company_data: { company_name: 'Gunes' }, company_id: merged!.id, status: 'approved' });
    const before = await dump(ctx);

    const merging = await admin.post('/api/admin/merges', { kind: 'company', survivor_id: survivor!.id, merged_id: merged!.id, choices: { phone: 'merged' } });
    expect(merging.statusCode).toBe(201);
    const linked = await ctx.db.select().from(projects).where(sql`${projects.id} IN (${p1!.id}, ${p2!.id})`);
    for (const p of linked) {
      for (const role of ['investor_company_id', 'contractor_company_id', 'inverter_company_id', 'maintenance_company_id'] as const) expect([null, survivor!.id]).toContain(p[role]);
    }
    expect(linked.find((p) => p.id === p2!.id)).toMatchObject({ inverter_company_id: survivor!.id, maintenance_company_id: survivor!.id, updated_at: p2!.updated_at });
    expect((await ctx.db.select().from(companies).where(eq(companies.id, survivor!.id)))[0]).toMatchObject({ phone: '+90 312 000 00 00', website: 'https://gunes.example.com' });
    const read = await member.client.get(`/api/companies/${merged!.id}`);
    expect(read.statusCode).toBe(308);
    expect(read.json().merged_into).toBe(survivor!.id);

    expect((await admin.post(`/api/admin/merges/${merging.json().id}/undo`)).statusCode).toBe(200);
    expect(await dump(ctx)).toEqual(before);
  });

  it("merges two stations keeping every month of both (the survivor's figure where both have one), sources, history, watches and the chosen file's geometry, and undoes it row for row", async () => {
    const [survivor] = await ctx.db
      .insert(transformer_station_definitions)
      .values({ station_name: 'Hacılar TM', city_id: ref.city, busbar: 'A barası', operator: 'Kayseri Elektrik', latitude: 38.65, longitude: 35.45, kml_file_path: 'stations/hacilar-a.kml' })
      .returning();
    const [merged] = await ctx.db
      .insert(transformer_station_definitions)
      .values({ station_name: 'Hacılar 154 TM', city_id: ref.city, busbar: 'B barası', latitude: 38.651, longitude: 35.451, kml_file_path: 'stations/hacilar-b.kml' })
      .returning();
    // Each geometry as its text was written (spaces and key order are the file's): it must come back as such.
    const drawn = { a: '{"type":"FeatureCollection", "features":[]}', b: '{ "features": [],  "type": "FeatureCollection" }' };
    await ctx.db.insert(transformer_station_geometries).values([
      { station_id: survivor!.id, kml_file_path: 'stations/hacilar-a.kml', geometry: sql`${drawn.a}::json` },
      { station_id: merged!.id, kml_file_path: 'stations/hacilar-b.kml', geometry: sql`${drawn.b}::json` },
    ]);
    const [shared, own] = [await source(), await source()];
    await ctx.db.insert(station_sources).values([
      { station_id: survivor!.id, source_id: shared, external_key: 'S-TM', verified_on: '2026-01-01' },
      { station_id: merged!.id, source_id: shared, external_key: 'M-TM', verified_on: '2026-02-01' },
      { station_id: merged!.id, source_id: own, verified_on: '2026-03-01' },
    ]);
    const month = (station: string, m: number, mwe: number) => ({ station_id: station, year: 2025, month: m, available_capacity: mwe, source_id: own, verified_on: '2026-03-01' });
    const survivorMonths = await ctx.db.insert(transformer_station_capacities).values([month(survivor!.id, 1, 10), month(survivor!.id, 2, 11)]).returning();
    const mergedMonths = await ctx.db.insert(transformer_station_capacities).values([month(merged!.id, 1, 10), month(merged!.id, 2, 12), month(merged!.id, 3, 13)]).returning();
    const monthOf = (rows: typeof mergedMonths, m: number) => rows.find((r) => r.month === m)!;
    await ctx.db.transaction((tx) => writeEvents(tx, [stationCapacityEvent(merged!.id, { year: 2025, month: 3 }, null, 13, { origin: 'admin' })!]));
    // One member follows both stations, another the merged one only.
    const both = await signedInMember(ctx, 'iki-tm', { premium: true });
    const one = await signedInMember(ctx, 'bir-tm', { premium: true });
    for (const [client, id] of [
      [both.client, survivor!.id],
      [both.client, merged!.id],
      [one.client, merged!.id],
    ] as const) {
      expect((await client.post('/api/me/watches', { target: 'station', target_id: id })).statusCode).toBe(201);
    }
    const geometryText = async () =>
      (await queryRows<{ station_id: string; g: string }>(ctx.db, sql`SELECT station_id, kml_file_path || ' ' || geometry::text AS g FROM transformer_station_geometries ORDER BY 1, 2`)).map((r) => `${r.station_id} ${r.g}`);
    const before = await dump(ctx);
    const geometriesBefore = await geometryText();

    const compare = await admin.get(`/api/admin/merges/compare/station/${survivor!.id}/${merged!.id}`);
    expect(compare.statusCode).toBe(200);
    const field = (name: string) => compare.json().fields.find((f: { field: string }) => f.field === name);
    expect(field('station_name')).toMatchObject({ a: 'Hacılar TM', b: 'Hacılar 154 TM', differs: true });
    expect(field('city_id')).toMatchObject({ a: 'Test İli birlestirme', differs: false });
    expect(field('kml_file_path')).toMatchObject({ a: 'stations/hacilar-a.kml', b: 'stations/hacilar-b.kml', differs: true });
    expect(compare.json().b.counts).toEqual({ events: 1, openings: 0, watches: 2, suggestions: 0, submissions: 0, projects: 0, capacities: 3 });
    expect(compare.json().capacities).toEqual([
      { year: 2025, month: 3, a: null, b: 13 },
      { year: 2025, month: 2, a: 11, b: 12 },
      { year: 2025, month: 1, a: 10, b: 10 },
    ]);

    const merging = await admin.post('/api/admin/merges', { kind: 'station', survivor_id: survivor!.id, merged_id: merged!.id, choices: { busbar: 'merged', kml_file_path: 'merged', operator: 'merged' } });
    expect(merging.statusCode, merging.body).toBe(201);
    expect(merging.json().message).toBe(M.merged('Hacılar 154 TM', 'Hacılar TM'));
    const mergeId = merging.json().id as string;

    expect((await ctx.db.select().from(transformer_station_definitions).where(eq(transformer_station_definitions.id, survivor!.id)))[0]).toMatchObject({
      station_name: 'Hacılar TM',
      busbar: 'B barası',
      operator: null,
      kml_file_path: 'stations/hacilar-b.kml',
    });
    expect(await ctx.db.select().from(transformer_station_definitions).where(eq(transformer_station_definitions.id, merged!.id))).toEqual([]);
    // Every month of both, the survivor's own rows where both had one; the merged station's month 3 moved (same row).
    const kept = await ctx.db.select().from(transformer_station_capacities).where(eq(transformer_station_capacities.station_id, survivor!.id));
    expect(kept.map((k) => [k.month, k.available_capacity, k.id]).sort()).toEqual(
      [
        [1, 10, monthOf(survivorMonths, 1).id],
        [2, 11, monthOf(survivorMonths, 2).id],
        [3, 13, monthOf(mergedMonths, 3).id],
      ].sort(),
    );
    const removed = (await ctx.db.select().from(record_merges).where(eq(record_merges.id, mergeId)))[0]!.removed;
    expect(removed.transformer_station_capacities!.map((r) => r.id).sort()).toEqual([monthOf(mergedMonths, 1).id, monthOf(mergedMonths, 2).id].sort());
    const links = await ctx.db.select().from(station_sources).where(eq(station_sources.station_id, survivor!.id));
    expect(links.map((l) => [l.source_id, l.external_key]).sort()).toEqual([[shared, 'S-TM'], [own, null]].sort());
    // The survivor is drawn from the file it took, with that file's geometry as written.
    expect(await geometryText()).toEqual([`${survivor!.id} stations/hacilar-b.kml ${drawn.b}`]);
    const at = async (table: string, column: string, id: string) => (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${ident(table)} WHERE ${ident(column)} = ${id}`))[0]!.n;
    expect(await at('watches', 'target_id', survivor!.id)).toBe(2);
    expect(await at('watches', 'target_id', merged!.id)).toBe(0);
    const history = await queryRows<{ kind: string; entity_id: string }>(ctx.db, sql`SELECT kind, entity_id FROM record_events WHERE entity = 'station' AND entity_id IN (${survivor!.id}, ${merged!.id})`);
    expect(history.filter((e) => e.kind === 'station_capacity').map((e) => e.entity_id)).toEqual([survivor!.id]);
    await ctx.app.jobs.drain();
    const told = await queryRows<{ user_id: string }>(ctx.db, sql`SELECT user_id FROM notifications WHERE kind = 'merged' AND entity_id = ${survivor!.id}`);
    expect(told.map((t) => t.user_id).sort()).toEqual([both.user.id, one.user.id].sort());

    // The merged-away station, and a month of it the survivor had its own figure for, answer with the survivor.
    for (const id of [merged!.id, monthOf(mergedMonths, 2).id]) {
      const read = await one.client.get(`/api/stations/${id}`);
      expect(read.statusCode).toBe(308);
      expect(read.headers.location).toBe(`/api/stations/${survivor!.id}`);
      expect(read.json()).toEqual({ statusCode: 308, code: 'MERGED', message: M.mergedAway('station'), merged_into: survivor!.id });
    }
    expect((await one.client.get(`/api/stations/${monthOf(mergedMonths, 3).id}`)).json()).toMatchObject({ station_id: survivor!.id, station_name: 'Hacılar TM' });
    expect((await admin.get('/api/admin/merges')).json().items[0]).toMatchObject({ kind: 'station', taken: ['Bara', 'İşletmeci', 'KML/KMZ dosyası'] });

    expect((await admin.post(`/api/admin/merges/${mergeId}/undo`)).statusCode).toBe(200);
    expect(await dump(ctx)).toEqual(before);
    expect(await geometryText()).toEqual(geometriesBefore);
    expect((await one.client.get(`/api/stations/${merged!.id}`)).statusCode).toBe(200);
  });

  it('refuses to revert a capacity import while a station merge holds one of its months, and reverts it once the merge is undone', async () => {
    const [a] = await ctx.db.insert(transformer_station_definitions).values({ station_name: 'İkiz TM', city_id: ref.city }).returning();
    const [b] = await ctx.db.insert(transformer_station_definitions).values({ station_name: 'Ikiz Kuzey TM', city_id: ref.city }).returning();
    const csv = 'TM Adı,İl,Yıl,Ay,Kapasite\nIkiz Kuzey TM,Test İli birlestirme,2025,6,4\n';
    const preview = previewOf(await uploadImport(admin, { kind: 'station_capacities' }, { name: 'kapasite.csv', data: csv }));
    expect((await admin.post(`/api/admin/imports/${preview.id}/commit`)).statusCode).toBe(200);
    const merging = await admin.post('/api/admin/merges', { kind: 'station', survivor_id: a!.id, merged_id: b!.id });
    expect(merging.statusCode).toBe(201);
    // The imported month now belongs to the survivor: reverting would take it from there.
    const refused = await admin.post(`/api/admin/imports/${preview.id}/revert`);
    expect(refused.statusCode).toBe(409);
    expect((refused.json().message as string).startsWith(IMPORT_MESSAGES.revertMerged(''))).toBe(true);
    expect(await ctx.db.select().from(transformer_station_capacities).where(eq(transformer_station_capacities.station_id, a!.id))).toHaveLength(1);

    expect((await admin.post(`/api/admin/merges/${merging.json().id}/undo`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/imports/${preview.id}/revert`)).statusCode).toBe(200);
    expect(await ctx.db.select().from(transformer_station_capacities).where(sql`${transformer_station_capacities.station_id} IN (${a!.id}, ${b!.id})`)).toEqual([]);
  });

  it('refuses to undo a merge whose survivor was edited since, naming it, and changes nothing', async () => {
    const [a] = await ctx.db.insert(companies).values({ company_name: 'Düzenlenen Firma' }).returning();
    const [b] = await ctx.db.insert(companies).values({ company_name: 'Duzenlenen Firma' }).returning();
    const merging = await admin.post('/api/admin/merges', { kind: 'company', survivor_id: a!.id, merged_id: b!.id });
    expect(merging.statusCode).toBe(201);
    await ctx.db.update(companies).set({ website: 'https://yeni.example.com' }).where(eq(companies.id, a!.id));
    const undo = await admin.post(`/api/admin/merges/${merging.json().id}/undo`);
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(M.survivorChanged('Düzenlenen Firma'));
    expect(await ctx.db.select().from(companies).where(eq(companies.id, b!.id))).toEqual([]);
    expect((await ctx.db.select().from(record_merges).where(eq(record_merges.id, merging.json().id)))[0]!.undone_at).toBeNull();
  });

  it("refuses to revert an import while a record it created is merged, and reverts it once the merge is undone", async () => {
    const preview = previewOf(await uploadImport(admin, { kind: 'companies' }, { name: 'firmalar.csv', data: 'Firma Adı\nİkiz Enerji A.Ş.\nIkiz Enerji AS\n' }));
    expect((await admin.post(`/api/admin/imports/${preview.id}/commit`)).statusCode).toBe(200);
    const created = await ctx.db.select().from(companies).where(sql`${companies.company_name} IN ('İkiz Enerji A.Ş.', 'Ikiz Enerji AS')`);
    expect(created).toHaveLength(2);
    const merging = await admin.post('/api/admin/merges', { kind: 'company', survivor_id: created[0]!.id, merged_id: created[1]!.id });
    expect(merging.statusCode).toBe(201);
    const refused = await admin.post(`/api/admin/imports/${preview.id}/revert`);
    expect(refused.statusCode).toBe(409);
    expect((refused.json().message as string).startsWith(IMPORT_MESSAGES.revertMerged(''))).toBe(true);
    expect(await ctx.db.select().from(companies).where(eq(companies.id, created[0]!.id))).toHaveLength(1);

    expect((await admin.post(`/api/admin/merges/${merging.json().id}/undo`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/imports/${preview.id}/revert`)).statusCode).toBe(200);
    expect(await ctx.db.select().from(companies).where(sql`${companies.id} IN (${created[0]!.id}, ${created[1]!.id})`)).toEqual([]);
  });

  it('refuses a merge of a record with itself, an unknown field and a missing record, in Turkish', async () => {
    const [a] = await ctx.db.insert(companies).values({ company_name: 'Tek Firma' }).returning();
    const self = await admin.post('/api/admin/merges', { kind: 'company', survivor_id: a!.id, merged_id: a!.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(M.sameRecord);
    const [b] = await ctx.db.insert(companies).values({ company_name: 'Tek Firma 2' }).returning();
    const unknown = await admin.post('/api/admin/merges', { kind: 'company', survivor_id: a!.id, merged_id: b!.id, choices: { dc_power: 'merged' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(M.unknownField('dc_power'));
    const missing = await admin.post('/api/admin/merges', { kind: 'project', survivor_id: a!.id, merged_id: b!.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound('project'));
  });

  it('two merges of the same pair at once: one merges, the other is refused (409) and nothing is merged twice', async () => {
    const [a] = await ctx.db.insert(projects).values({ project_name: 'Yarış GES' }).returning();
    const [b] = await ctx.db.insert(projects).values({ project_name: 'Yaris GES' }).returning();
    const results = await Promise.all([
      admin.post('/api/admin/merges', { kind: 'project', survivor_id: a!.id, merged_id: b!.id }),
      admin.post('/api/admin/merges', { kind: 'project', survivor_id: b!.id, merged_id: a!.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(M.alreadyMerged);
    const left = await ctx.db.select().from(projects).where(sql`${projects.id} IN (${a!.id}, ${b!.id})`);
    expect(left).toHaveLength(1);
    expect(await ctx.db.select().from(record_merges).where(sql`${record_merges.merged_id} IN (${a!.id}, ${b!.id})`)).toHaveLength(1);
  });

  it('only a super admin compares, merges, lists or undoes: 401 signed out, 403 for a member', async () => {
    const member = await signedInMember(ctx, 'birlestiremez', { premium: true });
    const [a] = await ctx.db.insert(companies).values({ company_name: 'Yetki Firma' }).returning();
    const [b] = await ctx.db.insert(companies).values({ company_name: 'Yetki Firma 2' }).returning();
    const calls = [
      ['GET', `/api/admin/merges/compare/company/${a!.id}/${b!.id}`],
      ['GET', '/api/admin/merges'],
      ['POST', '/api/admin/merges'],
      ['POST', `/api/admin/merges/${a!.id}/undo`],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'POST' ? { kind: 'company', survivor_id: a!.id, merged_id: b!.id } : undefined;
      expect((await ctx.app.inject({ method, url, payload: body })).statusCode).toBe(401);
      expect((await member.client.request(method, url, body)).statusCode).toBe(403);
    }
    expect(await ctx.db.select().from(companies).where(eq(companies.id, b!.id))).toHaveLength(1);
  });
});
