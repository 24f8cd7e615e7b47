import { and, asc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import { IMPORT_MESSAGES, type ImportKind } from '../../../shared/schemas/imports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { import_rows, imports } from '../../db/schema/imports';
import { AppError } from '../../lib/errors';
import { recordAdminChange } from '../audit/admin-audit';
import type { Admin } from '../admin/audited';
import { ident, updateRows } from './batch-sql';
import { recordList, statusRefusal } from './commit-import';
import { IMPORT_KIND_DEFINITIONS } from './kinds';

// The revert (docs/decisions/039-imports-preview-commit-revert.md): one import undone
// exactly — what it updated gets back the columns it had (updated_at included), what it created is
// deleted (members' paid openings stay in their inventory, decision 031), its source links and its
// history events go. Refused (409, naming the records) when that would undo someone else's work:
// a record it wrote changed since, a later import wrote the same record, or a record it created
// is now used by another.

const BATCH_ROWS = 1000;

/** Rows of this import that wrote their record's columns (a create, or an update with values). */
const wroteColumns = sql`(r.action = 'create' OR (r.action = 'update' AND r.values <> '{}'::jsonb))`;

async function labels(db: Db, query: SQL): Promise<{ labels: string[]; total: number }> {
  const rows = await queryRows<{ label: string; total: number }>(db, sql`SELECT label, count(*) OVER ()::int AS total FROM (${query}) AS q LIMIT 5`);
  return { labels: rows.map((r) => r.label), total: rows[0]?.total ?? 0 };
}

/** "santraller.csv" (27.11.2026 10:42): an import as the history names it. */
export function importName(fileName: string, committedAt: Date): string {
  return `"${fileName}" (${committedAt.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'short', timeStyle: 'short' })})`;
}

/** Where a created record is used by a record this import did not write. */
function usesOf(kind: ImportKind, id: string): SQL | null {
  const created = sql`r.action = 'create' AND r.record_id IS NOT NULL`;
  if (kind === 'projects') return sql`SELECT r.label FROM import_rows r WHERE r.import_id = ${id} AND ${created} AND EXISTS (SELECT 1 FROM project_suggestions s WHERE s.project_id = r.record_id)`;
  if (kind === 'companies') {
    const linked = sql.join(
      PROJECT_COMPANY_ROLES.map(({ role }) => sql`p.${ident(role)} = r.record_id`),
      sql` OR `,
    );
    return sql`SELECT r.label FROM import_rows r WHERE r.import_id = ${id} AND ${created}
      AND (EXISTS (SELECT 1 FROM projects p WHERE ${linked}) OR EXISTS (SELECT 1 FROM company_suggestions s WHERE s.company_id = r.record_id))`;
  }
  if (kind === 'stations') {
    return sql`SELECT r.label FROM import_rows r WHERE r.import_id = ${id} AND ${created} AND EXISTS (SELECT 1 FROM transformer_station_capacities c WHERE c.station_id = r.record_id)`;
  }
  return null;
}

async function refuseConflicts(tx: Db, id: string, kind: ImportKind, table: string, committedAt: Date) {
  const changed = await labels(
    tx,
    sql`SELECT r.label, r.row FROM import_rows r JOIN ${ident(table)} t ON t.id = r.record_id
        WHERE r.import_id = ${id} AND ${wroteColumns} AND t.updated_at <> ${committedAt.toISOString()}::timestamptz
        UNION ALL
        SELECT r.label, r.row FROM import_rows r
        WHERE r.import_id = ${id} AND r.action = 'update' AND NOT EXISTS (SELECT 1 FROM ${ident(table)} t WHERE t.id = r.record_id)
        ORDER BY row`,
  );
  if (changed.total > 0) throw new AppError(409, 'CONFLICT', IMPORT_MESSAGES.revertChanged(recordList(changed.labels, changed.total)));

  const later = await queryRows<{ file_name: string; committed_ms: number }>(
    tx,
    sql`SELECT DISTINCT i.file_name, extract(epoch FROM i.committed_at)::float8 * 1000 AS committed_ms FROM import_rows r
        JOIN import_rows o ON o.record_id = r.record_id AND o.import_id <> r.import_id AND o.action IN ('create', 'update')
        JOIN imports i ON i.id = o.import_id AND i.status = 'committed' AND i.committed_at > ${committedAt.toISOString()}::timestamptz
        WHERE r.import_id = ${id} AND r.action IN ('create', 'update')
        ORDER BY committed_ms LIMIT 5`,
  );
  if (later.length > 0) throw new AppError(409, 'CONFLICT', IMPORT_MESSAGES.revertLater(later.map((l) => importName(l.file_name, new Date(Number(l.committed_ms)))).join(', ')));

  // A record merged since (as survivor or merged away) now carries the other's links and history,
  // and a station's monthly capacity a merge moved or set aside is no longer where the import left
  // it: the merge is undone first (docs/decisions/066-merging-duplicate-records.md, 072).
  const merged = await labels(
    tx,
    sql`SELECT r.label FROM import_rows r WHERE r.import_id = ${id} AND r.record_id IS NOT NULL AND r.action IN ('create', 'update')
        AND EXISTS (SELECT 1 FROM record_merges m WHERE m.undone_at IS NULL
          AND (m.survivor_id = r.record_id OR m.merged_id = r.record_id
            OR (m.kind = 'station' AND (m.moved->'transformer_station_capacities.station_id' ? r.record_id::text
              OR m.removed->'transformer_station_capacities' @> jsonb_build_array(jsonb_build_object('id', r.record_id::text))))))
        ORDER BY r.row`,
  );
  if (merged.total > 0) throw new AppError(409, 'CONFLICT', IMPORT_MESSAGES.revertMerged(recordList(merged.labels, merged.total)));

  const uses = usesOf(kind, id);
  if (uses) {
    const used = await labels(tx, uses);
    if (used.total > 0) throw new AppError(409, 'CONFLICT', IMPORT_MESSAGES.revertUsed(recordList(used.labels, used.total)));
  }
}

/** Undoes a committed import. Reverting twice is refused (409): the second finds it reverted. */
export async function revertImport(db: Db, id: string, actor: Admin | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [record] = await tx.select().from(imports).where(eq(imports.id, id)).for('update');
    if (!record) throw new AppError(404, 'NOT_FOUND', IMPORT_MESSAGES.notFound);
    const refusal = statusRefusal(record.status, 'committed');
    if (refusal) throw refusal;
    const kind = record.kind as ImportKind;
    const def = IMPORT_KIND_DEFINITIONS[kind];
    await refuseConflicts(tx, id, kind, def.table, record.committed_at!);

    // Updated records get back the columns they had, updated_at included.
    for (let after = 0; ; ) {
      const batch = await tx
        .select({ row: import_rows.row, record_id: import_rows.record_id, before: import_rows.before })
        .from(import_rows)
        .where(and(eq(import_rows.import_id, id), eq(import_rows.action, 'update'), gt(import_rows.row, after), isNotNull(import_rows.before)))
        .orderBy(asc(import_rows.row))
        .limit(BATCH_ROWS);
      if (batch.length === 0) break;
      await updateRows(
        tx,
        def.table,
        batch.map((b) => ({ id: b.record_id!, set: b.before! })),
      );
      after = batch.at(-1)!.row;
    }

    if ('link' in def.provenance && record.source_id) {
      const { table, recordColumn } = def.provenance.link;
      const rows = sql`FROM import_rows r WHERE r.import_id = ${id} AND r.action = 'update' AND r.link IS NOT NULL`;
      await tx.execute(sql`DELETE FROM ${ident(table)} AS l USING (SELECT r.record_id ${rows} AND r.link_before IS NULL) AS r
        WHERE l.${ident(recordColumn)} = r.record_id AND l.source_id = ${record.source_id}`);
      await tx.execute(sql`UPDATE ${ident(table)} AS l SET external_key = r.link_before->>'external_key', verified_on = (r.link_before->>'verified_on')::date,
        citation = r.link_before->>'citation', data_date = (r.link_before->>'data_date')::date
        FROM (SELECT r.record_id, r.link_before ${rows} AND r.link_before IS NOT NULL) AS r
        WHERE l.${ident(recordColumn)} = r.record_id AND l.source_id = ${record.source_id}`);
    }

    // Created records go (their links with them); inventory rows keep their name and price (SET NULL).
    await tx.execute(sql`DELETE FROM ${ident(def.table)} AS t USING import_rows r WHERE r.import_id = ${id} AND r.action = 'create' AND t.id = r.record_id`);
    await tx.execute(sql`DELETE FROM record_events WHERE import_id = ${id}`);

    await tx
      .update(imports)
      .set({ status: 'reverted', reverted_at: new Date(), reverted_by: actor?.id ?? null, reverted_by_email: actor?.email ?? null })
      .where(eq(imports.id, id));
    if (actor) {
      await recordAdminChange(tx, {
        admin: actor,
        action: 'revert',
        entity: 'imports',
        entityId: id,
        after: { kind, file_name: record.file_name, source_id: record.source_id },
      });
    }
  });
}
