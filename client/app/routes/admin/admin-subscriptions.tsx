import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { SUBSCRIPTION_STATUSES } from '../../../../shared/constants';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/schemas/billing';
import { PLATFORM_MESSAGES as M, SUBSCRIPTION_PERIOD_LABELS, SUBSCRIPTION_PERIODS, type AdminSubscriptionRow, type SubscriptionQuery } from '../../../../shared/schemas/admin/platform';
import { Pager } from '../../../components/list/pager';
import { buttonClass } from '../../../components/ui/button-styles';
import { SelectField } from '../../../components/ui/form-field';
import { SearchField } from '../../../components/ui/search-field';
import { useSubscriptions } from '../../../features/admin/api/platform-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { AssignSubscriptionDialog } from '../../../features/admin/components/assign-subscription-dialog';
import { DataTable } from '../../../features/admin/components/data-table';
import { formatCurrency, formatDateTime, formatInteger } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

// /admin/subscription-management (spec 3 §2.18): stat cards, search, status and period filters, a
// refresh button, the records, and "Abonelik Ata".

const STATUS_TONES: Record<AdminSubscriptionRow['status'], string> = {
  SUCCESS: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  PENDING: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-100',
  FAILED: 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200',
  CANCELLED: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

export default function AdminSubscriptionsPage() {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<SubscriptionQuery['status']>('all');
  const [period, setPeriod] = useState<SubscriptionQuery['period']>('all');
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState(false);
  const search = useDebouncedValue(text.trim(), 300);
  const list = useSubscriptions({ search, status, period, page });
  const data = list.data;

  const columns = useMemo(() => {
    const column = createColumnHelper<AdminSubscriptionRow>();
    return [
      column.accessor('user_email', { header: 'Kullanıcı', cell: (info) => <span className="break-all">{info.getValue()}</span> }),
      column.accessor('package_name', { header: 'Paket', cell: (info) => info.getValue() ?? '–' }),
      column.accessor('status', {
        header: 'Durum',
        cell: (info) => (
          <span className="inline-flex flex-wrap items-center gap-1.5">
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[info.getValue()]}`}>{SUBSCRIPTION_STATUS_LABELS[info.getValue()] ?? info.getValue()}</span>
            {info.row.original.manual && <span className="text-xs text-slate-600 dark:text-slate-400">elle</span>}
          </span>
        ),
      }),
      column.accessor('amount', { header: 'Tutar', cell: (info) => <span className="whitespace-nowrap tabular-nums">{info.getValue() === null ? '–' : formatCurrency(info.getValue(), info.row.original.currency ?? 'TRY')}</span> }),
      column.accessor('subscription_reference_code', { header: 'Referans', cell: (info) => <span className="font-mono text-xs break-all">{info.getValue() ?? '–'}</span> }),
      column.accessor('created_at', { header: 'Tarih', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
    ] as ColumnDef<AdminSubscriptionRow, unknown>[];
  }, []);

  const reset = <T,>(set: (v: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <AdminPage
      title="Abonelik Yönetimi"
      description="Ödeme ve elle atama kayıtları. Elle atama kullanıcıyı hemen premium yapar."
      actions={
        <>
          <button type="button" className={buttonClass('secondary', 'md')} disabled={list.isFetching} onClick={() => void list.refetch()}>
            {list.isFetching ? 'Yenileniyor…' : 'Yenile'}
          </button>
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => setAssigning(true)}>
            Abonelik Ata
          </button>
        </>
      }
    >
      <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {(['total', ...SUBSCRIPTION_STATUSES] as const).map((key) => (
          <div key={key} className="rounded-2xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{key === 'total' ? 'Toplam' : SUBSCRIPTION_STATUS_LABELS[key]}</dt>
            <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums dark:text-white">{data ? formatInteger(data.stats[key]) : '–'}</dd>
          </div>
        ))}
      </dl>
      <div className="mb-3 flex flex-wrap items-start gap-3">
        <SearchField label="E-posta veya paket ile ara" placeholder="E-posta veya paket" text={text} hint={null} onChange={reset(setText)} />
        <div className="w-44">
          <SelectField
            label="Durum"
            hideLabel
            value={status}
            options={[{ value: 'all', label: 'Tüm durumlar' }, ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: SUBSCRIPTION_STATUS_LABELS[s] ?? s }))]}
            onValueChange={(v) => reset(setStatus)(v as SubscriptionQuery['status'])}
          />
        </div>
        <div className="w-44">
          <SelectField
            label="Dönem"
            hideLabel
            value={period}
            options={SUBSCRIPTION_PERIODS.map((p) => ({ value: p, label: SUBSCRIPTION_PERIOD_LABELS[p] }))}
            onValueChange={(v) => reset(setPeriod)(v as SubscriptionQuery['period'])}
          />
        </div>
      </div>
      <DataTable
        caption="Abonelik kayıtları"
        columns={columns}
        rows={data?.items}
        getRowId={(row) => row.id}
        loading={list.isFetching}
        error={list.isError ? M.subscriptionsLoadFailed : null}
        onRetry={() => void list.refetch()}
        empty={M.subscriptionsEmpty}
      />
      <div className="mt-5">
        <Pager page={page} totalPages={data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1} onPageChange={setPage} label="Abonelik sayfaları" disabled={list.isFetching} />
      </div>
      {assigning && <AssignSubscriptionDialog onClose={() => setAssigning(false)} />}
    </AdminPage>
  );
}
