import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ClearFiltersButton } from '../../../../components/list/list-states';
import { Pager } from '../../../../components/list/pager';
import { buttonClass } from '../../../../components/ui/button-styles';
import { DataEmpty, DataError } from '../../../../components/ui/data-states';
import { SelectField } from '../../../../components/ui/form-field';
import { SearchField } from '../../../../components/ui/search-field';
import { formatInteger } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { AdminPage, Loading } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable } from '../../components/data-table';
import type { CreateForm, ListFilter, ListResource, RowAction } from '../../registry/list';
import { ResourceForm, ResourceFormDialog } from '../form/resource-form';
import { useResourceList, type ListState } from './use-resource-list';

// A resource's list (refine's <List>): its state from `useResourceList` (use-resource-list.ts), drawn by
// small parts (toolbar, total, table or cards, pager; the definition's forms: a new record's, a row's in
// place, a form or a confirmation in a dialog over the list), which ResourceList and ListPage put in order.

type Props<Row extends { id: string }, Extra> = { list: ListState<Row, Extra> };

const toneClass = { primary: buttonClass('primary', 'sm'), secondary: buttonClass('secondary', 'sm'), ghost: buttonClass('ghost', 'sm'), danger: buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-300') };

/** One action as a link or a button; `name`, where given, is read after the verb. */
function ActionButton({ action, name, className, list }: { action: RowAction; name?: string; className: string; list: { run: (action: RowAction) => void; calling: boolean } }) {
  const text = (
    <>
      {action.label}
      {name !== undefined && <span className="sr-only">: {name}{action.newTab ? ' (yeni sekmede açılır)' : ''}</span>}
    </>
  );
  if (action.to) return <Link to={action.to} className={className}>{text}</Link>;
  if (action.href) {
    return (
      <a href={action.href} className={className} download={action.download || undefined} {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {text}
      </a>
    );
  }
  return (
    <button type="button" className={className} disabled={action.disabled || (Boolean(action.call) && list.calling)} aria-pressed={action.pressed} onClick={() => list.run(action)}>
      {text}
    </button>
  );
}

/** A row's actions in one style: the verb shown, "verb: name" read (the journeys click by that name). */
export function RowActions({ name, actions, list }: { name: string; actions: RowAction[]; list: { run: (action: RowAction) => void; calling: boolean } }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 whitespace-nowrap">
      {actions.map((action, i) => (
        <ActionButton key={i} action={action} name={name} className={toneClass[action.tone ?? 'secondary']} list={list} />
      ))}
    </div>
  );
}

/** The buttons of the page (beside its title) or of an empty list: the first primary. */
export function PageActions<Row extends { id: string }, Extra>({ list, actions }: Props<Row, Extra> & { actions: RowAction[] }) {
  return actions.map((action, i) => <ActionButton key={i} action={action} className={buttonClass(i === 0 ? 'primary' : 'secondary', 'md')} list={list} />);
}

/** The search, the filters, "clear", the definition's toolbar, the new-record button or link. */
export function ListToolbar<Row extends { id: string }, Extra>({ list }: Props<Row, Extra>) {
  const { resource } = list;
  const toolbar = resource.toolbar?.(list.view);
  const opener = resource.create?.opener;
  if (!resource.search && !resource.filters?.length && !resource.newPath && !toolbar && !opener) return null;
  return (
    <div className={`flex flex-wrap items-start gap-3 ${list.paged ? '' : 'mb-4'}`}>
      {resource.search && (
        <SearchField
          label={resource.search.label}
          placeholder={resource.search.placeholder ?? resource.search.label}
          text={list.text}
          hint={null}
          help={resource.search.help === undefined ? 'Adın bir kısmını yazın.' : (resource.search.help ?? undefined)}
          onChange={list.setText}
        />
      )}
      {resource.filters?.map((filter) => {
        const Filter = filter.useChecked ? FilterCheck : FilterSelect;
        return <Filter key={filter.name} filter={filter} data={list.view.data} value={list.filters[filter.name] ?? ''} onChange={list.setFilter(filter.name)} />;
      })}
      {resource.clearable && list.filtered && <ClearFiltersButton onClick={list.clear} />}
      {toolbar}
      {opener && (
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => list.setCreating((c) => ({ ...c, open: true }))} disabled={list.creating.open}>
          {opener}
        </button>
      )}
      {resource.newPath && (
        <Link to={resource.newPath} className={buttonClass('primary', 'md')}>
          {resource.newLabel}
        </Link>
      )}
    </div>
  );
}

