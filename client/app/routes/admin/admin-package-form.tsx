import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { BILLING_PERIODS, CURRENCIES, PACKAGE_DEFAULTS } from '../../../../shared/constants';
import { ADMIN_REDIRECT_MS } from '../../../../shared/schemas/admin/list';
import {
  ADMIN_BADGE_COLORS,
  BADGE_COLOR_LABELS,
  BILLING_PERIOD_LABELS,
  fieldsFromPlan,
  PACKAGE_MESSAGES as M,
  packageFormSchema,
  type AdminPackageRow,
} from '../../../../shared/schemas/admin/packages';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataError } from '../../../components/ui/data-states';
import { inputClass, labelClass, SelectField, TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminPaths } from '../../../config/paths';
import { usePackageRecord, useProviderPlans, useSavePackage } from '../../../features/admin/api/packages-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { decimalInput, formatCurrency } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';

// Not on ResourceForm (decision 033): the feature list is edited item by item (added with Enter,
// never empty) and the provider's plan cards fill several fields at once; ResourceForm has neither.

// /admin/subscription-packages/new and /{id} (spec 3 §2.16, §5): the package's fields, a feature
// list (added with Enter, never empty), and the provider's plans as cards that fill the form.


function initialValues(record?: AdminPackageRow) {
  return {
    name: record?.name ?? '',
    description: record?.description ?? '',
    features: record?.features ?? [],
    price: decimalInput(record?.price ?? PACKAGE_DEFAULTS.price),
    currency: record?.currency ?? PACKAGE_DEFAULTS.currency,
    billing_period: record?.billing_period ?? PACKAGE_DEFAULTS.billing_period,
    iyzico_pricing_plan_reference_code: record?.iyzico_pricing_plan_reference_code ?? '',
    iyzico_product_reference_code: record?.iyzico_product_reference_code ?? '',
    is_active: record?.is_active ?? PACKAGE_DEFAULTS.is_active,
    is_featured: record?.is_featured ?? PACKAGE_DEFAULTS.is_featured,
    sort_order: String(record?.sort_order ?? PACKAGE_DEFAULTS.sort_order),
    badge_text: record?.badge_text ?? '',
    badge_color: record?.badge_color ?? PACKAGE_DEFAULTS.badge_color,
    token_count: String(record?.token_count ?? PACKAGE_DEFAULTS.token_count),
    trial_days: String(record?.trial_days ?? PACKAGE_DEFAULTS.trial_days),
  };
}

