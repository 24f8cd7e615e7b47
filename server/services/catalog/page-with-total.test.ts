import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { companies, projects } from '../../db/schema/catalog';
import { queryRows } from '../../db/query-rows';
import { seedScale } from '../../seeds/scale';
import { describeOnEachDatabase } from '../../test/test-app';
import { listCompanies, type CompanyListParams } from './list-companies';
import { listProjects, projectPageQuery, type ProjectListParams } from './list-projects';
import { estimateMatches, forgetSamples, modeOf, readPage, type Condition, type PageMode } from './page-with-total';
import { matchesSearch } from './search';

// A list's page and its total in one statement (docs/product-rules.md#speed, P4; decisions 023-025):
// whichever way the page is read, it holds the rows a plain ORDER BY ... LIMIT holds; a broad search's total
// is estimated from the table's sample, a narrow one gathered and counted, a small table counted; the page
// itself corrects an estimate.

// 3 000 generated projects stand for 100 000: the thresholds are scaled down with the table.
const scaled = { sampleAbove: 1_000, sampleRows: 800, exactUpTo: 150 };

describeOnEachDatabase('list pages and their totals', (ctx) => {
  const exactly = async (where: SQL) => (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${projects} WHERE ${where}`))[0]!.n;
  const search = (term: string) => matchesSearch(projects.search_key, term);
  const filterable = [projects.search_key, projects.city_id, projects.type_id, projects.status_type_id];
  const estimate = (filter: Condition[], options: typeof scaled) => estimateMatches(ctx.db, { table: projects, filterable, filter }, options);

  beforeAll(async () => {
    await seedScale(ctx.db, 3_000);
    await ctx.db.execute(sql`ANALYZE projects`);
    await ctx.db.execute(sql`ANALYZE companies`);
  });

  // The page as PostgreSQL orders it with nothing clever: the reference for every mode.
  async function plainPage(params: ProjectListParams, where: SQL, order: SQL) {
    const rows = await queryRows<{ id: string }>(
      ctx.db,
      sql`SELECT projects.id FROM ${projects} LEFT JOIN cities AS city ON city.id = projects.city_id WHERE ${where}
          ORDER BY ${order} LIMIT 10 OFFSET ${(params.page - 1) * 10}`,
    );
    return rows.map((r) => r.id);
  }

  const cases: [string, ProjectListParams, SQL, SQL][] = [
    ['a search by city name, page 2', { search: 'ankara', sort: 'city', dir: 'asc', page: 2 }, search('ankara'), sql`city.name COLLATE tr_icu ASC, projects.id ASC`],
    ['a broad search by DC power, page 3', { search: 'ges', sort: 'dc_power', dir: 'desc', page: 3 }, search('ges'), sql`projects.dc_power_kw DESC NULLS LAST, projects.id DESC`],
    ['everything by name, page 5', { sort: 'project_name', dir: 'asc', page: 5 }, sql`true`, sql`projects.project_name COLLATE tr_icu ASC, projects.id ASC`],
    ['a search by AC power ascending', { search: 'güneş', sort: 'ac_power', dir: 'asc', page: 1 }, search('güneş'), sql`projects.ac_power_kw ASC NULLS LAST, projects.id ASC`],
  ];
  describe.each(['count', 'walk', 'gather'] as PageMode[])('%s', (mode) => {
    it.each(cases)('reads the same page as a plain ORDER BY: %s', async (_, params, where, order) => {
      const rows = await projectPageQuery(ctx.db, params, mode);
      const expected = await plainPage(params, where, order);
      expect(expected).toHaveLength(10);
      // One row more than the page says more follow.
      expect(rows).toHaveLength(11);
      expect(rows.slice(0, 10).map((r) => r.id)).toEqual(expected);
      // 'walk' leaves the total to the estimate; the others count, up to the cap.
      const total = mode === 'walk' ? null : await exactly(where);
      expect(rows[0]!.total).toBe(total);
    });
  });

  it('answers the total of an empty page in one row with no id', async () => {
    const params: ProjectListParams = { search: 'ankara', sort: 'updated_at', dir: 'desc', page: 1_000 };
    for (const mode of ['count', 'gather'] as const) {
      expect(await projectPageQuery(ctx.db, params, mode)).toEqual([expect.objectContaining({ id: null, total: await exactly(search('ankara')) })]);
    }
  });

  it('estimates a broad search on a big table, gathers and counts a narrow one, and counts on a small table', async () => {
    const broad = await exactly(search('ges'));
    const narrow = await exactly(search('ankara'));
    expect(broad).toBeGreaterThan(1_000);
    expect(narrow).toBeGreaterThan(10);
    expect(narrow).toBeLessThan(scaled.exactUpTo / 2);
    const list = (term: string, options?: typeof scaled, page = 1) => listProjects(ctx.db, { search: term, sort: 'updated_at', dir: 'desc', page }, options);

    forgetSamples(ctx.db);
    expect(modeOf(await estimate([{ column: projects.search_key, search: 'ges' }], scaled), scaled)).toBe('walk');
    expect(modeOf(await estimate([{ column: projects.search_key, search: 'ankara' }], scaled), scaled)).toBe('gather');
    // With the sample read for the request, and held.
    for (const first of [true, false]) {
      if (first) forgetSamples(ctx.db);
      const estimated = await list('ges', scaled);
      expect(estimated).toMatchObject({ approximate: true, capped: false });
      expect(Math.abs(estimated.total - broad) / broad).toBeLessThan(0.35);
      // Shown with two significant figures, not as a precise-looking count.
      expect(estimated.total % 10 ** (String(estimated.total).length - 2)).toBe(0);

      expect(await list('ankara', scaled)).toMatchObject({ total: narrow, approximate: false });
      expect(await list('ankara', scaled, 2)).toMatchObject({ total: narrow, approximate: false });
      expect(await list('ankara', scaled, 100)).toMatchObject({ items: [], total: narrow, approximate: false });
      // With the defaults, 3 000 rows are not a big table: the broad search is counted.
      expect(await list('ges')).toMatchObject({ total: broad, approximate: false, capped: false });
    }
  });

  it('reads the company list the same way: walked with an estimate, or gathered and counted', async () => {
    // seedScale made 300 companies; a sample of every row keeps the estimate steady on so few blocks.
    const few = { sampleAbove: 100, sampleRows: 1_000, exactUpTo: 30 };
    forgetSamples(ctx.db);
    const companyOrders: [CompanyListParams['sort'], 'asc' | 'desc', SQL][] = [
      ['company_name', 'asc', sql`companies.company_name COLLATE tr_icu ASC, companies.id ASC`],
      ['city', 'desc', sql`city.name COLLATE tr_icu DESC, companies.id DESC`],
      ['establishment_year', 'desc', sql`companies.establishment_year DESC NULLS LAST, companies.id DESC`],
    ];
    for (const [term, mode] of [['enerji', 'walk'], ['gündoğdu', 'gather']] as const) {
      const where = matchesSearch(companies.search_key, term);
      const filter = [{ column: companies.search_key, search: term }];
      expect(modeOf(await estimateMatches(ctx.db, { table: companies, filterable: [companies.search_key], filter }, few), few)).toBe(mode);
      const n = (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${companies} WHERE ${where}`))[0]!.n;
      for (const [sort, dir, order] of companyOrders) {
        const list = await listCompanies(ctx.db, { search: term, sort, dir, page: 1 }, undefined, few);
        const plain = await queryRows<{ id: string }>(
          ctx.db,
          sql`SELECT companies.id FROM ${companies} LEFT JOIN cities AS city ON city.id = companies.city_id WHERE ${where} ORDER BY ${order} LIMIT 10`,
        );
        expect(list.items.map((item) => item.id)).toEqual(plain.map((row) => row.id));
        if (mode === 'gather') expect(list).toMatchObject({ total: n, approximate: false });
        else {
          expect(list.approximate).toBe(true);
          expect(Math.abs(list.total - n) / n).toBeLessThan(0.35);
        }
      }
    }
  });

  it('makes an estimated total exact on its last page', async () => {
    const broad = await exactly(search('ges'));
    const last = Math.ceil(broad / 10);
    const page = await listProjects(ctx.db, { search: 'ges', sort: 'updated_at', dir: 'desc', page: last }, scaled);
    expect(page).toMatchObject({ total: broad, approximate: false });
    expect(page.items).toHaveLength(broad - (last - 1) * 10);
  });

  it("reads the table's sample once: then every list request is one statement, a new filter's first included", async () => {
    forgetSamples(ctx.db);
    const before = ctx.database.statements();
    // The planner's row count, then the sample, then the page.
    await listProjects(ctx.db, { search: 'güneş', sort: 'updated_at', dir: 'desc', page: 1 }, scaled);
    expect(ctx.database.statements() - before).toBe(3);
    await listProjects(ctx.db, { search: 'güneş', sort: 'updated_at', dir: 'desc', page: 2 }, scaled);
    await listProjects(ctx.db, { search: 'enerji', sort: 'project_name', dir: 'asc', page: 1 }, scaled);
    await listProjects(ctx.db, { search: 'ankara', sort: 'updated_at', dir: 'desc', page: 1 }, scaled);
    expect(ctx.database.statements() - before).toBe(6);
  });

  it('tries a filter on the sample by the rules of its SQL: a sample of every row estimates each filter exactly', async () => {
    // 3 000 rows, a sample of up to 10 000: every row is in it.
    const whole = { ...scaled, sampleRows: 10_000 };
    forgetSamples(ctx.db);
    const [row] = await queryRows<{ city_id: string; type_id: string; status_type_id: string }>(
      ctx.db,
      sql`SELECT city_id, type_id, status_type_id FROM ${projects} WHERE city_id IS NOT NULL AND type_id IS NOT NULL AND status_type_id IS NOT NULL LIMIT 1`,
    );
    const filters: [Condition[], SQL][] = [
      // Turkish folding (dotted and dotless I, cedilla, breve, umlaut, either case), a space kept, a letter
      // many times in a row counted once, wildcards taken as text.
      ...['IŞIK', 'ışık', 'güneş', 'GÜNEŞ', 'çağ', ' 12', 'e', 'gündoğdu', 'ğ', 'enerji tarlası', '%', 'a_b'].map(
        (term): [Condition[], SQL] => [[{ column: projects.search_key, search: term }], search(term)],
      ),
      // An id spelled in upper case matches as the uuid does.
      [[{ column: projects.city_id, equals: row!.city_id.toUpperCase() }], sql`${projects.city_id} = ${row!.city_id}`],
      [
        [
          { column: projects.type_id, equals: row!.type_id },
          { column: projects.status_type_id, equals: row!.status_type_id },
        ],
        sql`${projects.type_id} = ${row!.type_id} AND ${projects.status_type_id} = ${row!.status_type_id}`,
      ],
      [
        [
          { column: projects.search_key, search: 'ges' },
          { column: projects.city_id, equals: row!.city_id },
        ],
        sql`${search('ges')} AND ${projects.city_id} = ${row!.city_id}`,
      ],
    ];
    for (const [filter, where] of filters) expect([filter, await estimate(filter, whole)]).toEqual([filter, await exactly(where)]);
  });
});

