import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { type Notification } from '../../../../shared/schemas/watches';
import { NOTIFICATION_MESSAGES as N } from '../../../../shared/watch-messages';
import { RequireSession } from '../../../features/auth/components/require-session';
import { useDetailStack } from '../../../features/catalog/hooks/use-detail-stack';
import { useNotifications } from '../../../features/watches/api/get-notifications';
import { useMarkAllNotificationsRead } from '../../../features/watches/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../../../features/watches/api/mark-notification-read';
import { NotificationList } from '../../../features/watches/components/notification-list';
import { WatchList } from '../../../features/watches/components/watch-list';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { BellIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';

const CatalogDetails = lazy(() => import('../../../features/catalog/components/catalog-details').then((m) => ({ default: m.CatalogDetails })));
const StationDetailModal = lazy(() => import('../../../features/stations/components/station-detail-modal').then((m) => ({ default: m.StationDetailModal })));

function ListSkeleton() {
  return (
    <div role="status" aria-label="Yükleniyor" className="space-y-3">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-20 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** /bildirimler (docs/product-rules.md#watchlists): the member's notifications, newest first, 20 a page. */
export default function NotificationsPage() {
  useDocumentTitle(N.title);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const details = useDetailStack();
  const [station, setStation] = useState<string | null>(null);

  const open = (item: Notification) => {
    if (!item.read_at) markRead.mutate(item.id);
    if (item.entity === 'station') setStation(item.entity_id);
    else details.open({ kind: item.entity, id: item.entity_id });
  };
  const answer = list.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.page_size)) : 1;
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: false });

  return (
    <RequireSession>
      {(user) => (
        <div className="mx-auto min-h-dvh max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <Link to={paths.profile()} className="text-sm font-semibold text-amber-700 hover:underline dark:text-amber-400">
            ← Profilime dön
          </Link>
          <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{N.title}</h1>
              <p className="mt-1 text-slate-600 dark:text-slate-400">
                Takip ettiğiniz kayıtlardaki değişiklikler. E-posta tercihiniz için{' '}
                <Link to={paths.profile('notifications')} className="font-semibold text-amber-700 hover:underline dark:text-amber-400">
                  profilinizdeki Bildirimler bölümüne
                </Link>{' '}
                gidin.
              </p>
            </div>
            {answer && answer.unread > 0 && (
              <button
                type="button"
                className={buttonClass('secondary', 'md')}
                disabled={markAll.isPending}
                onClick={() => markAll.mutateAsync().then((a) => showToast(a.message), (e: unknown) => showToast(errorMessage(e), 'error'))}
              >
                {N.markAllRead}
              </button>
            )}
          </div>
          <div className="mt-6">
            {answer ? (
              answer.items.length === 0 ? (
                <DataEmpty message={N.empty} icon={BellIcon} />
              ) : (
                <>
                  <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                    {answer.total} bildirim, {answer.unread} okunmamış
                  </p>
                  <NotificationList items={answer.items} onOpen={open} onMarkRead={(item) => markRead.mutate(item.id)} busy={markRead.isPending} />
                  {pages > 1 && (
                    <nav aria-label="Sayfalar" className="mt-4 flex items-center justify-between gap-3">
                      <button type="button" className={buttonClass('secondary', 'sm')} disabled={page <= 1} onClick={() => goTo(page - 1)}>
                        ← Önceki
                      </button>
                      <span className="text-sm text-slate-600 dark:text-slate-400">
                        Sayfa {page} / {pages}
                      </span>
                      <button type="button" className={buttonClass('secondary', 'sm')} disabled={page >= pages} onClick={() => goTo(page + 1)}>
                        Sonraki →
                      </button>
                    </nav>
                  )}
                </>
              )
            ) : list.isError ? (
              <DataError message={N.loadFailed} onRetry={() => void list.refetch()} />
            ) : (
              <ListSkeleton />
            )}
          </div>
          <WatchList />
          <Suspense fallback={null}>
            {details.stack.length > 0 && <CatalogDetails details={details} viewer={user} />}
            {station && <StationDetailModal id={station} onClose={() => setStation(null)} />}
          </Suspense>
        </div>
      )}
    </RequireSession>
  );
}
