import { randomUUID } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import { MERGE_FIELDS, MERGE_MESSAGES, type MergeKind } from '../../../shared/schemas/merges';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { companies, projects } from '../../db/schema/catalog';
import { transformer_station_definitions } from '../../db/schema/stations';
import { record_merges, type MergeMoves, type MergeRemovals } from '../../db/schema/quality';
import { AppError } from '../../lib/errors';
import type { Admin } from '../admin/audited';
import { recordAdminChange } from '../audit/admin-audit';
import { projectEvents, writeEvents, type NewRecordEvent } from '../history/record-events';
import { ident, uuidArray } from '../imports/batch-sql';
import { FAN_OUT_LOCK } from '../watches/fan-out';

// Merging two duplicate records and undoing it exactly (docs/decisions/066-merging-duplicate-records.md).
// One transaction each. The merge moves every row that names the merged-away record to the survivor
// (a twin the survivor already has — a second link to the same source, a second watch or opening
// by the same member — is removed and kept whole), writes the chosen values on the survivor through
// the history path, deletes the merged-away row and keeps it whole in `record_merges`. The undo puts
// back the row, the twins, every moved reference (by its key) and the survivor's overwritten
// columns, and removes the merge's own history events; refused (409) when the survivor changed or
// went since, which undoing would overwrite.

/** A table whose rows name a record: the column, the key a moved row is remembered by, and what makes two rows twins. */
interface Reference {
  table: string;
  column: string;
  key: string;
  /** Only the rows of this kind of record (watches, events and notifications name several kinds). */
  where?: string;
  /** Columns that, with `column`, are unique: a merged-away row whose twin the survivor has is removed. */
  twin?: readonly string[];
  /** Only rows of this kind are twins (a partial unique index: one pending claim per company and member). */
  twinWhere?: string;
}

const SHARED = (entity: MergeKind): Reference[] => [
  { table: 'watches', column: 'target_id', key: 'id', where: `target = '${entity}'`, twin: ['user_id'] },
  { table: 'record_events', column: 'entity_id', key: 'id', where: `entity = '${entity}'` },
  { table: 'notifications', column: 'entity_id', key: 'id', where: `entity = '${entity}'` },
];

/** Every table that refers to a project or a company (docs/decisions/066 lists them, and what is left as it is). */
export const MERGE_REFERENCES: Record<MergeKind, readonly Reference[]> = {
  project: [
    { table: 'project_sources', column: 'project_id', key: 'source_id', twin: ['source_id'] },
    { table: 'project_suggestions', column: 'project_id', key: 'id' },
    { table: 'user_project_submissions', column: 'project_id', key: 'id' },
    { table: 'user_projects', column: 'project_id', key: 'id', twin: ['user_id'] },
    ...SHARED('project'),
  ],
  company: [
    { table: 'company_sources', column: 'company_id', key: 'source_id', twin: ['source_id'] },
    { table: 'company_suggestions', column: 'company_id', key: 'id' },
    { table: 'user_company_submissions', column: 'company_id', key: 'id' },
    { table: 'user_companies', column: 'company_id', key: 'id', twin: ['user_id'] },
    // A member's pending claim on both companies: the merged-away one goes, kept whole (the unique
    // pending index allows one); decided claims all move (docs/decisions/069-company-claims-and-representatives.md).
    { table: 'company_claims', column: 'company_id', key: 'id', twin: ['user_id'], twinWhere: `status = 'pending'` },
    // A representative's corrections and their source documents follow the company (decision 070).
    { table: 'project_suggestions', column: 'representing_company_id', key: 'id' },
    { table: 'company_suggestions', column: 'representing_company_id', key: 'id' },
    { table: 'correction_documents', column: 'company_id', key: 'id' },
    // The projects that name the company in a role: the link moves, the project's own updated_at stays.
    ...PROJECT_COMPANY_ROLES.map(({ role }) => ({ table: 'projects', column: role, key: 'id' })),
    ...SHARED('company'),
  ],
  // A station's geometry is not here: it is the cache of one file, handled by `moveGeometry`.
  station: [
    { table: 'station_sources', column: 'station_id', key: 'source_id', twin: ['source_id'] },
    // Every month of both stations is kept; where both have one, the survivor's figure stays and the
    // other's is removed and kept whole for the undo (docs/decisions/072-merging-stations-and-their-monthly-capacities.md).
    { table: 'transformer_station_capacities', column: 'station_id', key: 'id', twin: ['year', 'month'] },
    ...SHARED('station'),
  ],
};

