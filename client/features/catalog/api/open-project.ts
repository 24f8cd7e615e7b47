import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { OpenCharge, ProjectDetailAnswer } from './detail-types';
import { projectDetailKey } from './get-project';
import { applyBalance } from '../../../lib/list-params';

export function openProject(id: string): Promise<ProjectDetailAnswer & { charged: OpenCharge | null }> {
  return apiRequest(`/api/projects/${encodeURIComponent(id)}/open`, { method: 'POST', json: {} });
}

/** Spends Bakiye once to open a verified project; the detail then shows everything. */
export function useOpenProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => openProject(id),
    onSuccess: ({ charged, ...answer }) => {
      queryClient.setQueryData<ProjectDetailAnswer>(projectDetailKey(id), answer);
      applyBalance(queryClient, charged?.balance);
    },
  });
}
