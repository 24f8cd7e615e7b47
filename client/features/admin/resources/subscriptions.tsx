import { SUBSCRIPTION_STATUSES } from '../../../../shared/constants';
import { SUBSCRIPTION_STATUS_LABELS } from '../../../../shared/schemas/billing';
import { PLATFORM_MESSAGES as M, SUBSCRIPTION_PERIOD_LABELS, SUBSCRIPTION_PERIODS, type AdminSubscriptionPage, type AdminSubscriptionRow } from '../../../../shared/schemas/admin/platform';
import { ADMIN_USER_MESSAGES, assignSubscriptionSchema, type AdminUserRow } from '../../../../shared/schemas/admin/users';
import { z } from '../../../../shared/zod';
import { usePackages } from '../../../api/packages';
import { buttonClass } from '../../../components/ui/button-styles';
import { formatCurrency, formatDateTime, formatInteger } from '../../../lib/format';
import { useAdminCall } from '../api/admin-resource-api';
import { StatCard } from '../components/admin-page';
import { UserPicker } from '../components/user-picker';
import type { FieldDef, SaveInput } from '../registry/form';
import type { DialogForm, ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// Subscription management (docs/product-rules.md#admin-payments): stat cards (of the search and period
// shown), search, status and period filters, a refresh button, the records, and "Abonelik Ata", which
// the users' list offers for one user too (docs/product-rules.md#admin-users).

const STATUS_TONES: Record<AdminSubscriptionRow['status'], string> = {
  SUCCESS: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  PENDING: 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-100',
  FAILED: 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200',
  CANCELLED: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** The active packages with their prices; the select waits for them. */
function usePackageOptions() {
  const packages = usePackages();
  return {
    options: (packages.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${formatCurrency(p.price, p.currency)}` })),
    placeholder: packages.isPending ? 'Paketler yükleniyor…' : 'Paket seçin',
    disabled: !packages.data,
    error: packages.isError ? 'Paketler yüklenirken bir hata oluştu' : undefined,
  };
}

/** POST /api/admin/users/:id/subscription for the chosen (or given) user. */
const useAssign = () => useAdminCall(({ data }: SaveInput) => ({ url: `/users/${(data as { user_id: string }).user_id}/subscription`, json: { package_id: (data as { package_id: string }).package_id } }));

/**
 * "Abonelik Ata": an active package for a user; premium starts with a manual reference. From the users'
 * list the user is given; from subscription management it is searched. Both are required.
 */
export function assignDialog(user?: Pick<AdminUserRow, 'id' | 'email'>): DialogForm {
  const picker: FieldDef[] = user ? [] : [{ kind: 'picker', name: 'user_id', label: 'Kullanıcı', picker: UserPicker, wide: true }];
  return {
    title: 'Abonelik Ata',
    description: user ? <span className="break-all">{user.email}</span> : 'Kullanıcı ve paket seçin.',
    toast: (message) => message,
    form: {
      path: '/users',
      singular: 'Abonelik',
      schema: assignSubscriptionSchema.extend({ user_id: z.uuid() }),
      defaults: () => ({ user_id: user?.id ?? '' }),
      sections: [{ fields: [...picker, { kind: 'select', name: 'package_id', label: 'Paket', required: true, options: usePackageOptions, wide: true }] }],
      canSubmit: (values) => Boolean(values.user_id && values.package_id),
      submitLabel: () => 'Abonelik Ata',
      useSave: useAssign,
      messages: { loadFailed: ADMIN_USER_MESSAGES.assignFailed, saveFailed: ADMIN_USER_MESSAGES.assignFailed },
    },
  };
}

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
  header: ({ data }) => (
    <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
      {(['total', ...SUBSCRIPTION_STATUSES] as const).map((key) => (
        <StatCard key={key} label={key === 'total' ? 'Toplam' : (SUBSCRIPTION_STATUS_LABELS[key] ?? key)} value={data ? formatInteger(data.stats[key]) : '–'} />
      ))}
    </dl>
  ),
  toolbar: (list) => (
    <button type="button" className={buttonClass('secondary', 'md')} disabled={list.isFetching} onClick={() => void list.refetch()}>
      {list.isFetching ? 'Yenileniyor…' : 'Yenile'}
    </button>
  ),
  pageActions: () => [{ label: 'Abonelik Ata', dialog: assignDialog() }],
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

export default {
  screens: [{ path: 'subscription-management', title: 'Abonelik Yönetimi', description: 'Ödeme ve elle atama kayıtları. Elle atama kullanıcıyı hemen premium yapar.', list: subscriptionList }],
  nav: { 'subscription-management': { group: 'Üyeler', order: 3, description: 'Kayıtlar, durumlar, elle atama' } },
} satisfies AdminResource;
