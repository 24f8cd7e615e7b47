import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { DuplicateCandidate } from '../../../shared/schemas/quality';
import { queryRows } from '../../db/query-rows';
import { companies, projects } from '../../db/schema/catalog';
import { duplicate_candidates } from '../../db/schema/quality';
import { transformer_station_definitions } from '../../db/schema/stations';
import { importFile } from '../../services/imports/import-file';
import { scanAll } from '../../services/quality/duplicates';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import type { TestClient } from '../../test/http';
import { csvFile, previewOf, uploadImport } from '../../test/import-fixtures';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Duplicate candidates (docs/decisions/065-duplicate-candidates.md): the rules that propose a pair,
// "Farklı kayıtlar" for good, the rescan that follows any writer's commit, and the import preview's warning.

type Page = { items: DuplicateCandidate[]; total: number };
const pairOf = (c: DuplicateCandidate) => [c.a.id, c.b.id].sort().join('|');
const pair = (x: string, y: string) => [x, y].sort().join('|');

describeOnEachDatabase('admin quality: duplicate candidates', (ctx) => {
  let admin: TestClient;
  let member: TestClient;
  let ref: ReferenceFixture;
  const project = async (values: Partial<typeof projects.$inferInsert> & { project_name: string }) =>
    (await ctx.db.insert(projects).values({ city_id: ref.city, ...values }).returning({ id: projects.id }))[0]!.id;
  const candidates = async (query = '') => (await admin.get(`/api/admin/quality/duplicates${query}`)).json() as Page;
  const storedPairs = async (kind: string) =>
    (await ctx.db.select().from(duplicate_candidates).where(eq(duplicate_candidates.kind, kind))).map((c) => pair(c.record_a, c.record_b));

  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'kopya-admin', { superAdmin: true })).client;
    member = (await signedInMember(ctx, 'kopya-uye', { premium: true })).client;
    ref = await seedReferenceFixture(ctx.db, 'kopya');
  });

  it('proposes a plant entered twice 20 m apart under a variant of its name, with its reasons, and not a far one', async () => {
    const a = await project({ project_name: 'Develi Yamula GES', latitude: 38.5, longitude: 35.5, dc_power: 10, dc_power_unit: 'MWp' });
    const b = await project({ project_name: 'Develi Yamula Güneş Enerji Santrali', latitude: 38.50018, longitude: 35.5, dc_power: 10.4, dc_power_unit: 'MWp' });
    const far = await project({ project_name: 'Develi Yamula GES', city_id: ref.otherCity, latitude: 40.1, longitude: 29.1 });
    await ctx.app.jobs.drain();
    const page = await candidates('?kind=project');
    const found = page.items.find((c) => pairOf(c) === pair(a, b));
    expect(found).toMatchObject({ kind: 'project', reasons: { same_province: true } });
    expect(found!.reasons.distance_m).toBe(20);
    expect(found!.reasons.capacity_difference).toBeCloseTo(0.038, 3);
    expect(found!.reasons.name_similarity).toBeGreaterThan(0.3);
    expect(found!.a.city).toBe('Test İli kopya');
    expect(page.items.some((c) => [c.a.id, c.b.id].includes(far))).toBe(false);
  });

  it('"Farklı kayıtlar" takes a pair out for good: a full scan and an edit do not bring it back', async () => {
    const a = await project({ project_name: 'Sarız Kuzey GES', latitude: 38.48, longitude: 36.5 });
    const b = await project({ project_name: 'Sarız Kuzey GES 2', latitude: 38.4801, longitude: 36.5 });
    await ctx.app.jobs.drain();
    expect(await storedPairs('project')).toContain(pair(a, b));

    const marked = await admin.post('/api/admin/quality/duplicates/distinct', { kind: 'project', a: b, b: a });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await candidates('?kind=project')).items.map(pairOf)).not.toContain(pair(a, b));

    expect((await admin.post('/api/admin/quality/duplicates/scan')).statusCode).toBe(200);
    await ctx.db.update(projects).set({ project_name: 'Sarız Kuzey GES 3' }).where(eq(projects.id, b));
    await ctx.app.jobs.drain();
    expect(await storedPairs('project')).not.toContain(pair(a, b));

    const again = await admin.post('/api/admin/quality/duplicates/distinct', { kind: 'project', a, b });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bu iki kayıt zaten farklı kayıtlar olarak işaretlenmiş.');
  });

  it('refuses bad input in Turkish and a missing record with 404', async () => {
    const a = await project({ project_name: 'Tek Başına GES' });
    const bad = await admin.post('/api/admin/quality/duplicates/distinct', { kind: 'santral', a, b: a });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Tür proje, firma veya trafo merkezi olmalıdır|Bir kayıt kendisinden farklı işaretlenemez/);
    const self = await admin.post('/api/admin/quality/duplicates/distinct', { kind: 'project', a, b: a });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toContain('Bir kayıt kendisinden farklı işaretlenemez');
    const missing = await admin.post('/api/admin/quality/duplicates/distinct', { kind: 'company', a, b: '00000000-0000-4000-8000-000000000001' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Kayıtlardan biri bulunamadı.');
    expect((await admin.get('/api/admin/quality/duplicates?kind=santral')).statusCode).toBe(400);
  });

  it('is for super admins only', async () => {
    expect((await member.get('/api/admin/quality/duplicates')).statusCode).toBe(403);
    expect((await member.post('/api/admin/quality/duplicates/scan')).statusCode).toBe(403);
  });

  it('an edit by any writer (a script, a service without a route) updates the candidates after its commit', async () => {
    const a = await project({ project_name: 'Bünyan Ekinci GES', latitude: 38.85, longitude: 35.86 });
    const b = await project({ project_name: 'Talas Ova Santrali', latitude: 38.6, longitude: 35.2 });
    await ctx.app.jobs.drain();
    expect(await storedPairs('project')).not.toContain(pair(a, b));
    // Moved next to the other and renamed like it: no route, no event, only the row's trigger.
    await ctx.db.update(projects).set({ project_name: 'Bünyan Ekinci GES-2', latitude: 38.8501, longitude: 35.8601 }).where(eq(projects.id, b));
    // The commit alone wakes the rescan (the jobs plugin hears it): no drain asked for.
    await expect.poll(() => storedPairs('project'), { timeout: 10_000 }).toContain(pair(a, b));
    // Moved away again: the pair goes.
    await ctx.db.update(projects).set({ project_name: 'Talas Ova Santrali', latitude: 38.6, longitude: 35.2 }).where(eq(projects.id, b));
    await expect.poll(() => storedPairs('project'), { timeout: 10_000 }).not.toContain(pair(a, b));
    // Deleted: its pairs go with it.
    const c = await project({ project_name: 'Bünyan Ekinci GES 3', latitude: 38.8502, longitude: 35.8602 });
    await ctx.app.jobs.drain();
    expect(await storedPairs('project')).toContain(pair(a, c));
    await ctx.db.delete(projects).where(eq(projects.id, c));
    await ctx.app.jobs.drain();
    expect(await storedPairs('project')).not.toContain(pair(a, c));
  });

  it('companies by province and name stem, stations by position and name', async () => {
    const [c1, c2, c3] = await ctx.db
      .insert(companies)
      .values([
        { company_name: 'Yamula Enerji Üretim A.Ş.', city_id: ref.city },
        { company_name: 'Yamula Enerji Ltd. Şti.', city_id: ref.city },
        { company_name: 'Yamula Enerji Ltd. Şti.', city_id: ref.otherCity },
      ])
      .returning({ id: companies.id });
    const [s1, s2] = await ctx.db
      .insert(transformer_station_definitions)
      .values([
        { station_name: 'Hacılar TM', city_id: ref.city, latitude: 38.65, longitude: 35.45 },
        { station_name: 'Hacılar 154 TM', city_id: ref.city, latitude: 38.651, longitude: 35.451 },
      ])
      .returning({ id: transformer_station_definitions.id });
    await ctx.app.jobs.drain();
    expect(await storedPairs('company')).toContain(pair(c1!.id, c2!.id));
    expect(await storedPairs('company')).not.toContain(pair(c1!.id, c3!.id));
    expect(await storedPairs('station')).toContain(pair(s1!.id, s2!.id));
    const counts = (await admin.get('/api/admin/quality/duplicates/counts')).json();
    expect(counts.company).toBeGreaterThanOrEqual(1);
    expect(counts.station).toBeGreaterThanOrEqual(1);
    // The incremental rescans and a full scan agree.
    const before = { project: await storedPairs('project'), company: await storedPairs('company'), station: await storedPairs('station') };
    await scanAll(ctx.db);
    expect(await storedPairs('project')).toEqual(expect.arrayContaining(before.project));
    expect((await storedPairs('project')).length).toBe(before.project.length);
    expect((await storedPairs('company')).sort()).toEqual(before.company.sort());
    expect((await storedPairs('station')).sort()).toEqual(before.station.sort());
  });

  it('the stored name stem follows a rename, and the pairs it blocks with it', async () => {
    const a = await project({ project_name: 'Yahyalı Kapuzbaşı GES' });
    const b = await project({ project_name: 'Sindelhöyük Ova GES' });
    await ctx.app.jobs.drain();
    expect(await storedPairs('project')).not.toContain(pair(a, b));
    // Renamed by a plain UPDATE: the column is the database's own, whatever wrote the name.
    await ctx.db.update(projects).set({ project_name: 'Yahyalı Kapuzbaşı Güneş Enerji Santrali' }).where(eq(projects.id, b));
    const [stem] = await ctx.db.select({ stem: projects.dupe_stem }).from(projects).where(eq(projects.id, b));
    expect(stem!.stem).toBe('yahyali kapuzbasi');
    await ctx.app.jobs.drain();
    // Neither has a position: only the stem block can meet them.
    expect(await storedPairs('project')).toContain(pair(a, b));
    await ctx.db.update(projects).set({ project_name: 'Sindelhöyük Ova GES' }).where(eq(projects.id, b));
    await ctx.app.jobs.drain();
    expect(await storedPairs('project')).not.toContain(pair(a, b));
  });

  it('a full scan keeps exactly the pairs, scores and reasons of every pair measured one by one', async () => {
    // 240 plants in a few square kilometres (grid neighbours across cell edges), a third without a
    // position, on four stems and two provinces, with capacities near each other: every rule meets
    // some pair and misses others. Compared with all 28 680 pairs measured in plain SQL written here.
    await ctx.db.execute(sql`SELECT setseed(0.42)`);
    await ctx.db.execute(sql`
      INSERT INTO projects (project_name, city_id, latitude, longitude, dc_power, dc_power_unit)
      SELECT (ARRAY['Kabaağaç Tepe', 'Kabaağaç', 'Oymaağaç Yurt', 'Zincirli Bayır'])[1 + i % 4]
               || (ARRAY[' GES', ' Güneş Enerji Santrali', ' GES-' || i, ' Solar Park ' || i])[1 + (i / 4) % 4],
             CASE WHEN i % 5 = 0 THEN ${ref.otherCity}::uuid ELSE ${ref.city}::uuid END,
             CASE WHEN i % 3 = 0 THEN NULL ELSE round((41.003 + random() * 0.035)::numeric, 6) END,
             CASE WHEN i % 3 = 0 THEN NULL ELSE round((30.004 + random() * 0.05)::numeric, 6) END,
             round((5 + random())::numeric, 1), 'MWp'
      FROM generate_series(1, 240) AS i`);
    await scanAll(ctx.db, ['project']);
    const mine = sql`SELECT id FROM projects WHERE latitude >= 41 AND latitude < 41.1 OR (latitude IS NULL AND search_key ~ '^(kabaagac|oymaagac|zincirli)')`;
    const scanned = await queryRows<{ a: string; b: string; score: number; reasons: unknown }>(
      ctx.db,
      sql`SELECT record_a AS a, record_b AS b, score, reasons FROM duplicate_candidates
          WHERE kind = 'project' AND record_a IN (${mine}) AND record_b IN (${mine}) ORDER BY record_a, record_b`,
    );
    const measured = await queryRows<{ a: string; b: string; score: number; reasons: unknown }>(
      ctx.db,
      sql`WITH r AS (
            SELECT id, city_id, gv_fold(project_name) AS key, gv_dupe_stem(gv_fold(project_name)) AS stem,
              latitude::float8 AS lat, longitude::float8 AS lng, dc_power_kw::float8 AS dc
            FROM projects WHERE id IN (${mine})),
          blocked AS (
            SELECT a.id AS a, b.id AS b, a.city_id = b.city_id AND a.stem = b.stem AND length(a.stem) >= 3 AS same_stem,
              coalesce(a.city_id = b.city_id, false) AS same_province, similarity(a.key, b.key)::float8 AS sim,
              CASE WHEN a.lat IS NOT NULL AND b.lat IS NOT NULL THEN 2 * 6371000 * asin(least(1, sqrt(power(sin(radians(b.lat - a.lat) / 2), 2)
                + cos(radians(a.lat)) * cos(radians(b.lat)) * power(sin(radians(b.lng - a.lng) / 2), 2)))) END AS dist,
              CASE WHEN a.dc > 0 AND b.dc > 0 THEN abs(a.dc - b.dc) / greatest(a.dc, b.dc) END AS capdiff
            FROM r a JOIN r b ON a.id < b.id
            WHERE (a.city_id = b.city_id AND a.stem = b.stem AND length(a.stem) >= 3)
               OR (abs(floor(a.lat / 0.01) - floor(b.lat / 0.01)) <= 1 AND abs(floor(a.lng / 0.0125) - floor(b.lng / 0.0125)) <= 1))
          SELECT a, b,
            round(100 * (0.5 * sim + coalesce(0.3 * greatest(0, 1 - dist / 1000), 0) + CASE WHEN capdiff <= 0.1 THEN 0.1 ELSE 0 END
              + CASE WHEN same_province THEN 0.1 ELSE 0 END))::int AS score,
            jsonb_build_object('distance_m', round(dist::numeric)::float8, 'name_similarity', round(sim::numeric, 2)::float8,
              'capacity_difference', round(capdiff::numeric, 3)::float8, 'same_province', same_province) AS reasons
          FROM blocked
          WHERE (dist <= 1000 AND (sim >= 0.3 OR capdiff <= 0.1 OR dist <= 100))
             OR (coalesce(dist, 0) <= 10000 AND same_province AND same_stem AND sim >= 0.4)
          ORDER BY a, b`,
    );
    expect(measured.length).toBeGreaterThan(300);
    expect(scanned).toEqual(measured);
  });

  it('the import preview warns of a row 20 m from a stored plant; the commit proposes the pair; "Farklı kayıtlar" holds after a rescan', async () => {
    const existing = await project({ project_name: 'İncesu Kuzey Güneş Enerji Santrali', latitude: 38.7427, longitude: 35.1301, dc_power: 3.7, dc_power_unit: 'MWp' });
    await ctx.app.jobs.drain();
    const file = csvFile([
      ['Tesis Adı', 'İl', 'Enlem', 'Boylam', 'DC Güç (MWp)'],
      ['Incesu Kuzey GES', 'Test İli kopya', 38.74288, 35.1301, 3.7],
      ['Uzak Ova GES', 'Test İli kopya', 39.9, 36.9, 1],
    ]);
    const preview = previewOf(await uploadImport(admin, { kind: 'projects' }, { name: 'kopya.csv', data: file }));
    expect(preview.rows[0]!.warnings).toEqual(['Olası kopya: İncesu Kuzey Güneş Enerji Santrali (Test İli kopya), 20 m uzakta']);
    expect(preview.rows[1]!.warnings).toEqual([]);
    // Read back as any instance would answer it.
    const stored = (await admin.get(`/api/admin/imports/${preview.id}/rows?page=1`)).json();
    expect(stored.items[0].warnings).toHaveLength(1);

    expect((await admin.post(`/api/admin/imports/${preview.id}/commit`)).statusCode).toBe(200);
    await ctx.app.jobs.drain();
    const [created] = await queryRows<{ id: string }>(ctx.db, sql`SELECT id FROM projects WHERE project_name = 'Incesu Kuzey GES'`);
    expect(await storedPairs('project')).toContain(pair(existing, created!.id));

    expect((await admin.post('/api/admin/quality/duplicates/distinct', { kind: 'project', a: existing, b: created!.id })).statusCode).toBe(200);
    await admin.post('/api/admin/quality/duplicates/scan');
    expect(await storedPairs('project')).not.toContain(pair(existing, created!.id));
    expect((await candidates('?kind=project&search=incesu')).items.map(pairOf)).not.toContain(pair(existing, created!.id));
  });

  it('a seed-style import through the service (no route) is flagged and rescanned too', async () => {
    const existing = await project({ project_name: 'Kocasinan Şafak GES', latitude: 38.8, longitude: 35.4 });
    await ctx.app.jobs.drain();
    const dir = await mkdtemp(path.join(tmpdir(), 'gv-kopya-'));
    const filePath = path.join(dir, 'servis.csv');
    await writeFile(filePath, csvFile([['Tesis Adı', 'İl', 'Enlem', 'Boylam'], ['Kocasinan Şafak Güneş Enerji Santrali', 'Test İli kopya', 38.8001, 35.4]]));
    const { preview, committed } = await importFile(ctx.db, { kind: 'projects', filePath });
    expect(committed).toBe(true);
    expect(preview.rows[0]!.warnings[0]).toMatch(/^Olası kopya: Kocasinan Şafak GES \(Test İli kopya\), 11 m uzakta$/);
    const [created] = await queryRows<{ id: string }>(ctx.db, sql`SELECT id FROM projects WHERE project_name = 'Kocasinan Şafak Güneş Enerji Santrali'`);
    await expect.poll(() => storedPairs('project'), { timeout: 10_000 }).toContain(pair(existing, created!.id));
  });
});

describeOnEachDatabase(
    'duplicate candidates in the seeded catalogue',
    (ctx) => {
      it('finds the known pairs: Kayseri OSB (GPPD and OSM, 260 m), Mersin Gülnar twice', async () => {
        await scanAll(ctx.db);
        const pairs = await queryRows<{ a: string; b: string; distance: number | null }>(
          ctx.db,
          sql`SELECT pa.project_name AS a, pb.project_name AS b, (c.reasons->>'distance_m')::float8 AS distance
              FROM duplicate_candidates c JOIN projects pa ON pa.id = c.record_a JOIN projects pb ON pb.id = c.record_b WHERE c.kind = 'project'`,
        );
        const names = pairs.map((p) => [p.a, p.b].sort().join(' ~ '));
        expect(names).toContain('Kayseri OSB Güneş Enerjisi Santrali ~ Kayseri OSB2 GES');
        expect(names).toContain('Gülnar Güneş Enerji Santrali ~ Mersin Gülnar Güneş Enerji Santrali');
      });
    },
    { config: { SEED_CATALOG: 'true', SEED_DEMO: 'true' } },
);
