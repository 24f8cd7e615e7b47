import type { Notification } from '../../../../shared/schemas/watches';
import { NOTIFICATION_MESSAGES as N } from '../../../../shared/watch-messages';
import { buttonClass } from '../../../components/ui/button-styles';
import { formatDateTime } from '../../../lib/format';

const ENTITY_LABELS: Record<Notification['entity'], string> = { project: 'Proje', company: 'Firma', station: 'Trafo merkezi' };

interface NotificationListProps {
  items: Notification[];
  onOpen: (item: Notification) => void;
  onMarkRead: (item: Notification) => void;
  busy: boolean;
}

/** The notifications as a list: unread ones marked (a dot and the word, not colour alone). */
export function NotificationList({ items, onOpen, onMarkRead, busy }: NotificationListProps) {
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900" aria-label={N.title}>
      {items.map((item) => {
        const unread = !item.read_at;
        return (
          <li key={item.id} className={`flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-5 ${unread ? 'bg-amber-50/60 dark:bg-amber-400/5' : ''}`} data-testid="notification">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                {unread && (
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                    <span aria-hidden="true" className="size-1.5 rounded-full bg-amber-600 dark:bg-amber-300" />
                    {N.unread}
                  </span>
                )}
                {/* One run of text: where the line breaks, the dot stays after the title, never before the kind. */}
                <span className="min-w-0">
                  <span className="font-semibold text-slate-900 dark:text-white">{item.title}</span>
                  <span className="text-slate-500 dark:text-slate-400">
                    {'\u00a0· '}
                    <span className="whitespace-nowrap">{ENTITY_LABELS[item.entity]}</span>
                  </span>
                </span>
              </p>
              <p className="mt-1 font-medium break-words text-slate-900 dark:text-slate-100">{item.item_name}</p>
              <p className="mt-0.5 text-sm break-words text-slate-600 dark:text-slate-400">
                {item.reason} · <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => onOpen(item)} aria-label={`${N.open}: ${item.item_name}`}>
                {N.open}
              </button>
              {unread && (
                <button type="button" className={buttonClass('ghost', 'sm')} disabled={busy} onClick={() => onMarkRead(item)} aria-label={`${N.markRead}: ${item.item_name}`}>
                  {N.markRead}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
