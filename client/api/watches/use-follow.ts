import type { WatchTarget } from '../../../shared/constants';
import type { Watch, WatchCreate } from '../../../shared/schemas/watches';
import { useCreateWatch } from './create-watch';
import { useDeleteWatch } from './delete-watch';
import { useWatches } from './get-watches';

export type FollowSubject = { target: Exclude<WatchTarget, 'filter'>; targetId: string } | { target: 'filter'; filter: NonNullable<WatchCreate['filter']> };

const FILTER_KEYS = ['city_id', 'status_type_id', 'type_id'] as const;

function sameFilter(a: Watch['filter'], b: NonNullable<WatchCreate['filter']>) {
  return Boolean(a) && FILTER_KEYS.every((k) => (a?.[k] || undefined) === (b[k] || undefined));
}

/** Whether the member follows a record or a saved filter, and the two actions (docs/product-rules.md#watchlists). */
export function useFollow(subject: FollowSubject, enabled: boolean) {
  const watches = useWatches(enabled);
  const create = useCreateWatch();
  const remove = useDeleteWatch();
  const watch = watches.data?.items.find((w) =>
    subject.target === 'filter' ? w.target === 'filter' && sameFilter(w.filter, subject.filter) : w.target === subject.target && w.target_id === subject.targetId,
  );
  const body: WatchCreate = subject.target === 'filter' ? { target: 'filter', filter: subject.filter } : { target: subject.target, target_id: subject.targetId };
  return {
    loading: watches.isPending && enabled,
    following: Boolean(watch),
    pending: create.isPending || remove.isPending,
    follow: () => create.mutateAsync(body),
    unfollow: () => (watch ? remove.mutateAsync(watch.id) : Promise.resolve({ message: '' })),
  };
}
