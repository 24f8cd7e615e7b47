import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../test/test-app';
import { projectPageQuery, type ProjectListParams } from './list-projects';

// Deep pages (docs/product-rules.md#speed, P3): the OFFSET of page 1 000 must step over entries of the sort's
// index, not over joined rows. The page's ids are limited in a subquery with no join; the status, type, city
// and district are joined to those ten rows only.

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/** The nodes outside any count (the total of 'count' mode is an aggregate over its own scan). */
const outsideCounts = (node: PlanNode): PlanNode[] => (node['Node Type'] === 'Aggregate' ? [] : [node, ...(node.Plans ?? []).flatMap(outsideCounts)]);
const isJoin = (node: PlanNode) => ['Nested Loop', 'Hash Join', 'Merge Join'].includes(node['Node Type']);

describeOnEachDatabase('project list pages', (ctx) => {
  // 'walk' is a big table's unfiltered page (its total is the planner's estimate); 'count' a small one's,
  // counted in the same statement.
  it.each([
    ['updated_at', 'desc', 'projects_updated_at_idx', 'walk'],
    ['updated_at', 'asc', 'projects_updated_at_idx', 'count'],
    ['dc_power', 'desc', 'projects_dc_power_kw_desc_idx', 'walk'],
    ['dc_power', 'desc', 'projects_dc_power_kw_desc_idx', 'count'],
    ['ac_power', 'asc', 'projects_ac_power_kw_idx', 'walk'],
    ['project_name', 'asc', 'projects_name_tr_idx', 'walk'],
    ['project_name', 'asc', 'projects_name_tr_idx', 'count'],
  ] as const)('page 1 000 sorted by %s %s skips entries of %s before any join (%s)', async (sort, dir, index, mode) => {
    const params: ProjectListParams = { sort, dir, page: 1000 };
    const plan = await ctx.db.transaction(async (tx) => {
      // A test table is small enough for the planner to prefer a scan and a sort; with those priced
      // out, the order must come from the index (as it does at 100 000 rows, docs/benchmarks.md).
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      await tx.execute(sql`SET LOCAL enable_sort = off`);
      const result = (await tx.execute(sql`EXPLAIN (FORMAT JSON) ${projectPageQuery(ctx.db, params, mode).getSQL()}`)) as unknown as {
        rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];
      };
      const cell = result.rows[0]!['QUERY PLAN'];
      return (typeof cell === 'string' ? JSON.parse(cell) : cell)[0].Plan as PlanNode;
    });

    const all = nodesOf(plan);
    const limits = outsideCounts(plan).filter((node) => node['Node Type'] === 'Limit' && nodesOf(node).some((inner) => inner['Index Name'] === index));
    expect(limits).toHaveLength(1);
    const below = nodesOf(limits[0]!);
    expect(below.filter(isJoin)).toEqual([]);
    expect(below.filter((node) => node['Relation Name'] !== undefined).map((node) => node['Relation Name'])).toEqual(['projects']);
    // The reference tables are joined above the limit, to the page's rows.
    expect(all.filter(isJoin).length).toBeGreaterThanOrEqual(4);
  });
});
