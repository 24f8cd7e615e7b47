import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingInfo } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';


/** The member's billing infos, default first (docs/product-rules.md#payments). */
export function getBillingInfos(signal?: AbortSignal) {
  return apiRequest<{ items: BillingInfo[] }>('/api/me/billing-infos', { signal });
}

export const billingInfosQueryOptions = () => queryOptions({ queryKey: queryKeys.billing.infos, queryFn: ({ signal }) => getBillingInfos(signal) });

export const useBillingInfos = (enabled = true) => useQuery({ ...billingInfosQueryOptions(), enabled });
