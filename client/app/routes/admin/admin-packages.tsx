import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BILLING_PERIOD_LABELS, PACKAGE_MESSAGES as M, type AdminPackageRow, type ProviderPlan } from '../../../../shared/schemas/admin/packages';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminPaths } from '../../../config/paths';
import { useAdminList } from '../../../features/admin/api/admin-resource-api';
import { useDeletePackage, useProviderPlans, useTogglePackage } from '../../../features/admin/api/packages-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ConfirmDialog } from '../../../features/admin/components/confirm-dialog';
import { DataTable } from '../../../features/admin/components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency, formatInteger } from '../../../lib/format';
import { showToast } from '../../../lib/toast';

// /admin/subscription-packages (spec 3 §2.16): the packages by sort order with the active switch,
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
          {plans.data.items.map((plan: ProviderPlan) => (
            <li key={plan.referenceCode} className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700">
              <p className="font-semibold text-slate-900 dark:text-white">{plan.name}</p>
              <p className="text-slate-600 dark:text-slate-400">{plan.product_name}</p>
              <p className="mt-1 tabular-nums">
                {formatCurrency(plan.price, plan.currencyCode)} · {plan.paymentInterval === 'MONTHLY' ? 'Aylık' : plan.paymentInterval === 'YEARLY' ? 'Yıllık' : plan.paymentInterval}
              </p>
              <p className="mt-1 font-mono text-xs break-all text-slate-500 dark:text-slate-400">{plan.referenceCode}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function AdminPackagesPage() {
  const list = useAdminList<AdminPackageRow>('/packages', {});
  const toggle = useTogglePackage();
  const remove = useDeletePackage();
  const [deleting, setDeleting] = useState<AdminPackageRow | null>(null);
  const columns = useMemo(() => {
    const column = createColumnHelper<AdminPackageRow>();
    return [
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
      column.accessor('is_active', {
        header: 'Durum',
        cell: (info) => (
          <button
            type="button"
            aria-pressed={info.getValue()}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(info.row.original.id, { onError: (e) => showToast(errorMessage(e) || M.saveFailed, 'error') })}
            className={`rounded-full px-3 py-1 text-xs font-semibold ${info.getValue() ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'}`}
          >
            {info.getValue() ? 'Aktif' : 'Pasif'}
            <span className="sr-only">: {info.row.original.name}</span>
          </button>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">İşlemler</span>,
        cell: (info) => (
          <div className="flex justify-end gap-2 whitespace-nowrap">
            <Link to={adminPaths.package(info.row.original.id)} className={buttonClass('secondary', 'sm')}>
              Düzenle<span className="sr-only">: {info.row.original.name}</span>
            </Link>
            <button type="button" className={buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-300')} onClick={() => setDeleting(info.row.original)}>
              Sil<span className="sr-only">: {info.row.original.name}</span>
            </button>
          </div>
        ),
      }),
    ] as ColumnDef<AdminPackageRow, unknown>[];
  }, [toggle]);

  return (
    <AdminPage
      title="Abonelik Paketleri"
      description="Paketler sıra numarasına göre listelenir; aktif olanlar paketler sayfasında hemen görünür."
      actions={
        <Link to={adminPaths.newPackage()} className={buttonClass('primary', 'md')}>
          Yeni Paket
        </Link>
      }
    >
      <ProviderPlans />
      <DataTable
        caption="Abonelik paketleri"
        columns={columns}
        rows={list.data?.items}
        getRowId={(row) => row.id}
        loading={list.isPending}
        error={list.isError ? M.loadFailed : null}
        onRetry={() => void list.refetch()}
        empty={M.empty}
      />
      {deleting && (
        <ConfirmDialog
          title="Paket silinsin mi?"
          confirmLabel="Sil"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) || M.deleteFailed : null}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: (res) => {
                showToast(res.message);
                setDeleting(null);
              },
            })
          }
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        >
          <p className="font-semibold text-slate-900 dark:text-white">{deleting.name}</p>
          <p className="mt-2">{M.deleteWarning}</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
