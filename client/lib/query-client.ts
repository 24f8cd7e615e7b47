import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Client errors are answers, not glitches: retry only network failures, timeouts and 5xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiRequestError) {
    return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
  }
  return true;
}

export function createQueryClient(defaultOptions: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...defaultOptions,
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        ...defaultOptions.queries,
      },
      mutations: { retry: false, ...defaultOptions.mutations },
    },
  });
}
