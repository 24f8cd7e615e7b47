import type { ColumnDef } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Pager } from '../../../components/list/pager';
import { buttonClass } from '../../../components/ui/button-styles';
import { SearchField } from '../../../components/ui/search-field';
import { errorMessage } from '../../../lib/api-client';
import { formatInteger } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAdminList, useDeleteAdminRecord } from '../api/admin-resource-api';
import type { ListResource } from '../resources/resource';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table';

const SEARCH_DELAY_MS = 300;

/**
 * A resource's list (refine's <List>): search, its columns on TanStack Table, pages of 10, "new"
 * and the row actions its definition names (edit link, delete with a confirmation), plus any the
 * screen adds (`rowActions`).
 */
export function ResourceList<Row extends { id: string }>({ resource, rowActions }: { resource: ListResource<Row>; rowActions?: (row: Row) => ReactNode }) {
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const list = useAdminList<Row>(resource.path, { search, page });
  const remove = useDeleteAdminRecord(resource.path);
  const [deleting, setDeleting] = useState<Row | null>(null);

  const columns: ColumnDef<Row, unknown>[] = [
    ...resource.columns,
    {
      id: 'actions',
      header: () => <span className="sr-only">İşlemler</span>,
      cell: ({ row }) => (
        <div className="flex flex-wrap justify-end gap-2 whitespace-nowrap">
          {rowActions?.(row.original)}
          {resource.editPath && (
            <Link to={resource.editPath(row.original.id)} className={buttonClass('secondary', 'sm')}>
              Düzenle<span className="sr-only">: {resource.nameOf(row.original)}</span>
            </Link>
          )}
          <button type="button" className={buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-300')} onClick={() => setDeleting(row.original)}>
            Sil<span className="sr-only">: {resource.nameOf(row.original)}</span>
          </button>
        </div>
      ),
    },
  ];

  const data = list.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <div>
      <div className="flex flex-wrap items-start gap-3">
        <SearchField
          label={resource.searchLabel}
          placeholder={resource.searchLabel}
          text={text}
          hint={null}
          help="Adın bir kısmını yazın."
          onChange={(next) => {
            setText(next);
            setPage(1);
          }}
        />
        {resource.newPath && (
          <Link to={resource.newPath} className={buttonClass('primary', 'md')}>
            {resource.newLabel}
          </Link>
        )}
      </div>
      {data && (
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Toplam {data.capped ? `${formatInteger(data.total)}+` : formatInteger(data.total)} kayıt
        </p>
      )}
      <DataTable
        caption={resource.title}
        columns={columns}
        rows={data?.items}
        getRowId={(row) => row.id}
        loading={list.isFetching}
        error={list.isError ? resource.messages.loadFailed : null}
        onRetry={() => void list.refetch()}
        empty={search ? 'Aramanıza uygun kayıt bulunamadı.' : resource.messages.empty}
      />
      <div className="mt-5">
        <Pager page={page} totalPages={totalPages} onPageChange={setPage} label={`${resource.title} sayfaları`} disabled={list.isFetching} />
      </div>
      {deleting && (
        <ConfirmDialog
          title={`${resource.singular} silinsin mi?`}
          confirmLabel="Kalıcı Olarak Sil"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) || resource.messages.deleteFailed : null}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => setDeleting(null),
            })
          }
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        >
          <p className="font-semibold text-slate-900 dark:text-white">{resource.nameOf(deleting)}</p>
          <p className="mt-2">{resource.messages.deleteWarning}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
