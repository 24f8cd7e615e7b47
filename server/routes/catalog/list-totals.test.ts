import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { projects } from '../../db/schema/catalog';
import { queryRows } from '../../db/query-rows';
import { seedScale } from '../../seeds/scale';
import { matchesSearch } from '../../services/catalog/search';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// A search's total on a big table (issue 17 P4, decision 023): the list answers an estimate and says
// it is one; a narrow search is still counted exactly.

describeOnEachDatabase('list totals of searches on a big table', (ctx) => {
  it('answers a broad search with an approximate total and a narrow one with its exact count', async () => {
    // 5 000 generated projects (~100 blocks), and a planner that believes in just over 20 000 rows:
    // the list samples ~10 % of the blocks, as it samples ~2 % of 100 000 projects.
    await seedScale(ctx.db, 5_000);
    await ctx.db.execute(sql`ANALYZE projects`);
    await ctx.db.execute(sql`UPDATE pg_class SET reltuples = 20001 WHERE oid = 'projects'::regclass`);
    const matching = async (term: string) =>
      (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${projects} WHERE ${matchesSearch(projects.search_key, term)}`))[0]!.n;
    const { client } = await signedInMember(ctx, 'toplam');

    const broad = (await client.get('/api/projects?search=g%C3%BCne%C5%9F')).json();
    expect(broad).toMatchObject({ total_approximate: true, total_capped: false });
    expect(broad.items).toHaveLength(10);
    // Scaled to the planner's 20 001 rows, about a quarter of them match "güneş": rounded to two figures.
    expect(broad.total).toBeGreaterThan(2_000);
    expect(broad.total % 10 ** (String(broad.total).length - 2)).toBe(0);

    // "ankara" matches ~1 % of the projects: ~200 of the planner's 20 001, gathered and counted.
    const narrow = (await client.get('/api/projects?search=ankara')).json();
    expect(narrow).toMatchObject({ total: await matching('ankara'), total_approximate: false, total_capped: false });
  });
});
