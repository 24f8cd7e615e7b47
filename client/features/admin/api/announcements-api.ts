import { useAdminCall } from './admin-resource-api';
import { queryKeys } from '../../../api/query-keys';

// Moving an announcement in the ticker's order (docs/product-rules.md#announcements; the status
// badge is a ToggleCell). The public ticker's list is fetched again too.

export const useAnnouncementAction = () =>
  useAdminCall((action: { type: 'move'; id: string; direction: 'up' | 'down' }) => ({ url: `/announcements/${action.id}/move`, json: { direction: action.direction } }), [queryKeys.admin.all, queryKeys.announcements]);
