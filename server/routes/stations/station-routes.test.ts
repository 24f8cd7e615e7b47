import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import { fromColumns } from '../../../shared/schemas/columns';
import { STATION_MARKER_FIELDS, type StationMarker } from '../../../shared/schemas/stations';
import { queryRows } from '../../db/query-rows';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { attachStationFiles } from '../../test/station-file-fixtures';
import { describeOnEachDatabase } from '../../test/test-app';
import { FIXTURE_HASH_COST } from '../../test/members';

// Transformer-station capacity (docs/product-rules.md#transformer-stations) over the seeded stations
// (OpenStreetMap substations with generated monthly capacities); three of them get a yard file here.

interface Item {
  id: string;
  station_id: string;
  station_name: string;
  city: { id: string; name: string };
  year: number;
  month: number;
  available_capacity: number;
}

const FROM = sql`FROM transformer_station_capacities c JOIN transformer_station_definitions d ON d.id = c.station_id`;

describeOnEachDatabase(
  'transformer stations',
  (ctx) => {
    const visitor = () => new TestClient(ctx.app);
    let member: TestClient;
    let premium: TestClient;
    let trial: TestClient;
    let located: { capacity_id: string; station_id: string; latitude: number; kml_file_path: string | null }[];

    const count = async (where = sql`TRUE`) =>
      (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n ${FROM} WHERE ${where}`))[0]!.n;

    beforeAll(async () => {
      [member, premium, trial] = [new TestClient(ctx.app), new TestClient(ctx.app), new TestClient(ctx.app)];
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `trafo-uye-${ctx.target}@example.com`, password: 'gizli-sifre' });
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `trafo-premium-${ctx.target}@example.com`, password: 'gizli-sifre', premium: true });
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `trafo-deneme-${ctx.target}@example.com`, password: 'gizli-sifre', trialDays: 7 });
      await member.signIn(`trafo-uye-${ctx.target}@example.com`, 'gizli-sifre');
      await premium.signIn(`trafo-premium-${ctx.target}@example.com`, 'gizli-sifre');
      await trial.signIn(`trafo-deneme-${ctx.target}@example.com`, 'gizli-sifre');
      const withFiles = await queryRows<{ id: string; name: string; latitude: number; longitude: number }>(
        ctx.db,
        sql`SELECT id, station_name AS name, latitude::float8 AS latitude, longitude::float8 AS longitude
            FROM transformer_station_definitions WHERE latitude IS NOT NULL ORDER BY station_name LIMIT 3`,
      );
      await attachStationFiles(ctx.db, ctx.app.storage, withFiles);
      located = await queryRows(
        ctx.db,
        sql`SELECT DISTINCT ON (d.id) c.id AS capacity_id, d.id AS station_id, d.latitude::float8 AS latitude, d.kml_file_path
            ${FROM} WHERE d.latitude IS NOT NULL ORDER BY d.id, c.year DESC, c.month DESC`,
      );
    });

    it('pages 10 at a time, newest period first, with an exact total', async () => {
      const res = await visitor().get('/api/stations');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.page_size).toBe(10);
      expect(body.items).toHaveLength(10);
      expect(body.total).toBe(await count());
      expect(body.capped).toBe(false);
      const periods = body.items.map((i: Item) => i.year * 100 + i.month);
      expect(periods).toEqual([...periods].sort((a, b) => b - a));
      const page2 = (await visitor().get('/api/stations?page=2')).json();
      const firstIds = new Set(body.items.map((i: Item) => i.id));
      expect(page2.items.some((i: Item) => firstIds.has(i.id))).toBe(false);
    });

    it('filters by year, month and city; a city id that is not a UUID is ignored', async () => {
      const [{ year, month, city_id } = { year: 0, month: 0, city_id: '' }] = await queryRows<{ year: number; month: number; city_id: string }>(
        ctx.db,
        sql`SELECT c.year, c.month, d.city_id ${FROM} GROUP BY 1, 2, 3 ORDER BY count(*) DESC, 1 DESC LIMIT 1`,
      );
      const byYear = (await visitor().get(`/api/stations?year=${year}`)).json();
      expect(byYear.total).toBe(await count(sql`c.year = ${year}`));
      const byAll = (await visitor().get(`/api/stations?year=${year}&month=${month}&city_id=${city_id}`)).json();
      expect(byAll.total).toBe(await count(sql`c.year = ${year} AND c.month = ${month} AND d.city_id = ${city_id}`));
      expect(byAll.total).toBeGreaterThan(0);
      expect(byAll.items.every((i: Item) => i.year === year && i.month === month && i.city.id === city_id)).toBe(true);

      const everything = await count();
      for (const bad of ['istanbul', '1; DROP TABLE cities', '00000000-0000-0000-0000-00000000000']) {
        const ignored = await visitor().get(`/api/stations?city_id=${encodeURIComponent(bad)}`);
        expect(ignored.statusCode).toBe(200);
        expect(ignored.json().total).toBe(everything);
      }
      expect((await visitor().get('/api/stations?month=13')).json().total).toBe(everything);
    });

    it('sorts by each column both ways', async () => {
      const capacityAsc = (await visitor().get('/api/stations?sort=available_capacity&dir=asc')).json().items.map((i: Item) => i.available_capacity);
      expect(capacityAsc).toEqual([...capacityAsc].sort((a, b) => a - b));
      const [{ min } = { min: 0 }] = await queryRows<{ min: number }>(ctx.db, sql`SELECT min(available_capacity)::float8 AS min FROM transformer_station_capacities`);
      expect(capacityAsc[0]).toBe(min);
      const capacityDesc = (await visitor().get('/api/stations?sort=available_capacity&dir=desc')).json().items.map((i: Item) => i.available_capacity);
      expect(capacityDesc).toEqual([...capacityDesc].sort((a, b) => b - a));

      const expectedNames = await queryRows<{ station_name: string }>(
        ctx.db,
        sql`SELECT d.station_name ${FROM} ORDER BY d.station_name COLLATE tr_icu DESC, c.year DESC, c.month DESC LIMIT 10`,
      );
      const names = (await visitor().get('/api/stations?sort=station_name&dir=desc')).json().items.map((i: Item) => i.station_name);
      expect(names).toEqual(expectedNames.map((r) => r.station_name));

      const cities = (await visitor().get('/api/stations?sort=city&dir=asc')).json().items.map((i: Item) => i.city.name);
      const [{ first } = { first: '' }] = await queryRows<{ first: string }>(
        ctx.db,
        sql`SELECT ci.name AS first ${FROM} JOIN cities ci ON ci.id = d.city_id ORDER BY ci.name COLLATE tr_icu LIMIT 1`,
      );
      expect(cities[0]).toBe(first);

      const months = (await visitor().get('/api/stations?sort=month&dir=asc')).json().items.map((i: Item) => i.month);
      expect(months.every((m: number) => m === months[0])).toBe(true);
      const years = (await visitor().get('/api/stations?sort=year&dir=asc')).json().items.map((i: Item) => i.year);
      expect(years).toEqual([...years].sort((a, b) => a - b));
      expect((await visitor().get('/api/stations?sort=latitude')).statusCode).toBe(400);
    });

    it('lists the years with data, newest first', async () => {
      const years = await queryRows<{ year: number }>(ctx.db, sql`SELECT DISTINCT year FROM transformer_station_capacities ORDER BY year DESC`);
      expect((await visitor().get('/api/stations/years')).json().years).toEqual(years.map((r) => r.year));
    });

    it('keeps location and KML out of the detail for visitors and members', async () => {
      const target = located.find((s) => s.kml_file_path)!;
      for (const client of [visitor(), member]) {
        const res = await client.get(`/api/stations/${target.capacity_id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ id: target.capacity_id, locked: true, location: null });
        expect(res.body).not.toContain(String(target.latitude));
        expect(res.body).not.toMatch(/kml|latitude|longitude/i);
      }
      for (const client of [premium, trial]) {
        const detail = (await client.get(`/api/stations/${target.capacity_id}`)).json();
        expect(detail.locked).toBe(false);
        expect(detail.location.latitude).toBe(target.latitude);
        expect(detail.location.kml_url).toBe(`/api/stations/definitions/${target.station_id}/kml`);
      }
      expect((await visitor().get('/api/stations/00000000-0000-4000-8000-000000000000')).json()).toMatchObject({
        statusCode: 404,
        message: 'Trafo merkezi bulunamadı',
      });
      expect((await visitor().get('/api/stations/not-a-uuid')).statusCode).toBe(404);
    });

    it('gives every viewer the station’s monthly capacities, oldest first, and the change since the month before', async () => {
      const [city] = await queryRows<{ id: string }>(ctx.db, sql`SELECT id FROM cities WHERE name = 'Konya'`);
      const [station] = await queryRows<{ id: string }>(
        ctx.db,
        sql`INSERT INTO transformer_station_definitions (city_id, station_name) VALUES (${city!.id}, 'Geçmişli TM') RETURNING id`,
      );
      const month = async (year: number, m: number, value: number, generated: boolean) =>
        (
          await queryRows<{ id: string }>(
            ctx.db,
            sql`INSERT INTO transformer_station_capacities (station_id, year, month, available_capacity, is_generated)
                VALUES (${station!.id}, ${year}, ${m}, ${value}, ${generated}) RETURNING id`,
          )
        )[0]!.id;
      const first = await month(2025, 1, 5, true);
      await month(2025, 2, 7, false);
      const april = await month(2025, 4, 6.5, false);
      const may = await month(2025, 5, 9.25, false);
      const history = [
        { year: 2025, month: 1, available_capacity: 5, sample: true },
        { year: 2025, month: 2, available_capacity: 7, sample: false },
        { year: 2025, month: 4, available_capacity: 6.5, sample: false },
        { year: 2025, month: 5, available_capacity: 9.25, sample: false },
      ];
      for (const client of [visitor(), member, premium]) {
        const detail = (await client.get(`/api/stations/${may}`)).json();
        expect(detail.history).toEqual(history);
        expect(detail.change).toEqual({ previous: history[2], change: 2.75, consecutive: true });
      }
      // A month whose previous figure is older says so; the first month has nothing to compare with.
      expect((await visitor().get(`/api/stations/${april}`)).json().change).toEqual({ previous: history[1], change: -0.5, consecutive: false });
      expect((await visitor().get(`/api/stations/${first}`)).json().change).toBeNull();
    });

    it('shows the map to premium users only: one marker per located station', async () => {
      expect((await visitor().get('/api/stations/map')).json()).toMatchObject({ statusCode: 401, code: 'LOGIN_REQUIRED' });
      expect((await member.get('/api/stations/map')).json()).toMatchObject({ statusCode: 403, code: 'PREMIUM_REQUIRED' });
      const columns = (await premium.get('/api/stations/map')).json();
      // Sent as columns (the keys once): one array per field of the marker, all of one length.
      expect(Object.keys(columns)).toEqual(STATION_MARKER_FIELDS);
      const markers = fromColumns<StationMarker>(columns);
      expect(markers).toHaveLength(located.length);
      const [{ n: stations } = { n: 0 }] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM transformer_station_definitions`);
      expect(markers.length).toBeLessThan(stations);
      expect(new Set(markers.map((m) => m.station_id)).size).toBe(markers.length);
      expect(markers.every((m) => Number.isFinite(m.latitude) && Number.isFinite(m.longitude))).toBe(true);
      // The newest row per station.
      const newest = new Set(located.map((s) => s.capacity_id));
      expect(markers.every((m) => newest.has(m.id))).toBe(true);
      expect(markers.filter((m) => m.has_kml)).toHaveLength(located.filter((s) => s.kml_file_path).length);

      const [{ year } = { year: 0 }] = await queryRows<{ year: number }>(ctx.db, sql`SELECT min(year) AS year FROM transformer_station_capacities`);
      const older = fromColumns<StationMarker>((await trial.get(`/api/stations/map?year=${year}`)).json());
      expect(older.length).toBeGreaterThan(0);
      expect(older.every((m) => m.year === year)).toBe(true);
    });

    it('lets premium users download the KML/KMZ and read its geometry; nobody else, not even via /files', async () => {
      const kml = located.find((s) => s.kml_file_path?.endsWith('.kml'))!;
      const kmz = located.find((s) => s.kml_file_path?.endsWith('.kmz'))!;
      const url = `/api/stations/definitions/${kml.station_id}/kml`;
      expect((await visitor().get(url)).statusCode).toBe(401);
      expect((await member.get(url)).statusCode).toBe(403);
      expect((await member.get(`/api/stations/definitions/${kml.station_id}/geometry`)).statusCode).toBe(403);

      const file = await premium.get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('application/vnd.google-earth.kml+xml');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.kml"; filename\*=UTF-8''.+\.kml$/);
      expect(file.headers['cache-control']).toContain('no-store');
      expect(file.body.startsWith('<?xml')).toBe(true);
      expect(file.body).toContain('<kml');

      const packed = await premium.get(`/api/stations/definitions/${kmz.station_id}/kml`);
      expect(packed.headers['content-type']).toContain('kmz');
      const entries = unzipSync(new Uint8Array(packed.rawPayload));
      expect(Buffer.from(entries['doc.kml']!).toString('utf8')).toContain('<kml');

      for (const station of [kml, kmz]) {
        const geometry = (await premium.get(`/api/stations/definitions/${station.station_id}/geometry`)).json();
        expect(geometry.type).toBe('FeatureCollection');
        expect(geometry.features.map((f: { geometry: { type: string } }) => f.geometry.type).sort()).toEqual(['Point', 'Polygon']);
      }

      const without = located.find((s) => !s.kml_file_path)!;
      expect((await premium.get(`/api/stations/definitions/${without.station_id}/kml`)).json()).toMatchObject({
        statusCode: 404,
        message: 'Bu trafo merkezi için KML/KMZ dosyası bulunmuyor',
      });

      for (const path of [kml.kml_file_path!, kml.kml_file_path!.replace('private/', '%70rivate/'), kml.kml_file_path!.replace('private/', './private/')]) {
        const direct = await premium.get(`/files/${path}`);
        expect(direct.statusCode, path).toBeGreaterThanOrEqual(400);
        expect(direct.body).not.toContain('<kml');
      }
    });

    // Last in the file: the station it adds is removed at its end.
    it('lists, opens and draws a station no figure has been entered for, its capacity and month null, after every month', async () => {
      const [city] = await queryRows<{ id: string }>(ctx.db, sql`SELECT id FROM cities WHERE name = 'Ankara'`);
      const [bare] = await queryRows<{ id: string }>(
        ctx.db,
        sql`INSERT INTO transformer_station_definitions (city_id, station_name, latitude, longitude) VALUES (${city!.id}, 'Aaa Verisiz TM', 39.9, 32.8) RETURNING id`,
      );
      try {
        const listed = (await visitor().get(`/api/stations?city_id=${city!.id}&sort=station_name&dir=asc`)).json();
        expect(listed.items[0]).toMatchObject({ id: bare!.id, station_id: bare!.id, station_name: 'Aaa Verisiz TM', available_capacity: null, year: null, month: null, sample: false });
        expect(listed.total).toBe((await count(sql`d.city_id = ${city!.id}`)) + 1);
        // After every month in the default order, and in none of a period's.
        const all = (await visitor().get('/api/stations')).json();
        const last = (await visitor().get(`/api/stations?page=${Math.ceil(all.total / 10)}`)).json();
        expect(all.total).toBe((await count()) + 1);
        expect(last.items.at(-1)).toMatchObject({ id: bare!.id, available_capacity: null });
        const [{ year } = { year: 0 }] = await queryRows<{ year: number }>(ctx.db, sql`SELECT max(year) AS year FROM transformer_station_capacities`);
        expect((await visitor().get(`/api/stations?year=${year}&city_id=${city!.id}`)).json().items.some((i: Item) => i.station_id === bare!.id)).toBe(false);

        const detail = await premium.get(`/api/stations/${bare!.id}`);
        expect(detail.statusCode, detail.body).toBe(200);
        expect(detail.json()).toMatchObject({ station_id: bare!.id, available_capacity: null, year: null, month: null, history: [], change: null, locked: false });
        expect((await visitor().get(`/api/stations/${bare!.id}`)).json()).toMatchObject({ available_capacity: null, locked: true, location: null });

        const markers = fromColumns<StationMarker>((await premium.get('/api/stations/map')).json());
        expect(markers.find((m) => m.station_id === bare!.id)).toMatchObject({ id: bare!.id, available_capacity: null, year: null, latitude: 39.9 });
        expect(fromColumns<StationMarker>((await premium.get(`/api/stations/map?year=${year}`)).json()).some((m) => m.station_id === bare!.id)).toBe(false);
      } finally {
        await ctx.db.execute(sql`DELETE FROM transformer_station_definitions WHERE id = ${bare!.id}`);
      }
    });
  },
  { config: { SEED_CATALOG: 'true', SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } },
);
