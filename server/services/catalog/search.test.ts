import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { projects } from '../../db/schema/catalog';
import { describeOnEachDatabase } from '../../test/test-app';
import { seedScale } from '../../seeds/scale';
import { cappedCount, COUNT_CAP, matchCount, matchesSearch } from './search';

// Totals of the lists (issue 17 P4): exact up to the cap; an unfiltered list of a table the planner
// estimates at more than twice the cap says "more" without counting a row.

describeOnEachDatabase('capped counts', (ctx) => {
  it('counts a filtered list exactly and answers an unfiltered big table from the estimate', async () => {
    const [{ n }] = ((await ctx.db.execute(sql`SELECT count(*)::int AS n FROM projects`)) as unknown as { rows: [{ n: number }] }).rows;
    const from = sql`FROM ${projects}`;
    expect(await cappedCount(ctx.db, from, projects)).toEqual({ total: n, capped: false, approximate: false });

    // The planner now believes in a million rows: the unfiltered total trusts it (a count would say n),
    // a filtered one still counts.
    await ctx.db.execute(sql`UPDATE pg_class SET reltuples = 1000000 WHERE oid = 'projects'::regclass`);
    try {
      expect(await cappedCount(ctx.db, from, projects)).toEqual({ total: COUNT_CAP, capped: true, approximate: false });
      expect(await cappedCount(ctx.db, from)).toEqual({ total: n, capped: false, approximate: false });
      expect(await cappedCount(ctx.db, sql`FROM ${projects} WHERE ${projects.is_verified}`)).toEqual({ total: expect.any(Number), capped: false, approximate: false });
    } finally {
      await ctx.db.execute(sql`ANALYZE projects`);
    }
  });
});

describeOnEachDatabase('Turkish search', (ctx) => {
  it.each([
    ['projects', 'projects_search_key_trgm_idx'],
    ['companies', 'companies_search_key_trgm_idx'],
    ['news', 'news_search_key_trgm_idx'],
  ])('a search on %s can use its trigram index (%s)', async (table, index) => {
    // The planner prefers a scan on a small test table; with scans priced out, a predicate the index
    // can serve must come back as a scan of that index.
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(
        sql`EXPLAIN SELECT 1 FROM ${sql.identifier(table)} WHERE ${matchesSearch(sql.identifier('search_key'), 'İzmir Işık')}`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(index);
  });
});

describeOnEachDatabase('filtered totals (issue 17 P4)', (ctx) => {
  // Thresholds scaled down with the table: 3 000 generated projects stand for 100 000.
  const small = { sampleAbove: 1_000, sampleRows: 800, exactUpTo: 300 };
  const exactly = async (term: string) => {
    const [{ n }] = ((await ctx.db.execute(sql`SELECT count(*)::int AS n FROM ${projects} WHERE ${matchesSearch(projects.search_key, term)}`)) as unknown as {
      rows: [{ n: number }];
    }).rows;
    return n;
  };

  it('estimates a broad search on a big table from a sample, counts a narrow one, and counts everything on a small table', async () => {
    await seedScale(ctx.db, 3_000);
    await ctx.db.execute(sql`ANALYZE projects`);
    const broad = await exactly('ges');
    const narrow = await exactly('gündoğdu');
    expect(broad).toBeGreaterThan(1_000);
    expect(narrow).toBeGreaterThan(0);
    expect(narrow).toBeLessThan(small.exactUpTo / 2);

    const estimated = await matchCount(ctx.db, projects, matchesSearch(projects.search_key, 'ges'), small);
    expect(estimated.approximate).toBe(true);
    expect(estimated.capped).toBe(false);
    expect(Math.abs(estimated.total - broad) / broad).toBeLessThan(0.35);
    // Shown with two significant figures, not as a precise-looking count.
    expect(estimated.total % 10 ** (String(estimated.total).length - 2)).toBe(0);

    expect(await matchCount(ctx.db, projects, matchesSearch(projects.search_key, 'gündoğdu'), small)).toEqual({ total: narrow, capped: false, approximate: false });
    // With the defaults, 3 000 rows are not a big table: the broad search is counted.
    expect(await matchCount(ctx.db, projects, matchesSearch(projects.search_key, 'ges'))).toEqual({ total: broad, capped: false, approximate: false });
  });
});
