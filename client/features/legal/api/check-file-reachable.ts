import { queryOptions, useQuery } from '@tanstack/react-query';
import { isUrlReachable } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

/** HEAD request: does the stored document behind `fileUrl` answer? */
export function checkFileReachable(fileUrl: string, signal?: AbortSignal): Promise<boolean> {
  return isUrlReachable(fileUrl, signal);
}

export const fileReachableQueryOptions = (fileUrl: string) =>
  queryOptions({
    queryKey: queryKeys.legal.fileReachable(fileUrl),
    queryFn: ({ signal }) => checkFileReachable(fileUrl, signal),
    staleTime: Infinity,
    retry: false,
  });

/** Runs only once a URL is known. */
export function useFileReachable(fileUrl: string | undefined) {
  return useQuery({ ...fileReachableQueryOptions(fileUrl ?? ''), enabled: Boolean(fileUrl) });
}
