import { Link } from 'react-router';
import { BellIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useUnreadCount } from '../api/get-unread-count';

/** The header's bell (docs/product-rules.md#watchlists): "Bildirimler" and the unread count, to /bildirimler. */
export function NotificationBell() {
  const { data } = useUnreadCount();
  const unread = data?.unread ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Link
      to={paths.notifications()}
      aria-label={unread > 0 ? `Bildirimler (${unread} okunmamış)` : 'Bildirimler'}
      title="Bildirimler"
      data-testid="notification-bell"
      className="relative inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 sm:size-10 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-amber-300"
    >
      <BellIcon className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-5 font-bold text-white"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
