import { useState } from 'react';
import { BILLING_PERIOD_LABELS, PACKAGE_MESSAGES as M, type AdminPackageRow } from '../../../../shared/schemas/admin/packages';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminPaths } from '../../../config/paths';
import { useProviderPlans } from '../../../features/admin/api/packages-api';
import { ListPage } from '../../../features/admin/components/resource-list';
import { PACKAGE_PAGES, PACKAGE_QUICK_FIELDS, packageForm, PlanText } from '../../../features/admin/resources/packages';
import type { ListResource } from '../../../features/admin/resources/resource';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency, formatInteger } from '../../../lib/format';
import { ToggleCell } from '../../../features/admin/components/active-toggle';

// /admin/subscription-packages (docs/product-rules.md#admin-payments): the packages by sort order with the active switch,
// and the provider's plans on request.

function ProviderPlans() {
  const [asked, setAsked] = useState(false);
  const plans = useProviderPlans(asked);
  return (
    <section aria-labelledby="provider-plans" className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="provider-plans" className="text-base font-semibold text-slate-900 dark:text-white">
          iyzico planları
        </h2>
        <button type="button" className={buttonClass('secondary', 'md')} disabled={plans.isFetching} onClick={() => (asked ? void plans.refetch() : setAsked(true))}>
          {plans.isFetching ? 'Yükleniyor…' : "İyzico'dan Planları Getir"}
        </button>
      </div>
      {asked && plans.isError && <Alert className="mt-3">{errorMessage(plans.error) || M.plansFailed}</Alert>}
      {asked && plans.isPending && <Skeleton className="mt-3 h-16 w-full" />}
      {plans.data && plans.data.items.length === 0 && (
        <Alert tone="warning" className="mt-3">
          {M.plansEmpty}
        </Alert>
      )}
      {plans.data && plans.data.items.length > 0 && (
        <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {plans.data.items.map((plan) => (
            <li key={plan.referenceCode} className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700">
              <PlanText plan={plan} />
              <p className="mt-1 font-mono text-xs break-all text-slate-500 dark:text-slate-400">{plan.referenceCode}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const packageList: ListResource<AdminPackageRow> = {
  path: '/packages',
  title: 'Abonelik paketleri',
  singular: 'Paket',
  paged: false,
  editPath: adminPaths.package,
  // The fields changed most often, without leaving the list.
  inlineEdit: { label: 'Hızlı Düzenle', form: { form: packageForm, only: PACKAGE_QUICK_FIELDS, formLabel: (row) => `${row.name} hızlı düzenleme`, toast: (values) => `${String(values.name).trim()} kaydedildi` } },
  nameOf: (row) => row.name,
  columns: (column) => [
    column.accessor('sort_order', { header: 'Sıra', cell: (info) => <span className="tabular-nums">{info.getValue()}</span> }),
    column.accessor('name', {
      header: 'Paket',
      cell: (info) => (
        <span className="font-medium text-slate-900 dark:text-white">
          {info.getValue()}
          {info.row.original.is_featured && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-900 dark:bg-amber-500/20 dark:text-amber-100">Öne çıkan</span>}
          {info.row.original.badge_text && <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">“{info.row.original.badge_text}”</span>}
        </span>
      ),
    }),
    column.accessor('price', {
      header: 'Fiyat',
      cell: (info) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatCurrency(info.getValue(), info.row.original.currency)} / {BILLING_PERIOD_LABELS[info.row.original.billing_period]}
        </span>
      ),
    }),
    column.accessor('token_count', { header: 'Bakiye', cell: (info) => <span className="tabular-nums">{formatInteger(info.getValue())}</span> }),
    column.accessor('iyzico_pricing_plan_reference_code', { header: 'iyzico planı', cell: (info) => <span className="font-mono text-xs break-all">{info.getValue() ?? '–'}</span> }),
    column.accessor('is_active', { header: 'Durum', cell: ({ row: { original: row } }) => <ToggleCell path="/packages" id={row.id} active={row.is_active} name={row.name} failed={M.saveFailed} also={PACKAGE_PAGES} /> }),
  ],
  remove: { title: 'Paket silinsin mi?', confirmLabel: 'Sil', also: PACKAGE_PAGES },
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: M.deleteWarning },
};

export default function AdminPackagesPage() {
  return (
    <ListPage
      title="Abonelik Paketleri"
      description="Paketler sıra numarasına göre listelenir; aktif olanlar paketler sayfasında hemen görünür."
      links={[{ label: 'Yeni Paket', to: adminPaths.newPackage() }]}
      resource={packageList}
      header={<ProviderPlans />}
    />
  );
}
