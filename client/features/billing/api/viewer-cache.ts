import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, SessionInfo } from '../../../../shared/schemas/auth';
import { queryKeys } from '../../../api/query-keys';

// A tier change (a payment, a cancellation) is written into the session's cache entry, and everything
// else that depends on the tier (lists, details, dashboard) is fetched again.
export function applyViewer(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData<SessionInfo>(queryKeys.session, { user });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
}
