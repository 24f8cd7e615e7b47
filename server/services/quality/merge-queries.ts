import { desc, sql } from 'drizzle-orm';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin/list';
import { MERGE_FIELDS, MERGE_MESSAGES, type CompareCapacity, type CompareResponse, type MergeKind, type MergeRow } from '../../../shared/schemas/merges';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { record_merges } from '../../db/schema/quality';
import { AppError } from '../../lib/errors';
import { ident, uuidArray } from '../imports/batch-sql';

// What the side-by-side screen and the merges' history read (docs/decisions/066-merging-duplicate-records.md).

type Row = Record<string, unknown>;

/** Columns holding an id whose name is what a reader compares, and where that name is. */
const NAMED: Record<string, { table: string; name: string }> = {
  type_id: { table: 'project_types', name: 'name' },
  status_type_id: { table: 'project_status_types', name: 'name' },
  location_id: { table: 'project_locations', name: 'name' },
  city_id: { table: 'cities', name: 'name' },
  district_id: { table: 'districts', name: 'name' },
  activity_type_id: { table: 'company_activity_types', name: 'name' },
  product_type_id: { table: 'company_product_types', name: 'name' },
  user_id: { table: 'users', name: 'email' },
  ...Object.fromEntries(PROJECT_COMPANY_ROLES.map(({ role }) => [role, { table: 'companies', name: 'company_name' }])),
};

const TABLE: Record<MergeKind, string> = { project: 'projects', company: 'companies', station: 'transformer_station_definitions' };
const NAME: Record<MergeKind, string> = { project: 'project_name', company: 'company_name', station: 'station_name' };

async function names(db: Db, rows: Row[]): Promise<Map<string, string>> {
  const byTable = new Map<string, { name: string; ids: Set<string> }>();
  for (const [column, target] of Object.entries(NAMED)) {
    for (const row of rows) {
      const value = row[column];
      if (typeof value !== 'string') continue;
      const entry = byTable.get(target.table) ?? { name: target.name, ids: new Set<string>() };
      entry.ids.add(value);
      byTable.set(target.table, entry);
    }
  }
  const found = new Map<string, string>();
  for (const [table, { name, ids }] of byTable) {
    const rows = await queryRows<{ id: string; name: string }>(db, sql`SELECT id, ${ident(name)} AS name FROM ${ident(table)} WHERE id = ANY(${uuidArray([...ids])})`);
    for (const r of rows) found.set(r.id, r.name);
  }
  return found;
}

function shown(value: unknown, column: string, named: Map<string, string>): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (column in NAMED && typeof value === 'string') return named.get(value) ?? value;
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'number') return value.toLocaleString('tr-TR', { maximumFractionDigits: 6 });
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('.');
  return String(value);
}

/** A group's value as one line ("12,5 MWp", "Konya / Karapınar"); null when it holds nothing (a unit alone is nothing). */
function display(row: Row, columns: readonly string[], named: Map<string, string>): string | null {
  const parts = columns.map((c) => shown(row[c], c, named));
  const withUnit = columns.length === 2 && (columns[1]!.endsWith('_unit') || columns[1] === 'investment_currency');
  if (withUnit && parts[0] === null) return null;
  const present = parts.filter((p): p is string => p !== null);
  if (present.length === 0) return null;
  return present.join(withUnit ? ' ' : columns[0] === 'city_id' ? ' / ' : ', ');
}

async function counts(db: Db, kind: MergeKind, id: string) {
  const roles = sql.join(
    PROJECT_COMPANY_ROLES.map(({ role }) => sql`${ident(role)} = ${id}`),
    sql` OR `,
  );
  const [row] = await queryRows<CompareResponse['a']['counts']>(
    db,
    kind === 'project'
      ? sql`SELECT
          (SELECT count(*)::int FROM record_events WHERE entity = 'project' AND entity_id = ${id}) AS events,
          (SELECT count(*)::int FROM user_projects WHERE project_id = ${id}) AS openings,
          (SELECT count(*)::int FROM watches WHERE target = 'project' AND target_id = ${id}) AS watches,
          (SELECT count(*)::int FROM project_suggestions WHERE project_id = ${id}) AS suggestions,
          (SELECT count(*)::int FROM user_project_submissions WHERE project_id = ${id}) AS submissions,
          0 AS projects, 0 AS capacities`
      : kind === 'company'
        ? sql`SELECT
          (SELECT count(*)::int FROM record_events WHERE entity = 'company' AND entity_id = ${id}) AS events,
          (SELECT count(*)::int FROM user_companies WHERE company_id = ${id}) AS openings,
          (SELECT count(*)::int FROM watches WHERE target = 'company' AND target_id = ${id}) AS watches,
          (SELECT count(*)::int FROM company_suggestions WHERE company_id = ${id}) AS suggestions,
          (SELECT count(*)::int FROM user_company_submissions WHERE company_id = ${id}) AS submissions,
          (SELECT count(*)::int FROM projects WHERE ${roles}) AS projects, 0 AS capacities`
        : // A station is opened by no one (premium reads every station) and has no suggestions.
          sql`SELECT
          (SELECT count(*)::int FROM record_events WHERE entity = 'station' AND entity_id = ${id}) AS events,
          0 AS openings,
          (SELECT count(*)::int FROM watches WHERE target = 'station' AND target_id = ${id}) AS watches,
          0 AS suggestions, 0 AS submissions, 0 AS projects,
          (SELECT count(*)::int FROM transformer_station_capacities WHERE station_id = ${id}) AS capacities`,
  );
  return row!;
}

