import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import { MAX_KML_PLACEMARKS } from '../../../shared/constants';
import { STATION_ADMIN_MESSAGES as M } from '../../../shared/schemas/admin/stations';
import { fromColumns } from '../../../shared/schemas/columns';
import type { StationMarker } from '../../../shared/schemas/stations';
import { UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { sources } from '../../db/schema/sources';
import { seedSources } from '../../seeds/sources';
import { STATION_MESSAGES } from '../../../shared/station-constants';
import { transformer_station_capacities, transformer_station_definitions, transformer_station_geometries } from '../../db/schema/stations';
import { demoStationKml, STATION_FILES_FOLDER, toKmz } from '../../services/stations/station-files';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import { TestClient } from '../../test/http';
import { kmlWithLine, kmlWithPlacemarks, kmzBomb } from '../../test/upload-fixtures';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Transformer stations in the back office (docs/product-rules.md#transformer-stations; decision 012): every
// upload attack refused before anything is stored, the form rules with their Turkish texts, one row per
// station and month, a definition deleted with its capacities, and an admin's edit ending the "Örnek veri"
// marking.

const KML = demoStationKml('Yeni TM', 39.91, 32.85);


describeOnEachDatabase('admin transformer stations', (ctx) => {
  let admin: TestClient;
  let premium: TestClient;
  let ref: ReferenceFixture;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'trafo-admin', { superAdmin: true })).client;
    premium = (await signedInMember(ctx, 'trafo-premium', { premium: true })).client;
    ref = await seedReferenceFixture(ctx.db, 'trafo');
  });
  const storedFiles = async () => {
    try {
      return await readdir(path.join(ctx.app.storage.root, STATION_FILES_FOLDER));
    } catch {
      return [];
    }
  };
  const definition = (extra: Record<string, string> = {}) => ({ city_id: ref.city, station_name: 'Yeni TM', ...extra });
  const addDefinition = (fields: Record<string, string>, file?: { name: string; data: Buffer | string }) => admin.upload('POST', '/api/admin/stations/definitions', fields, file);

  it('refuses each hostile file before storing anything', async () => {
    const before = await storedFiles();
    const rows = (await ctx.db.select().from(transformer_station_definitions)).length;
    const tenThousand: Record<string, Uint8Array> = { 'doc.kml': strToU8(KML) };
    for (let i = 0; i < 10_000; i++) tenThousand[`files/${i}.png`] = new Uint8Array(0);
    const xxe = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>&xxe;</name></Document></kml>`;
    const attacks: [string, { name: string; data: Buffer | string }, number, string][] = [
      ['wrong extension', { name: 'istasyon.pdf', data: KML }, 400, UPLOAD_MESSAGES.kmlOnly],
      ['HTML named .kml', { name: 'istasyon.kml', data: '<html><script>alert(1)</script></html>' }, 400, UPLOAD_MESSAGES.kmlInvalid],
      ['PNG named .kmz', { name: 'istasyon.kmz', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]) }, 400, UPLOAD_MESSAGES.kmlInvalid],
      ['XXE', { name: 'xxe.kml', data: xxe }, 400, UPLOAD_MESSAGES.kmlInvalid],
      ['KMZ bomb (small zip, 64 MB inflated)', { name: 'bomba.kmz', data: Buffer.from(kmzBomb(64)) }, 413, UPLOAD_MESSAGES.kmlTooLarge],
      ['KMZ with 10,000 entries', { name: 'cok.kmz', data: Buffer.from(zipSync(tenThousand, { level: 0 })) }, 400, UPLOAD_MESSAGES.kmzTooManyEntries],
      ['oversize KML', { name: 'buyuk.kml', data: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) }, 413, UPLOAD_MESSAGES.kmlTooLarge],
      // Within 10 MB, but each a parse of seconds (decision 029): refused by count, before any parse.
      ['60 000 placemarks', { name: 'yer-isaretleri.kml', data: kmlWithPlacemarks(60_000) }, 400, 'KML/KMZ dosyası en fazla 5.000 yer işareti (Placemark) içerebilir'],
      [`${MAX_KML_PLACEMARKS + 1} placemarks in a KMZ`, { name: 'yer-isaretleri.kmz', data: Buffer.from(toKmz(kmlWithPlacemarks(MAX_KML_PLACEMARKS + 1))) }, 400, UPLOAD_MESSAGES.kmlTooManyPlacemarks],
      ['one line of 400 000 points', { name: 'hat.kml', data: kmlWithLine(400_000) }, 400, 'KML/KMZ dosyası en fazla 50.000 koordinat noktası içerebilir'],
    ];
    for (const [label, file, status, message] of attacks) {
      const res = await addDefinition(definition({ station_name: label }), file);
      expect(res.statusCode, label).toBe(status);
      expect(res.json().message, label).toBe(message);
    }
    expect(await storedFiles()).toEqual(before);
    expect(await ctx.db.select().from(transformer_station_definitions)).toHaveLength(rows);
  });

  it('checks the definition form: city, name, coordinates; stores a KMZ under a random private name whatever it was called', async () => {
    expect((await addDefinition({ station_name: 'Şehirsiz TM' })).json().message).toBe(M.city);
    expect((await addDefinition(definition({ station_name: '  ' }))).json().message).toBe(M.stationName);
    expect((await addDefinition(definition({ latitude: '95' }))).json().message).toBe(M.latitude);
    expect((await addDefinition(definition({ longitude: 'doğu' }))).json().message).toBe(M.longitude);

    const res = await addDefinition(definition({ latitude: '39,910001', longitude: '32.850002', operator: 'BAŞKENT EDAŞ' }), { name: '../../../etc/istasyon.kmz', data: Buffer.from(toKmz(KML)) });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(transformer_station_definitions).where(eq(transformer_station_definitions.id, res.json().id));
    expect(row).toMatchObject({ station_name: 'Yeni TM', latitude: 39.910001, longitude: 32.850002, operator: 'BAŞKENT EDAŞ', is_generated: false });
    expect(row!.kml_file_path).toMatch(/^private\/transformer-stations\/[0-9a-f-]{36}\.kmz$/);
    // Private: /files/ does not serve it.
    expect((await new TestClient(ctx.app).get(`/files/${row!.kml_file_path}`)).statusCode).toBe(404);

    // The capacity form: a station, a month; a second row for the same month is refused.
    const capacity = { station_id: row!.id, year: 2026, month: 10, available_capacity: '12,5' };
    expect((await admin.post('/api/admin/stations/capacities', { ...capacity, station_id: '' })).json().message).toBe(M.station);
    expect((await admin.post('/api/admin/stations/capacities', { ...capacity, available_capacity: '-1' })).json().message).toBe(M.capacity);
    const created = await admin.post('/api/admin/stations/capacities', capacity);
    expect(created.statusCode).toBe(201);
    const duplicate = await admin.post('/api/admin/stations/capacities', { ...capacity, available_capacity: 3 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(M.duplicate);

    // Premium members see its outline on the map.
    const capacityId = created.json().id as string;
    const detail = (await premium.get(`/api/stations/${capacityId}`)).json();
    expect(detail).toMatchObject({ available_capacity: 12.5, sample: false, location: { kml_format: 'kmz' } });
    const geometry = (await premium.get(`/api/stations/definitions/${row!.id}/geometry`)).json();
    expect(geometry.features.map((f: { geometry: { type: string } }) => f.geometry.type)).toEqual(['Point', 'Polygon']);

    const list = (await admin.get('/api/admin/stations/definitions?search=yeni tm')).json();
    expect(list.items[0]).toMatchObject({ station_name: 'Yeni TM', has_kml: true, capacity_count: 1, city: { id: ref.city } });
    const capacities = (await admin.get('/api/admin/stations/capacities?search=yeni tm&year=2026')).json();
    expect(capacities.items).toEqual([expect.objectContaining({ id: capacityId, month: 10, available_capacity: 12.5 })]);
    expect((await admin.get('/api/admin/stations/options?search=yeni')).json().items[0]).toMatchObject({ id: row!.id, station_name: 'Yeni TM' });

    // Replacing the file removes the old one; deleting the definition removes its capacities and file.
    await admin.upload('PUT', `/api/admin/stations/definitions/${row!.id}`, definition({ station_name: 'Yeni TM' }), { name: 'v2.kml', data: KML });
    const [replaced] = await ctx.db.select().from(transformer_station_definitions).where(eq(transformer_station_definitions.id, row!.id));
    expect(replaced!.kml_file_path).toMatch(/\.kml$/);
    const files = await storedFiles();
    expect(files).not.toContain(row!.kml_file_path!.split('/').pop());
    expect((await admin.request('DELETE', `/api/admin/stations/definitions/${row!.id}`)).json().message).toBe(M.definitionDeleted);
    expect(await ctx.db.select().from(transformer_station_capacities).where(eq(transformer_station_capacities.station_id, row!.id))).toHaveLength(0);
    expect(await storedFiles()).not.toContain(replaced!.kml_file_path!.split('/').pop());
  });

  it('computes the geometry once at upload and serves it stored: not read from the file again (decision 029)', async () => {
    const geometryOf = async (id: string) => {
      const res = await premium.get(`/api/stations/definitions/${id}/geometry`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      return res.json() as { type: string; features: { geometry: { type: string; coordinates: unknown }; properties: { name?: string } }[] };
    };
    const fileOf = async (id: string) => (await ctx.db.select().from(transformer_station_definitions).where(eq(transformer_station_definitions.id, id)))[0]!.kml_file_path!;

    // At the cap: accepted, and its geometry kept with the station.
    const many = await addDefinition(definition({ station_name: 'Çok noktalı TM' }), { name: 'noktalar.kml', data: kmlWithPlacemarks(MAX_KML_PLACEMARKS) });
    expect(many.statusCode, many.body).toBe(201);
    const id = many.json().id as string;
    const [kept] = await ctx.db.select().from(transformer_station_geometries).where(eq(transformer_station_geometries.station_id, id));
    expect(kept?.kml_file_path).toBe(await fileOf(id));
    // The stored file is gone: the geometry still serves, so the route did not parse it.
    await ctx.app.storage.remove(await fileOf(id));
    const served = await geometryOf(id);
    expect(served.type).toBe('FeatureCollection');
    expect(served.features).toHaveLength(MAX_KML_PLACEMARKS);
    expect(served.features[1]).toMatchObject({ geometry: { type: 'Point', coordinates: [32.001, 39.00001, 0] }, properties: { name: 'Nokta 1' } });
    // The KML itself is still read from storage: gone is gone.
    expect((await premium.get(`/api/stations/definitions/${id}/kml`)).statusCode).toBe(404);

    // A new file replaces the geometry; the combined record keeps one too.
    await admin.upload('PUT', `/api/admin/stations/definitions/${id}`, definition({ station_name: 'Çok noktalı TM' }), { name: 'yeni.kmz', data: Buffer.from(toKmz(KML)) });
    await ctx.app.storage.remove(await fileOf(id));
    expect((await geometryOf(id)).features.map((f) => f.geometry.type)).toEqual(['Point', 'Polygon']);
    const combined = await admin.upload(
      'POST',
      '/api/admin/stations/combined',
      { city_id: ref.city, station_name: 'Geometrili TM', busbar: '34,5 kV', operator: 'MEDAŞ', connection_level: 'OG', available_capacity: '5', year: '2026', month: '3' },
      { name: 'birlesik.kml', data: demoStationKml('Geometrili TM', 38.1, 30.2) },
    );
    expect(combined.statusCode, combined.body).toBe(201);
    await ctx.app.storage.remove(await fileOf(combined.json().id));
    expect((await geometryOf(combined.json().id)).features[0]!.properties.name).toBe('Geometrili TM');

    // Deleting the station deletes its geometry.
    await admin.request('DELETE', `/api/admin/stations/definitions/${id}`);
    expect(await ctx.db.select().from(transformer_station_geometries).where(eq(transformer_station_geometries.station_id, id))).toEqual([]);
  });

  it('gives a file stored before geometry was kept its geometry on its first read, then serves it stored; a row of an older file is not served', async () => {
    const legacyPath = `${STATION_FILES_FOLDER}eski-dosya.kml`;
    await ctx.app.storage.put(legacyPath, Buffer.from(demoStationKml('Eski TM', 37.5, 36.1)));
    const [legacy] = await ctx.db.insert(transformer_station_definitions).values({ city_id: ref.city, station_name: 'Eski TM', kml_file_path: legacyPath }).returning();
    const url = `/api/stations/definitions/${legacy!.id}/geometry`;
    // Parallel first reads all answer the same geometry, and one row is kept.
    const first = await Promise.all([premium.get(url), premium.get(url), premium.get(url)]);
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(first.map((r) => r.body)).size).toBe(1);
    const rows = await ctx.db.select().from(transformer_station_geometries).where(eq(transformer_station_geometries.station_id, legacy!.id));
    expect(rows.map((r) => r.kml_file_path)).toEqual([legacyPath]);
    await ctx.app.storage.remove(legacyPath);
    expect((await premium.get(url)).body).toBe(first[0]!.body);

    // The station's file changed behind the stored row (as an edit racing a first read could leave
    // it): the row is not served; the current file's geometry is computed and kept.
    const newerPath = `${STATION_FILES_FOLDER}yeni-dosya.kml`;
    await ctx.app.storage.put(newerPath, Buffer.from(demoStationKml('Yeni konum TM', 40.2, 29.1)));
    await ctx.db.update(transformer_station_definitions).set({ kml_file_path: newerPath }).where(eq(transformer_station_definitions.id, legacy!.id));
    expect((await premium.get(url)).json().features[0].properties.name).toBe('Yeni konum TM');
    const [now] = await ctx.db.select().from(transformer_station_geometries).where(eq(transformer_station_geometries.station_id, legacy!.id));
    expect(now?.kml_file_path).toBe(newerPath);

    // A missing file without a stored geometry is the same 404 as before.
    await ctx.db.update(transformer_station_definitions).set({ kml_file_path: `${STATION_FILES_FOLDER}yok.kml` }).where(eq(transformer_station_definitions.id, legacy!.id));
    expect((await premium.get(url)).json()).toMatchObject({ statusCode: 404, message: 'Bu trafo merkezi için KML/KMZ dosyası bulunmuyor' });
  });

  it('refuses to draw a file stored before today\'s caps that passes them, without parsing it, and still hands it out', async () => {
    const path = `${STATION_FILES_FOLDER}eski-buyuk.kml`;
    // One placemark past the cap (accepted before there was one): drawn, it would answer 200.
    await ctx.app.storage.put(path, Buffer.from(kmlWithPlacemarks(MAX_KML_PLACEMARKS + 1)));
    const [legacy] = await ctx.db.insert(transformer_station_definitions).values({ city_id: ref.city, station_name: 'Eski büyük TM', kml_file_path: path }).returning();
    const res = await premium.get(`/api/stations/definitions/${legacy!.id}/geometry`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'KML_TOO_LARGE', message: STATION_MESSAGES.kmlTooLargeToDraw });
    expect(await ctx.db.select().from(transformer_station_geometries).where(eq(transformer_station_geometries.station_id, legacy!.id))).toEqual([]);
    expect((await premium.get(`/api/stations/definitions/${legacy!.id}/kml`)).statusCode).toBe(200);
  });

  it('marks generated figures "Örnek veri" until an admin edits them', async () => {
    const [generated] = await ctx.db
      .insert(transformer_station_definitions)
      .values({ city_id: ref.city, station_name: 'Üretilmiş TM', latitude: 38.5, longitude: 33.2, is_generated: true })
      .returning();
    const [month] = await ctx.db.insert(transformer_station_capacities).values({ station_id: generated!.id, year: 2025, month: 5, available_capacity: 7, is_generated: true }).returning();
    const visitor = new TestClient(ctx.app);
    const shown = async () => ((await visitor.get(`/api/stations/${month!.id}`)).json() as { sample: boolean }).sample;
    expect(await shown()).toBe(true);
    const marker = fromColumns<StationMarker>((await premium.get('/api/stations/map?year=2025&month=5')).json()).find((m) => m.station_id === generated!.id);
    expect(marker?.sample).toBe(true);

    // The capacity edited: still a generated location, so still a sample.
    await admin.request('PUT', `/api/admin/stations/capacities/${month!.id}`, { station_id: generated!.id, year: 2025, month: 5, available_capacity: '8,25' });
    expect(await shown()).toBe(true);
    // The definition saved unchanged: nothing was checked by hand, so still a sample (decision 031).
    await admin.upload('PUT', `/api/admin/stations/definitions/${generated!.id}`, { city_id: ref.city, station_name: 'Üretilmiş TM', latitude: '38.5', longitude: '33.2' });
    expect(await shown()).toBe(true);
    // The definition edited: real figures now.
    await admin.upload('PUT', `/api/admin/stations/definitions/${generated!.id}`, { city_id: ref.city, station_name: 'Üretilmiş TM', latitude: '38.51', longitude: '33.2' });
    expect(await shown()).toBe(false);
    expect((await visitor.get(`/api/stations/${month!.id}`)).json().available_capacity).toBe(8.25);
  });

  it('sources an admin-entered capacity to the admin entry (who, the day, the publication named), never to the sample data it replaced', async () => {
    await seedSources(ctx.db);
    const [sample] = await ctx.db.select().from(sources).where(eq(sources.key, 'gunesveri-ornek-veri'));
    const [station] = await ctx.db.insert(transformer_station_definitions).values({ city_id: ref.city, station_name: 'Girilen TM' }).returning();
    const [month] = await ctx.db
      .insert(transformer_station_capacities)
      .values({ station_id: station!.id, year: 2025, month: 6, available_capacity: 7, is_generated: true, source_id: sample!.id, verified_on: '2026-11-26' })
      .returning();
    const visitor = new TestClient(ctx.app);
    type Shown = { capacity_sources: { name: string; is_generated: boolean; verified_on: string | null; note?: string }[] };
    const shownSources = async () => ((await visitor.get(`/api/stations/${month!.id}`)).json() as Shown).capacity_sources;
    expect((await shownSources())[0]).toMatchObject({ name: 'GüneşVeri örnek verisi', is_generated: true });

    const { user: editor, client: editorClient } = await signedInMember(ctx, 'trafo-editor', { superAdmin: true });
    const res = await editorClient.request('PUT', `/api/admin/stations/capacities/${month!.id}`, {
      station_id: station!.id,
      year: 2025,
      month: 6,
      available_capacity: '9,5',
      entry_note: 'https://www.teias.gov.tr/kapasite-2025-06',
    });
    expect(res.statusCode, res.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const [row] = await ctx.db.select().from(transformer_station_capacities).where(eq(transformer_station_capacities.id, month!.id));
    const [entrySource] = await ctx.db.select().from(sources).where(eq(sources.id, row!.source_id!));
    expect(entrySource).toMatchObject({ key: 'gunesveri-editor-girisi', is_generated: false });
    expect(row).toMatchObject({ available_capacity: 9.5, is_generated: false, entered_by: editor.id, verified_on: today, entry_note: 'https://www.teias.gov.tr/kapasite-2025-06' });
    // Readers see the figure under the admin entry, dated today, with the publication named; the sample source is gone from it.
    const after = await shownSources();
    expect(after[0]).toMatchObject({ name: 'GüneşVeri editör girişi', is_generated: false, verified_on: today, note: 'https://www.teias.gov.tr/kapasite-2025-06' });
    expect(after.map((s) => s.name)).not.toContain('GüneşVeri örnek verisi');
    // The back office's list names the admin who entered it.
    const listed = (await editorClient.get('/api/admin/stations/capacities?search=' + encodeURIComponent(station!.station_name))).json() as { items: { id: string; entered_by: string | null }[] };
    expect(listed.items.find((item) => item.id === month!.id)).toMatchObject({ entered_by: editor.email });
    // The form opens with the publication it was given, so saving it unchanged changes nothing.
    expect((await editorClient.get(`/api/admin/stations/capacities/${month!.id}`)).json()).toMatchObject({ entry_note: 'https://www.teias.gov.tr/kapasite-2025-06' });

    // The combined record is an admin entry too: its month no longer under the sample source.
    const [other] = await ctx.db
      .insert(transformer_station_capacities)
      .values({ station_id: station!.id, year: 2025, month: 7, available_capacity: 3, is_generated: true, source_id: sample!.id })
      .returning();
    const combined = await admin.upload('POST', '/api/admin/stations/combined', {
      city_id: ref.city,
      station_name: 'Girilen TM',
      busbar: '34,5 kV',
      operator: 'MEDAŞ',
      connection_level: 'OG',
      year: '2025',
      month: '7',
      available_capacity: '4',
    });
    expect(combined.statusCode, combined.body).toBe(201);
    const [entered] = await ctx.db.select().from(transformer_station_capacities).where(eq(transformer_station_capacities.id, other!.id));
    expect(entered).toMatchObject({ available_capacity: 4, is_generated: false, source_id: entrySource!.id, verified_on: today, entry_note: null });
    expect(entered!.entered_by).not.toBeNull();
  });

  it('saves the combined record: a station of that name in that city is updated, its month set or added', async () => {
    const combined = { city_id: ref.city, station_name: 'Birleşik TM', busbar: '34,5 kV', operator: 'MEDAŞ', connection_level: 'OG', available_capacity: '10', year: '2026', month: '9' };
    expect((await admin.upload('POST', '/api/admin/stations/combined', { ...combined, busbar: '' })).json().message).toBe(M.busbar);
    expect((await admin.upload('POST', '/api/admin/stations/combined', { ...combined, available_capacity: '' })).json().message).toBe(M.capacity);
    expect((await admin.upload('POST', '/api/admin/stations/combined', { ...combined, month: '13' })).json().message).toBe(M.month);
    const first = await admin.upload('POST', '/api/admin/stations/combined', combined, { name: 'birlesik.kml', data: KML });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(M.saved);
    const again = await admin.upload('POST', '/api/admin/stations/combined', { ...combined, station_name: 'BİRLEŞİK TM', available_capacity: '11,75' });
    expect(again.json().id).toBe(first.json().id);
    await admin.upload('POST', '/api/admin/stations/combined', { ...combined, month: '10', available_capacity: '4' });
    const rows = await ctx.db.select().from(transformer_station_capacities).where(eq(transformer_station_capacities.station_id, first.json().id));
    expect(rows.map((r) => [r.month, r.available_capacity]).sort()).toEqual([
      [10, 4],
      [9, 11.75],
    ]);
    const [station] = await ctx.db.select().from(transformer_station_definitions).where(eq(transformer_station_definitions.id, first.json().id));
    expect(station!.kml_file_path).toMatch(/\.kml$/);
  });
});
