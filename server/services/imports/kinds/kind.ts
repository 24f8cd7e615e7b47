import type { z } from 'zod';
import { IMPORT_FIELDS, IMPORT_MESSAGES, type ImportError, type ImportKind } from '../../../../shared/schemas/imports';
import type { RecordEventEntity } from '../../../../shared/record-events';
import type { Db } from '../../../db/client';
import { sameValue } from '../../admin/changed-columns';
import { booleanOf, dateOf, isBlank, nameKey, numberOf, textOf, yearOf } from '../import-cells';
import type { ImportReferences, RefList } from '../import-references';
import type { Cell } from '../read-table';

// What each import kind (server/services/imports/kinds/*.ts) tells the preview and the commit: how a
// row's cells become the columns of its record (through the forms' own Zod rules), how a row finds
// its stored record, and which rules hold across fields. The engine (preview-import.ts,
// commit-import.ts) is the same for all six.

export interface ImportSource {
  id: string;
  key: string;
  name: string;
  is_generated: boolean;
}

export interface RowContext {
  refs: ImportReferences;
  source: ImportSource | null;
  /** The import's date: verified_on when a row gives none. */
  importDate: string;
  /** Every source's name by id (a single figure's "before" source). */
  sourceNames: Map<string, string>;
}

/** A stored record as to_jsonb gives it (numbers as numbers, dates and timestamps as text). */
export type StoredRecord = Record<string, unknown>;

/** A carried field's value: the columns it sets and how the preview shows it. */
export interface FieldValue {
  columns: Record<string, unknown>;
  /** As the preview shows it: in the file's unit, a reference by name. */
  shown: unknown;
  /** The stored record already holds it (default: every column the same). */
  same?: (record: StoredRecord) => boolean;
  /** The stored value as the preview shows it (default: the first column's). */
  before?: (record: StoredRecord, ctx: RowContext) => unknown;
  /** False for a field that only finds the record (a capacity's station name and province): never written or compared. */
  written?: false;
}

export type FieldResult = FieldValue | { error: string };

export interface ParsedRow {
  row: number;
  label: string;
  errors: ImportError[];
  /** The row's key in the chosen source (external_key). */
  key: string | null;
  verifiedOn: string | null;
  /** The row's own pages and data date within the source, for its link (decision 054). */
  citation: string | null;
  dataDate: string | null;
  /** Carried, valid fields by canonical field. */
  values: Map<string, FieldValue>;
  /** What matching found besides the record (a capacity's station), for the create. */
  resolved: Record<string, unknown>;
}

export type MatchResult =
  | { kind: 'record'; id: string; by: 'key' | 'name' }
  | { kind: 'row'; row: number }
  | { kind: 'none' }
  | { kind: 'error'; field: string; message: string };

/** Finds the stored record a row names; preloaded once per import (no lookups per row). */
export interface Matcher {
  match(parsed: ParsedRow): MatchResult;
  /** A row that will create its record: a later row naming the same record is refused. */
  remember(parsed: ParsedRow): void;
}

export interface ImportKindDefinition {
  kind: ImportKind;
  /** The table written (raw SQL name) and the entity of its history events. */
  table: string;
  /** The field that names the record (where a duplicate or an ambiguous name is reported). */
  nameField: string;
  entity: RecordEventEntity | null;
  /** Records merged from several datasets link to each source; single figures carry source_id themselves. */
  provenance: { link: { table: string; recordColumn: string } } | { columns: { generatedMark: boolean } };
  /** One row's cells (only mapped, non-blank ones) read into a ParsedRow. */
  read(cells: ReadonlyMap<string, Cell>, row: number, ctx: RowContext, headerOf: (field: string) => string): ParsedRow;
  prepare(db: Db, ctx: RowContext): Promise<Matcher>;
  /** The full row a create inserts (defaults for what the file does not carry). */
  createValues(parsed: ParsedRow, ctx: RowContext): Record<string, unknown>;
  /** Columns that follow from the ones written (statistics' percentages and split, a project's district when its city moves). */
  derive?(stored: StoredRecord | null, set: Record<string, unknown>, parsed: ParsedRow): Record<string, unknown>;
  /** Rules across fields, on the record as it would be stored. */
  check?(merged: StoredRecord, parsed: ParsedRow): { field: string; message: string }[];
}

// ---------------------------------------------------------------------------------------------
// Reading cells with the forms' rules.

/** The first Turkish message of a refused value, or its parsed value. */
export function bySchema(schema: z.ZodType, input: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? IMPORT_MESSAGES.number };
}

/** Text checked by a form's field schema (optionalText, requiredName, an e-mail, a phone...). */
export function textField(column: string, schema: z.ZodType, options: { sameName?: boolean } = {}) {
  return (cell: Cell): FieldResult => {
    const result = bySchema(schema, textOf(cell));
    if (!result.ok) return { error: result.message };
    const value = result.value ?? null;
    return {
      columns: { [column]: value },
      shown: value,
      // A name folded the same is the same name: "KALYON KARAPINAR" never overwrites "Kalyon Karapınar".
      same: options.sameName ? (record) => nameKey(String(record[column] ?? '')) === nameKey(String(value)) : undefined,
    };
  };
}

/** A number checked by a form's field schema; text that is not a number meets the schema's own message. */
export function numberField(column: string, schema: z.ZodType) {
  return (cell: Cell): FieldResult => {
    const result = bySchema(schema, numberOf(cell));
    if (!result.ok) return { error: result.message };
    return { columns: { [column]: result.value ?? null }, shown: result.value ?? null };
  };
}

