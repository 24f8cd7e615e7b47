import { parseArgs } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { queryRows } from '../server/db/query-rows';
import { companies, projects } from '../server/db/schema/catalog';
import { project_suggestions } from '../server/db/schema/contributions';
import { user_projects } from '../server/db/schema/inventory';
import { project_sources } from '../server/db/schema/provenance';
import { sources } from '../server/db/schema/sources';
import { watches } from '../server/db/schema/watches';
import { seedReference } from '../server/seeds/reference';
import { seedScale } from '../server/seeds/scale';
import { seedSources } from '../server/seeds/sources';
import { writeEvents, type NewRecordEvent } from '../server/services/history/record-events';
import { mergeRecords, undoMerge } from '../server/services/quality/merge-records';
import { createVerifiedUser } from '../server/services/users/create-user';
import { freshBenchDatabase } from './bench-database';

// npm run bench:merges [-- --projects 35000 --pairs 20 --db postgres|pglite]
// The merge's target (docs/benchmarks.md#merges): with 35 000 projects (about Turkey's plant count, with
// 3 500 companies linked to them in their roles), a merge of two records — every reference moved, the
// merged-away row kept — takes ≤ 1 s, and so does its undo. Each measured project pair carries what a
// busy record has: source links (one shared, so a twin is removed), history events, members' openings
// and watches (one member holding both, so a twin is removed), a suggestion. Every project has a
// history event, so the moves search a history table of the catalogue's size.

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '35000' },
    pairs: { type: 'string', default: '20' },
    db: { type: 'string', default: 'postgres' },
  },
});
const projectCount = Number(values.projects);
const pairCount = Number(values.pairs);


const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => Math.round(x * 10) / 10;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await work();
  return performance.now() - t;
}

const { database, dispose } = await freshBenchDatabase('merges', values.db);
try {
  const db = database.db;
  await seedReference(db);
  await seedSources(db);
  let t = performance.now();
  await seedScale(db, projectCount);
  console.log(`seeded ${projectCount} projects in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const admin = await createVerifiedUser(db, { email: 'bench-admin@example.com', password: 'bench-sifre', superAdmin: true, hashCost: { memoryCost: 256, timeCost: 1 } });
  const actor = { id: admin.id, email: 'bench-admin@example.com' };
  const members = [];
  for (let i = 0; i < 3; i++) members.push(await createVerifiedUser(db, { email: `bench-uye-${i}@example.com`, password: 'bench-sifre', premium: true, hashCost: { memoryCost: 256, timeCost: 1 } }));

  // A history event for every project (the history table at the catalogue's size).
  t = performance.now();
  const ids = (await db.select({ id: projects.id }).from(projects).orderBy(asc(projects.id))).map((p) => p.id);
  for (let i = 0; i < ids.length; i += 5000) {
    await writeEvents(
      db,
      ids.slice(i, i + 5000).map((id): NewRecordEvent => ({ entity: 'project', entity_id: id, kind: 'created', changes: {}, occurred_on: '2026-01-01', origin: 'seed' })),
    );
  }
  console.log(`wrote ${ids.length} history events in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const [shared, own] = await db.select({ id: sources.id }).from(sources).limit(2);
  const pairs: [string, string][] = [];
  for (let i = 0; i < pairCount; i++) pairs.push([ids[i * 2]!, ids[i * 2 + 1]!]);
  for (const [a, b] of pairs) {
    await db.insert(project_sources).values([
      { project_id: a, source_id: shared!.id, verified_on: '2026-01-01' },
      { project_id: b, source_id: shared!.id, verified_on: '2026-01-01' },
      { project_id: b, source_id: own!.id, verified_on: '2026-01-01' },
    ]).onConflictDoNothing();
    await writeEvents(db, Array.from({ length: 4 }, (): NewRecordEvent => ({ entity: 'project', entity_id: b, kind: 'status', changes: {}, occurred_on: '2026-01-01', origin: 'admin' })));
    await db.insert(user_projects).values([
      { user_id: members[0]!.id, project_id: a, item_name: 'a', paid: 40 },
      { user_id: members[0]!.id, project_id: b, item_name: 'b', paid: 40 },
      { user_id: members[1]!.id, project_id: b, item_name: 'b', paid: 40 },
    ]);
    await db.insert(watches).values([
      { user_id: members[0]!.id, target: 'project', target_id: a },
      { user_id: members[0]!.id, target: 'project', target_id: b },
      { user_id: members[2]!.id, target: 'project', target_id: b },
    ]);
    await db.insert(project_suggestions).values({ project_id: b, suggested_by: members[1]!.id, suggested_data: { investor: 'X' } });
  }
  await db.execute(sql`ANALYZE`);

  const projectMerges: number[] = [];
  const projectUndos: number[] = [];
  const mergeIds: string[] = [];
  for (const [a, b] of pairs) {
    let id = '';
    projectMerges.push(await timed(async () => (id = (await mergeRecords(db, { kind: 'project', survivorId: a, mergedId: b, choices: { dc_power: 'merged', place: 'merged' } }, actor)).id)));
    mergeIds.push(id);
  }
  for (const id of [...mergeIds].reverse()) projectUndos.push(await timed(() => undoMerge(db, id, actor)));

  // Companies named by many projects: the merge moves every role link.
  const busy = await queryRows<{ id: string; n: number }>(
    db,
    sql`SELECT investor_company_id AS id, count(*)::int AS n FROM projects WHERE investor_company_id IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT ${pairCount * 2}`,
  );
  const companyIds = busy.length >= 2 ? busy.map((c) => c.id) : (await db.select({ id: companies.id }).from(companies).limit(pairCount * 2)).map((c) => c.id);
  const companyMerges: number[] = [];
  const companyUndos: number[] = [];
  const companyMergeIds: string[] = [];
  for (let i = 0; i + 1 < companyIds.length; i += 2) {
    let id = '';
    companyMerges.push(await timed(async () => (id = (await mergeRecords(db, { kind: 'company', survivorId: companyIds[i]!, mergedId: companyIds[i + 1]!, choices: {} }, actor)).id)));
    companyMergeIds.push(id);
  }
  for (const id of [...companyMergeIds].reverse()) companyUndos.push(await timed(() => undoMerge(db, id, actor)));

  const linked = busy.reduce((sum, c) => sum + c.n, 0) / Math.max(1, busy.length);
  console.log(
    JSON.stringify({
      db: values.db,
      projects: projectCount,
      pairs: pairs.length,
      project_merge_ms: { median: ms(median(projectMerges)), max: ms(Math.max(...projectMerges)) },
      project_undo_ms: { median: ms(median(projectUndos)), max: ms(Math.max(...projectUndos)) },
      company_pairs: companyMerges.length,
      projects_per_company: Math.round(linked),
      company_merge_ms: { median: ms(median(companyMerges)), max: ms(Math.max(...companyMerges)) },
      company_undo_ms: { median: ms(median(companyUndos)), max: ms(Math.max(...companyUndos)) },
      target_ms: 1000,
    }),
  );
} finally {
  await dispose();
}
