import { queryOptions } from '@tanstack/react-query';
import type { CompanyList } from '../../../../shared/schemas/catalog';
import { listKeyPart, requestList, type ListParams } from '../../../lib/list-params';

/** One page of the company list; `quotedTotal` accepts the cost the server quoted (402). */
export function getCompanies(params: ListParams, options: { quotedTotal?: number; signal?: AbortSignal } = {}) {
  return requestList<CompanyList>('companies', params, options);
}

/** Every cached page of the company list (an opened company unlocks its row on all of them). */
export const companyListsKey = ['catalog', 'companies', 'list'] as const;
export const companyListKey = (params: ListParams) => [...companyListsKey, listKeyPart(params)] as const;

export const companiesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: companyListKey(params),
    queryFn: ({ signal }) => getCompanies(params, { signal }),
    retryOnMount: false,
  });
