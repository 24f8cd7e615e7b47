import { queryOptions } from '@tanstack/react-query';
import type { CompanyList } from '../../../../shared/schemas/catalog';
import { apiRequest } from '../../../lib/api-client';
import { listKeyPart, listSearchParams, type ListParams } from '../../../lib/list-params';

/** One page of the company list; `confirm` accepts the cost the server quoted (402). */
export function getCompanies(params: ListParams, { confirm = false, signal }: { confirm?: boolean; signal?: AbortSignal } = {}) {
  const query = listSearchParams('companies', params, confirm);
  return apiRequest<CompanyList>(`/api/companies${query ? `?${query}` : ''}`, { signal });
}

export const companyListKey = (params: ListParams) => ['catalog', 'companies', 'list', listKeyPart(params)] as const;

export const companiesQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: companyListKey(params),
    queryFn: ({ signal }) => getCompanies(params, { signal }),
    retryOnMount: false,
  });
