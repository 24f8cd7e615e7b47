import { queryOptions } from '@tanstack/react-query';
import type { CompanyList } from '../../../../shared/schemas/catalog';
import { listKeyPart, requestList, type ListParams } from '../../../lib/list-params';
import { queryKeys } from '../../../api/query-keys';

/** One page of the company list; `quotedTotal` accepts the cost the server quoted (402). */
export function getCompanies(params: ListParams, options: { quotedTotal?: number; signal?: AbortSignal } = {}) {
  return requestList<CompanyList>('companies', params, options);
}

/** Every cached page of the company list (an opened company unlocks its row on all of them). */
export const companyListKey = (params: ListParams) => queryKeys.catalog.companyList(listKeyPart(params));

export const companiesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: companyListKey(params),
    queryFn: ({ signal }) => getCompanies(params, { signal }),
    retryOnMount: false,
  });