export const MERGE_TABLES = { project: projects, company: companies, station: transformer_station_definitions } as const;
const TABLE_NAME: Record<MergeKind, string> = { project: 'projects', company: 'companies', station: 'transformer_station_definitions' };
const NAME_COLUMN: Record<MergeKind, string> = { project: 'project_name', company: 'company_name', station: 'station_name' };
const GEOMETRIES = 'transformer_station_geometries';

/**
 * A station's map geometry is computed from its file and kept beside it (decision 029): after a merge
 * the survivor keeps the geometry of the file it ends with, whichever station's file that is. Both
 * stations' rows are removed and kept whole; the one drawn from the survivor's file is written again
 * under the survivor's id. (Moving a row by its key, as the references are, cannot say which of two
 * rows of one station id went where.)
 */
async function moveGeometry(tx: Db, survivorId: string, mergedId: string, survivorFile: unknown, removed: MergeRemovals): Promise<void> {
  // The geometry as the text stored (a json column, never decoded again: decision 029), the time to the microsecond.
  const gone = await queryRows<{ row: Row | string }>(
    tx,
    sql`DELETE FROM ${ident(GEOMETRIES)} AS g WHERE g.station_id IN (${survivorId}, ${mergedId})
        RETURNING jsonb_build_object('station_id', g.station_id, 'kml_file_path', g.kml_file_path, 'geometry', g.geometry::text, 'created_at', g.created_at) AS row`,
  );
  if (gone.length === 0) return;
  const rows = gone.map((g) => (typeof g.row === 'string' ? (JSON.parse(g.row) as Row) : g.row));
  removed[GEOMETRIES] = rows;
  const drawsFile = (r: Row) => survivorFile !== null && r.kml_file_path === survivorFile;
  // The survivor's own row first: both stations may name the same file.
  const kept = rows.find((r) => r.station_id === survivorId && drawsFile(r)) ?? rows.find(drawsFile);
  if (kept) await insertGeometries(tx, [{ ...kept, station_id: survivorId }]);
}

async function insertGeometries(tx: Db, rows: readonly Row[]): Promise<void> {
  await tx.execute(
    sql`INSERT INTO ${ident(GEOMETRIES)} (station_id, kml_file_path, geometry, created_at)
        SELECT x.station_id, x.kml_file_path, x.geometry::json, x.created_at
        FROM jsonb_to_recordset(${json(rows)}) AS x(station_id uuid, kml_file_path text, geometry text, created_at timestamptz)`,
  );
}

/** The columns a row is put back with (generated ones are computed again). */
function storedColumns(kind: MergeKind): string[] {
  return Object.values(getTableColumns(MERGE_TABLES[kind]))
    .filter((c) => !c.generated)
    .map((c) => c.name);
}

const refKey = (ref: Reference) => `${ref.table}.${ref.column}`;
const filterOf = (ref: Reference, alias = '') => (ref.where ? sql.raw(` AND ${alias}${ref.where}`) : sql``);
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const columnList = (columns: readonly string[], alias?: string) =>
  sql.join(
    columns.map((c) => (alias ? sql`${ident(alias)}.${ident(c)}` : ident(c))),
    sql`, `,
  );

type Row = Record<string, unknown>;

