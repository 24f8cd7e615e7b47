import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { companies, projects } from '../db/schema/catalog';
import { user_companies } from '../db/schema/inventory';
import { queryRows } from '../db/query-rows';
import type { TotalOptions } from '../services/catalog/page-with-total';
import { seedReferenceFixture, type ReferenceFixture } from '../test/catalog-fixtures';
import { signedInMember } from '../test/members';
import { describeOnEachDatabase } from '../test/test-app';
import { MAX_PREPARED_PER_LIST } from './catalogue-page';
import { companyPage, type CompanyListParams } from './companies';
import type { Viewer } from './list-definition';
import { projectPage, type ProjectListParams } from './projects';

// A catalogue page's statement is prepared once per shape (docs/decisions/076): the filter's values and
// the viewer's id are its placeholders, the page's bounds are in its text. Whatever the shape, it reads
// what the plain statement (the one a charging transaction runs) reads.

// A few dozen rows stand for a big table: every mode ('count', 'walk', 'gather') is reached.
const SMALL = { sampleAbove: 10, sampleRows: 1_000, exactUpTo: 8 };
const SMALL_TABLE = { sampleAbove: 100_000 };

describeOnEachDatabase('prepared list pages', (ctx) => {
  let ref: ReferenceFixture;
  beforeAll(async () => {
    ref = await seedReferenceFixture(ctx.db, 'hazir');
    await ctx.db.insert(projects).values(
      Array.from({ length: 40 }, (_, i) => ({
        project_name: `${i % 3 === 0 ? 'Hazır Ova' : 'Hazır Tepe'} GES ${i}`,
        city_id: i % 2 === 0 ? ref.city : ref.otherCity,
        status_type_id: ref.status,
        type_id: ref.type,
        dc_power: i % 5 === 0 ? null : i * 10,
        dc_power_unit: 'kWp' as const,
        updated_at: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    );
    await ctx.db.execute(sql`ANALYZE projects`);
  });

  /** The same read on the plain statement: inside a transaction a page is never prepared. */
  const plain = <Page>(read: (on: typeof ctx.db) => Promise<Page>) => ctx.db.transaction(async (tx) => read(tx));

  const shapes: [string, ProjectListParams, TotalOptions][] = [
    ['everything, page 1', { sort: 'updated_at', dir: 'desc', page: 1 }, SMALL],
    ['everything, page 3', { sort: 'updated_at', dir: 'desc', page: 3 }, SMALL],
    ['a small table counted, by DC power', { sort: 'dc_power', dir: 'desc', page: 2 }, SMALL_TABLE],
    ['a broad search (walked)', { search: 'hazır', sort: 'project_name', dir: 'asc', page: 2 }, SMALL],
    ['a narrow search (gathered)', { search: 'ova ges 3', sort: 'updated_at', dir: 'desc', page: 1 }, SMALL],
    ['a city and a search', { search: 'tepe', city_id: '', sort: 'city', dir: 'asc', page: 1 }, SMALL],
  ];
  it.each(shapes)('reads what the plain statement reads: %s', async (_, given, totals) => {
    const params = { ...given, ...(given.city_id === '' ? { city_id: ref.city } : {}) };
    // Warm: the table's sample is held, so the transaction below reads nothing but its page.
    const prepared = await projectPage.readWith(ctx.db, params, { tier: 'premium' }, totals);
    const again = await projectPage.readWith(ctx.db, params, { tier: 'premium' }, totals);
    const expected = await plain(async (tx) => projectPage.readWith(ctx.db, params, { tier: 'premium' }, totals, tx));
    expect(expected.items.length).toBeGreaterThan(0);
    expect(prepared).toEqual(expected);
    expect(again).toEqual(expected);
  });

  it('fills the placeholders of one shape with each call’s values', async () => {
    const inCity = (city: string) => projectPage.readWith(ctx.db, { city_id: city, search: 'ges', sort: 'updated_at', dir: 'desc', page: 1 }, { tier: 'premium' }, SMALL);
    const [first, second] = [await inCity(ref.city), await inCity(ref.otherCity)];
    expect(first.items.map((item) => item.city?.id)).toEqual(first.items.map(() => ref.city));
    expect(second.items.map((item) => item.city?.id)).toEqual(second.items.map(() => ref.otherCity));
    const searched = async (term: string) => (await projectPage.readWith(ctx.db, { search: term, sort: 'updated_at', dir: 'desc', page: 1 }, { tier: 'visitor' }, SMALL)).items.map((i) => i.project_name);
    expect(await searched('ova')).toEqual(expect.arrayContaining(['Hazır Ova GES 39']));
    expect((await searched('ova')).every((name) => name.includes('Ova'))).toBe(true);
    expect((await searched('tepe')).every((name) => name.includes('Tepe'))).toBe(true);
    // A LIKE wildcard in the search is text, in a prepared statement as in a plain one.
    expect((await searched('%')).length).toBe(0);
  });

  it('marks each premium member’s own opened companies through the one shape they share', async () => {
    const made = await ctx.db.insert(companies).values(Array.from({ length: 4 }, (_, i) => ({ company_name: `Hazır Firma ${i}`, is_verified: true }))).returning();
    const [one, other] = [await signedInMember(ctx, 'hazir-bir', { premium: true }), await signedInMember(ctx, 'hazir-iki', { premium: true })];
    await ctx.db.insert(user_companies).values({ user_id: one.user.id, company_id: made[0]!.id, item_name: made[0]!.company_name });
    const params: CompanyListParams = { search: 'hazır firma', sort: 'company_name', dir: 'asc', page: 1 };
    const opened = async (viewer: Viewer) => (await companyPage.readWith(ctx.db, params, viewer, SMALL)).items.filter((i) => i.opened).map((i) => i.id);
    expect(await opened({ tier: 'premium', userId: one.user.id })).toEqual([made[0]!.id]);
    expect(await opened({ tier: 'premium', userId: other.user.id })).toEqual([]);
    expect(await opened({ tier: 'premium', userId: one.user.id })).toEqual([made[0]!.id]);
    expect(await opened({ tier: 'visitor' })).toEqual([]);
  });

  it(`prepares at most ${MAX_PREPARED_PER_LIST} shapes a list per database handle, and reads every page past them plainly`, async () => {
    // A handle of its own with one connection: its prepared statements are that connection's.
    const url = ctx.database.driver.kind === 'postgres' ? (ctx.database.driver.pool.options as { connectionString: string }).connectionString : undefined;
    const own = url ? await openDatabase({ url, poolMax: 1 }) : ctx.database;
    try {
      const pages = MAX_PREPARED_PER_LIST + 6;
      const ids: string[] = [];
      for (let page = 1; page <= pages; page++) {
        // Four pages of ten, then empty ones: each page its own shape.
        const read = await projectPage.readWith(own.db, { sort: 'updated_at', dir: 'asc', page }, { tier: 'visitor' }, SMALL_TABLE);
        ids.push(...read.items.map((item) => item.id));
        expect(read.total).toBe(40);
      }
      const expected = await queryRows<{ id: string }>(own.db, sql`SELECT id FROM projects ORDER BY updated_at ASC, id ASC`);
      expect(ids).toEqual(expected.map((row) => row.id));
      if (own !== ctx.database) {
        const named = await queryRows<{ n: number; runs: number }>(
          own.db,
          sql`SELECT count(*)::int AS n, coalesce(sum(generic_plans + custom_plans), 0)::int AS runs FROM pg_prepared_statements WHERE name LIKE 'gv_page_%'`,
        );
        expect(named[0]).toEqual({ n: MAX_PREPARED_PER_LIST, runs: MAX_PREPARED_PER_LIST });
        // A shape already prepared runs its statement again, on the same connection.
        await projectPage.readWith(own.db, { sort: 'updated_at', dir: 'asc', page: 1 }, { tier: 'visitor' }, SMALL_TABLE);
        const [after] = await queryRows<{ runs: number }>(own.db, sql`SELECT sum(generic_plans + custom_plans)::int AS runs FROM pg_prepared_statements WHERE name LIKE 'gv_page_%'`);
        expect(after!.runs).toBe(MAX_PREPARED_PER_LIST + 1);
      }
    } finally {
      if (own !== ctx.database) await own.close();
    }
  });
});
