import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingInfo } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';

export const BILLING_INFOS_KEY = ['billing', 'infos'] as const;

/** The member's billing infos, default first (spec 2 §7). */
export function getBillingInfos(signal?: AbortSignal) {
  return apiRequest<{ items: BillingInfo[] }>('/api/me/billing-infos', { signal });
}

export const billingInfosQueryOptions = () => queryOptions({ queryKey: BILLING_INFOS_KEY, queryFn: ({ signal }) => getBillingInfos(signal) });

export const useBillingInfos = (enabled = true) => useQuery({ ...billingInfosQueryOptions(), enabled });
