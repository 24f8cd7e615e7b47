import type { ColumnDef } from '@tanstack/react-table';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';
import type { ReferenceLists } from '../../../../shared/schemas/reference';
import type { SelectOption } from '../../../components/ui/form-field';
import { decimalInput } from '../../../lib/format';
import type { ListQuery } from '../api/admin-resource-api';

// One definition per back-office entity (the refine / react-admin idea): its API path, its list
// columns, filters, sorts and row actions, its form fields and its texts. ResourceList and ResourceForm render any of them, so a
// new screen is a new definition, not a new page of code.

/** The page a list loader answers; `total` and `page_size` only where the list has pages. */
export interface ListData<Row> {
  items: Row[];
  total?: number;
  capped?: boolean;
  page_size?: number;
}

/** What a list reads its rows with (default: `useAdminList(path, query)`). */
export type ListLoader<Row, Extra = object> = (path: string, query: ListQuery) => { data: (ListData<Row> & Extra) | undefined; isFetching: boolean; isError: boolean; refetch: () => unknown };

/** A select beside the search; '' (or `initial`) means "all". Its options come from a hook (reference lists, years) or the loaded page. */
export interface ListFilter<Extra = object> {
  name: string;
  label: string;
  placeholder?: string;
  initial?: string;
  width: string;
  useOptions: (data: Extra | undefined) => { options: SelectOption[]; error?: string };
}

/**
 * A button or link in a row's actions. The visible verb is `label`; screen readers hear
 * "label: name" (the journeys click by that). `confirm` asks first in the list's one dialog.
 */
export interface RowAction {
  label: ReactNode;
  to?: string;
  href?: string;
  download?: boolean;
  newTab?: boolean;
  onClick?: () => void;
  confirm?: ConfirmStep;
  tone?: 'primary' | 'secondary' | 'ghost' | 'danger';
  disabled?: boolean;
  pressed?: boolean;
}

/** A step that cannot be undone: its dialog, the call, and the toast (the answer's message unless `done` says otherwise). */
export interface ConfirmStep {
  title: string;
  label: string;
  body: ReactNode;
  run: () => Promise<{ message?: string }>;
  failed: string;
  done?: (answer: { message?: string }) => string | null;
}

/** The row (or a card / list item) being edited in place, and how it says it is done. */
export type InlineEditor<Row> = ComponentType<{ row: Row; onDone: () => void }>;

export interface ListResource<Row, Extra = object> {
  /** Under /api/admin, e.g. "/projects". */
  path: string;
  title: string;
  singular: string;
  /** The search field; absent: the list has none. */
  search?: { label: string; placeholder?: string; help?: string | null };
  filters?: ListFilter<Extra>[];
  /** Server-side sort; columns with `meta: { sortKey }` get a sortable header. */
  sort?: { column: string; dir: 'asc' | 'desc' };
  /** Pages of 10 with a pager and the total; false: one list (packages, tags, announcements). */
  paged?: boolean;
  pagerLabel?: string;
  /** "Toplam N kayıt"; `totalNoun` replaces "kayıt"; `hideTotal` where the screen counts otherwise. */
  totalNoun?: string;
  hideTotal?: boolean;
  /** A "clear filters" button while a search or filter is set. */
  clearable?: boolean;
  newLabel?: string;
  newPath?: string;
  editPath?: (id: string) => string;
  /** Edited in place: the editor replaces the item (list) or stands above the table. */
  inlineEdit?: { label: string; editor: InlineEditor<Row> };
  /** The table's columns (a list layout renders its items instead). */
  columns?: ColumnDef<Row, unknown>[];
  /** A list (`<ul>`/`<ol>` of items) instead of a table, where the screen reads as one. */
  layout?: { kind: 'list'; ordered?: boolean; item: (row: Row, ui: { index: number; count: number; actions: ReactNode }) => ReactNode };
  nameOf: (row: Row) => string;
  /** Actions before edit and delete, from the definition. */
  actions?: (row: Row) => RowAction[];
  /** Delete with a confirmation; false: the list has no delete. */
  remove?:
    | false
    | {
        title?: string;
        confirmLabel?: string;
        body?: (row: Row) => ReactNode;
        done?: (row: Row, answer: { message?: string }) => string | null;
        /** The delete call (default: DELETE /api/admin/<path>/:id). */
        useRemove?: (path: string) => { mutateAsync: (id: string) => Promise<{ message?: string }> };
      };
  useRows?: ListLoader<Row, Extra>;
  messages: { loadFailed: string; empty: string; noMatch?: string; deleteFailed: string; deleteWarning: string };
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
  /** The page's heading for a new record and for an edit. */
  titles: { create: string; edit: string };
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
