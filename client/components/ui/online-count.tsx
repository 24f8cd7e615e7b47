import { formatInteger } from '../../lib/format';
import { UsersIcon } from './icons';

/**
 * Number of people online now; a dash while the count is 0 (or not known yet, null). `compact`
 * drops the people icon under 640 px (the signed-in header also carries the Bakiye badge).
 */
export function OnlineCount({ count, compact = false }: { count: number | null; compact?: boolean }) {
  const known = count !== null && count > 0;
  const text = known ? formatInteger(count) : '–';
  return (
    <span
      className={`inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full border border-slate-200 bg-white ${compact ? 'px-2 sm:px-2.5' : 'px-2.5'} text-xs font-medium text-slate-600 tabular-nums dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300`}
      title="Çevrimiçi kullanıcı sayısı"
      data-testid="online-count"
    >
      <span className="relative flex size-2" aria-hidden="true">
        {/* Keyed by the count: a new count pulses again (the animation ends after three pulses). */}
        {known && <span key={count} className="absolute inline-flex size-full animate-live-pulse rounded-full bg-emerald-400 opacity-60" />}
        <span className={`relative inline-flex size-2 rounded-full ${known ? 'bg-emerald-500' : 'bg-slate-400 dark:bg-slate-500'}`} />
      </span>
      <UsersIcon className={compact ? 'hidden size-3.5 sm:block' : 'size-3.5'} />
      <span className="sr-only">Çevrimiçi kullanıcı: </span>
      <span>{text}</span>
    </span>
  );
}
