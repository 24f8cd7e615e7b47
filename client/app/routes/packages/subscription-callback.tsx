import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BILLING_MESSAGES, SUBSCRIPTION_STATUS_LABELS, type CallbackResult } from '../../../../shared/schemas/billing';
import { buttonClass } from '../../../components/ui/button-styles';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { refreshViewer } from '../../../api/session';
import { confirmPayment } from '../../../features/billing/api/confirm-payment';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paths } from '../../../config/paths';

// The payment callback landing (docs/product-rules.md#payments): the server verifies the payment with the
// provider by token; this page only shows the outcome, counts down 5 s and moves on. A payment the
// provider has not completed yet (PENDING) is neither success nor failure: the page says it is being
// checked and asks again until the provider's answer settles it (docs/product-rules.md#payments).

const COUNTDOWN_SECONDS = 5;
const TIMEOUT_MS = 10_000;
/** How often a pending payment is asked about again. */
const PENDING_POLL_MS = 3_000;
const NO_PARAMETERS = "Geçersiz callback parametreleri - URL'de hiçbir parametre bulunamadı";

type View =
  | { state: 'processing' }
  | { state: 'checking' }
  | { state: 'success'; result: CallbackResult }
  | { state: 'failure'; message: string; status?: string };

export default function SubscriptionCallbackPage() {
  useDocumentTitle('Ödeme Sonucu');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const token = params.get('token');
  const status = params.get('status');
  const message = params.get('message');
  const [view, setView] = useState<View>(() =>
    token ? { state: 'processing' } : status ? { state: 'failure', status, message: message || BILLING_MESSAGES.paymentFailed } : { state: 'failure', message: NO_PARAMETERS },
  );
  const [seconds, setSeconds] = useState(COUNTDOWN_SECONDS);

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let controller: AbortController | undefined;
    let again: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const current = new AbortController();
      controller = current;
      const timer = setTimeout(() => current.abort(new DOMException('timeout', 'TimeoutError')), TIMEOUT_MS);
      confirmPayment(token, current.signal)
        .then(async (result) => {
          if (stopped) return;
          if (result.success && result.data?.status === 'SUCCESS' && result.data.isPremium) {
            setView({ state: 'success', result });
            await refreshViewer(queryClient);
          } else if (result.data?.status === 'PENDING') {
            setView({ state: 'checking' });
            again = setTimeout(ask, PENDING_POLL_MS);
          } else {
            setView({ state: 'failure', status: result.data?.status, message: result.message || BILLING_MESSAGES.paymentFailed });
          }
        })
        .catch((error: unknown) => {
          if (stopped) return;
          setView({ state: 'failure', message: current.signal.aborted ? 'İstek zaman aşımına uğradı' : errorMessage(error) || 'Callback işleme hatası' });
        })
        .finally(() => clearTimeout(timer));
    };
    ask();
    return () => {
      stopped = true;
      clearTimeout(again);
      controller?.abort();
    };
  }, [token, queryClient]);

  const done = view.state === 'success' || view.state === 'failure';
  const next = view.state === 'success' ? '/' : paths.packages();
  useEffect(() => {
    if (!done) return;
    if (seconds <= 0) {
      navigate(next, { replace: true });
      return;
    }
    const tick = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(tick);
  }, [done, seconds, next, navigate]);

  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" aria-live="polite">
      {view.state === 'processing' && (
        <>
          <Spinner className="mx-auto size-10" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">Ödemeniz işleniyor...</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">Lütfen bu sayfadan ayrılmayın.</p>
        </>
      )}
      {view.state === 'checking' && (
        <>
          <Spinner className="mx-auto size-10" />
          <h1 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">Ödemeniz kontrol ediliyor</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            Ödeme sağlayıcısının yanıtı bekleniyor. Yanıt gelince bu sayfa kendiliğinden güncellenecek.
          </p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Durum: {SUBSCRIPTION_STATUS_LABELS.PENDING}</p>
        </>
      )}
      {view.state === 'success' && (
        <>
          <CheckCircleIcon className="mx-auto size-14 text-emerald-600" />
          <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">Ödeme Başarılı!</h1>
          <dl className="mx-auto mt-6 grid max-w-sm grid-cols-2 gap-2 rounded-2xl border border-slate-200 p-4 text-left text-sm dark:border-slate-700">
            <dt className="text-slate-700 dark:text-slate-300">Kullanıcı</dt>
            <dd className="truncate font-mono text-xs text-slate-900 dark:text-white">{view.result.data?.userId}</dd>
            <dt className="text-slate-700 dark:text-slate-300">Durum</dt>
            <dd className="text-slate-900 dark:text-white">{SUBSCRIPTION_STATUS_LABELS[view.result.data?.status ?? ''] ?? view.result.data?.status}</dd>
            <dt className="text-slate-700 dark:text-slate-300">Premium</dt>
            <dd className="font-semibold text-emerald-700 dark:text-emerald-400">Aktif</dd>
            <dt className="text-slate-700 dark:text-slate-300">İşlem tarihi</dt>
            <dd className="text-slate-900 dark:text-white">{formatDateTime(view.result.data?.processedAt)}</dd>
          </dl>
        </>
      )}
      {view.state === 'failure' && (
        <>
          <AlertCircleIcon className="mx-auto size-14 text-red-600" />
          <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">Ödeme Başarısız</h1>
          {view.status && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">Durum: {SUBSCRIPTION_STATUS_LABELS[view.status] ?? view.status}</p>}
          <p role="alert" className="mt-3 text-slate-800 dark:text-slate-200">
            {view.message}
          </p>
        </>
      )}
      {done && (
        <div className="mt-8 space-y-3">
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="countdown">
            {seconds} saniye içinde yönlendirileceksiniz...
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Link to={next} replace className={buttonClass('primary')}>
              {view.state === 'success' ? 'Ana Sayfaya Git' : 'Paketlere Dön'}
            </Link>
            {view.state === 'failure' && (
              <Link to={paths.packages()} replace className={buttonClass('secondary')}>
                Farklı Paket Seç
              </Link>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
