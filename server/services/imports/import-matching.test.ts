import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M } from '../../../shared/schemas/imports';
import { companies, projects } from '../../db/schema/catalog';
import { project_sources, station_sources } from '../../db/schema/provenance';
import { cities, districts } from '../../db/schema/reference';
import { transformer_station_capacities, transformer_station_definitions } from '../../db/schema/stations';
import type { TestClient } from '../../test/http';
import { csvFile, snapshot, sourceId, previewOf, uploadImport, type SheetCell } from '../../test/import-fixtures';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// How rows find their records (decision 039): by the key in the chosen source, else by folded name in
// the same district (projects), province (stations) or catalogue (companies); a second import of the
// same file creates nothing and changes nothing; an empty cell never erases.

describeOnEachDatabase('admin imports: matching rows to records', (ctx) => {
  let admin: TestClient;
  let gppd: string;
  let osm: string;
  let sample: string;
  let konya: string;
  const district = async (name: string) => (await ctx.db.select({ id: districts.id }).from(districts).where(and(eq(districts.city_id, konya), eq(districts.name, name))))[0]!.id;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'eslestir-admin', { superAdmin: true })).client;
    gppd = await sourceId(ctx.db, 'wri-gppd-1.3.0');
    osm = await sourceId(ctx.db, 'osm-power-grids-2017');
    sample = await sourceId(ctx.db, 'gunesveri-ornek-veri');
    konya = (await ctx.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Konya')))[0]!.id;
  });
  const run = async (kind: string, rows: SheetCell[][], source?: string) => {
    const res = await uploadImport(admin, { kind, ...(source ? { source_id: source } : {}) }, { name: `${kind}.csv`, data: csvFile(rows) });
    return previewOf(res);
  };
  const commit = async (id: string) => expect((await admin.post(`/api/admin/imports/${id}/commit`)).statusCode).toBe(200);
  const TABLES = ['projects', 'project_sources', 'companies', 'company_sources', 'transformer_station_definitions', 'station_sources', 'transformer_station_capacities', 'record_events'];

  it("writes a row's own pages and data date on its source link, changes nothing when they are the same, and the revert restores them", async () => {
    const yeka = await sourceId(ctx.db, 'yeka-sonuclari');
    const header = ['YEKA Lot No', 'Tesis Adı', 'İl', 'Kaynak Sayfası', 'Veri Tarihi'];
    const first = await run('projects', [header, ['YEKA-T / Lot-1', 'Sayfalı YEKA GES', 'Konya', 'm.star.com.tr/ekonomi/lot-1 ; aa.com.tr/tr/lot-1', '2021-04-26']], yeka);
    expect(first.rows[0]).toMatchObject({ action: 'create' });
    await commit(first.id);
    const [created] = await ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.project_name, 'Sayfalı YEKA GES'));
    const link = async () =>
      (await ctx.db.select({ citation: project_sources.citation, data_date: project_sources.data_date }).from(project_sources).where(eq(project_sources.project_id, created!.id)))[0];
    expect(await link()).toEqual({ citation: 'm.star.com.tr/ekonomi/lot-1 ; aa.com.tr/tr/lot-1', data_date: '2021-04-26' });

    // The same file again: nothing to write. A blank cell never erases.
    const before = await snapshot(ctx.db, TABLES);
    const same = await run('projects', [header, ['YEKA-T / Lot-1', 'Sayfalı YEKA GES', 'Konya', 'm.star.com.tr/ekonomi/lot-1 ; aa.com.tr/tr/lot-1', '']], yeka);
    expect(same.rows[0]).toMatchObject({ action: 'unchanged' });
    await commit(same.id);
    expect(await snapshot(ctx.db, TABLES)).toEqual(before);

    // A corrected page: an update of the link, shown in the preview; its revert restores the old one.
    const fixed = await run('projects', [header, ['YEKA-T / Lot-1', 'Sayfalı YEKA GES', 'Konya', 'aa.com.tr/tr/lot-1-duzeltme', '2021-04-27']], yeka);
    expect(fixed.rows[0]).toMatchObject({
      action: 'update',
      diff: expect.arrayContaining([
        expect.objectContaining({ field: 'citation', before: 'm.star.com.tr/ekonomi/lot-1 ; aa.com.tr/tr/lot-1', after: 'aa.com.tr/tr/lot-1-duzeltme' }),
        expect.objectContaining({ field: 'data_date', before: '2021-04-26', after: '2021-04-27' }),
      ]),
    });
    await commit(fixed.id);
    expect(await link()).toEqual({ citation: 'aa.com.tr/tr/lot-1-duzeltme', data_date: '2021-04-27' });
    expect((await admin.post(`/api/admin/imports/${fixed.id}/revert`)).statusCode).toBe(200);
    expect(await link()).toEqual({ citation: 'm.star.com.tr/ekonomi/lot-1 ; aa.com.tr/tr/lot-1', data_date: '2021-04-26' });
  });

  it('matches a project by folded name in its district, writes only what differs, keeps the stored spelling and never erases', async () => {
    const [stored] = await ctx.db
      .insert(projects)
      .values({ project_name: 'Kalyon Karapınar GES', city_id: konya, district_id: await district('Karapınar'), investor: 'Eski Yatırımcı', contractor: 'Kalyon İnşaat', ac_power: 1000, ac_power_unit: 'MWe' })
      .returning();
    const header = ['GPPD ID', 'Tesis Adı', 'İl', 'İlçe', 'Kurulu Güç (MWe)', 'Yatırımcı', 'EPC'];
    const rows: SheetCell[][] = [
      header,
      ['WRI-1', 'KALYON-KARAPINAR GES', 'konya', 'KARAPINAR', '1.000', 'Kalyon Enerji', ''],
      ['WRI-2', 'Kalyon Karapınar GES', 'Konya', 'Ereğli', '5', '', ''],
    ];
    const first = await run('projects', rows, gppd);
    expect(first.rows[0]).toMatchObject({
      row: 2,
      action: 'update',
      record_id: stored!.id,
      matched_by: 'name',
      diff: [
        { field: 'investor', label: 'Yatırımcı', before: 'Eski Yatırımcı', after: 'Kalyon Enerji' },
        { field: 'source', label: 'Kaynak', before: null, after: 'WRI Global Power Plant Database v1.3.0' },
        { field: 'external_key', label: 'Kaynak kimliği', before: null, after: 'WRI-1' },
      ],
    });
    // The same name in another district of the province is another plant.
    expect(first.rows[1]).toMatchObject({ action: 'create', record_id: null });
    await commit(first.id);
    const [after] = await ctx.db.select().from(projects).where(eq(projects.id, stored!.id));
    expect(after).toMatchObject({ project_name: 'Kalyon Karapınar GES', investor: 'Kalyon Enerji', contractor: 'Kalyon İnşaat', ac_power: 1000, ac_power_unit: 'MWe' });
    expect(await ctx.db.select({ key: project_sources.external_key }).from(project_sources).where(eq(project_sources.project_id, stored!.id))).toEqual([{ key: 'WRI-1' }]);

    // The same file again: every row matched by its key, nothing to write.
    const before = await snapshot(ctx.db, TABLES);
    const second = await run('projects', rows, gppd);
    expect(second.counts).toEqual({ create: 0, update: 0, unchanged: 2, duplicate: 0, error: 0 });
    expect(second.rows.map((r) => r.matched_by)).toEqual(['key', 'key']);
    await commit(second.id);
    expect(await snapshot(ctx.db, TABLES)).toEqual(before);

    // By key, a renamed plant is the same plant: its name changes.
    const renamed = await run('projects', [header, ['WRI-1', 'Karapınar YEKA-1 GES', 'Konya', 'Karapınar', '', '', '']], gppd);
    expect(renamed.rows[0]).toMatchObject({ action: 'update', matched_by: 'key', diff: [{ field: 'project_name', before: 'Kalyon Karapınar GES', after: 'Karapınar YEKA-1 GES' }] });
  });

  it('never matches by name a record its source already knows under another key, and never matches two ways at once', async () => {
    const header = ['OSM ID', 'Tesis Adı', 'İl', 'İlçe'];
    const first = await run('projects', [header, ['node/1', 'Ova GES', 'Konya', 'Çumra']], osm);
    await commit(first.id);
    const next = await run(
      'projects',
      [
        header,
        ['node/2', 'Ova GES', 'Konya', 'Çumra'],
        ['node/3', 'Tepe GES', 'Konya', 'Çumra'],
        ['node/3', 'Tepe GES (tekrar)', 'Konya', 'Çumra'],
        ['', 'Vadi GES', 'Konya', 'Çumra'],
        ['', 'VADİ GES', 'Konya', 'Çumra'],
        ['node/1', 'Ova GES', 'Konya', 'Çumra'],
        ['node/9', 'OVA GES', 'Konya', 'Çumra'],
      ],
      osm,
    );
    expect(next.rows.map((r) => [r.row, r.action, r.errors.map((e) => `${e.column}: ${e.message}`)])).toEqual([
      // node/2 is another OpenStreetMap object than node/1, whatever its name.
      [2, 'create', []],
      [3, 'create', []],
      [4, 'error', [`OSM ID: ${M.duplicateInFile(3)}`]],
      [5, 'create', []],
      [6, 'error', [`Tesis Adı: ${M.duplicateInFile(5)}`]],
      [7, 'unchanged', []],
      // node/9 is a third object of that name: neither node/1 (stored) nor node/2 (row 2).
      [8, 'create', []],
    ]);
  });

  it('refuses a name two stored records share, until a key says which', async () => {
    const meram = await district('Meram');
    await ctx.db.insert(projects).values([
      { project_name: 'İkiz GES', city_id: konya, district_id: meram },
      { project_name: 'İkiz GES', city_id: konya, district_id: meram },
    ]);
    const body = await run('projects', [['Tesis Adı', 'İl', 'İlçe'], ['ikiz ges', 'Konya', 'Meram']]);
    expect(body.errors).toEqual([{ row: 2, column: 'Tesis Adı', message: M.ambiguous(2) }]);
  });

  it('matches companies by name across the catalogue and stations by name within their province', async () => {
    await ctx.db.insert(companies).values({ company_name: 'Güneş Yapı A.Ş.', email: 'eski@gunesyapi.com' });
    const companiesRun = await run('companies', [['Firma Adı', 'E-posta'], ['GÜNEŞ YAPI A.Ş.', 'bilgi@gunesyapi.com'], ['Yeni Firma Ltd.', '']]);
    expect(companiesRun.rows.map((r) => [r.action, r.matched_by])).toEqual([
      ['update', 'name'],
      ['create', null],
    ]);
    await ctx.db.insert(transformer_station_definitions).values({ station_name: 'Merkez TM', city_id: konya });
    const stationsRun = await run('stations', [['TM Adı', 'İl', 'İşletmeci'], ['MERKEZ TM', 'Konya', 'MEDAŞ'], ['Merkez TM', 'Ankara', 'Başkent EDAŞ']]);
    expect(stationsRun.rows.map((r) => [r.action, r.matched_by])).toEqual([
      ['update', 'name'],
      ['create', null],
    ]);
  });

  it('finds a capacity by its station key and month; a real source replaces a generated figure and its mark', async () => {
    const [station] = await ctx.db.insert(transformer_station_definitions).values({ station_name: 'Kapasite TM', city_id: konya }).returning();
    await ctx.db.insert(station_sources).values({ station_id: station!.id, source_id: osm, external_key: 'way/77', verified_on: '2026-01-01' });
    await ctx.db.insert(transformer_station_capacities).values({ station_id: station!.id, year: 2025, month: 1, available_capacity: 8, is_generated: true, source_id: sample });
    const header = ['OSM ID', 'TM Adı', 'İl', 'Yıl', 'Ay', 'Kapasite (MW)'];
    const body = await run(
      'station_capacities',
      [header, ['way/77', 'Başka Ad TM', 'Konya', '2025', '1', '8'], ['way/77', 'Başka Ad TM', 'Konya', '2025', '2', '6,5']],
      osm,
    );
    expect(body.rows).toMatchObject([
      { action: 'update', matched_by: 'key', diff: [{ field: 'source', before: 'GüneşVeri örnek verisi', after: 'OpenStreetMap güç şebekesi verisi (Power_grids, Ocak 2017)' }, { field: 'verified_on' }] },
      { action: 'create' },
    ]);
    await commit(body.id);
    const stored = await ctx.db.select().from(transformer_station_capacities).where(eq(transformer_station_capacities.station_id, station!.id)).orderBy(transformer_station_capacities.month);
    expect(stored.map((s) => [s.month, s.available_capacity, s.is_generated, s.source_id])).toEqual([
      [1, 8, false, osm],
      [2, 6.5, false, osm],
    ]);
  });
});