const LINKS: Record<MergeKind, [string, string]> = {
  project: ['project_sources', 'project_id'],
  company: ['company_sources', 'company_id'],
  station: ['station_sources', 'station_id'],
};

/** Two stations' monthly capacities side by side, newest month first. */
async function capacitiesOf(db: Db, a: string, b: string): Promise<CompareCapacity[]> {
  return queryRows<CompareCapacity>(
    db,
    sql`SELECT year::int AS year, month::int AS month,
          (max(available_capacity) FILTER (WHERE station_id = ${a}))::float8 AS a,
          (max(available_capacity) FILTER (WHERE station_id = ${b}))::float8 AS b
        FROM transformer_station_capacities WHERE station_id IN (${a}, ${b})
        GROUP BY year, month ORDER BY year DESC, month DESC`,
  );
}

async function linkSources(db: Db, kind: MergeKind, id: string) {
  const [table, column] = LINKS[kind];
  return queryRows<{ source_id: string; name: string; external_key: string | null; verified_on: string }>(
    db,
    sql`SELECT l.source_id, s.name, l.external_key, l.verified_on::text AS verified_on
        FROM ${ident(table!)} AS l JOIN sources AS s ON s.id = l.source_id WHERE l.${ident(column!)} = ${id}
        ORDER BY s.name COLLATE tr_icu, l.source_id`,
  );
}

/** Both records, every field side by side (which differ), their sources and what hangs on each. */
export async function compareRecords(db: Db, kind: MergeKind, a: string, b: string): Promise<CompareResponse> {
  if (a === b) throw new AppError(400, 'VALIDATION_ERROR', MERGE_MESSAGES.sameRecord);
  const rows = await queryRows<{ id: string; row: Row | string }>(db, sql`SELECT t.id, to_jsonb(t) AS row FROM ${ident(TABLE[kind])} AS t WHERE t.id IN (${a}, ${b})`);
  const byId = new Map(rows.map((r) => [r.id, typeof r.row === 'string' ? (JSON.parse(r.row) as Row) : r.row]));
  const rowA = byId.get(a);
  const rowB = byId.get(b);
  if (!rowA || !rowB) throw new AppError(404, 'NOT_FOUND', MERGE_MESSAGES.notFound(kind));
  const named = await names(db, [rowA, rowB]);
  const fields = MERGE_FIELDS[kind].map((f) => ({
    field: f.field,
    label: f.label,
    a: display(rowA, f.columns, named),
    b: display(rowB, f.columns, named),
    differs: f.columns.some((c) => JSON.stringify(rowA[c] ?? null) !== JSON.stringify(rowB[c] ?? null)),
  }));
  const record = async (row: Row) => ({
    id: String(row.id),
    name: String(row[NAME[kind]]),
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    sources: await linkSources(db, kind, String(row.id)),
    counts: await counts(db, kind, String(row.id)),
  });
  return { kind, a: await record(rowA), b: await record(rowB), fields, capacities: kind === 'station' ? await capacitiesOf(db, a, b) : [] };
}

/** The merges, newest first; a search matches either record's name. */
export async function listMerges(db: Db, query: { search: string; page: number }) {
  const where = query.search
    ? sql`gv_fold(${record_merges.survivor_name} || ' ' || ${record_merges.merged_name}) LIKE '%' || gv_fold(${query.search}) || '%'`
    : undefined;
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const [rows, [total]] = [
    await db.select().from(record_merges).where(where).orderBy(desc(record_merges.merged_at), desc(record_merges.id)).limit(ADMIN_PAGE_SIZE).offset(offset),
    await db.select({ n: sql<number>`count(*)::int` }).from(record_merges).where(where),
  ];
  const items: MergeRow[] = rows.map((r) => {
    const kind = r.kind as MergeKind;
    return {
      id: r.id,
      kind,
      survivor_id: r.survivor_id,
      merged_id: r.merged_id,
      survivor_name: r.survivor_name,
      merged_name: r.merged_name,
      taken: MERGE_FIELDS[kind].filter((f) => r.choices[f.field] === 'merged').map((f) => f.label),
      merged_at: r.merged_at.toISOString(),
      merged_by_email: r.merged_by_email,
      undone_at: r.undone_at?.toISOString() ?? null,
      undone_by_email: r.undone_by_email,
    };
  });
  return { items, total: total?.n ?? 0, capped: false, page: query.page, page_size: ADMIN_PAGE_SIZE };
}
