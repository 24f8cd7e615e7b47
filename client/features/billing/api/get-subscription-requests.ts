import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { subscriptionRequestSchema } from '../../../../shared/schemas/billing';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/** The member's subscription requests, newest first. */
export function getSubscriptionRequests(signal?: AbortSignal): Promise<{ items: SubscriptionRequest[] }> {
  return apiRequest('/api/subscriptions/requests', { signal });
}

export const subscriptionRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.billing.subscriptionRequests, queryFn: ({ signal }) => getSubscriptionRequests(signal) });

export function useSubscriptionRequests() {
  return useQuery(subscriptionRequestsQueryOptions());
}
