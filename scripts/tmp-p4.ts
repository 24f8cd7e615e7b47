import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client';
import { projects } from '../server/db/schema/catalog';
import { projectPageQuery } from '../server/services/catalog/list-projects';
import { cappedCount, matchesSearch } from '../server/services/catalog/search';
import { percentile } from './percentile';
const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/gv_bench', poolMax: 2 });
const db = database.db;
async function time(fn: () => Promise<unknown>, n = 60) {
  const d: number[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); await fn(); d.push(performance.now() - t); }
  d.sort((a, b) => a - b);
  return `${percentile(d, 50).toFixed(1)}/${percentile(d, 95).toFixed(1)}`;
}
for (const term of ['konya', 'IŞIK', 'izmir', 'gündoğdu', 'ges projesi', 'ges', 'güneş', 'sarıçiçek solar', 'enerji']) {
  const where = matchesSearch(projects.search_key, term);
  const page = await time(() => projectPageQuery(db, { search: term, sort: 'updated_at', dir: 'desc', page: 1 }));
  const count = await time(() => cappedCount(db, sql`FROM ${projects} WHERE ${where}`));
  const n = await cappedCount(db, sql`FROM ${projects} WHERE ${where}`);
  console.log(term.padEnd(16), 'page', page, 'count', count, 'n', n.total, n.capped ? '+' : '');
}
await database.close();
