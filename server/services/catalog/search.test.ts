import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { projects } from '../../db/schema/catalog';
import { describeOnEachDatabase } from '../../test/test-app';
import { cappedCount, COUNT_CAP, matchesSearch } from './search';

// Totals of the lists (docs/product-rules.md#speed, P4): exact up to the cap; an unfiltered list of a table
// the planner estimates at more than twice the cap says "more" without counting a row.

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
