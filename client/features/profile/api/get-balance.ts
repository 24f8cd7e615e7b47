import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceInfo } from '../../../../shared/schemas/me';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** The member's Bakiye and ledger, newest first. */
export function getBalance(signal?: AbortSignal): Promise<BalanceInfo> {
  return apiRequest<BalanceInfo>('/api/me/balance', { signal });
}

export const balanceQueryOptions = () => queryOptions({ queryKey: queryKeys.me.balance, queryFn: ({ signal }) => getBalance(signal) });

export function useBalance() {
  return useQuery(balanceQueryOptions());
}