/**
 * A date in any of the accepted spellings, then the form's rule. With `year`, a year alone is read
 * too: stored as its 1 January (the column keeps a date, not its precision), shown as the year, and
 * the same as a stored date of that year, so "2019" never overwrites "14.06.2019".
 */
export function dateField(column: string, schema?: z.ZodType, options: { year?: boolean } = {}) {
  return (cell: Cell): FieldResult => {
    const year = options.year ? yearOf(cell) : null;
    if (year !== null) {
      const value = `${year}-01-01`;
      if (schema) {
        const result = bySchema(schema, value);
        if (!result.ok) return { error: result.message };
      }
      return { columns: { [column]: value }, shown: String(year), same: (record) => String(record[column] ?? '').slice(0, 4) === String(year) };
    }
    const value = dateOf(cell);
    if (value === 'invalid') return { error: IMPORT_MESSAGES.date };
    if (schema) {
      const result = bySchema(schema, value);
      if (!result.ok) return { error: result.message };
    }
    return { columns: { [column]: value }, shown: value };
  };
}

/** Evet / Hayır (and their spellings) into a boolean column. */
export function booleanField(column: string) {
  return (cell: Cell): FieldResult => {
    const value = booleanOf(cell);
    if (value === 'invalid' || value === null) return { error: IMPORT_MESSAGES.boolean };
    return { columns: { [column]: value }, shown: value };
  };
}

/** A reference list entry by name. */
export function referenceField(column: string, label: string, list: (refs: ImportReferences) => RefList) {
  return (cell: Cell, ctx: RowContext): FieldResult => {
    const name = textOf(cell)!;
    const entry = list(ctx.refs).get(name);
    if (!entry) return { error: IMPORT_MESSAGES.unknownReference(label, name, list(ctx.refs).names) };
    return { columns: { [column]: entry.id }, shown: entry.name, before: (record, c) => c.refs.nameOf(record[column] as string | null) };
  };
}

/** A province by name or plate code. */
export function cityField(cell: Cell, ctx: RowContext): FieldResult {
  const text = textOf(cell)!;
  const plate = /^\d{1,2}$/.test(text) ? ctx.refs.cityByPlate.get(Number(text)) : undefined;
  const city = plate ?? ctx.refs.cities.get(text);
  if (!city) return { error: IMPORT_MESSAGES.unknownCity(text) };
  return { columns: { city_id: city.id }, shown: city.name, before: (record, c) => c.refs.nameOf(record.city_id as string | null) };
}

export type FieldReader = (cell: Cell, ctx: RowContext, read: ReadonlyMap<string, FieldValue>) => FieldResult;

/**
 * Reads a row field by field, in the contract's order (a district after its province): blank cells
 * are skipped (they never erase), a blank required field is an error, each refused value an error
 * with the column's header. `external_key` and `verified_on` are read here for every kind.
 */
export function readFields(
  kind: ImportKind,
  readers: Record<string, FieldReader | undefined>,
  cells: ReadonlyMap<string, Cell>,
  row: number,
  ctx: RowContext,
  headerOf: (field: string) => string,
): Omit<ParsedRow, 'label' | 'resolved'> {
  const errors: ImportError[] = [];
  const values = new Map<string, FieldValue>();
  let key: string | null = null;
  let verifiedOn: string | null = null;
  let citation: string | null = null;
  let dataDate: string | null = null;
  for (const field of IMPORT_FIELDS[kind]) {
    const cell = cells.get(field.field) ?? null;
    if (isBlank(cell)) {
      if (field.required) errors.push({ row, column: headerOf(field.field), message: IMPORT_MESSAGES.required(field.label) });
      continue;
    }
    if (field.field === 'external_key') {
      key = textOf(cell)!.slice(0, 200);
      continue;
    }
    if (field.field === 'verified_on' || field.field === 'data_date') {
      const date = dateOf(cell);
      if (date === 'invalid') errors.push({ row, column: headerOf(field.field), message: IMPORT_MESSAGES.date });
      else if (field.field === 'verified_on') verifiedOn = date;
      else dataDate = date;
      continue;
    }
    if (field.field === 'citation') {
      citation = textOf(cell)!.slice(0, 2000);
      continue;
    }
    const reader = readers[field.field];
    if (!reader) continue;
    const result = reader(cell!, ctx, values);
    if ('error' in result) errors.push({ row, column: headerOf(field.field), message: result.error });
    else values.set(field.field, result);
  }
  return { row, errors, key, verifiedOn, citation, dataDate, values };
}

/** The columns of every carried field together. */
export function columnsOf(parsed: ParsedRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const value of parsed.values.values()) if (value.written !== false) Object.assign(out, value.columns);
  return out;
}

/** Each column the same as stored. */
export function sameColumns(record: StoredRecord, columns: Record<string, unknown>): boolean {
  return Object.entries(columns).every(([column, value]) => sameValue(record[column] ?? null, value));
}

/** The label of a canonical field (a diff's and an error's fallback column name). */
export function fieldLabel(kind: ImportKind, field: string): string {
  return IMPORT_FIELDS[kind].find((f) => f.field === field)?.label ?? field;
}

/** "2025-07" */
export const periodLabel = (year: unknown, month: unknown) => `${String(year)}-${String(month).padStart(2, '0')}`;
