import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateAdmin } from './admin-resource-api';

// The announcement actions beyond the resource's own (spec 3 §2.21): toggle and move. The public
// ticker's list is fetched again too.

export type AnnouncementAction = { type: 'toggle'; id: string } | { type: 'move'; id: string; direction: 'up' | 'down' };

export function useAnnouncementAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: AnnouncementAction) =>
      apiRequest<{ message: string }>(`/api/admin/announcements/${action.id}/${action.type}`, {
        method: 'POST',
        json: action.type === 'move' ? { direction: action.direction } : {},
      }),
    onSuccess: () => Promise.all([invalidateAdmin(queryClient), queryClient.invalidateQueries({ queryKey: ['announcements'] })]),
  });
}