/** "Toplam N kayıt" over a paged list. */
export function ListTotal<Row extends { id: string }, Extra>({ list }: Props<Row, Extra>) {
  const { resource, view } = list;
  if (!list.paged || resource.hideTotal || view.data?.total === undefined) return null;
  const { total, capped } = view.data;
  return (
    <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
      Toplam {capped ? `${formatInteger(total)}+` : formatInteger(total)} {resource.totalNoun ?? 'kayıt'}
    </p>
  );
}

/** The numbered pager, or the list's own. */
export function ListPager<Row extends { id: string }, Extra>({ list }: Props<Row, Extra>) {
  const { resource, view } = list;
  if (resource.pager === false || !view.data) return null;
  const Own = resource.pager;
  return (
    <div className="mt-5">
      {Own ? (
        <Own list={view} />
      ) : (
        <Pager
          page={view.page}
          totalPages={Math.max(1, Math.ceil((view.data.total ?? 0) / (view.data.page_size ?? 1)))}
          onPageChange={view.setPage}
          label={resource.pagerLabel ?? `${resource.title} sayfaları`}
          disabled={view.isFetching}
        />
      )}
    </div>
  );
}

const emptyActionOf = <Row extends { id: string }, Extra>(list: ListState<Row, Extra>) => list.resource.emptyAction && <PageActions list={list} actions={[list.resource.emptyAction]} />;

/** The rows as a table on TanStack Table (a card per row on a phone), the row edited in place in a box above it. */
export function ListTable<Row extends { id: string }, Extra>({ list }: Props<Row, Extra>) {
  const { resource } = list;
  const columns: ColumnDef<Row, unknown>[] = [
    ...(resource.columns!(createColumnHelper<Row>()) as ColumnDef<Row, unknown>[]),
    { id: 'actions', header: () => <span className="sr-only">İşlemler</span>, cell: ({ row }) => <RowActions name={resource.nameOf(row.original)} actions={list.actionsOf(row.original)} list={list} /> },
  ];
  const editing = list.editing ? list.rows?.find((row) => row.id === list.editing) : undefined;
  return (
    <>
      {editing && <EditInPlace key={editing.id} list={list} row={editing} boxed />}
      <DataTable
        caption={resource.title}
        columns={columns}
        rows={list.rows}
        getRowId={(row) => row.id}
        loading={list.view.isFetching}
        error={list.error}
        onRetry={() => void list.view.refetch()}
        empty={list.empty}
        emptyAction={emptyActionOf(list)}
        sort={list.sort && { column: list.sort.column, dir: list.sort.dir, onSort: list.sortBy }}
      />
    </>
  );
}

