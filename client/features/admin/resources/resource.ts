import type { QueryKey } from '@tanstack/react-query';
import type { ColumnDef, ColumnHelper } from '@tanstack/react-table';
import type { ComponentType, ReactNode } from 'react';
import type { SelectOption } from '../../../components/ui/form-field';
import { useReference } from '../../../api/reference';
import type { ListQuery } from '../api/admin-resource-api';
import type { FormResource } from './form-resource';

// One list definition per back-office entity (the refine / react-admin idea): its API path, its
// columns, filters, sorts and row actions and its texts. ResourceList renders any of them, so a new
// list screen is a new definition, not a new page of code; forms are in form-resource.ts.

/** The page a list loader answers; `total` and `page_size` only where the list has pages. */
export interface ListData<Row> {
  items: Row[];
  total?: number;
  capped?: boolean;
  page_size?: number;
}

/** What a list reads its rows with (default: `useAdminList(path, query)`). */
export type ListLoader<Row, Extra = object> = (path: string, query: ListQuery) => { data: (ListData<Row> & Extra) | undefined; isFetching: boolean; isError: boolean; refetch: () => unknown };

/**
 * A select beside the search; '' (or `initial`) means "all". Its options come from a hook (reference
 * lists, years) or the loaded page. With `useChecked` it is a checkbox that sends that hook's value.
 */
export interface ListFilter<Extra = object> {
  name: string;
  label: string;
  placeholder?: string;
  initial?: string;
  width?: string;
  useOptions?: (data: Extra | undefined) => { options: SelectOption[]; error?: string };
  useChecked?: () => string | undefined;
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

/** What a save in a list's own form says as a toast: the answer's message unless this returns another. */
export type SavedToast = (values: Record<string, unknown>, message: string) => string | null;

/**
 * A form definition edited in place: in a list layout it replaces the item; above a table it stands
 * in a box (`heading` titles it). `only` shows those fields; the others keep their stored values.
 */
export interface InlineForm<Row> {
  form: FormResource;
  only?: readonly string[];
  /** The form's accessible name for the row (the journeys find it by that). */
  formLabel: (row: Row) => string;
  heading?: (row: Row) => string;
  toast?: SavedToast;
}

/** A new record's form before the search, in a box; it starts empty again after each save, with what `keep` carries over. */
export interface CreateForm {
  form: FormResource;
  label: string;
  /** The box's title, also its region's name. */
  heading?: string;
  toast?: SavedToast;
  keep?: (values: Record<string, unknown>) => Record<string, unknown>;
}

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
  /** Pages of 10 with a pager and the total; false: one list (packages, tags, announcements); 'position': newer / older, no total (the audit log). */
  paged?: boolean | 'position';
  pagerLabel?: string;
  /** "Toplam N kayıt"; `totalNoun` replaces "kayıt"; `hideTotal` where the screen counts otherwise. */
  totalNoun?: string;
  hideTotal?: boolean;
  /** A "clear filters" button while a search or filter is set. */
  clearable?: boolean;
  newLabel?: string;
  newPath?: string;
  editPath?: (id: string) => string;
  /** Edited in place (the action's label), by a form definition or an editor of the screen's own (given the row, and how it says it is done). */
  inlineEdit?: { label: string } & ({ form: InlineForm<Row> } | { editor: ComponentType<{ row: Row; onDone: () => void }> });
  create?: CreateForm;
  /** The table's columns, or built with TanStack's column helper for the row, each typed by its value (a list layout renders its items instead). */
  columns?: ColumnDef<Row, unknown>[] | ((column: ColumnHelper<Row>) => object[]);
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
        /** Other queries that show the record (public pages, other admin lists), fetched again after DELETE /api/admin/<path>/:id. */
        also?: readonly QueryKey[];
      };
  useRows?: ListLoader<Row, Extra>;
  /** `deleteFailed` and `deleteWarning` only where the list deletes with the default texts. */
  messages: { loadFailed: string; empty: string; noMatch?: string; deleteFailed?: string; deleteWarning?: string };
}

/** A filter by city (the reference list of cities); `failed` is shown when they could not be read. */
export function cityFilter(label: string, width: string, failed?: string): ListFilter {
  return {
    name: 'city_id',
    label,
    placeholder: 'Tüm şehirler',
    width,
    useOptions: function useCities() {
      const reference = useReference();
      return { options: (reference.data?.cities ?? []).map((c) => ({ value: c.id, label: c.name })), error: reference.isError ? failed : undefined };
    },
  };
}
