import type { QueryKey } from '@tanstack/react-query';
import type { ColumnHelper } from '@tanstack/react-table';
import type { ComponentType, ReactNode } from 'react';
import type { SelectOption } from '../../../components/ui/form-field';
import { useReference } from '../../../api/reference';
import type { AdminCall } from '../api/admin-resource-api';
import type { FormResource, SaveAnswer } from './form';

// A list as a definition (refine's <List>, react-admin's <Datagrid>): its API path, its columns or
// cards, filters, sorts, row actions and texts. The list layer (ui/list/) renders any of them; what
// one screen does differently is a part of its own definition (a header, a pager, a dialog of its own),
// never a switch in the layer.

/** What the parts of a list see of it: the answer (its rows, `total` and `page_size` where it has pages, whatever the route adds), the page. */
export interface ListView<Row, Extra = object> {
  data: ({ items: Row[]; total?: number; capped?: boolean; page_size?: number } & Extra) | undefined;
  isFetching: boolean;
  refetch: () => unknown;
  page: number;
  setPage: (page: number) => void;
}

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
  useOptions?(data: Extra | undefined): { options: SelectOption[]; error?: string };
  useChecked?(): string | undefined;
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

/**
 * A form definition in a dialog the list opens: the record (none: a new one, loaded by `id` or given as
 * its `row`); after a save either a toast and the dialog closes, or `saved` stays in it until it closes.
 */
export interface DialogForm {
  title: string;
  description?: ReactNode;
  size?: 'lg' | 'xl';
  form: FormResource;
  id?: string;
  row?: unknown;
  toast?: (message: string, answer: SaveAnswer) => string;
  saved?: { text: string; closeAfter: number };
  /** What follows the form (a link to the full page). */
  footer?: ReactNode;
}

/**
 * A button or link of a row (or of the page, or of an empty list). The visible verb is `label`; screen
 * readers hear "label: name" (the journeys click by that). `call` is a request the list makes (its buttons
 * wait while one runs), then toasts the answer's message (or `done`'s) or the refusal: the server's words
 * for a 4xx, else `failed`. `confirm` asks first in the list's one dialog (which makes the call, or runs
 * its own step); `dialog` opens a form in a dialog, `open` a dialog of the screen's own (given how to close it).
 */
export interface RowAction {
  label: ReactNode;
  to?: string;
  href?: string;
  download?: boolean;
  newTab?: boolean;
  onClick?: () => void;
  call?: AdminCall;
  done?: (answer: { message?: string }) => string;
  failed?: string;
  confirm?: Omit<ConfirmStep, 'run'> & Partial<Pick<ConfirmStep, 'run'>>;
  dialog?: DialogForm;
  open?: (close: () => void) => ReactNode;
  tone?: 'primary' | 'secondary' | 'ghost' | 'danger';
  disabled?: boolean;
  pressed?: boolean;
}

/**
 * A list's own form: its definition, laid out as a row (default) or a stack (as a dialog does: a long
 * record); after a save a toast with the answer's message unless `toast` returns another (null: none).
 */
interface ListForm {
  label: string;
  form: FormResource;
  layout?: 'row' | 'stack';
  toast?: (values: Record<string, unknown>, message: string) => string | null;
}

/**
 * A row's form edited in place (the action is `label`): in cards it replaces the card; above a table it
 * stands in a box (`heading` titles it). `only` shows those fields; the others keep their stored values.
 * `formLabel` is its accessible name (the journeys find it by that).
 */
export interface InlineForm<Row> extends ListForm {
  only?: readonly string[];
  formLabel(row: Row): string;
  heading?(row: Row): string;
}

/**
 * A new record's form (named `label`). Without `opener` it stands before the search in a box (titled
 * `heading`, also its region's name) and starts empty again after each save, with what `keep` carries
 * over; with one, a toolbar button of that name opens it above the rows, and a save or "Vazgeç" closes it.
 */
export interface CreateForm extends ListForm {
  heading?: string;
  opener?: string;
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
  /** Pages of 10 with a numbered pager and the total by default; false: one list; or a pager of the list's own (the audit log's newer / older). */
  pager?: false | ComponentType<{ list: ListView<unknown, unknown> }>;
  pagerLabel?: string;
  /** "Toplam N kayıt"; `totalNoun` replaces "kayıt"; `hideTotal` where the header counts otherwise. */
  totalNoun?: string;
  hideTotal?: boolean;
  /** A "clear filters" button while a search or filter is set. */
  clearable?: boolean;
  newLabel?: string;
  newPath?: string;
  editPath?(id: string): string;
  inlineEdit?: InlineForm<Row>;
  create?: CreateForm;
  /** A table: its columns, built with TanStack's column helper, each typed by its value. */
  columns?(column: ColumnHelper<Row>): object[];
  /**
   * Or cards (`<ul>`, `<ol>` when ordered; in a grid of up to three columns with `grid`), each drawn by
   * `item` with its place, its actions and a way to draw a form of the row.
   */
  cards?: { ordered?: boolean; grid?: boolean; item(row: Row, ui: { index: number; count: number; actions: ReactNode; form: (spec: { form: FormResource; label: string }) => ReactNode }): ReactNode };
  nameOf(row: Row): string;
  /** Actions before edit and delete. */
  actions?(row: Row): RowAction[];
  /** Before the search (counts of the page's scope, the provider's plans). */
  header?(list: ListView<Row, Extra>): ReactNode;
  /** After the filters (a refresh button). */
  toolbar?(list: ListView<Row, Extra>): ReactNode;
  /** Buttons beside the screen's title (from what the list shows), and the button of an empty list. */
  pageActions?(list: ListView<Row, Extra>): RowAction[];
  emptyAction?: RowAction;
  /** Row actions from the screen's own hooks (who is signed in), after `actions`. */
  useActions?(list: ListView<Row, Extra>): (row: Row) => RowAction[];
  /** The rows where the answer holds them under another name (both kinds of a review in one answer). */
  items?(answer: Extra): Row[];
  /** Delete with a confirmation; false: the list has no delete. */
  remove?:
    | false
    | {
        title?: string;
        confirmLabel?: string;
        body?(row: Row): ReactNode;
        done?(row: Row, answer: { message?: string }): string | null;
        /** Other queries that show the record (public pages, other admin lists), fetched again after DELETE /api/admin/<path>/:id. */
        also?: readonly QueryKey[];
      };
  /** `deleteFailed` and `deleteWarning` only where the list deletes with the default texts. */
  messages: { loadFailed: string; empty: string; noMatch?: string; deleteFailed?: string; deleteWarning?: string };
}

/**
 * A list of any row type, as the registry holds it. The list layer is generic over the row; TanStack's
 * column helper is invariant in it, so no row type stands for all of them here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyList = ListResource<any, any>;

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
