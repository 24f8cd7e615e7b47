import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ClearFiltersButton } from '../../../components/list/list-states';
import { Pager } from '../../../components/list/pager';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { SelectField } from '../../../components/ui/form-field';
import { SearchField } from '../../../components/ui/search-field';
import { formatInteger } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminList, useDeleteAdminRecord, type ListQuery } from '../api/admin-resource-api';
import type { ConfirmStep, CreateForm, InlineForm, ListFilter, ListLoader, ListResource, RowAction, SavedToast } from '../resources/resource';
import { AdminPage, Loading } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';
import { ResourceForm } from './resource-form';

const SEARCH_DELAY_MS = 300;

/** What a screen adds around the list; a function gets the loaded list (its page, refetch). */
type Slot<Row, Extra> = ReactNode | ((list: ReturnType<ListLoader<Row, Extra>>) => ReactNode);
const NO_MATCH = 'Aramanıza uygun kayıt bulunamadı.';

const toneClass = { primary: buttonClass('primary', 'sm'), secondary: buttonClass('secondary', 'sm'), ghost: buttonClass('ghost', 'sm'), danger: buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-300') };

/** A confirmation's text: what it acts on, in bold (`wrap`: broken at words, not anywhere), then what will happen. */
export function confirmBody(name: ReactNode, text: string, wrap: 'break-all' | 'break-words' = 'break-all') {
  return (
    <>
      <p className={`font-semibold ${wrap} text-slate-900 dark:text-white`}>{name}</p>
      <p className="mt-2">{text}</p>
    </>
  );
}

/** A row's actions in one style: the verb shown, "verb: name" read (the journeys click by that name). */
export function RowActions({ name, actions, onConfirm }: { name: string; actions: RowAction[]; onConfirm: (step: ConfirmStep) => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 whitespace-nowrap">
      {actions.map((action, i) => {
        const className = toneClass[action.tone ?? 'secondary'];
        const text = (
          <>
            {action.label}
            <span className="sr-only">: {name}{action.newTab ? ' (yeni sekmede açılır)' : ''}</span>
          </>
        );
        if (action.to) return <Link key={i} to={action.to} className={className}>{text}</Link>;
        if (action.href) {
          return (
            <a key={i} href={action.href} className={className} download={action.download || undefined} {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {text}
            </a>
          );
        }
        const confirm = action.confirm;
        return (
          <button key={i} type="button" className={className} disabled={action.disabled} aria-pressed={action.pressed} onClick={confirm ? () => onConfirm(confirm) : action.onClick}>
            {text}
          </button>
        );
      })}
    </div>
  );
}

interface ListProps<Row, Extra> {
  resource: ListResource<Row, Extra>;
  rowActions?: (row: Row) => RowAction[];
  /** Before the search (e.g. counts of the loaded page's scope). */
  header?: Slot<Row, Extra>;
  /** After the filters (e.g. "new" or "refresh"). */
  toolbar?: Slot<Row, Extra>;
  /** Between the total and the rows (e.g. a new record's form). */
  above?: Slot<Row, Extra>;
  emptyAction?: ReactNode;
}

/** A screen that is one list: the back office's layout (its title, description, links, actions) around it, `children` after it. */
export function ListPage<Row extends { id: string }, Extra = object>(props: ListProps<Row, Extra> & PageProps) {
  const { title, description, links, actions, children, ...list } = props;
  return (
    <AdminPage title={title} description={description} links={links} actions={actions}>
      <ResourceList {...list} />
      {children}
    </AdminPage>
  );
}

type PageProps = Omit<ComponentProps<typeof AdminPage>, 'children' | 'back'> & { children?: ReactNode };

/**
 * A resource's list (refine's <List>): search, filters, sortable columns on TanStack Table (a card per
 * row on a phone) or a list of items, the total, pages of 10, "new", the row actions (edit in place
 * or on its page, delete and any other step behind one confirmation dialog, a toast when done),
 * and loading / empty / error states. The screen may add row actions, a toolbar button and what
 * stands above the rows.
 */
export function ResourceList<Row extends { id: string }, Extra = object>({ resource, rowActions, header, toolbar, above, emptyAction }: ListProps<Row, Extra>) {
  const paged = resource.paged !== false;
  const layout = resource.layout;
  const initialFilters = Object.fromEntries((resource.filters ?? []).map((f) => [f.name, f.initial ?? '']));
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>(initialFilters);
  const [sort, setSort] = useState(resource.sort);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const [created, setCreated] = useState<{ count: number; start?: Record<string, unknown> }>({ count: 0 });
  const [confirming, setConfirming] = useState<ConfirmStep | null>(null);
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  const query: ListQuery = {};
  if (resource.search) query.search = search;
  Object.assign(query, filters);
  if (sort) Object.assign(query, { sort: sort.column, dir: sort.dir });
  if (paged) query.page = page;
  const useRows = resource.useRows ?? (useAdminList as ListLoader<Row, Extra>);
  const list = useRows(resource.path, query);
  const removeRecord = useDeleteAdminRecord(resource.path, (resource.remove && resource.remove.also) || undefined);
  const remove = resource.remove === false ? null : (id: string) => removeRecord.mutateAsync(id);

  const filtered = Boolean(search) || (resource.filters ?? []).some((f) => filters[f.name] !== (f.initial ?? ''));
  const toFirstPage = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  const actionsOf = (row: Row): RowAction[] => {
    const name = resource.nameOf(row);
    const all = [...(resource.actions?.(row) ?? []), ...(rowActions?.(row) ?? [])];
    if (resource.inlineEdit) all.push({ label: resource.inlineEdit.label, tone: resource.editPath ? 'ghost' : 'secondary', onClick: () => setEditing(row.id) });
    if (resource.editPath) all.push({ label: 'Düzenle', to: resource.editPath(row.id) });
    if (remove) {
      const spec = resource.remove || {};
      all.push({
        label: 'Sil',
        tone: 'danger',
        confirm: {
          title: spec.title ?? `${resource.singular} silinsin mi?`,
          label: spec.confirmLabel ?? 'Kalıcı Olarak Sil',
          body: spec.body?.(row) ?? confirmBody(name, resource.messages.deleteWarning ?? ''),
          run: () => remove(row.id),
          failed: resource.messages.deleteFailed ?? '',
          done: spec.done ? (answer) => spec.done!(row, answer) : undefined,
        },
      });
    }
    return all;
  };
  const actionsCell = (row: Row) => <RowActions name={resource.nameOf(row)} actions={actionsOf(row)} onConfirm={setConfirming} />;

  const data = list.data;
  const rows = data?.items;
  const editingRow = editing ? rows?.find((row) => row.id === editing) : undefined;
  const inline = resource.inlineEdit;
  const stopEditing = () => setEditing(null);
  const editorOf = (row: Row) => (!inline ? null : 'editor' in inline ? <inline.editor key={row.id} row={row} onDone={stopEditing} /> : <EditInPlace key={row.id} spec={inline.form} row={row} boxed={!layout} onDone={stopEditing} />);
  const empty = filtered ? (resource.messages.noMatch ?? NO_MATCH) : resource.messages.empty;
  const error = list.isError ? resource.messages.loadFailed : null;

  let body: ReactNode;
  if (!layout) {
    const columns: ColumnDef<Row, unknown>[] = [
      ...(typeof resource.columns === 'function' ? (resource.columns(createColumnHelper<Row>()) as ColumnDef<Row, unknown>[]) : (resource.columns ?? [])),
      { id: 'actions', header: () => <span className="sr-only">İşlemler</span>, cell: ({ row }) => actionsCell(row.original) },
    ];
    body = (
      <>
        {editingRow && editorOf(editingRow)}
        <DataTable
          caption={resource.title}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          loading={list.isFetching}
          error={error}
          onRetry={() => void list.refetch()}
          empty={empty}
          emptyAction={emptyAction}
          sort={
            sort && {
              column: sort.column,
              dir: sort.dir,
              onSort: (column) => {
                setSort((s) => ({ column, dir: s?.column === column && s.dir === 'asc' ? 'desc' : 'asc' }));
                setPage(1);
              },
            }
          }
        />
      </>
    );
  } else if (error && !rows) body = <DataError message={error} onRetry={() => void list.refetch()} />;
  else if (!rows) body = <Loading count={4} className="space-y-2" block="h-14 w-full" />;
  else if (rows.length === 0) body = <DataEmpty message={empty} action={emptyAction} />;
  else {
    const List = layout.ordered ? 'ol' : 'ul';
    body = (
      <List aria-busy={list.isFetching || undefined} className="space-y-3">
        {rows.map((row, index) => (
          <li key={row.id} className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
            {inline && editing === row.id ? editorOf(row) : layout.item(row, { index, count: rows.length, actions: actionsCell(row) })}
          </li>
        ))}
      </List>
    );
  }

  const slot = (node: Slot<Row, Extra> | undefined) => (typeof node === 'function' ? node(list) : node);
  const hasToolbar = resource.search || resource.filters?.length || resource.newPath || toolbar;
  return (
    <div>
      {resource.create && <CreateBox key={created.count} spec={resource.create} start={created.start} onSaved={(values) => setCreated((c) => ({ count: c.count + 1, start: resource.create!.keep?.(values) }))} />}
      {slot(header)}
      {hasToolbar && (
        <div className={`flex flex-wrap items-start gap-3 ${paged ? '' : 'mb-4'}`}>
          {resource.search && (
            <SearchField
              label={resource.search.label}
              placeholder={resource.search.placeholder ?? resource.search.label}
              text={text}
              hint={null}
              help={resource.search.help === undefined ? 'Adın bir kısmını yazın.' : (resource.search.help ?? undefined)}
              onChange={toFirstPage(setText)}
            />
          )}
          {resource.filters?.map((filter) => {
            const Filter = filter.useChecked ? FilterCheck : FilterSelect;
            return <Filter key={filter.name} filter={filter} data={data} value={filters[filter.name] ?? ''} onChange={toFirstPage((value: string) => setFilters((f) => ({ ...f, [filter.name]: value })))} />;
          })}
          {resource.clearable && filtered && (
            <ClearFiltersButton
              onClick={() => {
                setText('');
                setFilters(initialFilters);
                setPage(1);
              }}
            />
          )}
          {slot(toolbar)}
          {resource.newPath && (
            <Link to={resource.newPath} className={buttonClass('primary', 'md')}>
              {resource.newLabel}
            </Link>
          )}
        </div>
      )}
      {paged && !resource.hideTotal && data?.total !== undefined && (
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Toplam {data.capped ? `${formatInteger(data.total)}+` : formatInteger(data.total)} {resource.totalNoun ?? 'kayıt'}
        </p>
      )}
      {slot(above)}
      {body}
      {paged && data && (
        <div className="mt-5">
          {resource.paged === 'position' ? (
            <div className="flex justify-center gap-2">
              <button type="button" className={buttonClass('secondary', 'md')} disabled={page <= 1 || list.isFetching} onClick={() => setPage(page - 1)}>
                Daha yeni
              </button>
              <button type="button" className={buttonClass('secondary', 'md')} disabled={data.items.length < (data.page_size ?? 0) || list.isFetching} onClick={() => setPage(page + 1)}>
                Daha eski
              </button>
            </div>
          ) : (
            <Pager
              page={page}
              totalPages={Math.max(1, Math.ceil((data.total ?? 0) / (data.page_size ?? 1)))}
              onPageChange={setPage}
              label={resource.pagerLabel ?? `${resource.title} sayfaları`}
              disabled={list.isFetching}
            />
          )}
        </div>
      )}
      {confirming && <ConfirmDialog step={confirming} onClose={() => setConfirming(null)} />}
    </div>
  );
}

const boxClass = 'mb-6 rounded-2xl border p-4 sm:p-5';

/** The toast after a save in a list's own form: the answer's message unless the definition says another. */
const toastOf = (toast: SavedToast | undefined, values: Record<string, unknown>, message: string) => {
  const text = toast ? toast(values, message) : message;
  if (text) showToast(text);
};

/** A definition's form in place of a list item or, in a box, above the table. */
function EditInPlace<Row extends { id: string }>({ spec, row, boxed, onDone }: { spec: InlineForm<Row>; row: Row; boxed: boolean; onDone: () => void }) {
  const form = (
    <ResourceForm
      resource={spec.form}
      id={row.id}
      row={row}
      only={spec.only}
      layout="row"
      label={spec.formLabel(row)}
      onCancel={onDone}
      onSaved={(message, values) => {
        toastOf(spec.toast, values, message);
        onDone();
      }}
    />
  );
  if (!boxed) return form;
  const heading = spec.heading?.(row);
  const Box = heading ? 'section' : 'div';
  return (
    <Box aria-label={heading && spec.formLabel(row)} className={`${boxClass} border-amber-300 bg-amber-50/60 dark:border-amber-500/40 dark:bg-amber-500/5`}>
      {heading && <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{heading}</h2>}
      {form}
    </Box>
  );
}

/** A new record's form before the list; a new key after each save starts it empty again. */
function CreateBox({ spec, start, onSaved }: { spec: CreateForm; start?: Record<string, unknown>; onSaved: (values: Record<string, unknown>) => void }) {
  return (
    <section aria-label={spec.heading} className={`${boxClass} border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900`}>
      {spec.heading && <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{spec.heading}</h2>}
      <ResourceForm
        resource={spec.form}
        start={start}
        layout="row"
        label={spec.label}
        submitLabel="Ekle"
        onSaved={(message, values) => {
          toastOf(spec.toast, values, message);
          onSaved(values);
        }}
      />
    </section>
  );
}

type FilterProps<Extra> = { filter: ListFilter<Extra>; data: Extra | undefined; value: string; onChange: (value: string) => void };

function FilterSelect<Extra>({ filter, data, value, onChange }: FilterProps<Extra>) {
  const { options, error } = filter.useOptions!(data);
  return (
    <div className={filter.width}>
      <SelectField label={filter.label} hideLabel value={value} placeholder={filter.placeholder} options={options} onValueChange={onChange} error={error} />
    </div>
  );
}

/** A checkbox filter: checked, it sends what its hook answers (the signed-in admin's id). */
function FilterCheck<Extra>({ filter, value, onChange }: FilterProps<Extra>) {
  const on = filter.useChecked!();
  return (
    <label className="flex h-11 items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
      <input type="checkbox" className="size-5 accent-amber-500" checked={value !== ''} onChange={(event) => onChange(event.target.checked ? (on ?? '') : '')} />
      {filter.label}
    </label>
  );
}
