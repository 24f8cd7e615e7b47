import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser, SessionInfo } from '../../../../shared/schemas/auth';

// The session query's key, as client/features/auth/api/get-session.ts defines it; a feature does not
// import another, so the tier change is written into the same cache entry and everything else that
// depends on the tier (lists, details, dashboard) is fetched again.
const SESSION_KEY = ['auth', 'session'] as const;

export function applyViewer(queryClient: QueryClient, user: CurrentUser): void {
  queryClient.setQueryData<SessionInfo>(SESSION_KEY, { user });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_KEY[0] });
}
