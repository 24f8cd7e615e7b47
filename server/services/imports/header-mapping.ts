import { IMPORT_FIELDS, IMPORT_MESSAGES, type ImportColumn, type ImportKind, type ImportMapping } from '../../../shared/schemas/imports';
import { AppError } from '../../lib/errors';
import { headerKey, textOf } from './import-cells';
import type { Cell } from './read-table';

// Which column holds which field. A file's header row is found among its first rows (titles above
// it are skipped); columns are matched to the canonical fields by their Turkish headers after
// folding; a mapping sent with the upload overrides, and the one used last time for this source and
// kind is tried first.

/** Rows searched for the header row. */
export const HEADER_SEARCH_ROWS = 30;

/** Every header key a field answers to: its Turkish headers and its own canonical name. */
export function fieldHeaderKeys(kind: ImportKind): Map<string, string[]> {
  return new Map(IMPORT_FIELDS[kind].map((f) => [f.field, [...new Set([...f.headers, f.field].map(headerKey))]]));
}

/** How many distinct fields a row's cells name (the header row names the most). */
export function headerScore(kind: ImportKind, cells: readonly Cell[], extraHeaders: readonly string[] = []): number {
  const keys = new Set(cells.map((c) => headerKey(textOf(c) ?? '')).filter(Boolean));
  const extra = new Set(extraHeaders.map(headerKey));
  let score = 0;
  for (const [, synonyms] of fieldHeaderKeys(kind)) if (synonyms.some((k) => keys.has(k))) score += 1;
  for (const key of extra) if (keys.has(key)) score += 1;
  return score;
}

export interface ResolvedMapping {
  /** Canonical field → the header it is read from (only fields with a column). */
  mapping: ImportMapping;
  /** Canonical field → the column's index in a row. */
  columns: Map<string, number>;
  /** Required fields without a column. */
  missing: string[];
}

/**
 * The mapping for a header row: `override` first (a field mapped to "" is left out), then
 * `remembered` (its headers that this file has), then each remaining field's first synonym found.
 * A column serves one field. An override naming an unknown field or a header the file lacks is
 * refused (400), so a typo never silently drops a column.
 */
export function resolveMapping(kind: ImportKind, headers: readonly string[], override?: ImportMapping, remembered?: ImportMapping): ResolvedMapping {
  const fields = IMPORT_FIELDS[kind];
  const known = new Set(fields.map((f) => f.field));
  const indexByKey = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = headerKey(header);
    if (key && !indexByKey.has(key)) indexByKey.set(key, index);
  });
  const columns = new Map<string, number>();
  const used = new Set<number>();
  const skipped = new Set<string>();
  const assign = (field: string, index: number) => {
    columns.set(field, index);
    used.add(index);
  };

  for (const [field, header] of Object.entries(override ?? {})) {
    if (!known.has(field)) throw new AppError(400, 'VALIDATION_ERROR', IMPORT_MESSAGES.mappingField(field));
    if (header.trim() === '') {
      skipped.add(field);
      continue;
    }
    const index = indexByKey.get(headerKey(header));
    if (index === undefined) throw new AppError(400, 'VALIDATION_ERROR', IMPORT_MESSAGES.mappingHeader(header));
    assign(field, index);
  }
  for (const [field, header] of Object.entries(remembered ?? {})) {
    if (!known.has(field) || columns.has(field) || skipped.has(field)) continue;
    const index = indexByKey.get(headerKey(header));
    if (index !== undefined && !used.has(index)) assign(field, index);
  }
  const synonyms = fieldHeaderKeys(kind);
  for (const field of fields) {
    if (columns.has(field.field) || skipped.has(field.field)) continue;
    for (const key of synonyms.get(field.field)!) {
      const index = indexByKey.get(key);
      if (index !== undefined && !used.has(index)) {
        assign(field.field, index);
        break;
      }
    }
  }
  const mapping: ImportMapping = {};
  for (const field of fields) {
    const index = columns.get(field.field);
    if (index !== undefined) mapping[field.field] = headers[index]!;
  }
  const missing = fields.filter((f) => f.required && !columns.has(f.field)).map((f) => f.field);
  return { mapping, columns, missing };
}

/** The column each mapped field is read from: the first column whose header folds to the mapped one (as resolveMapping finds it). */
function mappedIndexes(headers: readonly string[], mapping: ImportMapping): Map<number, string> {
  const byIndex = new Map<number, string>();
  for (const [field, header] of Object.entries(mapping)) {
    const index = headers.findIndex((h) => headerKey(h) === headerKey(header));
    if (index >= 0 && !byIndex.has(index)) byIndex.set(index, field);
  }
  return byIndex;
}

/**
 * The headers of the columns that hold data (`withData`, by index) but no field reads: the preview
 * names them and the commit waits for a decision on each (docs/decisions/053-importer-never-drops-a-column.md).
 */
export function unmappedColumns(headers: readonly string[], mapping: ImportMapping, withData: ReadonlySet<number>): string[] {
  const mapped = mappedIndexes(headers, mapping);
  return [...new Set(headers.filter((_, index) => !mapped.has(index) && withData.has(index)))];
}

/** Every column of the file: the field it is read into, or none; an unmapped one not in `unmapped` holds no data. */
export function previewColumns(headers: readonly string[], mapping: ImportMapping, unmapped: readonly string[]): ImportColumn[] {
  const mapped = mappedIndexes(headers, mapping);
  const holding = new Set(unmapped);
  return headers.map((header, index) => {
    const field = mapped.get(index) ?? null;
    return { header, field, empty: field === null && !holding.has(header) };
  });
}
