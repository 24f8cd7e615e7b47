import { BILLING_PERIODS, CURRENCIES, PACKAGE_DEFAULTS } from '../../../../shared/constants';
import { useState } from 'react';
import {
  ADMIN_BADGE_COLORS,
  BADGE_COLOR_LABELS,
  BILLING_PERIOD_LABELS,
  fieldsFromPlan,
  PACKAGE_MESSAGES as M,
  packageFormSchema,
  type AdminPackageRow,
  type ProviderPlan,
} from '../../../../shared/schemas/admin/packages';
import { queryKeys } from '../../../api/query-keys';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminPaths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { decimalInput, formatCurrency, formatInteger } from '../../../lib/format';
import { adminSaver } from '../api/admin-resource-api';
import { useProviderPlans } from '../api/packages-api';
import { ToggleCell } from '../components/cells';
import type { FormContext, FormResource } from '../registry/form';
import type { ListResource } from '../registry/list';
import { formScreens, type AdminResource } from '../registry/resource';

// Subscription packages (docs/product-rules.md#admin-payments): the list by sort order with the active
// switch, a quick edit in place and the provider's plans on request; the form with the package's fields,
// a feature list (added with Enter, never empty, spacers allowed) and the provider's plans as cards that
// fill it.

/** Every admin list and the public package pages follow a save, a toggle or a delete at once. */
export const PACKAGE_PAGES = [queryKeys.admin.all, queryKeys.billing.packages];

/** A provider plan as the list and the form's cards show it: its name, product, price and period. */
export function PlanText({ plan }: { plan: ProviderPlan }) {
  const period = plan.paymentInterval === 'MONTHLY' ? 'Aylık' : plan.paymentInterval === 'YEARLY' ? 'Yıllık' : plan.paymentInterval;
  return (
    <>
      <span className="block font-semibold text-slate-900 dark:text-white">{plan.name}</span>
      <span className="block text-slate-600 dark:text-slate-400">{plan.product_name}</span>
      <span className="mt-1 block text-slate-800 tabular-nums dark:text-slate-200">
        {formatCurrency(plan.price, plan.currencyCode)} · {period}
      </span>
    </>
  );
}

/** The provider's plans; choosing one fills the price, currency, period and both reference codes. */
function PlanCards({ values, set }: FormContext) {
  const plans = useProviderPlans(true);
  if (plans.isPending) return <Skeleton className="h-20 w-full" />;
  // A provider failure here only leaves the codes to be typed.
  if (plans.isError || plans.data.items.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-400">Planlar şu an alınamadı; referans kodunu elle girebilirsiniz.</p>;
  return (
    <div>
      <p className="text-sm text-slate-600 dark:text-slate-400">Bir plan seçmek fiyatı, para birimini, dönemi ve referans kodlarını doldurur.</p>
      <div role="radiogroup" aria-label="iyzico planları" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {plans.data.items.map((plan) => {
          const chosen = values.iyzico_pricing_plan_reference_code === plan.referenceCode;
          return (
            <button
              key={plan.referenceCode}
              type="button"
              role="radio"
              aria-checked={chosen}
              onClick={() => {
                const filled = fieldsFromPlan(plan);
                for (const [name, value] of Object.entries(filled)) set(name, name === 'price' ? decimalInput(value as number) : value);
              }}
              className={`rounded-xl border p-3 text-left text-sm transition-colors ${chosen ? 'border-amber-500 bg-amber-50 ring-2 ring-amber-500 dark:bg-amber-500/10' : 'border-slate-200 hover:border-slate-400 dark:border-slate-700'}`}
            >
              <PlanText plan={plan} />
            </button>
          );
        })}
      </div>
    </div>
  );
}

export const packageForm: FormResource = {
  path: '/packages',
  singular: 'Paket',
  titles: { create: 'Yeni Paket', edit: 'Paketi Düzenle' },
  back: { label: 'Paketlere Dön', to: adminPaths.packages() },
  listPath: adminPaths.packages(),
  label: (record) => (record ? 'Paketi düzenle' : 'Yeni paket'),
  schema: packageFormSchema,
  draftKey: 'admin:packages',
  // The shared defaults, their numbers as the form holds them (text, a Turkish decimal comma).
  defaults: () => Object.fromEntries(Object.entries(PACKAGE_DEFAULTS).map(([name, value]) => [name, typeof value === 'number' ? decimalInput(value) : value])),
  sections: [
    { title: 'iyzico planı', fields: [{ kind: 'part', name: 'plans', wide: true, part: PlanCards }] },
    {
      title: 'Paket',
      fields: [
        { kind: 'text', name: 'name', label: 'Paket adı', required: true, maxLength: 120 },
        { kind: 'text', name: 'description', label: 'Açıklama', maxLength: 1000 },
        { kind: 'number', name: 'price', label: 'Fiyat', required: true },
        { kind: 'select', name: 'currency', label: 'Para birimi', options: CURRENCIES },
        { kind: 'select', name: 'billing_period', label: 'Dönem', options: BILLING_PERIODS.map((p) => ({ value: p, label: BILLING_PERIOD_LABELS[p] })) },
        { kind: 'text', name: 'iyzico_pricing_plan_reference_code', label: 'iyzico plan referans kodu', required: true, maxLength: 200 },
        { kind: 'text', name: 'iyzico_product_reference_code', label: 'iyzico ürün referans kodu', maxLength: 200 },
        { kind: 'number', name: 'token_count', label: 'Bakiye sayısı', integer: true },
        { kind: 'number', name: 'trial_days', label: 'Deneme süresi (gün)', integer: true },
        { kind: 'number', name: 'sort_order', label: 'Sıra', integer: true },
        { kind: 'text', name: 'badge_text', label: 'Rozet metni', maxLength: 40 },
        { kind: 'select', name: 'badge_color', label: 'Rozet rengi', options: ADMIN_BADGE_COLORS.map((c) => ({ value: c, label: BADGE_COLOR_LABELS[c] })) },
        { kind: 'list', name: 'features', label: 'Özellikler', placeholder: 'Örn. Sınırsız proje araması' },
        { kind: 'checkbox', name: 'is_active', label: 'Aktif' },
        { kind: 'checkbox', name: 'is_featured', label: 'Öne çıkan' },
      ],
    },
  ],
  useSave: adminSaver('/packages', { also: PACKAGE_PAGES }),
  messages: { loadFailed: M.fetchFailed, notFound: M.notFound, saveFailed: M.saveFailed },
};

/** The provider's plans, on request, above the list. */
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
  pager: false,
  editPath: adminPaths.package,
  // The fields changed most often, without leaving the list.
  inlineEdit: {
    label: 'Hızlı Düzenle',
    form: packageForm,
    only: ['name', 'price', 'sort_order', 'token_count', 'badge_text'],
    formLabel: (row) => `${row.name} hızlı düzenleme`,
    toast: (values) => `${String(values.name).trim()} kaydedildi`,
  },
  header: () => <ProviderPlans />,
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

export default {
  screens: [
    {
      path: 'subscription-packages',
      title: 'Abonelik Paketleri',
      description: 'Paketler sıra numarasına göre listelenir; aktif olanlar paketler sayfasında hemen görünür.',
      links: [{ label: 'Yeni Paket', to: adminPaths.newPackage() }],
      list: packageList,
    },
    ...formScreens('subscription-packages', packageForm),
  ],
  nav: { 'subscription-packages': { group: 'Üyeler', order: 5, description: 'Fiyatlar, iyzico planları, sıralama' } },
} satisfies AdminResource;
