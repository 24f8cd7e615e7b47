import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { IMPORT_MESSAGES, type ImportKind } from '../../../shared/schemas/imports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { companies, projects } from '../../db/schema/catalog';
import { import_rows, imports } from '../../db/schema/imports';
import { transformer_station_capacities, transformer_station_definitions } from '../../db/schema/stations';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import { AppError } from '../../lib/errors';
import { recordAdminChange } from '../audit/admin-audit';
import { sqlStateOf, type Admin } from '../admin/audited';
import { companyEvents, createdEvent, projectEvents, stationCapacityEvent, writeEvents, type EventContext, type NewRecordEvent } from '../history/record-events';
import { ident, insertRows, loadRecords, updateRows, uuidArray, withDefaults } from './batch-sql';
import { importProgress } from './import-progress';
import { IMPORT_KIND_DEFINITIONS } from './kinds';
import type { ImportKindDefinition, StoredRecord } from './kinds/kind';

// The commit (decision 039): exactly the rows the preview stored, in one transaction — the records, their
// source links, their history events (origin "import") and one audit row, or nothing at all. Each
// updated record's columns as they were are kept in its import row, for the revert.

const BATCH_ROWS = 1000;

const TABLES = {
  projects,
  companies,
  transformer_station_definitions,
  transformer_station_capacities,
  installed_power_stats,
  production_stats,
} as const;

/** What the commit reads of a row (not its diff or errors, which only the screen reads). */
const commitColumns = {
  row: import_rows.row,
  action: import_rows.action,
  label: import_rows.label,
  record_id: import_rows.record_id,
  record_version: import_rows.record_version,
  values: import_rows.values,
  link: import_rows.link,
};
type ImportRow = { [K in keyof typeof commitColumns]: (typeof commitColumns)[K]['_']['data'] | null } & { row: number; action: string; label: string };
type ImportRecord = typeof imports.$inferSelect;

/** "A, B, C ve 4 kayıt daha" */
export function recordList(labels: readonly string[], total = labels.length): string {
  const shown = labels.slice(0, 5).map((l) => `"${l}"`);
  return total > shown.length ? `${shown.join(', ')} ve ${total - shown.length} kayıt daha` : shown.join(', ');
}

/** The refusal for an import that is not in the state an action needs. */
export function statusRefusal(status: string, wanted: 'previewed' | 'committed'): AppError | null {
  if (status === wanted) return null;
  if (status === 'previewing') return new AppError(409, 'CONFLICT', IMPORT_MESSAGES.busy);
  if (status === 'failed') return new AppError(409, 'CONFLICT', IMPORT_MESSAGES.failed);
  if (status === 'reverted') return new AppError(409, 'CONFLICT', IMPORT_MESSAGES.alreadyReverted);
  if (status === 'committed') return new AppError(409, 'CONFLICT', IMPORT_MESSAGES.alreadyCommitted);
  return new AppError(409, 'CONFLICT', IMPORT_MESSAGES.notCommitted);
}

function pick(record: StoredRecord, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [k, record[k] ?? null]));
}

/** History of a batch: a project's status/capacity/parties events, a station's capacity, a company's or station's creation. */
function eventsOf(
  kind: ImportKind,
  def: ImportKindDefinition,
  created: { id: string; values: Record<string, unknown>; occurredOn: string }[],
  updated: { stored: StoredRecord; values: Record<string, unknown>; occurredOn: string }[],
  context: EventContext,
): (NewRecordEvent | null)[] {
  const at = (occurredOn: string) => ({ ...context, occurredOn });
  if (kind === 'projects') {
    return [
      ...created.flatMap((c) => projectEvents(c.id, null, c.values, at(c.occurredOn))),
      ...updated.flatMap((u) => projectEvents(String(u.stored.id), u.stored, u.values, at(u.occurredOn))),
    ];
  }
  if (kind === 'station_capacities') {
    const event = (stationId: unknown, year: unknown, month: unknown, before: unknown, after: unknown, occurredOn: string) =>
      stationCapacityEvent(String(stationId), { year: Number(year), month: Number(month) }, before === null ? null : Number(before), Number(after), at(occurredOn));
    return [
      ...created.map((c) => event(c.values.station_id, c.values.year, c.values.month, null, c.values.available_capacity, c.occurredOn)),
      ...updated
        .filter((u) => 'available_capacity' in u.values)
        .map((u) => event(u.stored.station_id, u.stored.year, u.stored.month, u.stored.available_capacity, u.values.available_capacity, u.occurredOn)),
    ];
  }
  if (kind === 'companies') {
    // A company's changed fields are kept for its public change log (decision 070).
    return [
      ...created.map((c) => createdEvent('company', c.id, at(c.occurredOn))),
      ...updated.flatMap((u) => companyEvents(String(u.stored.id), u.stored, u.values, at(u.occurredOn))),
    ];
  }
  if (def.entity) return created.map((c) => createdEvent(def.entity!, c.id, at(c.occurredOn)));
  return [];
}

