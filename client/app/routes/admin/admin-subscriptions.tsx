import { useState } from 'react';
import { SUBSCRIPTION_STATUSES } from '../../../../shared/constants';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/schemas/billing';
import { PLATFORM_MESSAGES as M, SUBSCRIPTION_PERIOD_LABELS, SUBSCRIPTION_PERIODS, type AdminSubscriptionPage, type AdminSubscriptionRow } from '../../../../shared/schemas/admin/platform';
import { buttonClass } from '../../../components/ui/button-styles';
import { StatCard } from '../../../features/admin/components/admin-page';
import { AssignSubscriptionDialog } from '../../../features/admin/components/assign-subscription-dialog';
import { ListPage } from '../../../features/admin/components/resource-list';
import type { ListResource } from '../../../features/admin/resources/resource';
import { formatCurrency, formatDateTime, formatInteger } from '../../../lib/format';

// /admin/subscription-management (docs/product-rules.md#admin-payments): stat cards (of the search and period shown), search,
// status and period filters, a refresh button, the records, and "Abonelik Ata".

const STATUS_TONES: Record<AdminSubscriptionRow['status'], string> = {
  SUCCESS: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  PENDING: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-100',
  FAILED: 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200',
  CANCELLED: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

const subscriptionList: ListResource<AdminSubscriptionRow, AdminSubscriptionPage> = {
  path: '/subscriptions',
  title: 'Abonelik kayıtları',
  singular: 'Abonelik kaydı',
  search: { label: 'E-posta veya paket ile ara', placeholder: 'E-posta veya paket', help: null },
  filters: [
    {
      name: 'status',
      label: 'Durum',
      initial: 'all',
      width: 'w-44',
      useOptions: () => ({ options: [{ value: 'all', label: 'Tüm durumlar' }, ...SUBSCRIPTION_STATUSES.map((s) => ({ value: s, label: SUBSCRIPTION_STATUS_LABELS[s] ?? s }))] }),
    },
    { name: 'period', label: 'Dönem', initial: 'all', width: 'w-44', useOptions: () => ({ options: SUBSCRIPTION_PERIODS.map((p) => ({ value: p, label: SUBSCRIPTION_PERIOD_LABELS[p] })) }) },
  ],
  pagerLabel: 'Abonelik sayfaları',
  // The stat cards above count the records.
  hideTotal: true,
  remove: false,
  nameOf: (row) => row.user_email,
  columns: (column) => [
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
  ],
  messages: { loadFailed: M.subscriptionsLoadFailed, empty: M.subscriptionsEmpty, noMatch: M.subscriptionsEmpty },
};

export default function AdminSubscriptionsPage() {
  const [assigning, setAssigning] = useState(false);
  return (
    <ListPage
      title="Abonelik Yönetimi"
      description="Ödeme ve elle atama kayıtları. Elle atama kullanıcıyı hemen premium yapar."
      actions={
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => setAssigning(true)}>
          Abonelik Ata
        </button>
      }
      resource={subscriptionList}
      header={({ data }) => (
        <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {(['total', ...SUBSCRIPTION_STATUSES] as const).map((key) => (
            <StatCard key={key} label={key === 'total' ? 'Toplam' : (SUBSCRIPTION_STATUS_LABELS[key] ?? key)} value={data ? formatInteger(data.stats[key]) : '–'} />
          ))}
        </dl>
      )}
      toolbar={(list) => (
        <button type="button" className={buttonClass('secondary', 'md')} disabled={list.isFetching} onClick={() => void list.refetch()}>
          {list.isFetching ? 'Yenileniyor…' : 'Yenile'}
        </button>
      )}
    >
      {assigning && <AssignSubscriptionDialog onClose={() => setAssigning(false)} />}
    </ListPage>
  );
}
