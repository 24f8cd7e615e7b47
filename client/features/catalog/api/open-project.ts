import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenItemBody } from '../../../../shared/schemas/catalog';
import { apiRequest } from '../../../lib/api-client';
import type { OpenCharge, ProjectDetailAnswer } from './detail-types';
import { applyChangedCost } from './cost-changed';
import { queryKeys } from '../../../api/query-keys';
import { applyBalance } from '../../../api/session';

/** Opens a project at the cost the confirmation showed; the server refuses (409) if it changed. */
export function openProject(id: string, expectedCost: number): Promise<ProjectDetailAnswer & { charged: OpenCharge | null }> {
  const body: OpenItemBody = { expected_cost: expectedCost };
  return apiRequest(`/api/projects/${encodeURIComponent(id)}/open`, { method: 'POST', json: body });
}

/** Spends Bakiye once to open a verified project; the detail then shows everything. */
export function useOpenProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedCost: number) => openProject(id, expectedCost),
    onSuccess: ({ charged, ...answer }) => {
      queryClient.setQueryData<ProjectDetailAnswer>(queryKeys.catalog.projectDetail(id), answer);
      applyBalance(queryClient, charged?.balance);
    },
    onError: (error) => applyChangedCost(queryClient, error, queryKeys.catalog.projectDetail(id), 'project_detail'),
  });
}
