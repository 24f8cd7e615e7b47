import { useState } from 'react';
import type { Package } from '../../../../shared/schemas/billing';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { formatCurrency } from '../../../lib/format';
import { useBillingInfos } from '../api/get-billing-infos';
import { useStartCheckout } from '../api/start-checkout';
import { BillingInfoForm } from './billing-info-form';
import { BillingInfoSummary } from './billing-info-summary';
import { periodLabel } from './package-card';

/**
 * Choosing a package (docs/product-rules.md#payments): a saved billing info or a new one, then the
 * payment form is prepared ("Yönlendiriliyor...") and the browser goes to the provider's form. A
 * billing info saved before the TC number was required of companies is refused by the checkout; it
 * is corrected here, in the same dialog.
 */
export function CheckoutDialog({ pkg, onClose }: { pkg: Package; onClose: () => void }) {
  const infos = useBillingInfos();
  const checkout = useStartCheckout();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const items = infos.data?.items ?? [];
  const selected = chosen ?? items.find((i) => i.is_default)?.id ?? items[0]?.id ?? null;
  const selectedInfo = items.find((i) => i.id === selected);
  const showForm = adding || editing || (infos.isSuccess && items.length === 0);
  const needsIdentity = checkout.error instanceof ApiRequestError && checkout.error.code === 'IDENTITY_REQUIRED';
  const redirecting = checkout.isPending || checkout.isSuccess;

  return (
    <Modal title="Fatura Bilgileri" description={`${pkg.name} — ${formatCurrency(pkg.price, pkg.currency)} / ${periodLabel(pkg.billing_period)}`} onClose={onClose} size="lg">
      {infos.isPending && (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      )}
      {infos.isError && <Alert>Fatura bilgileri getirilemedi</Alert>}
      {infos.isSuccess && !showForm && (
        <fieldset className="space-y-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Kayıtlı fatura bilgileriniz</legend>
          {items.map((info) => (
            <label
              key={info.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 hover:border-amber-500 dark:border-slate-700"
            >
              <input type="radio" name="billing-info" checked={selected === info.id} onChange={() => setChosen(info.id)} className="mt-1 accent-amber-600" />
              <BillingInfoSummary info={info} />
            </label>
          ))}
          <button type="button" onClick={() => setAdding(true)} className={buttonClass('secondary', 'sm')}>
            Yeni fatura bilgisi ekle
          </button>
        </fieldset>
      )}
      {showForm && (
        <BillingInfoForm
          info={editing ? selectedInfo : undefined}
          onSaved={(saved) => {
            setChosen(saved.id);
            setAdding(false);
            setEditing(false);
            checkout.reset();
          }}
          onCancel={
            items.length > 0
              ? () => {
                  setAdding(false);
                  setEditing(false);
                }
              : undefined
          }
        />
      )}
      {checkout.error && !showForm && (
        <Alert className="mt-4">{errorMessage(checkout.error) || 'Ödeme formu oluşturulamadı. Lütfen tekrar deneyin.'}</Alert>
      )}
      {needsIdentity && !showForm && selectedInfo && (
        <button type="button" onClick={() => setEditing(true)} className={buttonClass('secondary', 'sm', 'mt-3')}>
          Fatura bilgisini düzenle
        </button>
      )}
      {!showForm && selected && (
        <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonClass('ghost')}>
            Vazgeç
          </button>
          <button
            type="button"
            disabled={redirecting}
            onClick={() => checkout.mutate({ package_id: pkg.id, billing_info_id: selected })}
            className={buttonClass('primary')}
          >
            {redirecting ? 'Yönlendiriliyor...' : 'Ödemeye Geç'}
          </button>
        </div>
      )}
    </Modal>
  );
}
