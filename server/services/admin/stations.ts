import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '../../../shared/schemas/admin/list';
import {
  STATION_ADMIN_MESSAGES as M,
  type StationCapacityForm,
  type StationCapacityQuery,
  type StationCombinedForm,
  type StationDefinitionForm,
  type StationDefinitionQuery,
} from '../../../shared/schemas/admin/stations';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/reference';
import { transformer_station_capacities as capacity, transformer_station_definitions as station } from '../../db/schema/stations';
import { users } from '../../db/schema/users';
import type { Storage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/errors';
import { cappedCount, matchesSearch } from '../catalog/search';
import { STATION_FILES_FOLDER } from '../stations/station-files';
import { geometryJsonOfKml, storeStationGeometry } from '../stations/station-geometry';
import { checkStationFile, storedFileName, UPLOAD_MESSAGES } from '../uploads/check-upload';
import { stationCapacityEvent, writeEvents, type EventContext } from '../history/record-events';
import { adminEntrySourceId, entryDay } from '../sources/admin-entry';
import { changedColumns, isEmpty, type SentFields } from './changed-columns';
import { audited, sqlStateOf, type Admin } from './audited';

// Transformer stations in the back office (docs/product-rules.md#transformer-stations). A station's KML/KMZ is checked
// (extension, size, KMZ entries and inflated size, no DTD) before it is stored under the private
// prefix. An admin's edit makes a row real: is_generated clears, so the public pages stop marking
// it "Örnek veri" (docs/product-rules.md#transformer-stations; decision 012).

export interface UploadedFile {
  name: string;
  data: Uint8Array;
}

const DEFINITION_ENTITY = 'transformer_station_definitions';
const CAPACITY_ENTITY = 'transformer_station_capacities';

const capacityCount = sql<number>`(SELECT count(*)::int FROM ${capacity} WHERE ${capacity.station_id} = ${station.id})`;

const DEFINITION_SORTS: Record<StationDefinitionQuery['sort'], SQL> = {
  station_name: sql`${station.station_name} COLLATE tr_icu`,
  city: sql`${cities.name} COLLATE tr_icu`,
  operator: sql`${station.operator} COLLATE tr_icu`,
  created_at: sql`${station.created_at}`,
};

const CAPACITY_SORTS: Record<StationCapacityQuery['sort'], SQL> = {
  station_name: sql`${station.station_name} COLLATE tr_icu`,
  city: sql`${cities.name} COLLATE tr_icu`,
  year: sql`${capacity.year}`,
  month: sql`${capacity.month}`,
  available_capacity: sql`${capacity.available_capacity}`,
};

const definitionColumns = {
  id: station.id,
  station_name: station.station_name,
  city_id: cities.id,
  city_name: cities.name,
  busbar: station.busbar,
  operator: station.operator,
  connection_level: station.connection_level,
  latitude: station.latitude,
  longitude: station.longitude,
  kml_file_path: station.kml_file_path,
  is_generated: station.is_generated,
  capacity_count: capacityCount,
  created_at: station.created_at,
};

interface DefinitionRow {
  id: string;
  station_name: string;
  city_id: string;
  city_name: string;
  busbar: string | null;
  operator: string | null;
  connection_level: string | null;
  latitude: number | null;
  longitude: number | null;
  kml_file_path: string | null;
  is_generated: boolean;
  capacity_count: number;
  created_at: Date;
}

function presentDefinition({ city_id, city_name, kml_file_path, created_at, ...row }: DefinitionRow) {
  return { ...row, city_id, city: { id: city_id, name: city_name }, has_kml: kml_file_path !== null, created_at: created_at.toISOString() };
}

export async function listStationDefinitions(db: Db, query: StationDefinitionQuery) {
  const conditions = [query.search ? matchesSearch(station.search_key, query.search) : undefined, query.city_id ? eq(station.city_id, query.city_id) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = query.dir === 'desc' ? desc : asc;
  const [rows, count] = await Promise.all([
    db
      .select(definitionColumns)
      .from(station)
      .innerJoin(cities, eq(cities.id, station.city_id))
      .where(where)
      .orderBy(direction(DEFINITION_SORTS[query.sort]), asc(station.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    cappedCount(db, where ? sql`FROM ${station} WHERE ${where}` : sql`FROM ${station}`, where ? undefined : station),
  ]);
  return { items: (rows as DefinitionRow[]).map(presentDefinition), ...count, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

export async function getStationDefinition(db: Db, id: string) {
  const [row] = await db.select(definitionColumns).from(station).innerJoin(cities, eq(cities.id, station.city_id)).where(eq(station.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', M.definitionNotFound);
  return presentDefinition(row as DefinitionRow);
}

interface StoredFile {
  path: string;
  /** Its map geometry, computed here once and kept with the station (decision 029). */
  geometry: string;
}

/** Checks a station file, computes its geometry and stores the file; returns its stored path and geometry. */
async function storeStationFile(storage: Storage, file: UploadedFile): Promise<StoredFile> {
  const { format, kml } = checkStationFile(file.data, file.name);
  let geometry: string;
  try {
    geometry = geometryJsonOfKml(kml);
  } catch {
    throw new AppError(400, 'INVALID_FILE', UPLOAD_MESSAGES.kmlInvalid);
  }
  const path = storedFileName(STATION_FILES_FOLDER, format);
  await storage.put(path, file.data);
  return { path, geometry };
}

/** The geometry of the file a write just gave the station, in the write's transaction. */
const keepGeometry = (tx: Db, stationId: string, stored: StoredFile | null) =>
  stored ? storeStationGeometry(tx, stationId, stored.path, stored.geometry) : Promise.resolve();

/** Runs a write after a file was stored: the file goes again if the write fails. */
async function keepingFileOnSuccess<T>(storage: Storage, path: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (path) await storage.remove(path).catch(() => undefined);
    throw error;
  }
}

const definitionValues = (form: StationDefinitionForm | StationCombinedForm) => ({
  city_id: form.city_id,
  station_name: form.station_name,
  busbar: form.busbar ?? null,
  operator: form.operator ?? null,
  connection_level: form.connection_level ?? null,
  latitude: form.latitude,
  longitude: form.longitude,
});

export async function createStationDefinition(db: Db, storage: Storage, admin: Admin, form: StationDefinitionForm, file: UploadedFile | undefined) {
  const stored = file ? await storeStationFile(storage, file) : null;
  const path = stored?.path ?? null;
  return keepingFileOnSuccess(storage, path, () =>
    audited(db, admin, DEFINITION_ENTITY, 'create', async (tx) => {
      const [row] = await tx.insert(station).values({ ...definitionValues(form), kml_file_path: path }).returning();
      await keepGeometry(tx, row!.id, stored);
      return { entityId: row!.id, after: row, result: { id: row!.id } };
    }),
  );
}

export async function updateStationDefinition(db: Db, storage: Storage, admin: Admin, id: string, form: StationDefinitionForm, file: UploadedFile | undefined, sent?: SentFields) {
  const stored = file ? await storeStationFile(storage, file) : null;
  const path = stored?.path ?? null;
  const replaced = await keepingFileOnSuccess(storage, path, () =>
    audited(db, admin, DEFINITION_ENTITY, 'update', async (tx) => {
      const [before] = await tx.select().from(station).where(eq(station.id, id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', M.definitionNotFound);
      const changed = changedColumns(before, definitionValues(form), sent);
      if (isEmpty(changed) && !path) return { entityId: id, result: null, unchanged: true };
      const [after] = await tx
        .update(station)
        .set({ ...changed, ...(path ? { kml_file_path: path } : {}), is_generated: false })
        .where(eq(station.id, id))
        .returning();
      await keepGeometry(tx, id, stored);
      return { entityId: id, before, after, result: path ? before.kml_file_path : null };
    }),
  );
  if (replaced) await storage.remove(replaced).catch(() => undefined);
}

/** The definition goes with every capacity row of it (docs/product-rules.md#transformer-stations), then its file. */
export async function deleteStationDefinition(db: Db, storage: Storage, admin: Admin, id: string) {
  const removed = await audited(db, admin, DEFINITION_ENTITY, 'delete', async (tx) => {
    const [before] = await tx.select().from(station).where(eq(station.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.definitionNotFound);
    const gone = await tx.delete(capacity).where(eq(capacity.station_id, id)).returning({ id: capacity.id });
    await tx.delete(station).where(eq(station.id, id));
    return { entityId: id, before: { ...before, capacities_deleted: gone.length }, after: null, result: before.kml_file_path };
  });
  if (removed) await storage.remove(removed).catch(() => undefined);
}

/** A capacity as the back office lists and edits it, with the e-mail of the admin who entered it (joined as `users`). */
const capacityRowColumns = {
  id: capacity.id,
  station_id: station.id,
  station_name: station.station_name,
  city_name: cities.name,
  year: capacity.year,
  month: capacity.month,
  available_capacity: capacity.available_capacity,
  is_generated: capacity.is_generated,
  entry_note: capacity.entry_note,
  entered_by: users.email,
};

export async function listStationCapacitiesForAdmin(db: Db, query: StationCapacityQuery) {
  const conditions = [query.search ? matchesSearch(station.search_key, query.search) : undefined, query.year !== undefined ? eq(capacity.year, query.year) : undefined].filter(
    (c): c is SQL => c !== undefined,
  );
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = query.dir === 'desc' ? desc : asc;
  const [rows, count] = await Promise.all([
    db
      .select(capacityRowColumns)
      .from(capacity)
      .innerJoin(station, eq(station.id, capacity.station_id))
      .innerJoin(cities, eq(cities.id, station.city_id))
      .leftJoin(users, eq(users.id, capacity.entered_by))
      .where(where)
      .orderBy(direction(CAPACITY_SORTS[query.sort]), desc(capacity.year), desc(capacity.month), asc(capacity.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    cappedCount(
      db,
      query.search ? sql`FROM ${capacity} JOIN ${station} ON ${station.id} = ${capacity.station_id} WHERE ${where}` : where ? sql`FROM ${capacity} WHERE ${where}` : sql`FROM ${capacity}`,
      where ? undefined : capacity,
    ),
  ]);
  return { items: rows, ...count, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

export async function getStationCapacity(db: Db, id: string) {
  const [row] = await db
    .select(capacityRowColumns)
    .from(capacity)
    .innerJoin(station, eq(station.id, capacity.station_id))
    .innerJoin(cities, eq(cities.id, station.city_id))
    .leftJoin(users, eq(users.id, capacity.entered_by))
    .where(eq(capacity.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', M.capacityNotFound);
  return row;
}

/** One station, one month: a second row is refused with the spec's text (docs/product-rules.md#transformer-stations). */
async function refuseDuplicate<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw new AppError(409, 'DUPLICATE', M.duplicate, { field: 'month' });
    if (sqlStateOf(error) === '23503') throw new AppError(400, 'VALIDATION_ERROR', M.station, { field: 'station_id' });
    throw error;
  }
}

type CapacityRow = typeof capacity.$inferSelect;

/** An admin's capacity write as history, with the row's own source when it names one (decision 042). */
const capacityContext = (admin: Admin, row: Pick<CapacityRow, 'source_id'>): EventContext => ({ origin: 'admin', actorId: admin.id, sourceId: row.source_id });

/**
 * The station capacity events of one row's change: the figure of its month changed, or (when the
 * row moved to another station or month) removed from the old month and entered in the new one.
 */
function capacityRowEvents(admin: Admin, before: CapacityRow | null, after: CapacityRow | null) {
  const event = (row: CapacityRow, from: number | null, to: number | null, source: CapacityRow) =>
    stationCapacityEvent(row.station_id, row, from, to, capacityContext(admin, source));
  if (before && after && before.station_id === after.station_id && before.year === after.year && before.month === after.month) {
    return [event(after, before.available_capacity, after.available_capacity, after)];
  }
  return [before ? event(before, before.available_capacity, null, before) : null, after ? event(after, null, after.available_capacity, after) : null];
}

/**
 * A figure an admin entered or changed is an admin entry (docs/decisions/052-unknown-stays-unknown.md):
 * no longer generated, and sourced to the admin-entry source, dated today, with who entered it and
 * the publication the form named, never left under the dataset or sample data it replaced.
 */
async function adminEntry(tx: Db, admin: Admin, note: string | null | undefined) {
  return { is_generated: false, source_id: await adminEntrySourceId(tx), verified_on: entryDay(), entered_by: admin.id, entry_note: note ?? null };
}

export function createStationCapacity(db: Db, admin: Admin, form: StationCapacityForm) {
  return refuseDuplicate(() =>
    audited(db, admin, CAPACITY_ENTITY, 'create', async (tx) => {
      const { entry_note, ...figure } = form;
      const [row] = await tx.insert(capacity).values({ ...figure, ...(await adminEntry(tx, admin, entry_note)) }).returning();
      await writeEvents(tx, capacityRowEvents(admin, null, row!));
      return { entityId: row!.id, after: row, result: { id: row!.id } };
    }),
  );
}

export function updateStationCapacity(db: Db, admin: Admin, id: string, form: StationCapacityForm, sent?: SentFields) {
  return refuseDuplicate(() =>
    audited(db, admin, CAPACITY_ENTITY, 'update', async (tx) => {
      const [before] = await tx.select().from(capacity).where(eq(capacity.id, id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', M.capacityNotFound);
      // A generated row stays marked until a value of it is actually changed by hand.
      const changed = changedColumns(before, { ...form, entry_note: form.entry_note ?? null }, sent);
      if (isEmpty(changed)) return { entityId: id, result: { id }, unchanged: true };
      const note = 'entry_note' in changed ? changed.entry_note : before.entry_note;
      const [after] = await tx
        .update(capacity)
        .set({ ...changed, ...(await adminEntry(tx, admin, note)) })
        .where(eq(capacity.id, id))
        .returning();
      await writeEvents(tx, capacityRowEvents(admin, before, after!));
      return { entityId: id, before, after, result: { id } };
    }),
  );
}

export function deleteStationCapacity(db: Db, admin: Admin, id: string) {
  return audited(db, admin, CAPACITY_ENTITY, 'delete', async (tx) => {
    const [before] = await tx.delete(capacity).where(eq(capacity.id, id)).returning();
    if (!before) throw new AppError(404, 'NOT_FOUND', M.capacityNotFound);
    await writeEvents(tx, capacityRowEvents(admin, before, null));
    return { entityId: id, before, after: null, result: { id } };
  });
}

/**
 * The combined record (docs/product-rules.md#transformer-stations): the station of that name in that city is updated (or
 * created), and its capacity for the month set (or added), in one transaction.
 */
export async function saveCombinedStationRecord(db: Db, storage: Storage, admin: Admin, form: StationCombinedForm, file: UploadedFile | undefined) {
  const stored = file ? await storeStationFile(storage, file) : null;
  const path = stored?.path ?? null;
  const outcome = await keepingFileOnSuccess(storage, path, () =>
    audited(db, admin, 'transformer_stations', 'combined', async (tx) => {
      const [existing] = await tx
        .select()
        .from(station)
        .where(and(eq(station.city_id, form.city_id), sql`gv_fold(${station.station_name}) = gv_fold(${form.station_name})`))
        .orderBy(asc(station.created_at))
        .limit(1)
        .for('update');
      const values = { ...definitionValues(form), ...(path ? { kml_file_path: path } : {}), is_generated: false };
      const [definition] = existing
        ? await tx.update(station).set(values).where(eq(station.id, existing.id)).returning()
        : await tx.insert(station).values(values).returning();
      await keepGeometry(tx, definition!.id, stored);
      // The month's figure before this write, locked: its history event says what it replaced.
      const [previous] = await tx
        .select()
        .from(capacity)
        .where(and(eq(capacity.station_id, definition!.id), eq(capacity.year, form.year), eq(capacity.month, form.month)))
        .for('update');
      const entry = await adminEntry(tx, admin, form.entry_note);
      const [row] = await tx
        .insert(capacity)
        .values({ station_id: definition!.id, year: form.year, month: form.month, available_capacity: form.available_capacity, ...entry })
        .onConflictDoUpdate({ target: [capacity.station_id, capacity.year, capacity.month], set: { available_capacity: form.available_capacity, ...entry } })
        .returning();
      await writeEvents(tx, capacityRowEvents(admin, previous ?? null, row!));
      return {
        entityId: definition!.id,
        before: existing ?? null,
        after: { definition, capacity: row },
        result: { id: definition!.id, replacedFile: path && existing?.kml_file_path ? existing.kml_file_path : null },
      };
    }),
  );
  if (outcome.replacedFile) await storage.remove(outcome.replacedFile).catch(() => undefined);
  return { id: outcome.id };
}

/** The capacity form's station search: up to 10 by name. */
export async function stationOptions(db: Db, search: string) {
  const rows = await db
    .select({ id: station.id, station_name: station.station_name, city_name: cities.name })
    .from(station)
    .innerJoin(cities, eq(cities.id, station.city_id))
    .where(search ? matchesSearch(station.search_key, search) : undefined)
    .orderBy(sql`${station.station_name} COLLATE tr_icu`, asc(station.id))
    .limit(10);
  return { items: rows };
}