async function applyBatch(tx: Db, record: ImportRecord, def: ImportKindDefinition, batch: readonly ImportRow[], committedAt: Date, actor: Admin | null) {
  const stamp = committedAt.toISOString();
  const link = 'link' in def.provenance && record.source_id ? def.provenance.link : null;
  const occurredOn = (row: ImportRow) => row.link?.verified_on ?? (row.values?.verified_on as string | undefined) ?? record.import_date;
  const writeBack: { row: number; record_id?: string; before?: Record<string, unknown>; link_before?: Record<string, unknown> }[] = [];

  // Updates: each record as the preview read it, or the commit is refused.
  const updates = batch.filter((r) => r.action === 'update');
  const stored = await loadRecords(
    tx,
    def.table,
    updates.map((u) => u.record_id!),
    { lock: true },
  );
  const stale = updates.filter((u) => String(stored.get(u.record_id!)?.updated_at) !== u.record_version);
  if (stale.length > 0) throw new AppError(409, 'CONFLICT', IMPORT_MESSAGES.stale(recordList(stale.map((s) => s.label))));
  const changing = updates.filter((u) => u.values && Object.keys(u.values).length > 0);
  await updateRows(
    tx,
    def.table,
    changing.map((u) => ({ id: u.record_id!, set: { ...u.values, updated_at: stamp } })),
  );
  for (const u of changing) writeBack.push({ row: u.row, before: pick(stored.get(u.record_id!)!, [...Object.keys(u.values!), 'updated_at']) });

  // Creates: new ids, the commit's time as their last change (the revert checks it).
  const creates = batch.filter((r) => r.action === 'create').map((r) => ({ row: r, id: randomUUID() }));
  if (creates.length > 0) {
    const table = TABLES[def.table as keyof typeof TABLES];
    await insertRows(
      tx,
      def.table,
      creates.map(({ row, id }) => ({ ...withDefaults(table, row.values!), id, created_at: stamp, updated_at: stamp })),
    );
    for (const { row, id } of creates) writeBack.push({ row: row.row, record_id: id });
  }

  // Source links: added for creates, added or changed for updates (the old link kept for the revert).
  if (link) {
    const linked = updates.filter((u) => u.link);
    if (linked.length > 0) {
      const before = await queryRows<{ id: string; link: Record<string, unknown> }>(
        tx,
        sql`SELECT ${ident(link.recordColumn)}::text AS id, to_jsonb(l) AS link FROM ${ident(link.table)} AS l
            WHERE l.source_id = ${record.source_id} AND ${ident(link.recordColumn)} = ANY(${uuidArray(linked.map((u) => u.record_id!))})
            FOR UPDATE`,
      );
      const byId = new Map(before.map((b) => [b.id, b.link]));
      for (const u of linked) {
        const old = byId.get(u.record_id!);
        const entry = writeBack.find((w) => w.row === u.row);
        if (!old) continue;
        if (entry) entry.link_before = old;
        else writeBack.push({ row: u.row, link_before: old });
      }
    }
    const links = [
      ...creates.filter(({ row }) => row.link).map(({ row, id }) => ({ record: id, ...row.link! })),
      ...linked.map((u) => ({ record: u.record_id!, ...u.link! })),
    ];
    if (links.length > 0) {
      await tx.execute(sql`
        INSERT INTO ${ident(link.table)} (${ident(link.recordColumn)}, source_id, external_key, verified_on, citation, data_date)
        SELECT x.record, ${record.source_id}::uuid, x.external_key, x.verified_on, x.citation, x.data_date
        FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS x(record uuid, external_key text, verified_on date, citation text, data_date date)
        ON CONFLICT (${ident(link.recordColumn)}, source_id) DO UPDATE SET external_key = EXCLUDED.external_key, verified_on = EXCLUDED.verified_on,
          citation = EXCLUDED.citation, data_date = EXCLUDED.data_date`);
    }
  }

  const context: EventContext = { origin: 'import', importId: record.id, sourceId: record.source_id, actorId: actor?.id ?? null };
  const events = eventsOf(
    record.kind as ImportKind,
    def,
    creates.map(({ row, id }) => ({ id, values: row.values!, occurredOn: occurredOn(row) })),
    changing.map((u) => ({ stored: stored.get(u.record_id!)!, values: u.values!, occurredOn: occurredOn(u) })),
    context,
  ).filter((event): event is NewRecordEvent => event !== null);
  // Dated at the commit's own time, like its records.
  await writeEvents(tx, events.map((event) => ({ ...event, created_at: committedAt })));

  if (writeBack.length > 0) {
    await tx.execute(sql`
      UPDATE import_rows AS r SET
        record_id = coalesce((x->>'record_id')::uuid, r.record_id),
        before = x->'before',
        link_before = x->'link_before'
      FROM jsonb_array_elements(${JSON.stringify(writeBack)}::jsonb) AS x
      WHERE r.import_id = ${record.id} AND r.row = (x->>'row')::int`);
  }
}

