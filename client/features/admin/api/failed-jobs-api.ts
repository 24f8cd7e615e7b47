import { useAdminCall } from './admin-resource-api';

// Background jobs that failed five times (decision 044): the list is the resource layer's own GET
// /api/admin/failed-jobs (ResourceList); one more try is this call.

export const FAILED_JOBS_PATH = '/failed-jobs';

export const useAdminRetryFailedJob = () => useAdminCall((id: string) => ({ url: `${FAILED_JOBS_PATH}/${encodeURIComponent(id)}/retry` }));
