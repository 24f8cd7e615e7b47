import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { CostKey } from '../../../../shared/constants';
import { ApiRequestError } from '../../../lib/api-client';
import { type TokenCostsAnswer } from '../../../api/token-costs';
import { queryKeys } from '../../../api/query-keys';

/**
 * The server refused an opening because the cost changed since it was shown (409 COST_CHANGED,
 * nothing charged): the detail's cost and the live costs take the new one, so the confirmation
 * shows it with the server's message and the user can confirm it. The live costs get it too, or a
 * socket update not yet arrived would keep showing the old cost over it.
 */
export function applyChangedCost(queryClient: QueryClient, error: unknown, detailKey: QueryKey, costKey: CostKey): void {
  if (!(error instanceof ApiRequestError) || error.code !== 'COST_CHANGED') return;
  const cost = (error.details as { cost?: unknown } | undefined)?.cost;
  if (typeof cost !== 'number') return;
  queryClient.setQueryData<{ cost: number | null }>(detailKey, (answer) => (answer ? { ...answer, cost } : answer));
  queryClient.setQueryData<TokenCostsAnswer>(queryKeys.tokenCosts, (live) => (live ? { ...live, costs: { ...live.costs, [costKey]: cost } } : live));
}