async function lockRecords(tx: Db, kind: MergeKind, ids: string[]): Promise<Map<string, Row>> {
  const rows = await queryRows<{ id: string; row: Row }>(
    tx,
    sql`SELECT t.id, to_jsonb(t) AS row FROM ${ident(TABLE_NAME[kind])} AS t WHERE t.id = ANY(${uuidArray(ids)}) ORDER BY t.id FOR UPDATE OF t`,
  );
  return new Map(rows.map((r) => [r.id, typeof r.row === 'string' ? (JSON.parse(r.row) as Row) : r.row]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export interface MergeInput {
  kind: MergeKind;
  survivorId: string;
  mergedId: string;
  choices: Record<string, 'survivor' | 'merged'>;
}

/** Merges `mergedId` into `survivorId`; the merged-away id answers with the survivor from then on. */
export async function mergeRecords(db: Db, input: MergeInput, actor: Admin): Promise<{ id: string; survivorName: string; mergedName: string }> {
  const { kind, survivorId, mergedId } = input;
  if (survivorId === mergedId) throw new AppError(400, 'VALIDATION_ERROR', MERGE_MESSAGES.sameRecord);
  const fields = MERGE_FIELDS[kind];
  for (const field of Object.keys(input.choices)) {
    if (!fields.some((f) => f.field === field)) throw new AppError(400, 'VALIDATION_ERROR', MERGE_MESSAGES.unknownField(field), { path: `choices.${field}` });
  }
  const table = TABLE_NAME[kind];
  const nameColumn = NAME_COLUMN[kind];

  return db.transaction(async (tx) => {
    // Both rows locked in id order: a second merge of either waits here, then finds one gone.
    const rows = await lockRecords(tx, kind, [survivorId, mergedId]);
    const survivor = rows.get(survivorId);
    const merged = rows.get(mergedId);
    if (!survivor || !merged) {
      const gone = await tx.select({ id: record_merges.id }).from(record_merges).where(sql`${record_merges.kind} = ${kind} AND ${record_merges.merged_id} IN (${survivorId}, ${mergedId}) AND ${record_merges.undone_at} IS NULL`).limit(1);
      if (gone.length > 0) throw new AppError(409, 'CONFLICT', MERGE_MESSAGES.alreadyMerged);
      throw new AppError(404, 'NOT_FOUND', MERGE_MESSAGES.notFound(kind));
    }

    // The survivor's columns that take the merged-away record's value (only those that differ).
    const taken = fields.filter((f) => input.choices[f.field] === 'merged' && f.columns.some((c) => !same(survivor[c], merged[c])));
    const takenColumns = taken.flatMap((f) => f.columns);
    const choices = Object.fromEntries(taken.map((f) => [f.field, 'merged' as const]));
    const survivorBefore: Row = Object.fromEntries([...takenColumns, 'updated_at'].map((c) => [c, survivor[c] ?? null]));

    // Twins first (their unique key would collide), then every other row moves.
    const removed: MergeRemovals = {};
    const moved: MergeMoves = {};
    for (const ref of MERGE_REFERENCES[kind]) {
      if (ref.twin) {
        const twinMatch = sql.join(
          ref.twin.map((c) => sql`s.${ident(c)} = m.${ident(c)}`),
          sql` AND `,
        );
        const twinsOnly = (alias: string) => (ref.twinWhere ? sql.raw(` AND ${alias}${ref.twinWhere}`) : sql``);
        const gone = await queryRows<{ row: Row | string }>(
          tx,
          sql`DELETE FROM ${ident(ref.table)} AS m WHERE m.${ident(ref.column)} = ${mergedId}${filterOf(ref, 'm.')}${twinsOnly('m.')}
              AND EXISTS (SELECT 1 FROM ${ident(ref.table)} AS s WHERE s.${ident(ref.column)} = ${survivorId}${filterOf(ref, 's.')}${twinsOnly('s.')} AND ${twinMatch})
              RETURNING to_jsonb(m) AS row`,
        );
        if (gone.length > 0) removed[ref.table] = gone.map((g) => (typeof g.row === 'string' ? (JSON.parse(g.row) as Row) : g.row));
      }
      const keys = await queryRows<{ key: string }>(
        tx,
        sql`UPDATE ${ident(ref.table)} SET ${ident(ref.column)} = ${survivorId} WHERE ${ident(ref.column)} = ${mergedId}${filterOf(ref)} RETURNING ${ident(ref.key)}::text AS key`,
      );
      if (keys.length > 0) moved[refKey(ref)] = keys.map((k) => k.key);
    }

    if (kind === 'station') {
      const file = takenColumns.includes('kml_file_path') ? merged.kml_file_path : survivor.kml_file_path;
      await moveGeometry(tx, survivorId, mergedId, file ?? null, removed);
    }
    await tx.execute(sql`DELETE FROM ${ident(table)} WHERE id = ${mergedId}`);

    let survivorAfter = survivor;
    if (takenColumns.length > 0) {
      const [updated] = await queryRows<{ row: Row | string }>(
        tx,
        sql`UPDATE ${ident(table)} AS t SET (${columnList(takenColumns)}, updated_at) =
              (SELECT ${columnList(takenColumns, 'r')}, now() FROM jsonb_populate_record(NULL::${ident(table)}, ${json(merged)}) AS r)
            WHERE t.id = ${survivorId} RETURNING to_jsonb(t) AS row`,
      );
      survivorAfter = typeof updated!.row === 'string' ? (JSON.parse(updated!.row) as Row) : updated!.row;
    }

    const survivorName = String(survivorAfter[nameColumn]);
    const mergedName = String(merged[nameColumn]);
    const context = { origin: 'admin' as const, actorId: actor.id };
    const events: NewRecordEvent[] = [
      ...(kind === 'project' && takenColumns.length > 0 ? projectEvents(survivorId, survivor, survivorAfter, context) : []),
      // Both records' histories say so: the survivor's, and the one kept under the merged-away id.
      { entity: kind, entity_id: survivorId, kind: 'merged', changes: { record: { before: mergedName, after: survivorName } }, occurred_on: today(), origin: 'admin', actor_id: actor.id },
      { entity: kind, entity_id: mergedId, kind: 'merged', changes: { record: { before: mergedName, after: survivorName } }, occurred_on: today(), origin: 'admin', actor_id: actor.id },
    ].map((e) => ({ ...e, id: randomUUID() }));
    await writeEvents(tx, events);

    const [merge] = await tx
      .insert(record_merges)
      .values({
        kind,
        survivor_id: survivorId,
        merged_id: mergedId,
        survivor_name: survivorName,
        merged_name: mergedName,
        choices,
        merged_row: merged,
        survivor_before: survivorBefore,
        survivor_updated_at: String(survivorAfter.updated_at),
        moved,
        removed,
        event_ids: events.map((e) => e.id!),
        merged_by: actor.id,
        merged_by_email: actor.email,
      })
      .returning({ id: record_merges.id });
    await recordAdminChange(tx, {
      admin: actor,
      action: 'merge',
      entity: 'record_merges',
      entityId: merge!.id,
      after: { kind, survivor_id: survivorId, merged_id: mergedId, survivor_name: survivorName, merged_name: mergedName, choices },
    });
    return { id: merge!.id, survivorName, mergedName };
  });
}

const today = () => new Date().toISOString().slice(0, 10);

/** Undoes a merge exactly; a second undo, or one that would overwrite a later change of the survivor, is refused (409). */
export async function undoMerge(db: Db, mergeId: string, actor: Admin): Promise<{ survivorName: string; mergedName: string }> {
  return db.transaction(async (tx) => {
    const [merge] = await tx.select().from(record_merges).where(eq(record_merges.id, mergeId)).for('update');
    if (!merge) throw new AppError(404, 'NOT_FOUND', MERGE_MESSAGES.mergeNotFound);
    if (merge.undone_at) throw new AppError(409, 'CONFLICT', MERGE_MESSAGES.alreadyUndone);
    const kind = merge.kind as MergeKind;
    const table = TABLE_NAME[kind];

    const [survivor] = await queryRows<{ unchanged: boolean }>(
      tx,
      sql`SELECT t.updated_at = ${merge.survivor_updated_at}::timestamptz AS unchanged FROM ${ident(table)} AS t WHERE t.id = ${merge.survivor_id} FOR UPDATE OF t`,
    );
    if (!survivor) throw new AppError(409, 'CONFLICT', MERGE_MESSAGES.survivorGone(merge.survivor_name));
    if (!survivor.unchanged) throw new AppError(409, 'CONFLICT', MERGE_MESSAGES.survivorChanged(merge.survivor_name));

    // The merged-away row first: what moves back needs it to point at.
    const columns = storedColumns(kind);
    await tx.execute(
      sql`INSERT INTO ${ident(table)} (${columnList(columns)}) SELECT ${columnList(columns, 'r')} FROM jsonb_populate_record(NULL::${ident(table)}, ${json(merge.merged_row)}) AS r`,
    );
    const restored = Object.keys(merge.survivor_before);
    if (restored.length > 1) {
      await tx.execute(
        sql`UPDATE ${ident(table)} AS t SET (${columnList(restored)}) = (SELECT ${columnList(restored, 'r')} FROM jsonb_populate_record(NULL::${ident(table)}, ${json(merge.survivor_before)}) AS r)
            WHERE t.id = ${merge.survivor_id}`,
      );
    }
    // The merge's own history goes, with what it notified (as an import's revert removes its events).
    // Taken with the fan-out's lock: a fan-out that read these events cannot write their
    // notifications after this removed them.
    const eventIds = merge.event_ids;
    if (eventIds.length > 0) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${FAN_OUT_LOCK}))`);
      await tx.execute(sql`DELETE FROM record_events WHERE id = ANY(${uuidArray(eventIds)})`);
      await tx.execute(sql`DELETE FROM notifications WHERE event_id = ANY(${uuidArray(eventIds)})`);
    }
    // The geometry written for the survivor goes; both stations' own rows come back below.
    if (kind === 'station') await tx.execute(sql`DELETE FROM ${ident(GEOMETRIES)} WHERE station_id = ${merge.survivor_id}`);
    const geometries = merge.removed[GEOMETRIES];
    if (geometries && geometries.length > 0) await insertGeometries(tx, geometries);
    for (const ref of MERGE_REFERENCES[kind]) {
      const rows = merge.removed[ref.table];
      if (ref.twin && rows && rows.length > 0) {
        await tx.execute(sql`INSERT INTO ${ident(ref.table)} SELECT * FROM jsonb_populate_recordset(NULL::${ident(ref.table)}, ${json(rows)})`);
      }
      const keys = merge.moved[refKey(ref)];
      if (keys && keys.length > 0) {
        await tx.execute(
          sql`UPDATE ${ident(ref.table)} SET ${ident(ref.column)} = ${merge.merged_id}
              WHERE ${ident(ref.column)} = ${merge.survivor_id}${filterOf(ref)} AND ${ident(ref.key)} = ANY(${uuidArray(keys)})`,
        );
      }
    }
    await tx.update(record_merges).set({ undone_at: new Date(), undone_by: actor.id, undone_by_email: actor.email }).where(eq(record_merges.id, mergeId));
    await recordAdminChange(tx, {
      admin: actor,
      action: 'undo',
      entity: 'record_merges',
      entityId: mergeId,
      after: { kind, survivor_id: merge.survivor_id, merged_id: merge.merged_id },
    });
    return { survivorName: merge.survivor_name, mergedName: merge.merged_name };
  });
}

/**
 * Where a merged-away id went: the survivor of its merge, followed through later merges of that
 * survivor; null for an id no active merge took away.
 */
export async function mergedInto(db: Db, kind: MergeKind, id: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`WITH RECURSIVE chain(id, depth) AS (
          SELECT survivor_id, 1 FROM record_merges WHERE kind = ${kind} AND merged_id = ${id} AND undone_at IS NULL
          UNION ALL
          SELECT m.survivor_id, c.depth + 1 FROM record_merges m JOIN chain c ON m.merged_id = c.id AND m.kind = ${kind} AND m.undone_at IS NULL
          WHERE c.depth < 50)
        SELECT id FROM chain ORDER BY depth DESC LIMIT 1`,
  );
  return row?.id ?? null;
}


/**
 * Where a station id, or a monthly capacity's id, went: the surviving station of the active merge that
 * took the station away, or that removed the month because the survivor had its own for it (its
 * figure is kept in the merge); null otherwise.
 */
export async function stationMergedInto(db: Db, id: string): Promise<string | null> {
  const direct = await mergedInto(db, 'station', id);
  if (direct) return direct;
  const [month] = await queryRows<{ survivor: string }>(
    db,
    sql`SELECT survivor_id AS survivor FROM record_merges
        WHERE kind = 'station' AND undone_at IS NULL AND removed->'transformer_station_capacities' @> jsonb_build_array(jsonb_build_object('id', ${id}::text))
        ORDER BY merged_at DESC LIMIT 1`,
  );
  return month ? ((await mergedInto(db, 'station', month.survivor)) ?? month.survivor) : null;
}
