import { useState } from 'react';
import { ApiRequestError, errorMessage } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { useAdminCall, useAdminList, useDeleteAdminRecord, type AdminCall, type ListQuery } from '../../api/admin-resource-api';
import { confirmBody } from '../../components/cells';
import type { ConfirmStep, DialogForm, ListResource, ListView, RowAction } from '../../registry/list';

const SEARCH_DELAY_MS = 300;
const NO_MATCH = 'Aramanıza uygun kayıt bulunamadı.';

/** What stands over the list: a confirmation, a form in a dialog, or a dialog of the screen's own. */
type Overlay = { confirm: ConfirmStep } | { dialog: DialogForm } | { open: NonNullable<RowAction['open']> };

export type ListState<Row extends { id: string }, Extra = object> = ReturnType<typeof useResourceList<Row, Extra>>;

/**
 * A resource's list as state (refine's useTable): the search, filters, sort and page it sends
 * (back to page 1 on any change), the answer, the row edited in place, the new-record form, what
 * stands over it, and each row's actions (the definition's, its hook's, edit in place or on its page,
 * delete behind a confirmation). The parts in resource-list.tsx draw from it.
 */
export function useResourceList<Row extends { id: string }, Extra = object>(resource: ListResource<Row, Extra>) {
  const paged = resource.pager !== false;
  const initialFilters = Object.fromEntries((resource.filters ?? []).map((f) => [f.name, f.initial ?? '']));
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>(initialFilters);
  const [sort, setSort] = useState(resource.sort);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  // A new key after each save starts the new-record form empty again (with what it carries over).
  const [creating, setCreating] = useState<{ key: number; start?: Record<string, unknown>; open: boolean }>({ key: 0, open: false });
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  const query: ListQuery = {};
  if (resource.search) query.search = search;
  Object.assign(query, filters);
  if (sort) Object.assign(query, { sort: sort.column, dir: sort.dir });
  if (paged) query.page = page;
  const answer = useAdminList<Row, Extra>(resource.path, query);
  const data = answer.data && resource.items ? { ...answer.data, items: resource.items(answer.data) } : answer.data;
  const view: ListView<Row, Extra> = { data, isFetching: answer.isFetching, refetch: answer.refetch, page, setPage };
  const ownActions = resource.useActions?.(view);
  const removeRecord = useDeleteAdminRecord(resource.path, (resource.remove && resource.remove.also) || undefined);
  // Every action's call; what the back office shows is read again after it (useAdminCall).
  const call = useAdminCall((request: AdminCall) => request);

  const filtered = Boolean(search) || (resource.filters ?? []).some((f) => filters[f.name] !== (f.initial ?? ''));
  const toFirstPage = <T>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const actionsOf = (row: Row): RowAction[] => {
    const all = [...(resource.actions?.(row) ?? []), ...(ownActions?.(row) ?? [])];
    if (resource.inlineEdit) all.push({ label: resource.inlineEdit.label, tone: resource.editPath ? 'ghost' : 'secondary', onClick: () => setEditing(row.id) });
    if (resource.editPath) all.push({ label: 'Düzenle', to: resource.editPath(row.id) });
    const spec = resource.remove;
    if (spec !== false) {
      all.push({
        label: 'Sil',
        tone: 'danger',
        confirm: {
          title: spec?.title ?? `${resource.singular} silinsin mi?`,
          label: spec?.confirmLabel ?? 'Kalıcı Olarak Sil',
          body: spec?.body?.(row) ?? confirmBody(resource.nameOf(row), resource.messages.deleteWarning ?? ''),
          run: () => removeRecord.mutateAsync(row.id),
          failed: resource.messages.deleteFailed ?? '',
          done: spec?.done ? (answer) => spec.done!(row, answer) : undefined,
        },
      });
    }
    return all;
  };

  return {
    resource,
    view,
    paged,
    rows: data?.items,
    error: answer.isError ? resource.messages.loadFailed : null,
    empty: filtered ? (resource.messages.noMatch ?? NO_MATCH) : resource.messages.empty,
    text,
    setText: toFirstPage(setText),
    filters,
    setFilter: (name: string) => toFirstPage((value: string) => setFilters((f) => ({ ...f, [name]: value }))),
    filtered,
    clear: () => {
      setText('');
      setFilters(initialFilters);
      setPage(1);
    },
    sort,
    sortBy: (column: string) => {
      setSort((s) => ({ column, dir: s?.column === column && s.dir === 'asc' ? 'desc' : 'asc' }));
      setPage(1);
    },
    actionsOf,
    /** What an action does on a click: asks first (then runs its step or makes its call), opens its dialog, makes its call, or runs. */
    run: (action: RowAction) => {
      const request = action.call;
      if (action.confirm) setOverlay({ confirm: { ...action.confirm, run: action.confirm.run ?? (() => call.mutateAsync(request!)) } });
      else if (action.dialog) setOverlay({ dialog: action.dialog });
      else if (action.open) setOverlay({ open: action.open });
      else if (request) {
        const refusal = (e: Error) => (e instanceof ApiRequestError && e.status < 500 ? e.message : (action.failed ?? errorMessage(e)));
        call.mutate(request, { onSuccess: (answer) => showToast(action.done?.(answer) ?? answer.message), onError: (e) => showToast(refusal(e), 'error') });
      } else action.onClick?.();
    },
    /** A call is running: the buttons that make one wait. */
    calling: call.isPending,
    overlay,
    closeOverlay: () => setOverlay(null),
    editing,
    stopEditing: () => setEditing(null),
    creating,
    setCreating,
  };
}