/** The rows as cards drawn by the definition (in order where the order is the point), the row edited in place in its card. */
export function ListCards<Row extends { id: string }, Extra>({ list }: Props<Row, Extra>) {
  const { resource, rows } = list;
  const cards = resource.cards!;
  if (list.error && !rows) return <DataError message={list.error} onRetry={() => void list.view.refetch()} />;
  if (!rows) return <Loading count={4} className="space-y-2" block="h-14 w-full" />;
  if (rows.length === 0) return <DataEmpty message={list.empty} action={emptyActionOf(list)} />;
  const List = cards.ordered ? 'ol' : 'ul';
  return (
    <List aria-busy={list.view.isFetching || undefined} className={cards.grid ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-3'}>
      {rows.map((row, index) => (
        <li
          key={row.id}
          className={`border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${cards.grid ? 'h-full rounded-2xl border p-5' : 'flex flex-wrap items-center gap-3 rounded-xl border px-4 py-3'}`}
        >
          {resource.inlineEdit && list.editing === row.id ? (
            <EditInPlace key={row.id} list={list} row={row} />
          ) : (
            cards.item(row, {
              index,
              count: rows.length,
              actions: <RowActions name={resource.nameOf(row)} actions={list.actionsOf(row)} list={list} />,
              form: ({ form, label }) => <ResourceForm resource={form} id={row.id} row={row} layout="row" label={label} />,
            })
          )}
        </li>
      ))}
    </List>
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

/** A list's own form in a box: a region titled by `heading` where it has one (named `label`, else the heading). */
function FormBox({ heading, label = heading, tone, children }: { heading?: string; label?: string; tone: 'edit' | 'add'; children: ReactNode }) {
  const Box = heading ? 'section' : 'div';
  const toneClass = tone === 'edit' ? 'border-amber-300 bg-amber-50/60 dark:border-amber-500/40 dark:bg-amber-500/5' : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';
  return (
    <Box aria-label={heading && label} className={`mb-6 w-full rounded-2xl border p-4 sm:p-5 ${toneClass}`}>
      {heading && <h2 className="mb-3 text-base font-semibold text-slate-900 dark:text-white">{heading}</h2>}
      {children}
    </Box>
  );
}

/** The toast after a save in a list's own form: the answer's message unless the definition says another. */
const toastOf = (toast: CreateForm['toast'], values: Record<string, unknown>, message: string) => {
  const text = toast ? toast(values, message) : message;
  if (text) showToast(text);
};

/** The definition's form in place of a card's content, or in a box above the table. */
export function EditInPlace<Row extends { id: string }, Extra>({ list, row, boxed = false }: Props<Row, Extra> & { row: Row; boxed?: boolean }) {
  const spec = list.resource.inlineEdit!;
  const form = (
    <ResourceForm
      resource={spec.form}
      id={row.id}
      row={row}
      only={spec.only}
      layout={spec.layout ?? 'row'}
      label={spec.formLabel(row)}
      onCancel={list.stopEditing}
      onSaved={(message, values) => {
        toastOf(spec.toast, values, message);
        list.stopEditing();
      }}
    />
  );
  // In a card a row of fields takes the card's place; a stack of them, or a form above a table, stands in a box.
  if (!boxed && spec.layout !== 'stack') return form;
  return (
    <FormBox heading={spec.heading?.(row)} label={spec.formLabel(row)} tone="edit">
      {form}
    </FormBox>
  );
}

/** A new record's form: always in its box before the list (started again after each save), or opened by its toolbar button. */
export function CreateBox<Row extends { id: string }, Extra>({ list }: Props<Row, Extra>) {
  const spec = list.resource.create!;
  const { key, start, open } = list.creating;
  if (spec.opener && !open) return null;
  return (
    <FormBox heading={spec.heading} tone={spec.opener ? 'edit' : 'add'}>
      <ResourceForm
        key={key}
        resource={spec.form}
        start={start}
        layout={spec.layout ?? 'row'}
        label={spec.label}
        submitLabel={spec.opener ? undefined : 'Ekle'}
        onCancel={spec.opener ? () => list.setCreating((c) => ({ ...c, open: false })) : undefined}
        onSaved={(message, values) => {
          toastOf(spec.toast, values, message);
          list.setCreating((c) => ({ key: c.key + 1, start: spec.keep?.(values), open: false }));
        }}
      />
    </FormBox>
  );
}

/** The confirmation, the dialog form or the screen's own dialog an action opened. */
export function ListOverlay<Row extends { id: string }, Extra>({ list }: Props<Row, Extra>) {
  const { overlay, closeOverlay } = list;
  if (!overlay) return null;
  if ('open' in overlay) return overlay.open(closeOverlay);
  return 'confirm' in overlay ? <ConfirmDialog step={overlay.confirm} onClose={closeOverlay} /> : <ResourceFormDialog dialog={overlay.dialog} onClose={closeOverlay} />;
}

/** A resource's list: the parts in their order, the definition's header before the toolbar. */
export function ResourceList<Row extends { id: string }, Extra>({ resource }: { resource: ListResource<Row, Extra> }) {
  return <ListBody list={useResourceList(resource)} />;
}

function ListBody<Row extends { id: string }, Extra>({ list }: { list: ListState<Row, Extra> }) {
  const { resource } = list;
  const create = resource.create;
  return (
    <div>
      {create && !create.opener && <CreateBox list={list} />}
      {resource.header?.(list.view)}
      <ListToolbar list={list} />
      <ListTotal list={list} />
      {create?.opener && <CreateBox list={list} />}
      {resource.cards ? <ListCards list={list} /> : <ListTable list={list} />}
      <ListPager list={list} />
      <ListOverlay list={list} />
    </div>
  );
}

/** A screen that is one list: the back office's layout (title, description, links, the list's page actions) around it. */
export function ListPage<Row extends { id: string }, Extra>({ resource, ...page }: { resource: ListResource<Row, Extra>; title: string; description?: string; links?: readonly { label: string; to: string }[] }) {
  const list = useResourceList(resource);
  const actions = resource.pageActions?.(list.view) ?? [];
  return (
    <AdminPage {...page} actions={actions.length > 0 && <PageActions list={list} actions={actions} />}>
      <ListBody list={list} />
    </AdminPage>
  );
}
