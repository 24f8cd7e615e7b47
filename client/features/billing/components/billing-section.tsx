import { useState } from 'react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { BILLING_MESSAGES, SUBSCRIPTION_STATUS_LABELS, type BillingInfo } from '../../../../shared/schemas/billing';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { formatCurrency, formatDate, formatDateTime } from '../../../lib/format';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useDeleteBillingInfo } from '../api/delete-billing-info';
import { useBillingInfos } from '../api/get-billing-infos';
import { useSubscriptionRequests } from '../api/get-subscription-requests';
import { useSetDefaultBillingInfo } from '../api/set-default-billing-info';
import { useTimedMessage } from '../hooks/use-timed-message';
import { BillingInfoForm } from './billing-info-form';
import { BillingInfoSummary } from './billing-info-summary';
import { paths } from '../../../config/paths';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
const headingClass = 'text-lg font-bold text-slate-900 dark:text-white';

function SubscriptionState({ user }: { user: CurrentUser }) {
  const cancel = useCancelSubscription();
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useTimedMessage();
  const permanent = user.tier === 'premium' && !user.is_trial;
  const state = permanent ? 'Premium (aktif abonelik)' : user.is_trial ? `Premium deneme — ${formatDate(user.premium_trial_ends_at)} tarihine kadar` : 'Ücretsiz üyelik';
  return (
    <section aria-labelledby="subscription-title" className={cardClass}>
      <h2 id="subscription-title" className={headingClass}>
        Abonelik Durumu
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{state}</p>
      {message && (
        <Alert tone={message.tone} className="mt-3">
          {message.text}
        </Alert>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {permanent ? (
          <button type="button" onClick={() => setConfirming(true)} className={buttonClass('secondary', 'md')}>
            Aboneliği İptal Et
          </button>
        ) : (
          <Link to={paths.packages()} className={buttonClass('primary', 'md')}>
            {user.is_trial ? "Kalıcı Premium'a Geç" : "Premium'a Geç"}
          </Link>
        )}
      </div>
      {confirming && (
        <Modal title="Aboneliği İptal Et" description={BILLING_MESSAGES.cancelConfirm} onClose={() => setConfirming(false)}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setConfirming(false)} className={buttonClass('secondary', 'md')}>
              Vazgeç
            </button>
            <button
              type="button"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: ({ message: text }) => setMessage({ tone: 'success', text }),
                  onError: (error) => setMessage({ tone: 'error', text: `Hata: ${errorMessage(error)}` }),
                  onSettled: () => setConfirming(false),
                })
              }
              className={buttonClass('primary', 'md', 'bg-red-700 text-white hover:bg-red-600 active:bg-red-800')}
            >
              Evet, İptal Et
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

function BillingInfos() {
  const infos = useBillingInfos();
  const remove = useDeleteBillingInfo();
  const makeDefault = useSetDefaultBillingInfo();
  const [editing, setEditing] = useState<BillingInfo | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BillingInfo | null>(null);
  const [message, setMessage] = useTimedMessage();

  return (
    <section aria-labelledby="billing-infos-title" className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="billing-infos-title" className={headingClass}>
          Fatura Bilgilerim
        </h2>
        {editing === null && (
          <button type="button" onClick={() => setEditing('new')} className={buttonClass('secondary', 'sm')}>
            + Yeni Ekle
          </button>
        )}
      </div>
      {message && (
        <Alert tone={message.tone} className="mt-3">
          {message.text}
        </Alert>
      )}
      <div className="mt-4">
        {editing !== null ? (
          <BillingInfoForm
            key={editing === 'new' ? 'new' : editing.id}
            info={editing === 'new' ? undefined : editing}
            onSaved={() => {
              setMessage({ tone: 'success', text: editing === 'new' ? 'Fatura bilgisi kaydedildi.' : BILLING_MESSAGES.updated });
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : infos.isPending ? (
          <Skeleton className="h-16 w-full rounded-xl" />
        ) : infos.error || infos.data.items.length === 0 ? (
          // docs/product-rules.md#payments: load errors in profile lists show the empty state.
          <p className="text-sm text-slate-600 dark:text-slate-400">Henüz kayıtlı fatura bilginiz yok.</p>
        ) : (
          <ul className="space-y-2.5">
            {infos.data.items.map((info) => (
              <li key={info.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3.5 sm:flex-row sm:items-center dark:border-slate-700">
                <div className="min-w-0 flex-1">
                  <BillingInfoSummary info={info} />
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  {!info.is_default && (
                    <button
                      type="button"
                      disabled={makeDefault.isPending}
                      onClick={() => makeDefault.mutate(info.id, { onError: (e) => setMessage({ tone: 'error', text: errorMessage(e) }) })}
                      className={buttonClass('ghost', 'sm')}
                    >
                      Varsayılan Yap<span className="sr-only">: {info.billing_name}</span>
                    </button>
                  )}
                  <button type="button" onClick={() => setEditing(info)} className={buttonClass('secondary', 'sm')}>
                    Düzenle<span className="sr-only">: {info.billing_name}</span>
                  </button>
                  <button type="button" onClick={() => setDeleting(info)} className={buttonClass('secondary', 'sm', 'text-red-700 dark:text-red-400')}>
                    Sil<span className="sr-only">: {info.billing_name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {deleting && (
        <Modal title="Fatura Bilgisini Sil" description={`«${deleting.billing_name}» ${BILLING_MESSAGES.deleteConfirm}`} onClose={() => setDeleting(null)}>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={() => setDeleting(null)} className={buttonClass('secondary', 'md')}>
              Vazgeç
            </button>
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(deleting.id, {
                  onSuccess: () => setMessage({ tone: 'success', text: BILLING_MESSAGES.deleted }),
                  onError: (e) => setMessage({ tone: 'error', text: errorMessage(e) || 'Fatura bilgisi silinemedi.' }),
                  onSettled: () => setDeleting(null),
                })
              }
              className={buttonClass('primary', 'md', 'bg-red-700 text-white hover:bg-red-600 active:bg-red-800')}
            >
              Sil
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

function RequestHistory() {
  const requests = useSubscriptionRequests();
  const items = requests.data?.items ?? [];
  return (
    <section aria-labelledby="requests-title" className={cardClass}>
      <h2 id="requests-title" className={headingClass}>
        Abonelik Geçmişi
      </h2>
      {requests.isPending ? (
        <Skeleton className="mt-4 h-12 w-full rounded-xl" />
      ) : items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Henüz abonelik isteğiniz yok.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <span>
                <span className="font-semibold text-slate-900 dark:text-white">{r.package_name ?? '–'}</span>
                <span className="block text-slate-600 dark:text-slate-400">
                  {formatDateTime(r.created_at)}
                  {r.amount !== null && ` · ${formatCurrency(r.amount, r.currency ?? 'TRY')}`}
                </span>
                {r.error_message && <span className="block text-red-700 dark:text-red-400">{r.error_message}</span>}
              </span>
              <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                {SUBSCRIPTION_STATUS_LABELS[r.status] ?? r.status}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The profile's billing tab (docs/product-rules.md#profile): subscription state, billing infos, request history. */
export function BillingSection({ user }: { user: CurrentUser }) {
  return (
    <div className="space-y-6">
      <SubscriptionState user={user} />
      <BillingInfos />
      <RequestHistory />
    </div>
  );
}