describeOnEachDatabase("a table's sample", (ctx) => {
  it('is read again behind the request that finds it five minutes old: that request is not kept waiting', async () => {
    await seedScale(ctx.db, 500);
    await ctx.db.execute(sql`ANALYZE companies`);
    const few = { sampleAbove: 10, sampleRows: 10_000, exactUpTo: 5 };
    const estimate = () => estimateMatches(ctx.db, { table: companies, filterable: [companies.search_key], filter: [{ column: companies.search_key, search: 'zzyzx' }] }, few);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      forgetSamples(ctx.db);
      expect(await estimate()).toBe(0);
      // Every company now matches; the held sample does not know it yet.
      await ctx.db.execute(sql`UPDATE ${companies} SET company_name = company_name || ' Zzyzx'`);
      vi.setSystemTime(Date.now() + 4 * 60_000);
      expect(await estimate()).toBe(0);
      // Five minutes on, the request that finds the sample old is answered from it at once...
      vi.setSystemTime(Date.now() + 2 * 60_000);
      expect(await estimate()).toBe(0);
      // ...while the sample is read again behind it, for the requests after.
      await vi.waitFor(async () => expect(await estimate()).toBeGreaterThan(10));
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readPage', () => {
  const page = (n: number, total: number | null = null) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, total }));
  const spec = { page: 4, pageSize: 10 };

  it('counts the last page exactly, whatever was estimated', () => {
    expect(readPage(page(3), spec, 9_000)).toMatchObject({ total: 33, approximate: false, capped: false });
    expect(readPage(page(3, 33), spec, null).rows).toHaveLength(3);
  });

  it('raises an estimate a full page with more after it passes, and lowers one an empty page shows too high', () => {
    expect(readPage(page(11), spec, 20)).toEqual({ rows: page(10), total: 41, approximate: true, capped: false });
    expect(readPage(page(11), spec, 3_281)).toMatchObject({ total: 3_300, approximate: true });
    expect(readPage([{ id: null, total: null }], spec, 3_281)).toMatchObject({ rows: [], total: 30, approximate: true });
    expect(readPage(page(11), spec, 25_000)).toMatchObject({ total: 10_000, capped: true, approximate: false });
  });

  it('takes a counted total as it is', () => {
    expect(readPage(page(11, 57), spec, null)).toMatchObject({ total: 57, approximate: false });
    expect(readPage([{ id: null, total: 0 }], { page: 1, pageSize: 10 }, null)).toMatchObject({ rows: [], total: 0 });
  });
});
