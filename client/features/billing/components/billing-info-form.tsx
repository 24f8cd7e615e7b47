import { useState } from 'react';
import { billingInfoInputSchema, type BillingInfo } from '../../../../shared/schemas/billing';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/form-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms';
import { useSaveBillingInfo } from '../api/save-billing-info';

// The billing info form (docs/product-rules.md#payments) with the shared schema's Turkish messages; the server checks the
// same schema again. Shipping mirrors billing, so only the billing address is asked.

const EMPTY = {
  billing_name: '',
  name: '',
  surname: '',
  email: '',
  gsm_number: '',
  identity_number: '',
  tax_number: '',
  tax_office: '',
  billing_contact_name: '',
  billing_city: '',
  billing_country: 'Türkiye',
  billing_address: '',
  billing_zip_code: '',
};

function valuesOf(info: BillingInfo | undefined): typeof EMPTY {
  if (!info) return EMPTY;
  return Object.fromEntries(Object.keys(EMPTY).map((key) => [key, String(info[key as keyof BillingInfo] ?? '')])) as typeof EMPTY;
}

export function BillingInfoForm({ info, onSaved, onCancel }: { info?: BillingInfo; onSaved: (saved: BillingInfo) => void; onCancel?: () => void }) {
  const [isCompany, setIsCompany] = useState(info?.is_company ?? false);
  const save = useSaveBillingInfo();
  const form = useZodForm(billingInfoInputSchema, valuesOf(info));
  const submit = form.handleSubmit(
    (data) =>
      save.mutate(
        { input: data, id: info?.id },
        { onSuccess: (saved) => onSaved(saved) },
      ),
    { skip: save.isPending, extra: { is_company: isCompany } },
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={info ? 'Fatura bilgisini düzenle' : 'Yeni fatura bilgisi'}>
      <TextField label="Fatura bilgisi adı (ör. Ev, İş)" {...form.field('billing_name')} autoComplete="off" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField label="Ad" {...form.field('name')} autoComplete="given-name" />
        <TextField label="Soyad" {...form.field('surname')} autoComplete="family-name" />
        <TextField label="E-posta" type="email" {...form.field('email')} autoComplete="email" />
        <TextField label="Telefon" type="tel" inputMode="numeric" placeholder="5XXXXXXXXX" {...form.field('gsm_number')} autoComplete="tel-national" />
      </div>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        <input type="checkbox" checked={isCompany} onChange={(e) => setIsCompany(e.target.checked)} className="size-4 accent-amber-600" />
        Şirket adına fatura
      </label>
      <TextField label="TC Kimlik No" inputMode="numeric" maxLength={11} {...form.field('identity_number')} autoComplete="off" />
      {isCompany && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField label="Vergi numarası" inputMode="numeric" maxLength={10} {...form.field('tax_number')} />
          <TextField label="Vergi dairesi" {...form.field('tax_office')} />
        </div>
      )}
      <TextField label="Fatura yetkilisi" {...form.field('billing_contact_name')} autoComplete="name" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField label="Şehir" {...form.field('billing_city')} autoComplete="address-level1" />
        <TextField label="Ülke" {...form.field('billing_country')} autoComplete="country-name" />
        <TextField label="Posta kodu" inputMode="numeric" {...form.field('billing_zip_code')} autoComplete="postal-code" />
      </div>
      <TextField label="Adres" {...form.field('billing_address')} autoComplete="street-address" />
      {save.error && <Alert>{errorMessage(save.error)}</Alert>}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={save.isPending} pendingText="Kaydediliyor...">
          Fatura Bilgisini Kaydet
        </SubmitButton>
        {onCancel && (
          <button type="button" onClick={onCancel} className="rounded-xl px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
            Vazgeç
          </button>
        )}
      </div>
    </form>
  );
}
