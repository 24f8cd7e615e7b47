import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { projects } from '../db/schema/catalog';
import { transformer_station_definitions } from '../db/schema/stations';
import { projectEvents, stationCapacityEvent, writeEvents } from '../services/history/record-events';
import { seedReferenceFixture, type ReferenceFixture } from '../test/catalog-fixtures';
import { TestClient } from '../test/http';
import { describeOnEachDatabase } from '../test/test-app';
import { catalogueAccess } from './catalogue-access';
import { cataloguePage } from './catalogue-page';
import { projectPageDeclaration, type ProjectListParams } from './projects';

// One definition per list (docs/decisions/064): a filter declared in a definition drives its page and
// its tier rule; the shared first pages follow the catalogue by its record events, wherever written.

describeOnEachDatabase(
  'list definitions',
  (ctx) => {
    let ref: ReferenceFixture;
    beforeAll(async () => {
      ref = await seedReferenceFixture(ctx.db, 'liste-tanimi');
    });

    /** One GET of a first page, with the SQL statements it ran. */
    async function firstPage(url: string) {
      const before = ctx.database.statements();
      const res = await new TestClient(ctx.app).get(url);
      expect(res.statusCode).toBe(200);
      return { body: res.json() as { items: { id: string; project_name?: string }[] }, statements: ctx.database.statements() - before };
    }

    it('a filter added to a copy of the project definition narrows its page and is premium and paid', async () => {
      // The district filter, declared as every filter is: its parameter and its column.
      type WithDistrict = ProjectListParams & { district_id?: string };
      const withDistrict = cataloguePage<WithDistrict, ReturnType<typeof projectPageDeclaration.statement>, ReturnType<typeof projectPageDeclaration.item>>({
        ...projectPageDeclaration,
        filters: [...projectPageDeclaration.filters, { param: 'district_id', column: projects.district_id }],
      });
      const [one] = await ctx.db.insert(projects).values({ project_name: 'İlçe Süzgeci Santrali', city_id: ref.city, district_id: ref.district, status_type_id: ref.status, type_id: ref.type, location_id: ref.location }).returning();
      const all = await withDistrict.read(ctx.db, { sort: 'updated_at', dir: 'desc', page: 1 }, { tier: 'premium' });
      const narrowed = await withDistrict.read(ctx.db, { district_id: ref.district, sort: 'updated_at', dir: 'desc', page: 1 }, { tier: 'premium' });
      const inDistrict = await ctx.db.select({ id: projects.id }).from(projects).where(eq(projects.district_id, ref.district));
      expect(all.total).toBeGreaterThan(inDistrict.length);
      expect(narrowed.total).toBe(inDistrict.length);
      expect(narrowed.items.map((item) => item.id)).toContain(one!.id);
      expect(narrowed.items.every((item) => item.district?.id === ref.district)).toBe(true);

      // The tier rule follows the declaration: a member may not use it; a premium member pays for it once a day.
      const access = catalogueAccess<{ page: number; district_id?: string }>('projects', { sort: 'updated_at', dir: 'desc' }, withDistrict.filterParams);
      expect(() => access(null, { tier: 'member', userId: 'u' }, { page: 1, district_id: ref.district })).toThrow(expect.objectContaining({ code: 'PREMIUM_REQUIRED' }));
      expect(access(null, { tier: 'premium', userId: 'u' }, { page: 1, district_id: ref.district })).toEqual([{ costKey: 'filter', viewKey: `projects:filter:district_id=${ref.district}` }]);
    });

    it('empties a shared first page when a record event of its kind commits, written outside any request', async () => {
      const first = await firstPage('/api/projects');
      expect((await firstPage('/api/projects')).statements).toBe(0);
      await firstPage('/api/stations');
      expect((await firstPage('/api/stations')).statements).toBe(0);

      // As an import or a script writes: the change and its history in one transaction, no route involved.
      const top = first.body.items[0]!;
      const [before] = await ctx.db.select().from(projects).where(eq(projects.id, top.id));
      await ctx.db.transaction(async (tx) => {
        const [after] = await tx.update(projects).set({ project_name: 'Olayla Değişen Santral', dc_power: (before!.dc_power ?? 0) + 1, updated_at: sql`now()` }).where(eq(projects.id, top.id)).returning();
        await writeEvents(tx, projectEvents(top.id, before!, after!, { origin: 'import' }));
      });
      // Heard a moment after the commit: the next read runs the list's statement and shows the change.
      await vi.waitFor(async () => expect((await firstPage('/api/projects')).body.items[0]?.project_name).toBe('Olayla Değişen Santral'), { timeout: 5_000, interval: 50 });
      expect((await firstPage('/api/projects')).statements).toBe(0);
      // A project's event leaves the station list's shared page alone.
      expect((await firstPage('/api/stations')).statements).toBe(0);

      // A station's event empties the station list, and leaves the project list alone.
      const [station] = await ctx.db.select({ id: transformer_station_definitions.id }).from(transformer_station_definitions).orderBy(desc(transformer_station_definitions.id)).limit(1);
      await writeEvents(ctx.db, [stationCapacityEvent(station!.id, { year: 2026, month: 1 }, null, 5, { origin: 'import' })]);
      await vi.waitFor(async () => expect((await firstPage('/api/stations')).statements).toBeGreaterThan(0), { timeout: 5_000, interval: 50 });
      expect((await firstPage('/api/projects')).statements).toBe(0);
    });
  },
  { config: { SEED_CATALOG: 'true', LIST_CACHE_MS: '60000' } },
);