/**
 * The columns the commit leaves out: each unmapped column holding data must be named in `ignore`
 * (400 naming the undecided ones otherwise), and `ignore` names only such columns, so nothing in
 * the file is dropped without the admin saying so (docs/decisions/053-importer-never-drops-a-column.md).
 */
export function ignoredColumns(unmapped: readonly string[], ignore: readonly string[]): string[] {
  const known = new Set(unmapped);
  for (const header of ignore) {
    if (!known.has(header)) throw new AppError(400, 'VALIDATION_ERROR', IMPORT_MESSAGES.ignoreUnknown(header), { path: 'ignore_columns' });
  }
  const decided = new Set(ignore);
  const undecided = unmapped.filter((header) => !decided.has(header));
  if (undecided.length > 0) throw new AppError(400, 'VALIDATION_ERROR', IMPORT_MESSAGES.undecidedColumns(undecided), { path: 'ignore_columns' });
  return unmapped.filter((header) => decided.has(header));
}

export interface CommitOptions {
  /** Headers of the preview's unmapped columns the admin confirmed are not imported. */
  ignoreColumns?: readonly string[];
}

/**
 * Writes a previewed import. Refused (409) when it is not `previewed` (committing twice writes
 * once), or when a record it updates changed after the preview: the admin previews again; refused
 * (400) while an unmapped column holding data is neither mapped nor confirmed as not imported.
 */
export async function commitImport(db: Db, id: string, actor: Admin | null, options: CommitOptions = {}): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [record] = await tx.select().from(imports).where(eq(imports.id, id)).for('update');
      if (!record) throw new AppError(404, 'NOT_FOUND', IMPORT_MESSAGES.notFound);
      const refusal = statusRefusal(record.status, 'previewed');
      if (refusal) throw refusal;
      const ignored = ignoredColumns(record.unmapped, options.ignoreColumns ?? []);
      const def = IMPORT_KIND_DEFINITIONS[record.kind as ImportKind];
      const committedAt = new Date();
      importProgress.start(id, 'committing', record.create_count + record.update_count);
      let after = 0;
      let done = 0;
      for (;;) {
        const batch = await tx
          .select(commitColumns)
          .from(import_rows)
          .where(and(eq(import_rows.import_id, id), gt(import_rows.row, after), inArray(import_rows.action, ['create', 'update'])))
          .orderBy(asc(import_rows.row))
          .limit(BATCH_ROWS);
        if (batch.length === 0) break;
        await applyBatch(tx, record, def, batch, committedAt, actor);
        after = batch.at(-1)!.row;
        done += batch.length;
        importProgress.advance(id, done);
      }
      await tx
        .update(imports)
        .set({ status: 'committed', committed_at: committedAt, committed_by: actor?.id ?? null, committed_by_email: actor?.email ?? null, ignored_columns: ignored })
        .where(eq(imports.id, id));
      if (actor) {
        await recordAdminChange(tx, {
          admin: actor,
          action: 'commit',
          entity: 'imports',
          entityId: id,
          after: {
            kind: record.kind,
            file_name: record.file_name,
            source_id: record.source_id,
            counts: { create: record.create_count, update: record.update_count, unchanged: record.unchanged_count, duplicate: record.duplicate_count, error: record.error_count },
            ignored_columns: ignored,
          },
        });
      }
    });
  } catch (error) {
    // A key or a month another writer added since the preview: the whole commit is undone.
    if (sqlStateOf(error) === '23505') throw new AppError(409, 'CONFLICT', IMPORT_MESSAGES.staleUnique);
    throw error;
  } finally {
    importProgress.finish(id);
  }
}
