import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  IMPORT_FIELDS,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_DAYS,
  IMPORT_PREVIEW_ERRORS,
  IMPORT_ROWS_PAGE_SIZE,
  MAX_IMPORT_ROWS,
  type ImportCounts,
  type ImportDiffEntry,
  type ImportError,
  type ImportKind,
  type ImportMapping,
  type ImportPreview,
  type ImportPreviewRow,
} from '../../../shared/schemas/imports';
import { MESSAGES } from '../../lib/errors';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { import_mappings, import_rows, imports, type ImportLinkWrite } from '../../db/schema/imports';
import { AppError } from '../../lib/errors';
import { recordAdminChange } from '../audit/admin-audit';
import type { Admin } from '../admin/audited';
import { sqlStateOf } from '../admin/audited';
import { sameValue } from '../admin/changed-columns';
import { ident, insertRows, loadRecords, uuidArray } from './batch-sql';
import { checkImportBasics, checkImportContent } from './check-import-file';
import { HEADER_SEARCH_ROWS, headerScore, previewColumns, resolveMapping, unmappedColumns } from './header-mapping';
import { isBlank, textOf } from './import-cells';
import { importProgress } from './import-progress';
import { loadImportReferences } from './import-references';
import { findImportSource, sourceNames } from './import-sources';
import { IMPORT_KIND_DEFINITIONS } from './kinds';
import { fieldLabel, sameColumns, type ImportKindDefinition, type ImportSource, type Matcher, type ParsedRow, type RowContext, type StoredRecord } from './kinds/kind';
import { readTable, type TableFormat, type TableRow } from './read-table';
import { likelyDuplicateWarnings } from '../quality/import-warnings';

// The preview (decisions 039, 050): the file is read as a stream in batches; each row is read with the forms'
// rules, matched to its record (by key, else by folded name), compared field by field and stored in
// import_rows with what the commit will write. Nothing of the catalogue is written here.

export interface PreviewOptions {
  kind: ImportKind;
  filePath: string;
  fileName: string;
  sourceId?: string | null;
  /** Canonical field → header; overrides the automatic and the remembered mapping. */
  mapping?: ImportMapping;
  /** Chosen by the client (to poll progress); a new one otherwise. */
  id?: string;
  actor: Admin | null;
  /** The import's date (verified_on when a row gives none); today by default. */
  importDate?: string;
}

/** Rows read, matched and stored together: one load of their records and one insert per batch. */
const BATCH_ROWS = 1000;

type RowInsert = Omit<typeof import_rows.$inferInsert, 'before' | 'link_before'>;

const today = () => new Date().toISOString().slice(0, 10);

async function rememberedMapping(db: Db, sourceId: string | null, kind: ImportKind): Promise<ImportMapping | undefined> {
  const [row] = await db
    .select({ mapping: import_mappings.mapping })
    .from(import_mappings)
    .where(and(sourceId ? eq(import_mappings.source_id, sourceId) : isNull(import_mappings.source_id), eq(import_mappings.kind, kind)));
  return row?.mapping;
}

/**
 * The header row: of the first rows, the one naming the most fields (titles above it are skipped);
 * when none names any, the first row with text, so the screen can show its headers and ask for a
 * mapping (every row is then an error naming the required fields).
 */