function FeatureList({ features, onChange, error }: { features: string[]; onChange: (next: string[]) => void; error?: string }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    // A feature is added only when non-empty (spec 3 §5).
    if (!draft.trim()) return;
    onChange([...features, draft.trim()]);
    setDraft('');
  };
  return (
    <div>
      <label htmlFor="package-feature" className={labelClass}>
        Özellikler
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id="package-feature"
          className={inputClass}
          value={draft}
          maxLength={200}
          placeholder="Örn. Sınırsız proje araması"
          aria-describedby="package-feature-hint"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={buttonClass('secondary', 'lg')} disabled={!draft.trim()} onClick={add}>
          Ekle
        </button>
      </div>
      <p id="package-feature-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Enter ile eklenir. Boş satır, müşteri listesinde boşluk bırakır.
      </p>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p>}
      {features.length > 0 && (
        <ol className="mt-3 space-y-1.5">
          {features.map((feature, index) => (
            <li key={index} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm dark:border-slate-700">
              <span className="min-w-0 flex-1 break-words">{feature || <em className="text-slate-600 dark:text-slate-400">(boşluk)</em>}</span>
              <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => onChange(features.filter((_, i) => i !== index))}>
                Kaldır<span className="sr-only">: {feature || 'boşluk'}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={buttonClass('ghost', 'sm', 'mt-2')} onClick={() => onChange([...features, ''])}>
        Boşluk ekle
      </button>
    </div>
  );
}

function PackageForm({ record }: { record?: AdminPackageRow }) {
  const navigate = useNavigate();
  const save = useSavePackage(record?.id);
  const plans = useProviderPlans(true);
  const form = useZodForm(packageFormSchema, initialValues(record));
  const [saved, setSaved] = useState<string | null>(null);
  const v = form.values;
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(adminPaths.packages()), ADMIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  const submit = form.handleSubmit(
    (data) =>
      save.mutate(data, {
        onSuccess: (res) => setSaved(res.message),
        onError: (error) => {
          const field = error instanceof ApiRequestError ? (error.details as { field?: string } | undefined)?.field : undefined;
          if (field) form.form.setError(field, { message: error.message });
        },
      }),
    { skip: save.isPending || Boolean(saved) },
  );
  const fieldError = save.error instanceof ApiRequestError && (save.error.details as { field?: string } | undefined)?.field;

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label={record ? 'Paketi düzenle' : 'Yeni paket'}>
      <section aria-labelledby="plan-cards" className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 id="plan-cards" className="text-base font-semibold text-slate-900 dark:text-white">
          iyzico planı
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Bir plan seçmek fiyatı, para birimini, dönemi ve referans kodlarını doldurur.</p>
        {plans.isPending ? (
          <Skeleton className="mt-3 h-20 w-full" />
        ) : plans.isError || plans.data.items.length === 0 ? (
          // A provider failure here only leaves the codes to be typed (spec 3 §8).
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Planlar şu an alınamadı; referans kodunu elle girebilirsiniz.</p>
        ) : (
          <div role="radiogroup" aria-label="iyzico planları" className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {plans.data.items.map((plan) => {
              const chosen = v.iyzico_pricing_plan_reference_code === plan.referenceCode;
              return (
                <button
                  key={plan.referenceCode}
                  type="button"
                  role="radio"
                  aria-checked={chosen}
                  onClick={() => {
                    const filled = fieldsFromPlan(plan);
                    form.setValue('price', decimalInput(filled.price));
                    form.setValue('currency', filled.currency);
                    form.setValue('billing_period', filled.billing_period);
                    form.setValue('iyzico_pricing_plan_reference_code', filled.iyzico_pricing_plan_reference_code);
                    form.setValue('iyzico_product_reference_code', filled.iyzico_product_reference_code);
                  }}
                  className={`rounded-xl border p-3 text-left text-sm transition-colors ${chosen ? 'border-amber-500 bg-amber-50 ring-2 ring-amber-500 dark:bg-amber-500/10' : 'border-slate-200 hover:border-slate-400 dark:border-slate-700'}`}
                >
                  <span className="block font-semibold text-slate-900 dark:text-white">{plan.name}</span>
                  <span className="block text-slate-600 dark:text-slate-400">{plan.product_name}</span>
                  <span className="mt-1 block tabular-nums text-slate-800 dark:text-slate-200">
                    {formatCurrency(plan.price, plan.currencyCode)} · {plan.paymentInterval === 'MONTHLY' ? 'Aylık' : 'Yıllık'}
                  </span>
                </button>
              );
            })}
          </div>
        )}
      </section>

      <section className="grid grid-cols-1 gap-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 md:grid-cols-2 dark:border-slate-800 dark:bg-slate-900">
        <TextField label="Paket adı" markRequired maxLength={120} {...form.field('name')} />
        <TextField label="Açıklama" maxLength={1000} {...form.field('description')} />
        <TextField label="Fiyat" markRequired inputMode="decimal" {...form.field('price')} />
        <div className="grid grid-cols-2 gap-3">
          <SelectField label="Para birimi" value={v.currency} options={CURRENCIES.map((c) => ({ value: c, label: c }))} onValueChange={(value) => form.setValue('currency', value)} />
          <SelectField
            label="Dönem"
            value={v.billing_period}
            options={BILLING_PERIODS.map((p) => ({ value: p, label: BILLING_PERIOD_LABELS[p] }))}
            onValueChange={(value) => form.setValue('billing_period', value)}
          />
        </div>
        <TextField label="iyzico plan referans kodu" markRequired maxLength={200} {...form.field('iyzico_pricing_plan_reference_code')} />
        <TextField label="iyzico ürün referans kodu" maxLength={200} {...form.field('iyzico_product_reference_code')} />
        <TextField label="Bakiye sayısı" inputMode="numeric" {...form.field('token_count')} />
        <TextField label="Deneme süresi (gün)" inputMode="numeric" {...form.field('trial_days')} />
        <TextField label="Sıra" inputMode="numeric" {...form.field('sort_order')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Rozet metni" maxLength={40} {...form.field('badge_text')} />
          <SelectField
            label="Rozet rengi"
            value={v.badge_color}
            options={ADMIN_BADGE_COLORS.map((c) => ({ value: c, label: BADGE_COLOR_LABELS[c] }))}
            onValueChange={(value) => form.setValue('badge_color', value)}
          />
        </div>
        <div className="md:col-span-2">
          <FeatureList features={v.features} onChange={(next) => form.setValue('features', next)} error={form.errorOf('features')} />
        </div>
        <div className="flex flex-wrap gap-6 md:col-span-2">
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input type="checkbox" className="size-5 accent-amber-500" checked={v.is_active} onChange={(e) => form.setValue('is_active', e.target.checked)} />
            Aktif
          </label>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
            <input type="checkbox" className="size-5 accent-amber-500" checked={v.is_featured} onChange={(e) => form.setValue('is_featured', e.target.checked)} />
            Öne çıkan
          </label>
        </div>
      </section>

      {save.error && !fieldError && <Alert>{errorMessage(save.error) || M.saveFailed}</Alert>}
      {saved && <Alert tone="success">{saved}</Alert>}
      <div className="flex justify-end">
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={save.isPending || Boolean(saved)}>
          {save.isPending ? 'Kaydediliyor...' : 'Kaydet'}
        </button>
      </div>
    </form>
  );
}

export default function AdminPackageFormPage() {
  const { id } = useParams();
  const record = usePackageRecord(id);
  return (
    <AdminPage title={id ? 'Paketi Düzenle' : 'Yeni Paket'} back={false} description="Zorunlu alanlar yıldızla işaretlidir.">
      <Link to={adminPaths.packages()} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-amber-800 hover:underline dark:text-amber-300">
        <span aria-hidden="true">←</span> Paketlere Dön
      </Link>
      {id && record.isError ? (
        <DataError message={record.error instanceof ApiRequestError && record.error.status === 404 ? M.notFound : M.fetchFailed} onRetry={() => void record.refetch()} />
      ) : id && !record.data ? (
        <div role="status" aria-label="Yükleniyor" className="space-y-3">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-72 w-full" />
        </div>
      ) : (
        <PackageForm key={id ?? 'new'} record={record.data} />
      )}
    </AdminPage>
  );
}
