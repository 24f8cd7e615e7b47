import type { ColumnDef } from '@tanstack/react-table';
import type { z } from 'zod';
import type { ReferenceLists } from '../../../../shared/schemas/reference';
import { decimalInput } from '../../../lib/format';

// One definition per back-office entity (the refine / react-admin idea): its API path, its list
// columns, its form fields and its texts. ResourceList and ResourceForm render any of them, so a
// new screen is a new definition, not a new page of code.

export interface ListResource<Row> {
  /** Under /api/admin, e.g. "/projects". */
  path: string;
  title: string;
  singular: string;
  searchLabel: string;
  newLabel?: string;
  newPath?: string;
  editPath?: (id: string) => string;
  columns: ColumnDef<Row, unknown>[];
  nameOf: (row: Row) => string;
  messages: { loadFailed: string; empty: string; deleteFailed: string; deleteWarning: string };
}

type ReferenceKey = keyof ReferenceLists;

/** One input of a resource form. Values are text in the form and parsed by the shared schema. */
export type FieldDef =
  | { kind: 'text'; name: string; label: string; required?: boolean; type?: 'text' | 'email' | 'url' | 'date' | 'tel'; inputMode?: 'numeric' | 'decimal' | 'tel'; placeholder?: string; prefix?: string; wide?: boolean }
  | { kind: 'select'; name: string; label: string; required?: boolean; options: ReferenceKey | readonly string[] }
  | { kind: 'district'; name: string; city: string; label: string; required?: boolean }
  | { kind: 'amount'; name: string; unit: string; label: string; unitLabel: string; units: readonly string[] }
  | { kind: 'company'; name: string; label: string }
  | { kind: 'user'; name: string; label: string }
  /** Shown only while `unless` (a picker) is empty (spec 3 §2.6 inspection consulting). */
  | { kind: 'text-unless'; name: string; label: string; unless: string }
  | { kind: 'checkbox'; name: string; label: string; hint?: string };

export interface FormSection {
  title: string;
  fields: FieldDef[];
}

export interface FormResource {
  path: string;
  singular: string;
  /** Draft key prefix ("admin:projects"). */
  draftKey: string;
  schema: z.ZodType;
  sections: FormSection[];
  listPath: string;
  editPath: (id: string) => string;
  messages: { loadFailed: string; saveFailed: string; deleteFailed: string; deleteWarning: string; saved: string; notFound: string };
}

/** Every field name of a form, with the text it starts from. */
export function emptyValues(resource: FormResource): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of resource.sections.flatMap((s) => s.fields)) {
    if (field.kind === 'checkbox') values[field.name] = false;
    else if (field.kind === 'amount') {
      values[field.name] = '';
      values[field.unit] = field.units[0];
    } else if (field.kind === 'select' && typeof field.options !== 'string') values[field.name] = field.required ? '' : field.options[0];
    else values[field.name] = '';
  }
  return values;
}

/** A stored record's values as the form's text (numbers in Turkish style, null as empty, a fixed prefix left out). */
export function formValuesOf(resource: FormResource, stored: Record<string, unknown>): Record<string, unknown> {
  const values = emptyValues(resource);
  const prefixes = new Map(resource.sections.flatMap((s) => s.fields).flatMap((f) => (f.kind === 'text' && f.prefix ? [[f.name, f.prefix] as const] : [])));
  for (const key of Object.keys(values)) {
    const value = stored[key];
    if (value === null || value === undefined) continue;
    if (typeof values[key] === 'boolean') values[key] = Boolean(value);
    else if (typeof value === 'number') values[key] = decimalInput(value);
    else {
      const prefix = prefixes.get(key);
      values[key] = prefix && String(value).startsWith(prefix) ? String(value).slice(prefix.length) : String(value);
    }
  }
  return values;
}
