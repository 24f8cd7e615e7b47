import { WATCH_MESSAGES as M } from '../../../shared/watch-messages';
import { FollowButton } from './follow-button';

const KEYS = ['city_id', 'status_type_id', 'type_id'] as const;

/**
 * "Bu filtreyi takip et" under the project list when a province, status or type is chosen
 * (docs/product-rules.md#watchlists): a new project that matches is notified. Other filters (the
 * source) and the search are not part of a saved filter.
 */
export function FilterFollowBar({ filters }: { filters: Record<string, string | undefined> }) {
  const chosen = Object.fromEntries(KEYS.filter((k) => filters[k]).map((k) => [k, filters[k]!]));
  if (Object.keys(chosen).length === 0) return null;
  return (
    <div className="mb-3 flex flex-wrap items-center justify-end gap-3 text-sm text-slate-600 dark:text-slate-400">
      <span>Bu il, durum ve tipte yeni bir proje eklendiğinde haber alın.</span>
      <FollowButton subject={{ target: 'filter', filter: chosen }} labels={{ follow: M.followFilter, unfollow: M.unfollowFilter }} size="sm" signedIn />
    </div>
  );
}