function findHeader(kind: ImportKind, rows: readonly TableRow[], extraHeaders: readonly string[]): number {
  let best = rows.findIndex((row) => !row.cells.every(isBlank));
  let bestScore = 0;
  rows.forEach((row, index) => {
    const score = headerScore(kind, row.cells, extraHeaders);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  if (best < 0) throw new AppError(400, 'INVALID_FILE', IMPORT_MESSAGES.noHeader);
  return best;
}

interface StoredLink {
  external_key: string | null;
  verified_on: string;
  citation: string | null;
  data_date: string | null;
}

/** The stored source links of a batch's records (link kinds), by record id. */
async function loadLinks(db: Db, link: { table: string; recordColumn: string }, sourceId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, StoredLink>();
  const rows = await queryRows<StoredLink & { id: string }>(
    db,
    sql`SELECT ${ident(link.recordColumn)}::text AS id, external_key, verified_on::text AS verified_on, citation, data_date::text AS data_date FROM ${ident(link.table)}
        WHERE source_id = ${sourceId} AND ${ident(link.recordColumn)} = ANY(${uuidArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

interface Outcome {
  action: ImportPreviewRow['action'];
  recordId: string | null;
  matchedBy: 'key' | 'name' | null;
  version: string | null;
  values: Record<string, unknown> | null;
  link: ImportLinkWrite | null;
  diff: ImportDiffEntry[];
  errors: ImportError[];
  duplicateOf?: number;
}

/**
 * A row's cells as one short key: rows with the same key hold the same text in every column (blank
 * cells at the end do not count). A hash keeps 100 000 rows' keys small.
 */
function rowFingerprint(cells: TableRow['cells']): string {
  const texts = cells.map((cell) => textOf(cell) ?? '');
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop();
  return createHash('sha1').update(JSON.stringify(texts)).digest('base64');
}

class PreviewRun {
  readonly counts: ImportCounts = { create: 0, update: 0, unchanged: 0, duplicate: 0, error: 0 };
  readonly firstRows: ImportPreviewRow[] = [];
  readonly firstErrors: ImportError[] = [];
  errorsTotal = 0;
  /** Each distinct row seen so far (its fingerprint) → its row number. */
  private readonly seen = new Map<string, number>();
  /** Columns (by index) where some data row has a value. */
  readonly columnsWithData = new Set<number>();

  constructor(
    private readonly db: Db,
    private readonly importId: string,
    private readonly def: ImportKindDefinition,
    private readonly ctx: RowContext,
    private readonly matcher: Matcher,
    private readonly columns: ReadonlyMap<string, number>,
    private readonly headerOf: (field: string) => string,
  ) {}

  private errorOutcome(errors: ImportError[]): Outcome {
    return { action: 'error', recordId: null, matchedBy: null, version: null, values: null, link: null, diff: [], errors };
  }

  /** What a create writes: the whole row, its provenance and what follows from it. */
  private createOutcome(parsed: ParsedRow): Outcome {
    const { def, ctx } = this;
    const values = def.createValues(parsed, ctx);
    Object.assign(values, def.derive?.(null, values, parsed) ?? {});
    let link: ImportLinkWrite | null = null;
    if ('link' in def.provenance) {
      if (ctx.source) link = { external_key: parsed.key, verified_on: parsed.verifiedOn ?? ctx.importDate, citation: parsed.citation, data_date: parsed.dataDate };
    } else {
      values.source_id = ctx.source?.id ?? null;
      values.verified_on = parsed.verifiedOn ?? (ctx.source ? ctx.importDate : null);
      if (def.provenance.columns.generatedMark) values.is_generated = ctx.source?.is_generated ?? false;
    }
    const problems = def.check?.(values, parsed) ?? [];
    if (problems.length > 0) return this.errorOutcome(problems.map((p) => ({ row: parsed.row, column: this.headerOf(p.field), message: p.message })));
    const diff: ImportDiffEntry[] = [];
    for (const [field, value] of parsed.values) if (value.written !== false) diff.push({ field, label: fieldLabel(def.kind, field), before: null, after: value.shown });
    if (parsed.key) diff.unshift({ field: 'external_key', label: fieldLabel(def.kind, 'external_key'), before: null, after: parsed.key });
    return { action: 'create', recordId: null, matchedBy: null, version: null, values, link, diff, errors: [] };
  }

  /** An update writes only the carried fields that differ, and says so field by field. */
  private updateOutcome(parsed: ParsedRow, id: string, by: 'key' | 'name', stored: StoredRecord, storedLink: StoredLink | undefined): Outcome {
    const { def, ctx } = this;
    const set: Record<string, unknown> = {};
    const diff: ImportDiffEntry[] = [];
    for (const [field, value] of parsed.values) {
      if (value.written === false) continue;
      if (value.same ? value.same(stored) : sameColumns(stored, value.columns)) continue;
      Object.assign(set, value.columns);
      const [first] = Object.keys(value.columns);
      diff.push({ field, label: fieldLabel(def.kind, field), before: value.before ? value.before(stored, ctx) : (stored[first!] ?? null), after: value.shown });
    }
    const fields = new Set(IMPORT_FIELDS[def.kind].map((f) => f.field));
    for (const [column, value] of Object.entries(def.derive?.(stored, set, parsed) ?? {})) {
      if (sameValue(stored[column], value)) continue;
      set[column] = value;
      if (fields.has(column) && !diff.some((d) => d.field === column)) diff.push({ field: column, label: fieldLabel(def.kind, column), before: stored[column] ?? null, after: value });
    }
    const changed = Object.keys(set).length > 0;

    let link: ImportLinkWrite | null = null;
    if ('link' in def.provenance) {
      if (ctx.source && !storedLink) {
        link = { external_key: parsed.key, verified_on: parsed.verifiedOn ?? ctx.importDate, citation: parsed.citation, data_date: parsed.dataDate };
        diff.push({ field: 'source', label: 'Kaynak', before: null, after: ctx.source.name });
        if (parsed.key) diff.push({ field: 'external_key', label: fieldLabel(def.kind, 'external_key'), before: null, after: parsed.key });
      } else if (ctx.source && storedLink) {
        const key = parsed.key ?? storedLink.external_key;
        // A blank cell never erases (as for the record's fields): the stored pages and date stay.
        const citation = parsed.citation ?? storedLink.citation;
        const dataDate = parsed.dataDate ?? storedLink.data_date;
        const own = citation !== storedLink.citation || dataDate !== storedLink.data_date;
        const verifiedOn = parsed.verifiedOn ?? (changed || own || key !== storedLink.external_key ? ctx.importDate : storedLink.verified_on);
        if (key !== storedLink.external_key) diff.push({ field: 'external_key', label: fieldLabel(def.kind, 'external_key'), before: storedLink.external_key, after: key });
        if (citation !== storedLink.citation) diff.push({ field: 'citation', label: fieldLabel(def.kind, 'citation'), before: storedLink.citation, after: citation });
        if (dataDate !== storedLink.data_date) diff.push({ field: 'data_date', label: fieldLabel(def.kind, 'data_date'), before: storedLink.data_date, after: dataDate });
        if (verifiedOn !== storedLink.verified_on) diff.push({ field: 'verified_on', label: fieldLabel(def.kind, 'verified_on'), before: storedLink.verified_on, after: verifiedOn });
        if (own || key !== storedLink.external_key || verifiedOn !== storedLink.verified_on) link = { external_key: key, verified_on: verifiedOn, citation, data_date: dataDate };
      }
    } else {
      if (ctx.source && stored.source_id !== ctx.source.id) {
        set.source_id = ctx.source.id;
        if (def.provenance.columns.generatedMark && stored.is_generated !== ctx.source.is_generated) set.is_generated = ctx.source.is_generated;
        diff.push({ field: 'source', label: 'Kaynak', before: ctx.sourceNames.get(String(stored.source_id)) ?? null, after: ctx.source.name });
      }
      const verifiedOn = parsed.verifiedOn ?? (ctx.source && Object.keys(set).length > 0 ? ctx.importDate : null);
      if (verifiedOn && verifiedOn !== stored.verified_on) {
        set.verified_on = verifiedOn;
        diff.push({ field: 'verified_on', label: fieldLabel(def.kind, 'verified_on'), before: stored.verified_on ?? null, after: verifiedOn });
      }
    }

    const version = String(stored.updated_at);
    if (Object.keys(set).length === 0 && !link) {
      return { action: 'unchanged', recordId: id, matchedBy: by, version, values: null, link: null, diff: [], errors: [] };
    }
    const problems = def.check?.({ ...stored, ...set }, parsed) ?? [];
    if (problems.length > 0) return this.errorOutcome(problems.map((p) => ({ row: parsed.row, column: this.headerOf(p.field), message: p.message })));
    return { action: 'update', recordId: id, matchedBy: by, version, values: set, link, diff, errors: [] };
  }

  async batch(rows: readonly TableRow[]): Promise<void> {
    const { def, ctx, matcher } = this;
    const outcomes = new Map<number, { parsed: ParsedRow; outcome?: Outcome }>();
    const updates: { parsed: ParsedRow; id: string; by: 'key' | 'name' }[] = [];
    for (const raw of rows) {
      raw.cells.forEach((cell, index) => {
        if (!isBlank(cell)) this.columnsWithData.add(index);
      });
      const cells = new Map<string, TableRow['cells'][number]>();
      for (const [field, index] of this.columns) cells.set(field, raw.cells[index] ?? null);
      const parsed = def.read(cells, raw.row, ctx, this.headerOf);
      // The same row again, cell for cell, is a copy the file holds twice: skipped and counted as
      // such, not an error about a record named twice (a row that differs still is one).
      const fingerprint = rowFingerprint(raw.cells);
      const first = this.seen.get(fingerprint);
      if (first !== undefined) {
        outcomes.set(raw.row, {
          parsed,
          outcome: { action: 'duplicate', recordId: null, matchedBy: null, version: null, values: null, link: null, diff: [], errors: [], duplicateOf: first },
        });
        continue;
      }
      this.seen.set(fingerprint, raw.row);
      if (parsed.errors.length > 0) {
        outcomes.set(raw.row, { parsed, outcome: this.errorOutcome(parsed.errors) });
        continue;
      }
      const match = matcher.match(parsed);
      if (match.kind === 'record') {
        outcomes.set(raw.row, { parsed });
        updates.push({ parsed, id: match.id, by: match.by });
      } else if (match.kind === 'none') {
        matcher.remember(parsed);
        outcomes.set(raw.row, { parsed, outcome: this.createOutcome(parsed) });
      } else {
        const error =
          match.kind === 'row'
            ? { row: raw.row, column: this.headerOf(parsed.key ? 'external_key' : def.nameField), message: IMPORT_MESSAGES.duplicateInFile(match.row) }
            : { row: raw.row, column: this.headerOf(match.field), message: match.message };
        outcomes.set(raw.row, { parsed, outcome: this.errorOutcome([error]) });
      }
    }
    const ids = updates.map((u) => u.id);
    const stored = await loadRecords(this.db, def.table, ids);
    const links = 'link' in def.provenance && ctx.source ? await loadLinks(this.db, def.provenance.link, ctx.source.id, ids) : new Map();
    for (const { parsed, id, by } of updates) {
      const record = stored.get(id);
      outcomes.get(parsed.row)!.outcome = record ? this.updateOutcome(parsed, id, by, record, links.get(id)) : this.createOutcome(parsed);
    }

    const creates = [...outcomes].flatMap(([row, { outcome }]) => (outcome?.action === 'create' && outcome.values ? [{ row, values: outcome.values }] : []));
    const warnings = await likelyDuplicateWarnings(this.db, this.def.kind, creates);
    const inserts: RowInsert[] = [];
    for (const [row, { parsed, outcome }] of [...outcomes].sort(([a], [b]) => a - b)) {
      const o = outcome!;
      const rowWarnings = warnings.get(row) ?? [];
      this.counts[o.action] += 1;
      this.errorsTotal += o.errors.length;
      for (const error of o.errors) if (this.firstErrors.length < IMPORT_PREVIEW_ERRORS) this.firstErrors.push(error);
      if (this.firstRows.length < IMPORT_ROWS_PAGE_SIZE) {
        this.firstRows.push({
          row,
          action: o.action,
          label: parsed.label,
          record_id: o.recordId,
          matched_by: o.matchedBy,
          diff: o.diff,
          errors: o.errors,
          duplicate_of: o.duplicateOf ?? null,
          warnings: rowWarnings,
        });
      }
      inserts.push({
        import_id: this.importId,
        row,
        action: o.action,
        label: parsed.label,
        record_id: o.recordId,
        matched_by: o.matchedBy,
        record_version: o.version,
        values: o.values,
        link: o.link,
        diff: o.diff,
        errors: o.errors,
        duplicate_of: o.duplicateOf ?? null,
        warnings: rowWarnings,
      });
    }
    await insertRows(this.db, 'import_rows', inserts);
  }
}

/** A running preview writes its heartbeat this often; one silent for PREVIEW_SILENT_MINUTES ended with its process. */
const HEARTBEAT_MS = 30_000;
export const PREVIEW_SILENT_MINUTES = 3;

/**
 * Previews nobody committed within IMPORT_PREVIEW_DAYS lose their rows and become failed, saying
 * why; so does a preview whose job has stopped writing its heartbeat (its server stopped mid-file):
 * whichever instance looks next ends it, so none stays "previewing".
 */
export async function expireStalePreviews(db: Db): Promise<void> {
  const stale = await queryRows<{ id: string }>(
    db,
    sql`UPDATE imports SET status = 'failed', preview_stage = NULL,
          error = CASE WHEN status = 'previewed' THEN ${IMPORT_MESSAGES.expired} ELSE ${IMPORT_MESSAGES.interrupted} END
        WHERE (status = 'previewed' AND created_at < now() - make_interval(days => ${IMPORT_PREVIEW_DAYS}))
           OR (status = 'previewing' AND coalesce(heartbeat_at, created_at) < now() - make_interval(mins => ${PREVIEW_SILENT_MINUTES}))
        RETURNING id`,
  );
  if (stale.length > 0) await db.execute(sql`DELETE FROM import_rows WHERE import_id = ANY(${uuidArray(stale.map((s) => s.id))})`);
}

/** A stored preview job, ready to run (startPreview's answer). */
export interface StartedPreview {
  id: string;
  format: TableFormat;
  size: number;
  source: ImportSource | null;
  importDate: string;
}

/**
 * Stores the import as a queued preview after the checks that need no reading of the file (its
 * name, size and source; the id free); refused in Turkish (4xx) before anything is stored otherwise.
 */
export async function startPreview(db: Db, options: PreviewOptions): Promise<StartedPreview> {
  const { format, size } = await checkImportBasics(options.filePath, options.fileName);
  // A mapping naming a field this kind does not have is wrong whatever the file holds.
  const known = new Set(IMPORT_FIELDS[options.kind].map((f) => f.field));
  for (const field of Object.keys(options.mapping ?? {})) {
    if (!known.has(field)) throw new AppError(400, 'VALIDATION_ERROR', IMPORT_MESSAGES.mappingField(field));
  }
  const source = options.sourceId ? await findImportSource(db, { id: options.sourceId }) : null;
  await expireStalePreviews(db);
  const id = options.id ?? randomUUID();
  const importDate = options.importDate ?? today();
  try {
    await db.insert(imports).values({
      id,
      kind: options.kind,
      source_id: source?.id ?? null,
      file_name: options.fileName.slice(0, 300),
      file_size: size,
      import_date: importDate,
      preview_stage: 'queued',
      heartbeat_at: new Date(),
      created_by: options.actor?.id ?? null,
      created_by_email: options.actor?.email ?? null,
    });
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw new AppError(409, 'CONFLICT', IMPORT_MESSAGES.idTaken);
    throw error;
  }
  return { id, format, size, source, importDate };
}

/**
 * Reads the started preview's file and stores its preview. Whatever goes wrong (the file, its
 * header, the mapping, a row) ends the import as failed with the reason in Turkish, its rows
 * removed, and is thrown on.
 */
export async function runPreview(db: Db, started: StartedPreview, options: PreviewOptions): Promise<ImportPreview> {
  const { id, format, size, source, importDate } = started;
  const def = IMPORT_KIND_DEFINITIONS[options.kind];
  const stage = (preview_stage: 'reading' | 'checking', more: Partial<typeof imports.$inferInsert> = {}) =>
    db.update(imports).set({ preview_stage, heartbeat_at: new Date(), ...more }).where(eq(imports.id, id));
  const beat = setInterval(() => {
    void db
      .update(imports)
      .set({ heartbeat_at: new Date() })
      .where(and(eq(imports.id, id), eq(imports.status, 'previewing')))
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();

  let table: AsyncGenerator<TableRow> | undefined;
  importProgress.start(id, 'previewing', 0);
  try {
    await stage('reading');
    await checkImportContent(options.filePath, format);
    const remembered = await rememberedMapping(db, source?.id ?? null, options.kind);

    let bytesRead = 0;
    table = readTable(options.filePath, format, (bytes) => (bytesRead = bytes));
    const head: TableRow[] = [];
    while (head.length < HEADER_SEARCH_ROWS) {
      const next = await table.next();
      if (next.done) break;
      head.push(next.value);
    }
    const headerIndex = findHeader(options.kind, head, [...Object.values(options.mapping ?? {}), ...Object.values(remembered ?? {})]);
    const headers = head[headerIndex]!.cells.map((cell, index) => textOf(cell) ?? `${index + 1}. sütun`);
    const resolved = resolveMapping(options.kind, headers, options.mapping, remembered);
    if (resolved.columns.has('external_key') && !source) throw new AppError(400, 'VALIDATION_ERROR', IMPORT_MESSAGES.keyNeedsSource, { path: 'source_id' });
    await stage('checking', { headers, mapping: resolved.mapping, missing: resolved.missing });

    const ctx: RowContext = { refs: await loadImportReferences(db), source, importDate, sourceNames: await sourceNames(db) };
    const matcher = await def.prepare(db, ctx);
    const labels = new Map(IMPORT_FIELDS[options.kind].map((f) => [f.field, f.label]));
    const headerOf = (field: string) => resolved.mapping[field] ?? labels.get(field) ?? field;
    const run = new PreviewRun(db, id, def, ctx, matcher, resolved.columns, headerOf);

    let done = 0;
    let batch: TableRow[] = [];
    const flush = async () => {
      await run.batch(batch);
      done += batch.length;
      batch = [];
      const total = bytesRead > 0 ? Math.max(done, Math.round((done * size) / bytesRead)) : done;
      importProgress.advance(id, done, total);
      await db.update(imports).set({ progress_done: done, progress_total: total, heartbeat_at: new Date() }).where(eq(imports.id, id));
    };
    const take = async (row: TableRow) => {
      if (row.cells.every(isBlank)) return;
      if (done + batch.length >= MAX_IMPORT_ROWS) throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooManyRows);
      batch.push(row);
      if (batch.length >= BATCH_ROWS) await flush();
    };
    for (const row of head.slice(headerIndex + 1)) await take(row);
    for await (const row of table) await take(row);
    if (batch.length > 0) await flush();
    if (done === 0) throw new AppError(400, 'INVALID_FILE', IMPORT_MESSAGES.noRows);
    const unmapped = unmappedColumns(headers, resolved.mapping, run.columnsWithData);

    // Ready, its mapping remembered and its audit row written together: whoever reads "ready" finds all three.
    await db.transaction(async (tx) => {
      const [still] = await tx
        .update(imports)
        .set({
          status: 'previewed',
          preview_stage: null,
          create_count: run.counts.create,
          update_count: run.counts.update,
          unchanged_count: run.counts.unchanged,
          duplicate_count: run.counts.duplicate,
          error_count: run.counts.error,
          unmapped,
          progress_done: done,
          progress_total: done,
        })
        // Only a job still previewing: one ended meanwhile as interrupted (its heartbeat missed) stays ended.
        .where(and(eq(imports.id, id), eq(imports.status, 'previewing')))
        .returning({ id: imports.id });
      if (!still) throw new AppError(409, 'CONFLICT', IMPORT_MESSAGES.interrupted);
      await tx
        .insert(import_mappings)
        .values({ source_id: source?.id ?? null, kind: options.kind, mapping: resolved.mapping })
        .onConflictDoUpdate({ target: [import_mappings.source_id, import_mappings.kind], set: { mapping: resolved.mapping, updated_at: new Date() } });
      if (options.actor) {
        await recordAdminChange(tx, {
          admin: options.actor,
          action: 'preview',
          entity: 'imports',
          entityId: id,
          after: { kind: options.kind, file_name: options.fileName, source_id: source?.id ?? null, counts: run.counts },
        });
      }
    });
    return {
      id,
      kind: options.kind,
      status: 'previewed',
      file_name: options.fileName,
      source_id: source?.id ?? null,
      counts: run.counts,
      headers,
      mapping: resolved.mapping,
      missing: resolved.missing,
      columns: previewColumns(headers, resolved.mapping, unmapped),
      unmapped,
      rows: run.firstRows,
      errors: run.firstErrors,
      errors_total: run.errorsTotal,
    };
  } catch (error) {
    await table?.return(undefined);
    const message = error instanceof AppError ? error.message : MESSAGES.generic;
    await db.delete(import_rows).where(eq(import_rows.import_id, id));
    await db.update(imports).set({ status: 'failed', preview_stage: null, error: message }).where(eq(imports.id, id));
    throw error;
  } finally {
    clearInterval(beat);
    importProgress.finish(id);
  }
}

/** Start and run a preview in one call (the seed, the benches): its refusals and failures are thrown. */
export async function previewImport(db: Db, options: PreviewOptions): Promise<ImportPreview> {
  return runPreview(db, await startPreview(db, options), options);
}
