import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { BILLING_PERIOD_LABELS, PACKAGE_MESSAGES as M, packageFormSchema, type AdminPackageRow, type ProviderPlan } from '../../../../shared/schemas/admin/packages';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/form-field';
import { buttonClass } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminPaths } from '../../../config/paths';
import { useDeletePackage, useProviderPlans, useSavePackage, useTogglePackage } from '../../../features/admin/api/packages-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { FormActions } from '../../../features/admin/components/form-parts';
import { ResourceList } from '../../../features/admin/components/resource-list';
import type { ListResource } from '../../../features/admin/resources/resource';
import { errorMessage } from '../../../lib/api-client';
import { decimalInput, formatCurrency, formatInteger } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { ActiveToggle } from '../../../features/admin/components/active-toggle';

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

/** The list's inline editor (spec 3 §2.16): the fields changed most often, without leaving the list. */
function QuickEdit({ row, onDone }: { row: AdminPackageRow; onDone: () => void }) {
  const save = useSavePackage(row.id);
  const [values, setValues] = useState({ name: row.name, price: decimalInput(row.price), sort_order: String(row.sort_order), token_count: String(row.token_count), badge_text: row.badge_text ?? '' });
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (value: string) => setValues({ ...values, [key]: value });
  const { id: _id, ...stored } = row;
  return (
    <form
      noValidate
      aria-label={`${row.name} hızlı düzenleme`}
      className="mb-4 grid grid-cols-1 items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50/60 p-4 sm:grid-cols-2 lg:grid-cols-6 dark:border-amber-500/40 dark:bg-amber-500/5"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = packageFormSchema.safeParse({ ...stored, ...values });
        if (!parsed.success) return setError(parsed.error.issues[0]!.message);
        setError(null);
        save.mutate(parsed.data, {
          onSuccess: () => {
            showToast(`${parsed.data.name} kaydedildi`);
            onDone();
          },
        });
      }}
    >
      <div className="lg:col-span-2">
        <TextField label="Paket adı" markRequired maxLength={120} value={values.name} onValueChange={set('name')} />
      </div>
      <TextField label="Fiyat" inputMode="decimal" value={values.price} onValueChange={set('price')} />
      <TextField label="Sıra" inputMode="numeric" value={values.sort_order} onValueChange={set('sort_order')} />
      <TextField label="Bakiye sayısı" inputMode="numeric" value={values.token_count} onValueChange={set('token_count')} />
      <TextField label="Rozet metni" maxLength={40} value={values.badge_text} onValueChange={set('badge_text')} />
      {(error || save.error) && <Alert className="sm:col-span-2 lg:col-span-6">{error ?? (errorMessage(save.error) || M.saveFailed)}</Alert>}
      <FormActions pending={save.isPending} onCancel={onDone} className="flex justify-end gap-2 sm:col-span-2 lg:col-span-6" />
    </form>
  );
}

function PackageToggle({ row }: { row: AdminPackageRow }) {
  const toggle = useTogglePackage();
  return <ActiveToggle active={row.is_active} name={row.name} disabled={toggle.isPending} onToggle={() => toggle.mutate(row.id, { onError: (e) => showToast(errorMessage(e) || M.saveFailed, 'error') })} />;
}

const column = createColumnHelper<AdminPackageRow>();

const packageList: ListResource<AdminPackageRow> = {
  path: '/packages',
  title: 'Abonelik paketleri',
  singular: 'Paket',
  paged: false,
  editPath: adminPaths.package,
  inlineEdit: { label: 'Hızlı Düzenle', editor: QuickEdit },
  nameOf: (row) => row.name,
  columns: [
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
    column.accessor('is_active', { header: 'Durum', cell: (info) => <PackageToggle row={info.row.original} /> }),
  ] as ListResource<AdminPackageRow>['columns'],
  remove: { title: 'Paket silinsin mi?', confirmLabel: 'Sil', useRemove: useDeletePackage },
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: M.deleteWarning },
};

export default function AdminPackagesPage() {
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
      <ResourceList resource={packageList} />
    </AdminPage>
  );
}
