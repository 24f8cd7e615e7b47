import { ApiRequestError } from '../../lib/api-client';

/** Who the server turned away from a dashboard endpoint: a visitor (401) or a non-premium member (403). */
export type DashboardRefusal = 'visitor' | 'member';

export function dashboardRefusal(error: unknown): DashboardRefusal | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 401) return 'visitor';
  if (error.status === 403 && error.code === 'PREMIUM_REQUIRED') return 'member';
  return null;
}
